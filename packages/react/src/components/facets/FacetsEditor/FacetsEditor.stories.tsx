import { listFacetsEndpoint, MANDATORY_FACET_FIELDS } from '@storesearch/sdk/facets';
import { en } from '@storesearch/sdk/i18n';
import { answerEndpoint, DEMO_STORES, faultHandler, getDemoBackend } from '@storesearch/sdk/mocks';
import { getDistinctValuesEndpoint } from '@storesearch/sdk/products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { findAlert, findStatus } from '../../../testing/queries';
import { FacetsEditor } from './FacetsEditor';

const backend = getDemoBackend();
const storeId = DEMO_STORES.shopify.id;
const store = { storeId: String(storeId), storeType: 'shopify' as const };

const meta = {
  title: 'Components/Tuning/FacetsEditor',
  component: FacetsEditor,
  tags: ['autodocs'],
  args: { store, onDirtyChange: fn() },
} satisfies Meta<typeof FacetsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = async (canvas: ReturnType<typeof within>, field: string) =>
  within(await canvas.findByRole('row', { name: field }));

/** The store's facets: mandatory fields marked and not removable, optional ones removable, in the fixed order. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: en.facetsTitle });
    const fields = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.getAttribute('aria-label'));
    await expect(fields.slice(0, MANDATORY_FACET_FIELDS.length)).toEqual([...MANDATORY_FACET_FIELDS]);
    for (const field of MANDATORY_FACET_FIELDS) {
      const r = await row(canvas, field);
      await expect(r.getByText(en.mandatoryFacet)).toBeVisible();
      await expect(r.queryByRole('button', { name: /^Remove / })).toBeNull();
    }
    await expect((await row(canvas, 'brand')).getByRole('button', { name: /^Remove / })).toBeVisible();
    await expect((await row(canvas, 'price')).getByRole('spinbutton')).toBeDisabled();
  },
};

/** Terms: a number of at least 0; text becomes 0; the edit marks the page dirty until Save, which PUTs it. */
export const EditAndSave: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const category = await row(canvas, 'category');
    const terms = category.getByRole('spinbutton', { name: `${en.facetTerms}: category` });
    // An emptied input reads as 0, and the minimum holds: stepping down from 0 stays at 0.
    await userEvent.clear(terms);
    await expect(terms).toHaveValue(0);
    await userEvent.type(terms, '{ArrowDown}');
    await expect(terms).toHaveValue(0);
    await userEvent.clear(terms);
    await userEvent.type(terms, '12');
    await expect(terms).toHaveValue(12);
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await expect(backend.db.facets.get(storeId)?.find((f) => f.field === 'category')?.terms).not.toBe(12);
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    await expect(await findStatus(canvas, en.facetsSaved)).toBeInTheDocument();
    await expect(backend.db.facets.get(storeId)?.find((f) => f.field === 'category')?.terms).toBe(12);
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

/** The picker groups 'most used' fields before the rest; Add needs a field, and the new facet gets its terms. */
export const AddFacet: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: en.facetsTitle });
    const add = canvas.getByRole('button', { name: en.addFacet });
    await expect(add).toBeDisabled();
    await userEvent.click(canvas.getByRole('combobox', { name: en.facetField }));
    const listbox = within(await screen.findByRole('listbox'));
    await expect(listbox.getByText(en.mostUsedFields)).toBeVisible();
    await expect(listbox.getByText(en.otherFields)).toBeVisible();
    await userEvent.click(listbox.getByRole('option', { name: /^tags/ }));
    await userEvent.type(canvas.getByLabelText(en.facetLabel), 'Tags');
    await userEvent.click(add);
    const tags = await row(canvas, 'tags');
    await expect(tags.getByRole('textbox', { name: `${en.facetLabel}: tags` })).toHaveValue('Tags');
  },
};

/** Choosing values sets the facet's terms to the number chosen. */
export const ChooseValues: Story = {
  play: async ({ canvas, userEvent }) => {
    const brand = await row(canvas, 'brand');
    await userEvent.click(brand.getByRole('button', { name: /^Values of / }));
    const dialog = within(await screen.findByRole('dialog'));
    const boxes = await dialog.findAllByRole('checkbox', {});
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.click(boxes[1] as HTMLElement);
    await userEvent.click(boxes[2] as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: en.chooseValues }));
    await waitFor(() =>
      expect(brand.getByRole('spinbutton', { name: `${en.facetTerms}: brand` })).toHaveValue(3),
    );
  },
};

/** When values fail to load, featured offers Yes/No and instock In Stock/Out of Stock. */
export const ValuesFallback: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('getDistinctValues', { kind: 'serverError' })] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await row(canvas, 'featured')).getByRole('button', { name: /^Values of / }));
    let dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByRole('checkbox', { name: en.yes })).toBeInTheDocument();
    await expect(dialog.getByRole('checkbox', { name: en.no })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: en.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click((await row(canvas, 'instock')).getByRole('button', { name: /^Values of / }));
    dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByRole('checkbox', { name: en.inStock })).toBeInTheDocument();
    await expect(dialog.getByRole('checkbox', { name: en.outOfStock })).toBeInTheDocument();
  },
};

/** A field without values: 'No values found for this field...'. */
export const NoValues: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [answerEndpoint(getDistinctValuesEndpoint, { body: [] })],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await row(canvas, 'brand')).getByRole('button', { name: /^Values of / }));
    const dialog = within(await screen.findByRole('dialog'));
    const message = await dialog.findByText(en.noValuesFound, {});
    // The dialog fades in: wait until it is fully shown.
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** A label left empty shows its field's name as the placeholder and is saved as that name. */
export const EmptyLabelSavedAsField: Story = {
  play: async ({ canvas, userEvent }) => {
    const label = (await row(canvas, 'size')).getByRole('textbox', { name: `${en.facetLabel}: size` });
    await userEvent.clear(label);
    await expect(label).toHaveAttribute('placeholder', 'size');
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    await expect(await findStatus(canvas, en.facetsSaved)).toBeInTheDocument();
    await expect(backend.db.facets.get(storeId)?.find((f) => f.field === 'size')?.label).toBe('size');
    await waitFor(() => expect(label).toHaveValue('size'));
  },
};

/** The save fails: failedToSaveFacets, and the edits stay. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('saveFacets', { kind: 'serverError' })] } } },
  play: async ({ canvas, userEvent }) => {
    const label = (await row(canvas, 'category')).getByRole('textbox', {
      name: `${en.facetLabel}: category`,
    });
    await userEvent.clear(label);
    await userEvent.type(label, 'Department');
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    await expect(await findAlert(canvas, en.failedToSaveFacets)).toBeInTheDocument();
    await expect(label).toHaveValue('Department');
  },
};

/** The facets cannot be read: failedToFetchFacets. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { story: [faultHandler('listFacets', { kind: 'serverError' })] } } },
  play: async ({ canvas }) => {
    await expect(await findAlert(canvas, en.failedToFetchFacets)).toBeInTheDocument();
  },
};

/** A store with no facets yet: the mandatory ones are added and kept, and Save stores them. */
export const Empty: Story = {
  parameters: { msw: { handlers: { story: [answerEndpoint(listFacetsEndpoint, { body: [] })] } } },
  play: async ({ args, canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: en.facetsTitle });
    await expect(within(table).getAllByRole('row')).toHaveLength(MANDATORY_FACET_FIELDS.length + 1);
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    await waitFor(() =>
      expect(backend.db.facets.get(storeId)?.map((f) => f.field)).toEqual([...MANDATORY_FACET_FIELDS]),
    );
  },
};

/** While the facets load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('listFacets', { kind: 'pending' })] } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
