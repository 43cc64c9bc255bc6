import { formatMessage } from '@storesearch/sdk/i18n';
import { REPORT_TOP_CHART_TITLE } from '@storesearch/sdk/insights';
import { faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { openDataTable } from '../../../charts/chart.stories.helpers';
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
    await expect(args.onFix).toHaveBeenCalledWith('sneekers', { action: 'addSynonym' });
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
    await expect(args.onFix).toHaveBeenCalledWith(query, { action: 'pinProducts' });
  },
};

/**
 * Rising queries: a bar of this period's searches beside one of the previous period's for each of the first
 * queries, told apart in the legend.
 */
export const Rising: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: insightsEn.reportRising }));
    const chart = await canvas.findByRole('figure');
    await waitFor(() => expect(chart).not.toHaveAttribute('aria-busy', 'true'));
    const bars = await openDataTable(chart, insightsEn.showDataTable);
    await expect(bars.length - 1).toBeGreaterThan(0);
    await expect(chart).toHaveAccessibleName(topChartTitle(bars.length - 1));
    await expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([insightsEn.thisPeriod, insightsEn.previousPeriod]);
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

/** A week without traffic: the report says nothing failed, with no empty chart, and there is nothing to export. */
export const Empty: Story = {
  args: { input: quietInsightsInput },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(insightsEn.reportNoResultsEmpty)).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: `${insightsEn.exportCsv}: ${insightsEn.reportNoResults}` }),
    ).toBeDisabled();
  },
};

/** No clicks in the period: the click-position report says so in its table, with no empty chart over it. */
export const ClickPositionsEmpty: Story = {
  args: { input: quietInsightsInput },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: insightsEn.reportClickPosition }));
    await expect(await canvas.findByText(insightsEn.reportClickPositionEmpty)).toBeVisible();
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
