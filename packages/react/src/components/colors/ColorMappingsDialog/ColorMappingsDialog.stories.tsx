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
const firstMapping = () => {
  const mapping = storeMappings()[0];
  if (!mapping) throw new Error('the demo store has no colour mappings');
  return mapping;
};

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
    await userEvent.click(item.getByRole('button', { name: en.save }));
    await waitFor(() => expect(storeMappings().find((m) => m.id === mapping.id)?.hexValue).toBe('#0A0B0C'));
  },
};

/** Delete removes the mapping from the list. */
export const DeleteMapping: Story = {
  play: async ({ userEvent }) => {
    const mapping = firstMapping();
    const d = await dialog();
    await userEvent.click(await d.findByRole('button', { name: `Delete ${mapping.colorName}` }));
    await waitFor(() => expect(d.queryByRole('listitem', { name: mapping.colorName })).toBeNull());
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

    await userEvent.click(item.getByRole('button', { name: `Delete ${mapping.colorName}` }));
    await expect(await item.findByText(en.failedToDeleteColorMapping)).toBeVisible();
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
    await expect(await d.findByText('A mapping for this color already exists.')).toBeVisible();
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
