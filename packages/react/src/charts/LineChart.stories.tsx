import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoServerError } from '../testing/demoData';
import { hoverPlot, openDataTable, tickTexts } from './chart.stories.helpers';
import { LineChart } from './LineChart';

/** Filter usage per day: the shape of the filter-state chart. */
interface UsageDay {
  readonly day: string;
  readonly category: number;
  readonly brand: number;
}

const days: UsageDay[] = [
  { day: '2026-10-01', category: 12, brand: 40 },
  { day: '2026-10-02', category: 64, brand: 31 },
  { day: '2026-10-03', category: 88, brand: 120 },
  { day: '2026-10-04', category: 41, brand: 77 },
];

const meta = {
  title: 'Charts/LineChart',
  component: LineChart<UsageDay>,
  tags: ['autodocs'],
  args: {
    title: en.filterUsage,
    data: days,
    index: 'day',
    indexLabel: en.columnDate,
    categories: [
      { key: 'category', label: en.fieldCategory },
      { key: 'brand', label: en.fieldBrand },
    ],
    showLegend: true,
    loading: false,
  },
} satisfies Meta<typeof LineChart<UsageDay>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two series with a legend; the y axis steps by 50 up to the first step above the largest value (120). */
export const Data: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: en.filterUsage });
    const legend = within(figure).getAllByRole('listitem');
    await expect(legend.map((item) => item.textContent)).toEqual([en.fieldCategory, en.fieldBrand]);
    await waitFor(() => expect(tickTexts(figure, 'y')).toEqual(['0', '50', '100', '150']));
    const rows = await openDataTable(figure, en.showDataTable);
    await expect(rows).toHaveLength(days.length + 1);
    await expect(rows[3]).toHaveTextContent('2026-10-0388120');
  },
};

/** Hovering the plot shows the shared tooltip: the full label and each series' value. */
export const Tooltip: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: en.filterUsage });
    const tooltip = await hoverPlot(figure, 0.92, 0.5);
    await expect(tooltip).toHaveTextContent('2026-10-04');
    await expect(tooltip).toHaveTextContent(`${en.fieldCategory}41`);
    await expect(tooltip).toHaveTextContent(`${en.fieldBrand}77`);
  },
};

/**
 * The last day is still being counted (today so far): each line's stretch into it is dotted, the legend names
 * the dots, and the tooltip and the data table mark the day; the CSV keeps the plain date.
 */
export const OngoingLastValue: Story = {
  args: {
    categories: [
      { key: 'category', label: en.fieldCategory, ongoingLast: true },
      { key: 'brand', label: en.fieldBrand, ongoingLast: true },
    ],
  },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: en.filterUsage });
    const legend = within(figure).getAllByRole('listitem');
    await expect(legend.map((item) => item.textContent)).toEqual([
      en.fieldCategory,
      en.fieldBrand,
      en.chartSoFar,
    ]);
    await waitFor(() => expect(figure.querySelectorAll('[data-chart-line-ongoing]')).toHaveLength(2));
    const tooltip = await hoverPlot(figure, 0.92, 0.5);
    await expect(tooltip).toHaveTextContent('2026-10-04 (so far)');
    const rows = await openDataTable(figure, en.showDataTable);
    await expect(rows[3]).toHaveTextContent('2026-10-0388120');
    await expect(rows[4]).toHaveTextContent('2026-10-04 (so far)4177');
  },
};

/** A fixed scale (the monthly usage chart's 0 to 1000) keeps its top even with small values. */
export const FixedScale: Story = {
  args: { yMax: 1000, showLegend: false },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: en.filterUsage });
    // 0 to 1000 in steps of 50 would be 21 labels over each other: a round step keeps at most 8.
    await waitFor(() => expect(tickTexts(figure, 'y')).toEqual(['0', '200', '400', '600', '800', '1,000']));
    await expect(within(figure).queryByRole('listitem')).toBeNull();
  },
};

/** No rows: the empty text of the chart's size instead of axes. */
export const Empty: Story = {
  args: { data: [], emptyText: en.noSearchData },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: en.filterUsage });
    await expect(within(figure).getByText(en.noSearchData)).toBeVisible();
    await expect(within(figure).queryByRole('table')).toBeNull();
  },
};

/** While loading: a placeholder, the figure marked busy. */
export const Loading: Story = {
  args: { data: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: en.filterUsage })).toHaveAttribute('aria-busy', 'true');
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
