import { NICE_Y_AXIS_MAX_TICKS } from '@storesearch/sdk/analytics';
import { formatMessage } from '@storesearch/sdk/i18n';
import { REPORT_TOP_CHART_TITLE } from '@storesearch/sdk/insights';
import { faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { openDataTable } from '../../../charts/chart.stories.helpers';
import { demoShopifyStore } from '../../../testing/analyticsStories';
import { captureCsvDownloads } from '../../../testing/csvDownloads';
import { demoInsightsInput, insightsEn, quietInsightsInput } from '../../../testing/insightsStories';
import { InsightsReports } from './InsightsReports';

const story = (...handlers: unknown[]) => ({ msw: { handlers: { story: handlers } } });

const meta = {
  title: 'Insights/InsightsReports',
  component: InsightsReports,
  tags: ['autodocs'],
  args: { input: demoInsightsInput, onFix: fn() },
} satisfies Meta<typeof InsightsReports>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows' queries in the order shown. */
const queriesOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('aria-label'));

/** The English title of a report's chart of its first `count` queries. */
const topChartTitle = (count: number) => formatMessage(REPORT_TOP_CHART_TITLE, { count }, insightsEn);

/** The number a data table's cell shows. */
const cellNumber = (cell: Element | null | undefined) => Number(cell?.textContent?.replace(/,/g, ''));

/** A report's chart once its data has drawn. */
async function drawnChart(canvas: ReturnType<typeof within>): Promise<HTMLElement> {
  const chart = await canvas.findByRole('figure');
  await waitFor(() => expect(chart).not.toHaveAttribute('aria-busy', 'true'));
  await waitFor(() => expect(chart.querySelector('[data-chart-bar]')).not.toBeNull());
  return chart;
}

/**
 * Checks a chart's y axis: named `title`, scaled to its data by nice steps in a few ticks (the top one at or over
 * the largest value), and each of the `values` given (a series' bars, in order) drawn as tall as it counts.
 */
async function expectScaledToData(chart: HTMLElement, title: string, values: readonly number[]) {
  await expect(chart.querySelector('[data-chart-axis-title="y"]')?.textContent).toBe(title);
  const ticks = [...chart.querySelectorAll('[data-chart-axis-labels="y"] text')].map(cellNumber);
  const top = ticks.at(-1) ?? 0;
  await expect(ticks.length).toBeLessThanOrEqual(NICE_Y_AXIS_MAX_TICKS);
  await expect(top).toBeGreaterThanOrEqual(Math.max(...values));
  await expect(top - (ticks[1] ?? 0)).toBeLessThan(Math.max(...values));
  const grid = [...chart.querySelectorAll('[data-chart-grid] line')].map((line) =>
    Number(line.getAttribute('y1')),
  );
  const scale = (Math.max(...grid) - Math.min(...grid)) / top;
  const bars = [...(chart.querySelector('[data-chart-series]')?.querySelectorAll('[data-chart-bar]') ?? [])];
  await expect(bars).toHaveLength(values.length);
  for (const [i, bar] of bars.entries()) {
    await expect(Math.abs(bar.getBoundingClientRect().height - (values[i] ?? 0) * scale)).toBeLessThan(1);
  }
}

/** The x axis's labels as drawn, one per bar, none over another. */
async function expectEveryBarLabelled(chart: HTMLElement, count: number) {
  const labels = [...chart.querySelectorAll('[data-chart-axis-labels="x"] text')];
  await expect(labels).toHaveLength(count);
  const boxes = labels.map((label) => label.getBoundingClientRect());
  for (const [i, box] of boxes.slice(1).entries()) {
    await expect(box.left).toBeGreaterThanOrEqual((boxes[i]?.right ?? 0) - 0.5);
  }
  return labels;
}

/** A catalogue template as a pattern its filled-in text matches, each number placeholder a number. */
const filledIn = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[\\d,]+')}$`);

/**
 * The demo store's queries with no results, "sneekers" among them, each with its searches over the period as
 * a line named in words, and over the table a bar per query of its searches; sorting by query reorders them,
 * Export CSV downloads them in that order, and a row offers the fixes of a query that finds nothing: a synonym
 * or a redirect.
 */
export const Data: Story = {
  play: async ({ canvas, args }) => {
    const table = await canvas.findByRole('table', { name: insightsEn.reportNoResults });
    const sneekers = await within(table).findByRole('row', { name: 'sneekers' });
    await expect(within(sneekers).getByRole('img').getAttribute('aria-label')).toMatch(
      filledIn(insightsEn.trendSummary),
    );
    const queries = queriesOf(table);
    const chart = canvas.getByRole('figure', { name: topChartTitle(queries.length) });
    const bars = await openDataTable(chart, insightsEn.showDataTable);
    await expect(bars.slice(1).map((row) => row.firstElementChild?.textContent)).toEqual(queries);
    // The bars are the report's figure, named on the axis, which is scaled to them; each bar has its label.
    const searches = bars.slice(1).map((row) => cellNumber(row.lastElementChild));
    await expectScaledToData(chart, insightsEn.searchesWithoutResults, searches);
    await expectEveryBarLabelled(chart, queries.length);
    await userEvent.click(within(table).getByRole('button', { name: insightsEn.columnQuery }));
    const sorted = queriesOf(table);
    await expect(sorted).toEqual([...sorted].sort());
    const downloads = captureCsvDownloads();
    try {
      await userEvent.click(
        canvas.getByRole('button', { name: `${insightsEn.exportCsv}: ${insightsEn.reportNoResults}` }),
      );
      const [file] = await downloads.files();
      await expect(file?.text.split('\r\n')[1]?.split(',')[0]).toBe(sorted[0]);
    } finally {
      downloads.restore();
    }
    await expect(
      within(sneekers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([insightsEn.fixAddSynonym, insightsEn.fixAddRedirect]);
    await userEvent.click(
      within(sneekers).getByRole('button', { name: `${insightsEn.fixAddSynonym}: sneekers` }),
    );
    // The row names the store it was searched in: the report's store.
    await expect(args.onFix).toHaveBeenCalledWith(
      'sneekers',
      { action: 'addSynonym' },
      demoShopifyStore.storeId,
    );
  },
};

/**
 * A store on another clock than this browser's: a query's last search is told in the store's time zone, the one
 * its period is counted in (and its figures' "until"), not in the browser's.
 */
export const StoreClock: Story = {
  args: { input: { ...demoInsightsInput, timeZone: 'Pacific/Auckland' } },
  play: async ({ canvas }) => {
    await expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('Pacific/Auckland');
    const table = await canvas.findByRole('table', { name: insightsEn.reportNoResults });
    const sneekers = await within(table).findByRole('row', { name: 'sneekers' });
    const downloads = captureCsvDownloads();
    let lastSeen: string | undefined;
    try {
      await userEvent.click(
        canvas.getByRole('button', { name: `${insightsEn.exportCsv}: ${insightsEn.reportNoResults}` }),
      );
      const [file] = await downloads.files();
      const [header, ...lines] = file?.text.split('\r\n') ?? [];
      const at = header?.split(',').indexOf(insightsEn.columnLastSeen) ?? -1;
      lastSeen = lines.find((line) => line.startsWith('sneekers,'))?.split(',')[at];
    } finally {
      downloads.restore();
    }
    const storeClock = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Pacific/Auckland',
    });
    await expect(sneekers).toHaveTextContent(storeClock.format(new Date(String(lastSeen))));
  },
};

/** Another tab requests its own report: queries whose results nobody clicked, fixed by pinning products. */
export const NoClicks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: insightsEn.reportNoClicks }));
    const table = await canvas.findByRole('table', { name: insightsEn.reportNoClicks });
    const fixes = await within(table).findAllByRole('button', {
      name: new RegExp(`^${insightsEn.fixPinProducts}: `),
    });
    await expect(fixes.length).toBeGreaterThan(0);
    await userEvent.click(fixes[0] as HTMLElement);
    const query = String(fixes[0]?.getAttribute('aria-label')).slice(`${insightsEn.fixPinProducts}: `.length);
    await expect(args.onFix).toHaveBeenCalledWith(query, { action: 'pinProducts' }, demoShopifyStore.storeId);
  },
};

/**
 * Rising queries: a bar of this period's searches beside one of the previous period's for each of the first
 * queries, told apart in the legend, on an axis of searches; every query is labelled.
 */
export const Rising: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: insightsEn.reportRising }));
    await canvas.findByRole('table', { name: insightsEn.reportRising });
    const chart = await drawnChart(canvas);
    const bars = await openDataTable(chart, insightsEn.showDataTable);
    await expect(bars.length - 1).toBeGreaterThan(0);
    await expect(chart).toHaveAccessibleName(topChartTitle(bars.length - 1));
    const thisPeriod = bars.slice(1).map((row) => cellNumber(row.children[1]));
    await expectScaledToData(chart, insightsEn.columnSearchCount, thisPeriod);
    await expectEveryBarLabelled(chart, bars.length - 1);
    await expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([insightsEn.thisPeriod, insightsEn.previousPeriod]);
  },
};

/**
 * Top converting queries, ranked by purchases (revenue breaks a tie, in the table): the chart draws the first
 * queries' purchases on an axis named for them and scaled to them, so a single purchase is a whole bar rather than
 * a line on the floor of a scale of 50. No row offers a fix, so the table has no Fix column.
 */
export const TopConverting: Story = {
  args: { input: { ...demoInsightsInput, period: { kind: 'preset', preset: 'last30Days' } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: insightsEn.reportTopConverting }));
    const table = await canvas.findByRole('table', { name: insightsEn.reportTopConverting });
    const chart = await drawnChart(canvas);
    const bars = await openDataTable(chart, insightsEn.showDataTable);
    const conversions = bars.slice(1).map((row) => cellNumber(row.lastElementChild));
    await expect(conversions.length).toBeGreaterThan(1);
    await expect(conversions).toEqual([...conversions].sort((a, b) => b - a));
    await expect(bars.slice(1).map((row) => row.firstElementChild?.textContent)).toEqual(
      queriesOf(table).slice(0, conversions.length),
    );
    await expectScaledToData(chart, insightsEn.columnConversions, conversions);
    await expectEveryBarLabelled(chart, conversions.length);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).not.toContain(insightsEn.columnFix);
  },
};

/**
 * Top converting queries over all the demo vendor's stores: the Shopify store sells in dollars, the WooCommerce
 * store in euros. A query's revenue shows each currency it sold in with its own sign, never added up.
 */
export const TopConvertingTwoCurrencies: Story = {
  args: { input: { period: { kind: 'preset', preset: 'last30Days' } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: insightsEn.reportTopConverting }));
    const table = await canvas.findByRole('table', { name: insightsEn.reportTopConverting });
    const header = within(table).getByRole('columnheader', { name: insightsEn.columnRevenue });
    const column = [...(header.parentElement?.children ?? [])].indexOf(header);
    const revenues = await waitFor(() => {
      // The query rows (not the header row, nor the spacers that keep the scroll height of the rows not drawn).
      const cells = within(table)
        .getAllByRole('row')
        .filter((row) => Number(row.getAttribute('aria-rowindex')) > 1)
        .map((row) => row.children[column]?.textContent ?? '');
      expect(cells.length).toBeGreaterThan(0);
      return cells;
    });
    for (const revenue of revenues)
      await expect(revenue).toMatch(/^(\$|€)[\d,]+\.\d{2}( · €[\d,]+\.\d{2})?$/);
    await expect(revenues.some((revenue) => revenue.includes('€'))).toBe(true);
  },
};

/**
 * The report in a 360 px page: its table scrolls sideways with the Fix column, which lies over no other
 * column's header; every bar of a chart is labelled, the labels upright where they do not fit side by side and
 * none over another (each query in full in the tooltip and the data table).
 */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 - 32 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: insightsEn.reportNoResults });
    await within(table).findByRole('row', { name: 'sneekers' });
    const region = canvas.getByRole('region', { name: insightsEn.reportNoResults });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.at(-1)).toHaveTextContent(insightsEn.columnFix);
    for (const [i, header] of headers.slice(1).entries()) {
      await expect(header.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        (headers[i]?.getBoundingClientRect().right ?? 0) - 1,
      );
    }
    await userEvent.click(canvas.getByRole('tab', { name: insightsEn.reportRising }));
    await canvas.findByRole('table', { name: insightsEn.reportRising });
    const chart = await drawnChart(canvas);
    const count =
      chart.querySelector('[data-chart-series]')?.querySelectorAll('[data-chart-bar]').length ?? 0;
    await expect(count).toBeGreaterThan(5);
    const labels = await expectEveryBarLabelled(chart, count);
    for (const label of labels) await expect(label.getAttribute('transform')).toMatch(/^rotate\(-90 /);
  },
};

/** A long report scrolls inside its box under its header row, which stays in view. */
export const ScrolledTable: Story = {
  args: { input: { ...demoInsightsInput, period: { kind: 'preset', preset: 'last30Days' } } },
  // The header's place is asserted; a picture of a list scrolled half-way would only repeat it.
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: insightsEn.reportRising }));
    const table = await canvas.findByRole('table', { name: insightsEn.reportRising });
    await waitFor(() => expect(queriesOf(table).length).toBeGreaterThan(10));
    const region = canvas.getByRole('region', { name: insightsEn.reportRising });
    const header = within(table).getByRole('columnheader', { name: insightsEn.columnQuery });
    region.scrollTop = region.scrollHeight / 2;
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    await waitFor(() =>
      expect(header.getBoundingClientRect().top).toBeCloseTo(region.getBoundingClientRect().top, 0),
    );
    await expect(header).toBeVisible();
  },
};

/**
 * The click-position report: over its table, a bar per position from 1 to 10, then 11 to 20 and beyond, the
 * clicks of every query of the period.
 */
export const ClickPositions: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: insightsEn.reportClickPosition }));
    const figure = await canvas.findByRole('figure', { name: insightsEn.clicksByPosition });
    await waitFor(() => expect(figure).not.toHaveAttribute('aria-busy', 'true'));
    await expect(await canvas.findByRole('table', { name: insightsEn.reportClickPosition })).toBeVisible();
    const rows = await openDataTable(figure, insightsEn.showDataTable);
    const cells = rows.slice(1).map((row) => [...row.children].map((cell) => cell.textContent ?? ''));
    await expect(cells.map(([position]) => position)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => String(i + 1)),
      '11–20',
      '21+',
    ]);
    await expect(cells.reduce((sum, [, clicks]) => sum + Number(clicks), 0)).toBeGreaterThan(0);
  },
};

/**
 * A week without traffic: the report says there were no searches (not "Every search found results", which would
 * read as good news), with no empty chart, and there is nothing to export.
 */
export const Empty: Story = {
  args: { input: quietInsightsInput },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(insightsEn.reportNoSearches)).toBeVisible();
    await expect(canvas.queryByText(insightsEn.reportNoResultsEmpty)).toBeNull();
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: `${insightsEn.exportCsv}: ${insightsEn.reportNoResults}` }),
    ).toBeDisabled();
  },
};

/** No searches in the period: the click-position report says so in its table, with no empty chart over it. */
export const ClickPositionsEmpty: Story = {
  args: { input: quietInsightsInput },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: insightsEn.reportClickPosition }));
    await expect(await canvas.findByText(insightsEn.reportNoSearches)).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/** While the report loads, placeholder rows. */
export const Loading: Story = {
  parameters: story(faultHandler('getNoResultQueries', { kind: 'pending' })),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: insightsEn.reportNoResults });
    await expect(within(table).getAllByRole('row', { busy: true }).length).toBeGreaterThan(0);
  },
};

/** A failure shows in the table's body with Retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: story(faultHandler('getNoResultQueries', { kind: 'networkError' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: insightsEn.retry })).toBeVisible();
    await expect(canvas.getByText(new RegExp(insightsEn.networkError.slice(0, 20)))).toBeVisible();
  },
};
