import { en } from '@storesearch/sdk/i18n';
import { faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  analyticsAnswer,
  analyticsPeriodAnswer,
  demoShopifyStore,
  demoWooStore,
} from '../../../testing/analyticsStories';
import { insightsEn } from '../../../testing/insightsStories';
import { VendorDashboardPanel } from './VendorDashboardPanel';

const story = (...handlers: unknown[]) => ({ msw: { handlers: { story: handlers } } });

/** A dashboard whose figures are known: 200 searches, 30 + 20 clicks. */
const known = analyticsAnswer('store/:storeId/batch-dashboard', {
  success: true,
  data: {
    dashboard: { totalSearches: 200 },
    recentSearches: [
      {
        query: 'boots',
        searchCount: 40,
        clicks: 2,
        conversionRate: 1,
        revenue: 80,
        lastSearched: '2026-11-20T10:00:00Z',
      },
      { query: 'anorak', searchCount: 90, clicks: 9, conversionRate: 4, revenue: 20, lastSearched: null },
    ],
    productClicks: [
      { productTitle: 'Trail Runner', clicks: 30 },
      { productTitle: 'Rain Jacket', clicks: 20 },
    ],
  },
});

const meta = {
  title: 'Analytics/VendorDashboardPanel',
  component: VendorDashboardPanel,
  tags: ['autodocs'],
  args: { store: demoShopifyStore },
} satisfies Meta<typeof VendorDashboardPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function stat(canvas: ReturnType<typeof within>, name: string) {
  const card = await canvas.findByRole('group', { name });
  await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'));
  return card;
}

/** The demo store's dashboard: tiles, the top clicked donut, the empty company facts, recent searches. */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await stat(canvas, en.totalSearches)).toHaveTextContent(/\d/);
    const donut = canvas.getByRole('figure', { name: en.topClickedProducts });
    await waitFor(() => expect(within(donut).getAllByRole('listitem').length).toBeGreaterThan(0));
    await expect(within(donut).getAllByRole('listitem').length).toBeLessThanOrEqual(5);
    await expect(canvas.getByRole('figure', { name: en.companyFacts })).toHaveTextContent(
      en.companyFactsEmpty,
    );
    await waitFor(() =>
      expect(
        within(canvas.getByRole('table', { name: en.recentSearches })).getAllByRole('rowheader').length,
      ).toBeGreaterThan(1),
    );
  },
};

/** The SDK's formulas: CTR = 50 / 200 = 25%, conversion = 50 x $10; the filter reorders the rows. */
export const FormulasAndFilter: Story = {
  parameters: story(known),
  play: async ({ canvas }) => {
    await expect(await stat(canvas, en.totalSearches)).toHaveTextContent('200');
    await expect(await stat(canvas, en.clickThroughRate)).toHaveTextContent('25%');
    await expect(await stat(canvas, en.conversion)).toHaveTextContent('$500.00');
    const table = canvas.getByRole('table', { name: en.recentSearches });
    const order = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    await waitFor(() => expect(order()).toEqual(['anorak', 'boots']));
    await userEvent.click(canvas.getByRole('combobox', { name: en.filterBy }));
    await userEvent.click(await within(document.body).findByRole('option', { name: en.sortTotalSales }));
    await waitFor(() => expect(order()).toEqual(['boots', 'anorak']));
  },
};

/** A dashboard body of `totalSearches` searches and `clicks` clicks on one product. */
const dashboardOf = (totalSearches: number, clicks: number) => ({
  data: {
    dashboard: { totalSearches },
    recentSearches: [{ query: 'boots', searchCount: totalSearches, lastSearched: '2026-11-20T10:00:00Z' }],
    productClicks: clicks > 0 ? [{ productTitle: 'Trail Runner', clicks }] : [],
  },
});

/**
 * The last 30 days against the 30 before: 200 searches against 160 (up 25%), a CTR of 25% against 31.25% (shown
 * 31%): down 20%, worked out from the exact rates, not 19.4% from the rounded ones; the same $500 of conversion (no
 * change). Each tile says so in words and with an arrow, not by colour alone.
 */
export const ComparedWithPreviousPeriod: Story = {
  args: { period: { kind: 'preset', preset: 'last30Days' }, timeZone: 'America/New_York' },
  parameters: story(
    analyticsPeriodAnswer('store/:storeId/batch-dashboard', dashboardOf(200, 50), dashboardOf(160, 50)),
  ),
  play: async ({ canvas }) => {
    const searches = await stat(canvas, en.totalSearches);
    await waitFor(() => expect(searches).toHaveTextContent(insightsEn.changeUp.replace('{percent}', '25%')));
    await expect(searches).toHaveTextContent('200');
    await expect(await stat(canvas, en.clickThroughRate)).toHaveTextContent(
      insightsEn.changeDown.replace('{percent}', '20%'),
    );
    await expect(await stat(canvas, en.conversion)).toHaveTextContent(insightsEn.changeFlat);
  },
};

/**
 * The demo's WooCommerce store, which sells in euros: its queries' revenue shows with €, never with $ (the
 * Conversion tile stays clicks x $10, the spec's formula).
 */
export const EuroStore: Story = {
  args: { store: demoWooStore, period: { kind: 'preset', preset: 'last30Days' }, timeZone: 'Europe/Berlin' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: en.recentSearches });
    await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(1));
    await expect(table).toHaveTextContent(/€[\d,]+\.\d{2}/);
    await expect(table).not.toHaveTextContent('$');
  },
};

/** Nothing in the previous period: a tile that was 0 reads as new, 0 against 0 as no change. */
export const NewAgainstEmptyPeriod: Story = {
  args: { period: { kind: 'preset', preset: 'today' } },
  parameters: story(
    analyticsPeriodAnswer('store/:storeId/batch-dashboard', dashboardOf(4, 1), dashboardOf(0, 0)),
  ),
  play: async ({ canvas }) => {
    const searches = await stat(canvas, en.totalSearches);
    await waitFor(() => expect(searches).toHaveTextContent(insightsEn.changeNew));
    await expect(await stat(canvas, en.conversion)).toHaveTextContent(insightsEn.changeNew);
  },
};

/** No searches yet: zero tiles, empty donut and table. */
export const Empty: Story = {
  parameters: story(
    analyticsAnswer('store/:storeId/batch-dashboard', {
      success: true,
      data: { dashboard: { totalSearches: 0 }, recentSearches: [], productClicks: [] },
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await stat(canvas, en.clickThroughRate)).toHaveTextContent('0%');
    // The donut and the table draw in the render after the figures.
    await waitFor(() =>
      expect(canvas.getByRole('figure', { name: en.topClickedProducts })).toHaveTextContent(en.noSearchData),
    );
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: en.recentSearches })).toHaveTextContent(en.noSearchData),
    );
  },
};

/** While loading, the tiles are busy. */
export const Loading: Story = {
  parameters: story(faultHandler('getBatchDashboard', { kind: 'pending' })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: en.totalSearches })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Rate limited: the message with Retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: story(faultHandler('getBatchDashboard', { kind: 'rateLimited', retryAfter: 30 })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Rate limit exceeded/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: en.retry })).toBeVisible();
  },
};
