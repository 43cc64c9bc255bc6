import type { Facet } from '@storesearch/sdk/facets';
import { en } from '@storesearch/sdk/i18n';
import { answerEndpoint, DEMO_STORES, faultHandler } from '@storesearch/sdk/mocks';
import { getDistinctValuesEndpoint } from '@storesearch/sdk/products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { FacetValuesDialog } from './FacetValuesDialog';

const store = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' as const };
const facet = (field: string, label: string): Facet => ({
  id: `f-${field}`,
  field,
  label,
  visible: true,
  terms: 0,
  selectedValues: [],
});

const meta = {
  title: 'Components/Tuning/FacetValuesDialog',
  component: FacetValuesDialog,
  tags: ['autodocs'],
  args: { store, facet: facet('color', 'Colour'), onClose: fn(), onApply: fn() },
} satisfies Meta<typeof FacetValuesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (label: string) =>
  within(await screen.findByRole('dialog', { name: `Values of ${label}` }));

/** The field's values; applying reports the choice and how many values were shown. */
export const Data: Story = {
  play: async ({ args, userEvent }) => {
    const d = await dialog('Colour');
    const boxes = await d.findAllByRole('checkbox', {});
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.click(boxes[1] as HTMLElement);
    await userEvent.click(d.getByRole('button', { name: en.chooseValues }));
    await expect(args.onApply).toHaveBeenCalledWith(expect.any(Array), boxes.length);
    const [chosen] = (args.onApply as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(chosen).toHaveLength(2);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Stock values read as names. */
export const StockValues: Story = {
  args: { facet: facet('instock', 'In Stock') },
  play: async () => {
    const d = await dialog('In Stock');
    await expect(await d.findByRole('checkbox', { name: en.inStock })).toBeInTheDocument();
    await expect(d.getByRole('checkbox', { name: en.outOfStock })).toBeInTheDocument();
  },
};

/** Values fail to load for insale: the Yes/No fallback. */
export const Fallback: Story = {
  args: { facet: facet('insale', 'On Sale') },
  parameters: { msw: { handlers: { story: [faultHandler('getDistinctValues', { kind: 'serverError' })] } } },
  play: async () => {
    const d = await dialog('On Sale');
    await expect(await d.findByRole('checkbox', { name: en.yes })).toBeInTheDocument();
    await expect(d.getByRole('checkbox', { name: en.no })).toBeInTheDocument();
  },
};

/** Values fail to load for a field without a fallback: 'No values found for this field...'. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { story: [faultHandler('getDistinctValues', { kind: 'serverError' })] } } },
  play: async () => {
    const d = await dialog('Colour');
    await expect(await d.findByText(en.noValuesFound, {})).toBeInTheDocument();
    await expect(d.getByRole('button', { name: en.chooseValues })).toBeDisabled();
  },
};

/** A field without values. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [answerEndpoint(getDistinctValuesEndpoint, { body: [] })],
      },
    },
  },
  play: async () => {
    const d = await dialog('Colour');
    await expect(await d.findByText(en.noValuesFound, {})).toBeInTheDocument();
  },
};

/** While the values load (after the 300 ms field debounce). */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('getDistinctValues', { kind: 'pending' })] } },
  },
  play: async () => {
    const d = await dialog('Colour');
    await waitFor(() => expect(d.getByText(en.loadingValues)).toBeInTheDocument());
  },
};
