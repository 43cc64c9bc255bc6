import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { captureCsvDownloads } from '../testing/csvDownloads';
import { demoNetworkError } from '../testing/demoData';
import { BarChart } from './BarChart';
import { hoverPlot, openDataTable, tickTexts } from './chart.stories.helpers';

/** A query's search count: the shape of the search-state chart. */
interface QueryCount {
  readonly query: string;
  readonly searchCount: number;
}

const queries: QueryCount[] = [
  { query: 'waterproof hiking boots', searchCount: 210 },
  { query: 'hoodie', searchCount: 95 },
  { query: 'exactly10c', searchCount: 50 },
  { query: 'running shoes', searchCount: 48 },
  { query: 'cap', searchCount: 3 },
];

const meta = {
  title: 'Charts/BarChart',
  component: BarChart<QueryCount>,
  tags: ['autodocs'],
  args: {
    title: en.topSearchedQueriesOverTime,
    data: queries,
    index: 'query',
    indexLabel: en.columnQuery,
    categories: [{ key: 'searchCount', label: en.columnSearchCount }],
    showLegend: false,
    loading: false,
  },
} satisfies Meta<typeof BarChart<QueryCount>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Axis labels are cut to 10 characters plus an ellipsis; the data table keeps the full text. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: en.topSearchedQueriesOverTime });
    await waitFor(() =>
      expect(tickTexts(figure, 'x')).toEqual([
        'waterproof...',
        'hoodie',
        'exactly10c',
        'running sh...',
        'cap',
      ]),
    );
    await expect(tickTexts(figure, 'y')).toEqual(['0', '50', '100', '150', '200', '250']);
    const rows = await openDataTable(figure, en.showDataTable);
    await expect(rows[1]).toHaveTextContent('waterproof hiking boots210');
  },
};

/**
 * In a narrow space only the labels that fit side by side are drawn (every other query here), evenly spaced;
 * the tooltip and the data table keep every query.
 */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: en.topSearchedQueriesOverTime });
    await waitFor(() => expect(tickTexts(figure, 'x')).toEqual(['waterproof...', 'exactly10c', 'cap']));
    const rows = await openDataTable(figure, en.showDataTable);
    await expect(rows).toHaveLength(queries.length + 1);
  },
};

/** Hovering a bar shows its full query and count. */
export const Tooltip: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: en.topSearchedQueriesOverTime });
    const tooltip = await hoverPlot(figure, 0.2, 0.5);
    await expect(tooltip).toHaveTextContent('waterproof hiking boots');
    await expect(tooltip).toHaveTextContent(`${en.columnSearchCount}210`);
  },
};

/** Two series with a legend and a caption (the monthly usage chart's shape). */
export const TwoSeriesWithCaption: Story = {
  args: {
    description: 'Jan 2026 - Dec 2026',
    showLegend: true,
    categories: [
      { key: 'searchCount', label: en.legendSearches },
      { key: 'searchCount', label: en.legendActualSearches },
    ],
  },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: en.topSearchedQueriesOverTime });
    await expect(figure).toHaveAccessibleDescription('Jan 2026 - Dec 2026');
    await expect(within(figure).getAllByRole('listitem')).toHaveLength(2);
  },
};

/**
 * The last month is still being counted (the monthly usage chart's month under way): its bars are light in a
 * dotted outline, the legend names them, and the tooltip and the data table mark the month "so far".
 */
export const OngoingLastValue: Story = {
  args: {
    data: [
      { query: 'Sep 2026', searchCount: 620 },
      { query: 'Oct 2026', searchCount: 710 },
      { query: 'Nov 2026', searchCount: 180 },
    ],
    indexLabel: en.columnMonth,
    showLegend: true,
    categories: [{ key: 'searchCount', label: en.legendSearches, ongoingLast: true }],
  },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: en.topSearchedQueriesOverTime });
    await expect(
      within(figure)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([en.legendSearches, en.chartSoFar]);
    await waitFor(() => expect(figure.querySelectorAll('[data-chart-bar]')).toHaveLength(3));
    const bars = [...figure.querySelectorAll('[data-chart-bar]')];
    await expect(bars.map((bar) => bar.hasAttribute('data-chart-bar-ongoing'))).toEqual([false, false, true]);
    const tooltip = await hoverPlot(figure, 0.85, 0.5);
    await expect(tooltip).toHaveTextContent('Nov 2026 (so far)');
    const rows = await openDataTable(figure, en.showDataTable);
    await expect(rows[3]).toHaveTextContent('Nov 2026 (so far)180');
  },
};

/** A chart with nothing to show says so in its own words (the company-facts chart). */
export const Empty: Story = {
  args: { title: en.companyFacts, data: [], emptyText: en.companyFactsEmpty },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: en.companyFacts });
    await expect(within(figure).getByText(en.companyFactsEmpty)).toBeVisible();
  },
};

/** While loading: a placeholder, the figure marked busy. */
export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: en.topSearchedQueriesOverTime })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A failed call: the error in place of the plot. */
export const ErrorState: Story = {
  name: 'Error',
  args: { data: undefined, error: demoNetworkError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en.networkError);
  },
};

/** Every chart's data table downloads as CSV: full labels and plain numbers. */
export const ExportCsv: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: en.topSearchedQueriesOverTime });
    await openDataTable(figure, en.showDataTable);
    const downloads = captureCsvDownloads();
    try {
      await userEvent.click(
        within(figure).getByRole('button', { name: `${en.exportCsv}: ${en.topSearchedQueriesOverTime}` }),
      );
      const [file] = await downloads.files();
      await expect(file?.name).toMatch(/^top-5-most-searched-queries-over-time-\d{4}-\d{2}-\d{2}\.csv$/);
      await expect(file?.text.split('\r\n').slice(0, 3)).toEqual([
        `${en.columnQuery},${en.columnSearchCount}`,
        'waterproof hiking boots,210',
        'hoodie,95',
      ]);
    } finally {
      downloads.restore();
    }
  },
};
