import { listColorMappingsEndpoint } from '@storesearch/sdk/colors';
import { en } from '@storesearch/sdk/i18n';
import { answerEndpoint, DEMO_STORES, faultHandler, getDemoBackend } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { findAlert } from '../../../testing/queries';
import { ColorMappingsDialog } from './ColorMappingsDialog';

const backend = getDemoBackend();
const storeId = DEMO_STORES.shopify.id;
const store = { storeId: String(storeId), storeType: 'shopify' as const };

const meta = {
  title: 'Components/Tuning/ColorMappingsDialog',
  component: ColorMappingsDialog,
  tags: ['autodocs'],
  args: { store, open: true, onOpenChange: fn() },
} satisfies Meta<typeof ColorMappingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const storeMappings = () => backend.db.colorMappings.filter((m) => m.storeId === storeId);
const dialog = async () => within(await screen.findByRole('dialog', { name: en.colorMappings }));
const mappingAt = (index: number) => {
  const mapping = storeMappings().at(index);
  if (!mapping) throw new Error('the demo store has too few colour mappings');
  return mapping;
};
const firstMapping = () => mappingAt(0);
const deleteLabel = (name: string) => en.deleteColorMappingNamed.replace('{name}', name);
const confirmation = async (name: string) =>
  within(await screen.findByRole('alertdialog', { name: deleteLabel(name) }));
/** The confirmation is gone: until then it hides the list underneath from queries by role. */
const confirmationClosed = () => waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
/** The server's refusal of a second mapping for the same colour. */
const DUPLICATE = 'A mapping for this color already exists.';

/** The store's mappings, each with its swatch; the add form starts at #FF0000 with a live swatch. */
export const Data: Story = {
  play: async () => {
    const d = await dialog();
    const list = await d.findByRole('list', { name: en.colorMappings });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(storeMappings().length);
    await expect(d.getByLabelText(en.hexValue, { selector: 'input[id]' })).toHaveValue('#FF0000');
    await expect(d.getByRole('button', { name: en.addColorMapping })).toBeDisabled();
  },
};

/** Add needs a name and a hex; a bad hex gets the spec's message; a good one is added and listed. */
export const AddMapping: Story = {
  play: async ({ userEvent }) => {
    const d = await dialog();
    await d.findByRole('list', { name: en.colorMappings });
    const hex = d.getByLabelText(en.hexValue, { selector: 'input[id]' });
    await userEvent.type(d.getByLabelText(en.colorName, { selector: 'input[id]' }), 'Mint');
    await userEvent.clear(hex);
    await userEvent.type(hex, 'mint');
    await userEvent.click(d.getByRole('button', { name: en.addColorMapping }));
    await expect(await d.findByText(en.invalidHexColor)).toBeVisible();
    await expect(d.getByLabelText(en.colorName, { selector: 'input[id]' })).toHaveValue('Mint');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#3eb489');
    await expect(d.getByRole('img', { name: 'Colour of Mint' })).toHaveStyle({
      backgroundColor: 'rgb(62, 180, 137)',
    });
    await userEvent.click(d.getByRole('button', { name: en.addColorMapping }));
    await expect(await d.findByRole('listitem', { name: 'Mint' })).toBeVisible();
    await waitFor(() => expect(storeMappings().some((m) => m.colorName === 'Mint')).toBe(true));
  },
};

/** Update sends the hex uppercased; a cleared name is refused with 'Color name is required'. */
export const UpdateMapping: Story = {
  play: async ({ userEvent }) => {
    const mapping = firstMapping();
    const d = await dialog();
    const item = within(await d.findByRole('listitem', { name: mapping.colorName }));
    const name = item.getByRole('textbox', { name: `${en.colorName}: ${mapping.colorName}` });
    const hex = item.getByRole('textbox', { name: `${en.hexValue}: ${mapping.colorName}` });
    await userEvent.clear(name);
    await userEvent.click(item.getByRole('button', { name: en.save }));
    await expect(item.getByText(en.colorNameRequired)).toBeVisible();
    await userEvent.type(name, mapping.colorName);
    await userEvent.clear(hex);
    await userEvent.type(hex, '#0a0b0c');
    const save = item.getByRole('button', { name: en.save });
    await userEvent.click(save);
    await waitFor(() => expect(storeMappings().find((m) => m.id === mapping.id)?.hexValue).toBe('#0A0B0C'));
    // The saved row keeps focus on its Save, now unavailable until the next change.
    await waitFor(() => expect(hex).toHaveValue('#0A0B0C'));
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(save).toHaveFocus();
  },
};

/** Delete asks first; confirmed, the mapping goes and focus moves to the Delete of the row that took its place. */
export const DeleteMapping: Story = {
  play: async ({ userEvent }) => {
    const mapping = firstMapping();
    const next = mappingAt(1);
    const d = await dialog();
    await userEvent.click(await d.findByRole('button', { name: deleteLabel(mapping.colorName) }));
    const confirm = await confirmation(mapping.colorName);
    await expect(confirm.getByText(mapping.hexValue)).toBeVisible();
    await expect(storeMappings().some((m) => m.id === mapping.id)).toBe(true);
    await userEvent.click(confirm.getByRole('button', { name: en.delete }));
    await confirmationClosed();
    await expect(d.queryByRole('listitem', { name: mapping.colorName })).toBeNull();
    await expect(storeMappings().some((m) => m.id === mapping.id)).toBe(false);
    await waitFor(() => expect(d.getByRole('button', { name: deleteLabel(next.colorName) })).toHaveFocus());
  },
};

/** Cancel keeps the mapping and hands focus back to the Delete that asked. */
export const DeleteCancelled: Story = {
  play: async ({ userEvent }) => {
    const mapping = firstMapping();
    const d = await dialog();
    const remove = await d.findByRole('button', { name: deleteLabel(mapping.colorName) });
    await userEvent.click(remove);
    await userEvent.click((await confirmation(mapping.colorName)).getByRole('button', { name: en.cancel }));
    await confirmationClosed();
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(d.getByRole('listitem', { name: mapping.colorName })).toBeVisible();
    await expect(storeMappings().some((m) => m.id === mapping.id)).toBe(true);
  },
};

/** The last row deleted: focus moves to the Delete of the row before it. */
export const DeleteLastRow: Story = {
  play: async ({ userEvent }) => {
    const last = mappingAt(-1);
    const previous = mappingAt(-2);
    const d = await dialog();
    await userEvent.click(await d.findByRole('button', { name: deleteLabel(last.colorName) }));
    await userEvent.click((await confirmation(last.colorName)).getByRole('button', { name: en.delete }));
    await confirmationClosed();
    await expect(d.queryByRole('listitem', { name: last.colorName })).toBeNull();
    await waitFor(() =>
      expect(d.getByRole('button', { name: deleteLabel(previous.colorName) })).toHaveFocus(),
    );
  },
};

/** The only mapping deleted: focus moves to the field that adds one. */
export const DeleteOnlyMapping: Story = {
  beforeEach: () => {
    const [kept] = storeMappings();
    backend.db.colorMappings = backend.db.colorMappings.filter((m) => m.storeId !== storeId || m === kept);
  },
  play: async ({ userEvent }) => {
    const mapping = firstMapping();
    const d = await dialog();
    await userEvent.click(await d.findByRole('button', { name: deleteLabel(mapping.colorName) }));
    await userEvent.click((await confirmation(mapping.colorName)).getByRole('button', { name: en.delete }));
    await confirmationClosed();
    await expect(d.getByText(en.noDataAvailable)).toBeVisible();
    await waitFor(() => expect(d.getByLabelText(en.colorName, { selector: 'input[id]' })).toHaveFocus());
  },
};

/** Failures without a server message use the spec's keys: add, update and delete each say which failed. */
export const WriteFailures: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [
          faultHandler('createColorMapping', { kind: 'serverError', message: null }),
          faultHandler('updateColorMapping', { kind: 'serverError', message: null }),
          faultHandler('deleteColorMapping', { kind: 'serverError', message: null }),
        ],
      },
    },
  },
  play: async ({ userEvent }) => {
    const mapping = firstMapping();
    const d = await dialog();
    const item = within(await d.findByRole('listitem', { name: mapping.colorName }));
    await userEvent.type(d.getByLabelText(en.colorName, { selector: 'input[id]' }), 'Mint');
    await userEvent.click(d.getByRole('button', { name: en.addColorMapping }));
    await expect(await d.findByText(en.failedToAddColorMapping)).toBeVisible();

    const hex = item.getByRole('textbox', { name: `${en.hexValue}: ${mapping.colorName}` });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#123');
    await userEvent.click(item.getByRole('button', { name: en.save }));
    await expect(await item.findByText(en.failedToUpdateColorMapping)).toBeVisible();

    // A failed delete is told in the confirmation, which stays open for another try.
    await userEvent.click(item.getByRole('button', { name: deleteLabel(mapping.colorName) }));
    const confirm = await confirmation(mapping.colorName);
    await userEvent.click(confirm.getByRole('button', { name: en.delete }));
    await expect(await findAlert(confirm, en.failedToDeleteColorMapping)).toBeVisible();
    await expect(storeMappings().some((m) => m.id === mapping.id)).toBe(true);
  },
};

/** A server message wins over the key: a second mapping for the same colour is refused by name. */
export const DuplicateRefused: Story = {
  play: async ({ userEvent }) => {
    const mapping = firstMapping();
    const d = await dialog();
    await d.findByRole('list', { name: en.colorMappings });
    await userEvent.type(d.getByLabelText(en.colorName, { selector: 'input[id]' }), mapping.colorName);
    await userEvent.click(d.getByRole('button', { name: en.addColorMapping }));
    await expect(await d.findByText(DUPLICATE)).toBeVisible();
  },
};

/** A refusal goes once its field changes, or once another write succeeds: it never outlives what it was about. */
export const StaleErrorCleared: Story = {
  play: async ({ userEvent }) => {
    const mapping = firstMapping();
    const other = mappingAt(1);
    const d = await dialog();
    await d.findByRole('list', { name: en.colorMappings });
    const newName = d.getByLabelText(en.colorName, { selector: 'input[id]' });
    const add = d.getByRole('button', { name: en.addColorMapping });

    // Changing the refused name drops the refusal.
    await userEvent.type(newName, mapping.colorName);
    await userEvent.click(add);
    await expect(await d.findByText(DUPLICATE)).toBeVisible();
    await userEvent.type(newName, 's');
    await waitFor(() => expect(d.queryByText(DUPLICATE)).toBeNull());

    // So does another mapping's update,
    await userEvent.clear(newName);
    await userEvent.type(newName, mapping.colorName);
    await userEvent.click(add);
    await expect(await d.findByText(DUPLICATE)).toBeVisible();
    const item = within(d.getByRole('listitem', { name: other.colorName }));
    const hex = item.getByRole('textbox', { name: `${en.hexValue}: ${other.colorName}` });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#123456');
    await userEvent.click(item.getByRole('button', { name: en.save }));
    await waitFor(() => expect(storeMappings().find((m) => m.id === other.id)?.hexValue).toBe('#123456'));
    await waitFor(() => expect(d.queryByText(DUPLICATE)).toBeNull());

    // and a delete.
    await userEvent.click(add);
    await expect(await d.findByText(DUPLICATE)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: deleteLabel(other.colorName) }));
    await userEvent.click((await confirmation(other.colorName)).getByRole('button', { name: en.delete }));
    await confirmationClosed();
    await expect(d.queryByRole('listitem', { name: other.colorName })).toBeNull();
    await expect(d.queryByText(DUPLICATE)).toBeNull();
    await expect(newName).toHaveValue(mapping.colorName);
  },
};

/** No mappings yet. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { story: [answerEndpoint(listColorMappingsEndpoint, { body: [] })] } },
  },
  play: async () => {
    const d = await dialog();
    const empty = await d.findByText(en.noDataAvailable);
    // The dialog fades in: wait until it is fully shown.
    await waitFor(() => expect(empty).toBeVisible());
  },
};

/** The list cannot be read. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { story: [faultHandler('listColorMappings', { kind: 'serverError' })] } } },
  play: async () => {
    const d = await dialog();
    await expect(await findAlert(d, 'Internal server error')).toBeInTheDocument();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('listColorMappings', { kind: 'pending' })] } },
  },
  play: async () => {
    const d = await dialog();
    await expect(d.getByText(en.loading)).toBeInTheDocument();
  },
};
