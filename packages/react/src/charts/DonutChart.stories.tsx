import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoServerError } from '../testing/demoData';
import { hoverPlot, openDataTable } from './chart.stories.helpers';
import { DonutChart } from './DonutChart';

/** Clicks on a product: the shape of the dashboard's donut. */
interface Clicked {
  readonly productTitle: string;
  readonly clicks: number;
}

const products: Clicked[] = [
  { productTitle: 'Trail Runner 2', clicks: 120 },
  { productTitle: 'Rain Jacket', clicks: 80 },
  { productTitle: 'Wool Socks', clicks: 40 },
];

const meta = {
  title: 'Charts/DonutChart',
  component: DonutChart<Clicked>,
  tags: ['autodocs'],
  args: {
    title: en.topClickedProducts,
    data: products,
    index: 'productTitle',
    indexLabel: en.columnProduct,
    categories: [{ key: 'clicks', label: en.columnClicks }],
    showLegend: true,
    loading: false,
  },
} satisfies Meta<typeof DonutChart<Clicked>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A slice per product; the legend names them, the data table lists their clicks. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: en.topClickedProducts });
    const legend = within(figure).getAllByRole('listitem');
    await expect(legend.map((item) => item.textContent)).toEqual(products.map((p) => p.productTitle));
    const rows = await openDataTable(figure, en.showDataTable);
    await expect(rows[0]).toHaveTextContent(`${en.columnProduct}${en.columnClicks}`);
    await expect(rows[1]).toHaveTextContent('Trail Runner 2120');
    // The slices are drawn once the chart has measured its box, which can be after its table is in the page.
    await waitFor(() => expect(figure.querySelectorAll('[data-chart-slice]')).toHaveLength(products.length));
  },
};

/** The pointer on the top slice: the shared tooltip beside it names the product and its clicks. */
export const Tooltip: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: en.topClickedProducts });
    // Straight above the centre, halfway between the ring's edges: the first slice runs from 3 o'clock over the top.
    const tooltip = await hoverPlot(figure, 0.5, 0.17);
    await expect(tooltip).toHaveTextContent('Trail Runner 2120');
    await expect(figure.querySelector('[data-chart-active]')).toHaveAttribute(
      'data-chart-slice',
      'Trail Runner 2',
    );
  },
};

/** No clicks at all: nothing to slice, so the empty text shows. */
export const Empty: Story = {
  args: { data: [{ productTitle: 'Wool Socks', clicks: 0 }], emptyText: en.noSearchData },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.noSearchData)).toBeVisible();
  },
};

/** While loading: the figure marked busy. */
export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: en.topClickedProducts })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A failed call: the error in place of the plot. */
export const ErrorState: Story = {
  name: 'Error',
  args: { data: undefined, error: demoServerError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error');
  },
};
