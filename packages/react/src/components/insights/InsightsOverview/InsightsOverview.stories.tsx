import { faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { legendNames, openDataTable } from '../../../charts/chart.stories.helpers';
import { demoInsightsInput, insightsEn, quietInsightsInput } from '../../../testing/insightsStories';
import { InsightsOverview } from './InsightsOverview';

const story = (...handlers: unknown[]) => ({ msw: { handlers: { story: handlers } } });

/** The daily chart, once its lines are drawn. */
async function dailyChart(canvas: ReturnType<typeof within>) {
  const figure = await canvas.findByRole('figure', { name: insightsEn.dailyFigures });
  await waitFor(() => expect(figure).toHaveAttribute('aria-busy', 'false'));
  await waitFor(() => expect(figure.querySelectorAll('[data-chart-line]').length).toBeGreaterThan(0));
  return figure;
}

const meta = {
  title: 'Insights/InsightsOverview',
  component: InsightsOverview,
  tags: ['autodocs'],
  args: { input: demoInsightsInput },
} satisfies Meta<typeof InsightsOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo store's last 7 days against the 7 before: every figure with its change. The week ends today, so the
 * week before counts up to the same time of day, and says so.
 */
export const Data: Story = {
  play: async ({ canvas }) => {
    const searches = await canvas.findByRole('group', { name: insightsEn.totalSearches });
    await waitFor(() => expect(searches).toHaveAttribute('aria-busy', 'false'));
    await expect(
      within(searches).getByText(/on the previous period|none in the previous period/),
    ).toBeVisible();
    // Noon: the stories' clock, in UTC, the zone an input without one is counted in.
    await expect(
      canvas.getByText(
        /^Previous period: [A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4}, until 12:00\sPM$/,
      ),
    ).toBeVisible();
    // The daily chart: searches, with the previous period drawn dashed over this one and named in the legend;
    // the week ends today: its searches so far are dotted, and the week before's last day, counted as far.
    const figure = await dailyChart(canvas);
    // Seven figure cards (the chart's data table disclosure is a group too).
    await expect(canvas.getAllByRole('group').filter((group) => !figure.contains(group))).toHaveLength(7);
    await expect(canvas.getByRole('switch', { name: insightsEn.comparePreviousPeriod })).toBeChecked();
    await expect(legendNames(figure)).toEqual([
      insightsEn.thisPeriod,
      insightsEn.previousPeriod,
      insightsEn.chartSoFar,
    ]);
    const lines = figure.querySelectorAll('[data-chart-line]');
    await expect(lines).toHaveLength(2);
    await expect(lines[1]).toHaveAttribute('stroke-dasharray', '6 4');
    const soFar = figure.querySelectorAll('[data-chart-line-ongoing]');
    await expect([...soFar].map((line) => line.getAttribute('data-chart-series'))).toEqual([
      insightsEn.thisPeriod,
      insightsEn.previousPeriod,
    ]);
    await expect(figure).toHaveAccessibleDescription(insightsEn.figureSearches);
    const rows = await openDataTable(figure, insightsEn.showDataTable);
    await expect(rows).toHaveLength(8);
    await expect(rows[0]).toHaveTextContent(
      `${insightsEn.columnDate}${insightsEn.thisPeriod}${insightsEn.previousPeriod}`,
    );
    // Only today's row says its figures are those so far.
    await expect(rows[7]).toHaveTextContent(/^Nov 22, 2026 \(so far\)/);
    await expect(rows[6]).not.toHaveTextContent('so far');
  },
};

/** The switch takes the previous period off the chart, and another figure (revenue) can be drawn instead. */
export const PreviousPeriodOff: Story = {
  play: async ({ canvas }) => {
    const figure = await dailyChart(canvas);
    await userEvent.click(canvas.getByRole('switch', { name: insightsEn.comparePreviousPeriod }));
    await expect(canvas.getByRole('switch', { name: insightsEn.comparePreviousPeriod })).not.toBeChecked();
    await waitFor(() => expect(figure.querySelectorAll('[data-chart-line]')).toHaveLength(1));
    await expect(legendNames(figure)).toEqual([insightsEn.thisPeriod, insightsEn.chartSoFar]);

    await userEvent.click(canvas.getByRole('combobox', { name: insightsEn.chartFigure }));
    await userEvent.click(await screen.findByRole('option', { name: insightsEn.columnRevenue }));
    await waitFor(() => expect(figure).toHaveAccessibleDescription(insightsEn.columnRevenue));
    // Revenue is drawn in the report's currency.
    await waitFor(() =>
      expect(figure.querySelector('[data-chart-axis-labels="y"]')?.textContent).toMatch(/\$/),
    );
  },
};

/**
 * All the demo vendor's stores: the Shopify store sells in dollars, the WooCommerce store in euros. Revenue shows
 * both amounts side by side, never added up, each with its change against the previous period in the same
 * currency; the daily chart draws revenue in one currency at a time, picked among the two.
 */
export const AllStoresTwoCurrencies: Story = {
  args: { input: { period: { kind: 'preset', preset: 'last30Days' } } },
  play: async ({ canvas }) => {
    const revenue = await canvas.findByRole('group', { name: insightsEn.columnRevenue });
    await waitFor(() => expect(revenue).toHaveAttribute('aria-busy', 'false'));
    await expect(revenue).toHaveTextContent(/^Revenue\$[\d,]+\.\d{2} · €[\d,]+\.\d{2}/);
    const changes = revenue.querySelectorAll('[data-currency]');
    await expect([...changes].map((line) => line.getAttribute('data-currency'))).toEqual(['USD', 'EUR']);
    for (const line of changes)
      await expect(line).toHaveTextContent(/on the previous period|none in the previous period/);

    const figure = await dailyChart(canvas);
    await expect(canvas.queryByRole('combobox', { name: insightsEn.storeCurrency })).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: insightsEn.chartFigure }));
    await userEvent.click(await screen.findByRole('option', { name: insightsEn.columnRevenue }));
    await waitFor(() => expect(figure).toHaveAccessibleDescription('Revenue (USD)'));
    await waitFor(() =>
      expect(figure.querySelector('[data-chart-axis-labels="y"]')?.textContent).toMatch(/\$/),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: insightsEn.storeCurrency }));
    await userEvent.click(await screen.findByRole('option', { name: 'EUR' }));
    await waitFor(() => expect(figure).toHaveAccessibleDescription('Revenue (EUR)'));
    await waitFor(() =>
      expect(figure.querySelector('[data-chart-axis-labels="y"]')?.textContent).toMatch(/€/),
    );
  },
};

/** A week without any traffic: every figure is 0, unchanged. */
export const Empty: Story = {
  args: { input: quietInsightsInput },
  play: async ({ canvas }) => {
    const searches = await canvas.findByRole('group', { name: insightsEn.totalSearches });
    await waitFor(() => expect(searches).toHaveAttribute('aria-busy', 'false'));
    await expect(within(searches).getByText('0')).toBeVisible();
    await expect(canvas.getAllByText(insightsEn.changeFlat)).toHaveLength(5);
    // No searches, so no rate: a dash and why, not 0 %.
    for (const rate of [insightsEn.clickThroughRate, insightsEn.columnConversionRate]) {
      const card = canvas.getByRole('group', { name: rate });
      await expect(card).toHaveTextContent(`${rate}—${insightsEn.reportNoSearches}`);
    }
    await expect(canvas.getByText('Jan 6, 2020 – Jan 12, 2020')).toBeVisible();
    // Every day of both periods is drawn, flat at 0.
    const figure = await dailyChart(canvas);
    await expect(figure.querySelectorAll('[data-chart-line]')).toHaveLength(2);
    const rows = await openDataTable(figure, insightsEn.showDataTable);
    await expect(rows[1]).toHaveTextContent(/^Jan 6, 2020 ?00$/);
  },
};

/** While the figures load, every card shows its placeholder. */
export const Loading: Story = {
  parameters: story(faultHandler('getInsightsOverview', { kind: 'pending' })),
  play: async ({ canvas }) => {
    const searches = await canvas.findByRole('group', { name: insightsEn.totalSearches });
    await expect(searches).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByRole('figure', { name: insightsEn.dailyFigures })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A failure shows its message with Retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: story(faultHandler('getInsightsOverview', { kind: 'networkError' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: insightsEn.retry })).toBeVisible();
    await expect(canvas.getByText(new RegExp(insightsEn.networkError.slice(0, 20)))).toBeVisible();
    await expect(canvas.queryByRole('figure', { name: insightsEn.dailyFigures })).toBeNull();
  },
};
