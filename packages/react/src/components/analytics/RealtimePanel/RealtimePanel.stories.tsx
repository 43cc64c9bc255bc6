import { en } from '@storesearch/sdk/i18n';
import { faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { openDataTable } from '../../../charts/chart.stories.helpers';
import { analyticsAnswer, demoShopifyStore, demoWooStore } from '../../../testing/analyticsStories';
import { RealtimePanel } from './RealtimePanel';

const story = (...handlers: unknown[]) => ({ msw: { handlers: { story: handlers } } });
const berlin = { city: 'Berlin', country: 'DE', lat: 52.5, lon: 13.4 };
const event = (event_name: string, details: Record<string, unknown>) => ({
  _source: { event_name, event_details: details, timestamp: '2026-11-22T10:00:00Z' },
});

/** Six searches for one query, two clicks, one purchase of $25 from Berlin. */
const known = analyticsAnswer('store/:storeId/realtime', {
  success: true,
  data: {
    hourlyData: [
      { key_as_string: '2026-11-22T09:00:00Z', doc_count: 3 },
      { key_as_string: '2026-11-22T10:00:00Z', doc_count: 6 },
    ],
    recentEvents: [
      ...Array.from({ length: 6 }, () => event('search_query', { search_query: 'boots', location: berlin })),
      event('search_query', { search_query: 'hat' }),
      event('product_click', { search_query: 'boots', product_title: 'Trail Boot' }),
      event('product_click', { search_query: 'boots', product_title: 'Trail Boot' }),
      event('purchase_completed', { product_title: 'Trail Boot', revenue: 25 }),
    ],
  },
});

const meta = {
  title: 'Analytics/RealtimePanel',
  component: RealtimePanel,
  tags: ['autodocs'],
  args: { store: demoShopifyStore },
} satisfies Meta<typeof RealtimePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo store's last 24 hours: rings, hourly chart, three top lists, points on the map. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const top = await canvas.findByRole('list', { name: en.topSearch });
    await expect(within(top).getAllByRole('listitem').length).toBeLessThanOrEqual(5);
    const map = canvas.getByRole('figure', { name: en.searchOrigins });
    await waitFor(() => expect(map.querySelectorAll('circle').length).toBeGreaterThan(1));
    // The last hour is the current one: its searches so far are dotted, not a fall, and the legend names the dots.
    const activity = canvas.getByRole('figure', { name: en.searchActivity });
    await waitFor(() => expect(activity.querySelectorAll('[data-chart-line-ongoing]')).toHaveLength(1));
    await expect(
      within(activity)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([en.legendSearches, en.chartSoFar]);
  },
};

/** Known events: 7 searches, CTR 2/7 = 29%, sales $25 (no currency named: the spec's dollars); bars of count x 20% capped at 100; Berlin on the map. */
export const KnownFigures: Story = {
  parameters: story(known),
  play: async ({ canvas }) => {
    const searches = canvas.getByRole('figure', { name: en.totalSearches });
    await waitFor(() => expect(searches).toHaveAttribute('aria-busy', 'false'));
    await expect(searches).toHaveTextContent('7');
    await expect(canvas.getByRole('figure', { name: en.clickThroughRate })).toHaveTextContent('29%');
    await expect(canvas.getByRole('figure', { name: en.sales })).toHaveTextContent('$25.00');
    const top = canvas.getByRole('list', { name: en.topSearch });
    const [boots, hat] = within(top).getAllByRole('progressbar');
    await expect(boots).toHaveAttribute('aria-valuenow', '100');
    await expect(hat).toHaveAttribute('aria-valuenow', '20');
    // Searched but never clicked: an opportunity.
    await expect(canvas.getByRole('list', { name: en.topOpportunities })).toHaveTextContent('hat');
    await expect(canvas.getByRole('list', { name: en.topClicked })).toHaveTextContent('Trail Boot2');
    // The total-searches bar is 7 / 10 = 0.7%.
    await expect(canvas.getByRole('progressbar', { name: en.totalSearches })).toHaveAttribute(
      'aria-valuenow',
      '0.7',
    );
    const rows = await openDataTable(
      canvas.getByRole('figure', { name: en.searchOrigins }),
      en.showDataTable,
    );
    await expect(rows[1]).toHaveTextContent('Berlin, DE6');
    // Both hours ended before now (noon): drawn whole.
    const activity = canvas.getByRole('figure', { name: en.searchActivity });
    await waitFor(() => expect(activity.querySelector('[data-chart-line]')).not.toBeNull());
    await expect(activity.querySelector('[data-chart-line-ongoing]')).toBeNull();
    // One series and nothing dotted: no legend.
    await expect(within(activity).queryAllByRole('listitem')).toEqual([]);
  },
};

/**
 * The demo's euro store (its own backend answer): its sales in euros. Each purchase counts in its own currency,
 * the store's when it names none, and amounts in two currencies are shown side by side, never added up.
 */
export const StoreCurrency: Story = {
  args: { store: demoWooStore },
  parameters: story(
    analyticsAnswer('store/:storeId/realtime', {
      success: true,
      data: {
        hourlyData: [{ key_as_string: '2026-11-22T10:00:00Z', doc_count: 2 }],
        recentEvents: [
          event('search_query', { search_query: 'laufschuhe' }),
          event('search_query', { search_query: 'jacke' }),
          event('purchase_completed', { product_title: 'Trail Boot', revenue: 25 }),
          event('purchase_completed', { product_title: 'Rain Jacket', revenue: 10, currency: 'GBP' }),
          event('purchase_completed', { product_title: 'Cap', revenue: 4.5, currency: 'EUR' }),
        ],
        currency: 'EUR',
      },
    }),
  ),
  play: async ({ canvas }) => {
    const sales = canvas.getByRole('figure', { name: en.sales });
    await waitFor(() => expect(sales).toHaveAttribute('aria-busy', 'false'));
    // One line per currency in the ring, inside its hole; the data table has them joined.
    const euros = within(sales).getByText('€29.50');
    const pounds = within(sales).getByText('£10.00');
    const hole = sales.querySelector('svg')?.getBoundingClientRect().height ?? 0;
    for (const line of [euros, pounds])
      await expect(line.getBoundingClientRect().width).toBeLessThan(hole * 0.7);
    await expect(sales).not.toHaveTextContent('$');
    const rows = await openDataTable(sales, en.showDataTable);
    await expect(rows[1]).toHaveTextContent('€29.50 · £10.00');
  },
};

/** No events: empty lists, the map's empty text. */
export const Empty: Story = {
  parameters: story(
    analyticsAnswer('store/:storeId/realtime', { success: true, data: { hourlyData: [], recentEvents: [] } }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(en.searchOriginsEmpty)).toBeVisible();
    await expect(canvas.getByRole('figure', { name: en.searchActivity })).toHaveTextContent(en.noSearchData);
  },
};

/** While loading, the rings are busy. */
export const Loading: Story = {
  parameters: story(faultHandler('getRealtime', { kind: 'pending' })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: en.totalSearches })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A malformed response is a typed error, shown with Retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: story(faultHandler('getRealtime', { kind: 'malformed', variant: 'schemaMismatch' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Unexpected response/)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: en.retry }).length).toBeGreaterThan(0);
  },
};
