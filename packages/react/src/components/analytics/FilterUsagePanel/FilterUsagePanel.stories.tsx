import { en } from '@storesearch/sdk/i18n';
import { faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { legendNames, openDataTable } from '../../../charts/chart.stories.helpers';
import { analyticsAnswer, analyticsPeriodAnswer, demoShopifyStore } from '../../../testing/analyticsStories';
import { insightsEn } from '../../../testing/insightsStories';
import { FilterUsagePanel } from './FilterUsagePanel';

const story = (...handlers: unknown[]) => ({ msw: { handlers: { story: handlers } } });

const meta = {
  title: 'Analytics/FilterUsagePanel',
  component: FilterUsagePanel,
  tags: ['autodocs'],
  args: { store: demoShopifyStore },
} satisfies Meta<typeof FilterUsagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo store's filter usage: a line per filter. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('figure', { name: en.filterUsage });
    await waitFor(() => expect(chart.querySelectorAll('[data-chart-line]').length).toBe(5));
    await expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([en.fieldCategory, en.fieldBrand, en.fieldSize, en.fieldColor, en.fieldTag]);
  },
};

/** Searches that used a filter at `times` (ISO instants). */
const recordsAt = (...times: string[]) => ({
  data: times.map((timestamp) => ({ timestamp, brand: 'Nike' })),
});

/**
 * Two days against the two before, switched on: each day's filtered searches beside the previous period's same
 * day (counted in Berlin's days), the previous period dashed and named in the legend. The title names what is
 * counted (a search with several filters counts once), and both ranges are said under it.
 */
export const ComparedWithPreviousPeriod: Story = {
  args: {
    period: { kind: 'custom', from: '2026-11-20', to: '2026-11-21' },
    timeZone: 'Europe/Berlin',
    defaultCompare: true,
  },
  parameters: story(
    analyticsPeriodAnswer(
      'store/:storeId/filters',
      // 23:30 UTC on the 20th is the 21st in Berlin.
      recordsAt('2026-11-20T09:00:00Z', '2026-11-20T23:30:00Z', '2026-11-21T10:00:00Z'),
      recordsAt('2026-11-18T12:00:00Z'),
    ),
  ),
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('figure', { name: en.filterSearches });
    await waitFor(() => expect(chart).toHaveAttribute('aria-busy', 'false'));
    await expect(chart).toHaveTextContent(en.filterSearchesNote);
    await expect(legendNames(chart)).toEqual([insightsEn.thisPeriod, insightsEn.previousPeriod]);
    await waitFor(() => expect(chart.querySelectorAll('[data-chart-line]')).toHaveLength(2));
    await expect(chart.querySelectorAll('[data-chart-line]')[1]).toHaveAttribute('stroke-dasharray', '6 4');
    const rows = await openDataTable(chart, en.showDataTable);
    await expect(rows.slice(1).map((r) => r.textContent?.slice(-2))).toEqual(['11', '20']);
    await expect(chart).toHaveTextContent(
      insightsEn.previousPeriodRange.replace('{from}', 'Nov 18, 2026').replace('{to}', 'Nov 19, 2026'),
    );
    await expect(canvas.getByRole('switch', { name: insightsEn.comparePreviousPeriod })).toBeChecked();
  },
};

/**
 * A period with quiet days: every day of it is drawn, the days without a filtered search at 0, instead of lines
 * drawn across them.
 */
export const PeriodWithQuietDays: Story = {
  args: {
    period: { kind: 'custom', from: '2026-11-20', to: '2026-11-23' },
    timeZone: 'Europe/Berlin',
  },
  parameters: story(
    analyticsPeriodAnswer(
      'store/:storeId/filters',
      recordsAt('2026-11-20T09:00:00Z', '2026-11-20T10:00:00Z', '2026-11-23T10:00:00Z'),
      recordsAt(),
    ),
  ),
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('figure', { name: en.filterUsage });
    await waitFor(() => expect(chart).toHaveAttribute('aria-busy', 'false'));
    const rows = await openDataTable(chart, en.showDataTable);
    // The header row, then the four days of the period.
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.any(String),
      'Nov 20, 202602000',
      'Nov 21, 202600000',
      'Nov 22, 202600000',
      'Nov 23, 202601000',
    ]);
  },
};

/** With a period, the switch turns the comparison on and off; off, the lines are per filter again. */
export const CompareSwitch: Story = {
  args: { period: { kind: 'preset', preset: 'last7Days' } },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('figure', { name: en.filterUsage });
    await waitFor(() => expect(chart.querySelectorAll('[data-chart-line]').length).toBe(5));
    const toggle = await canvas.findByRole('switch', { name: insightsEn.comparePreviousPeriod });
    await userEvent.click(toggle);
    await waitFor(() => expect(chart.querySelectorAll('[data-chart-line]').length).toBe(2));
    // Compared, the line counts searches that used a filter, not uses of each: its title says so.
    await expect(canvas.getByRole('figure', { name: en.filterSearches })).toBe(chart);
    await userEvent.click(toggle);
    await waitFor(() => expect(chart.querySelectorAll('[data-chart-line]').length).toBe(5));
    await expect(canvas.getByRole('figure', { name: en.filterUsage })).toBe(chart);
  },
};

/** Known records: counted per day and filter. */
export const KnownRecords: Story = {
  parameters: story(
    analyticsAnswer('store/:storeId/filters', {
      success: true,
      data: [
        { timestamp: '2026-10-01T08:00:00Z', category: 'Shoes', brand: 'Nike' },
        { timestamp: '2026-10-01T09:00:00Z', brand: 'Puma', color: 'red' },
      ],
    }),
  ),
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('figure', { name: en.filterUsage });
    await waitFor(() => expect(chart).toHaveAttribute('aria-busy', 'false'));
    const rows = await openDataTable(chart, en.showDataTable);
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent('Oct 1, 202612010');
  },
};

/** No records: the empty text. */
export const Empty: Story = {
  parameters: story(analyticsAnswer('store/:storeId/filters', { success: true, data: [] })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(en.noDataAvailable)).toBeVisible();
  },
};

/** While loading the chart is busy. */
export const Loading: Story = {
  parameters: story(faultHandler('getFilterUsage', { kind: 'pending' })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: en.filterUsage })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failure shows with Retry; Retry asks again and the chart appears. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: story(faultHandler('getFilterUsage', { kind: 'serverError', message: 'Index offline' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Index offline/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en.retry }));
  },
};
