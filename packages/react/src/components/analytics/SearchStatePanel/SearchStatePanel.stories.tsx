import { createClient } from '@storesearch/sdk';
import { en } from '@storesearch/sdk/i18n';
import { DEMO_VENDOR_ID, faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { legendNames, openDataTable } from '../../../charts/chart.stories.helpers';
import { createStoreSearchQueryClient } from '../../../provider/queryClient';
import { StoreSearchProvider } from '../../../provider/StoreSearchProvider';
import { analyticsAnswer, analyticsPeriodAnswer } from '../../../testing/analyticsStories';
import { insightsEn } from '../../../testing/insightsStories';
import { SearchStatePanel } from './SearchStatePanel';

const story = (...handlers: unknown[]) => ({ msw: { handlers: { story: handlers } } });
const row = (query: string, searchCount: number) => ({
  query,
  searchCount,
  clicks: 0,
  conversionRate: 0,
  revenue: 0,
  lastSearched: null,
});

const meta = {
  title: 'Analytics/SearchStatePanel',
  component: SearchStatePanel,
  tags: ['autodocs'],
  args: { onBoostSearch: fn() },
} satisfies Meta<typeof SearchStatePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo vendor's recent searches over its two stores and the top 5 chart. The stores sell in dollars and in
 * euros: a query sold in both shows both amounts side by side, each with its own sign, never their sum.
 */
export const Data: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: en.recentSearches });
    await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(5));
    await expect(table).toHaveTextContent(/\$[\d,]+\.\d{2} · €[\d,]+\.\d{2}/);
    const chart = canvas.getByRole('figure', { name: en.topSearchedQueriesOverTime });
    await waitFor(() => expect(chart.querySelectorAll('[data-chart-bar]')).toHaveLength(5));
  },
};

/** The chart takes the first 5 entries as sent (a list body, not `{ data }`). */
export const FirstFive: Story = {
  parameters: story(
    analyticsAnswer(
      'vendor/:userId/recent-searches',
      ['a', 'b', 'c', 'd', 'e', 'f'].map((q, i) => row(q, 10 * (i + 1))),
    ),
  ),
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('figure', { name: en.topSearchedQueriesOverTime });
    await waitFor(() => expect(chart).toHaveAttribute('aria-busy', 'false'));
    const rows = await openDataTable(chart, en.showDataTable);
    await expect(rows.slice(1).map((r) => r.textContent)).toEqual(['a10', 'b20', 'c30', 'd40', 'e50']);
  },
};

/**
 * The last 30 days beside the 30 before: each of the top 5 has its previous period's bar, named in the legend,
 * and the table says how each query moved; a query the previous period did not have reads as new.
 */
export const ComparedWithPreviousPeriod: Story = {
  args: { period: { kind: 'preset', preset: 'last30Days' }, timeZone: 'Europe/Berlin' },
  parameters: story(
    analyticsPeriodAnswer(
      'vendor/:userId/recent-searches',
      [row('boots', 50), row('anorak', 30), row('socks', 8)],
      [row('boots', 40), row('anorak', 60)],
    ),
  ),
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('figure', { name: en.topSearchedQueriesOverTime });
    await waitFor(() => expect(chart).toHaveAttribute('aria-busy', 'false'));
    await expect(legendNames(chart)).toEqual([insightsEn.thisPeriod, insightsEn.previousPeriod]);
    const rows = await openDataTable(chart, en.showDataTable);
    await expect(rows.slice(1).map((r) => r.textContent)).toEqual(['boots5040', 'anorak3060', 'socks80']);
    const table = canvas.getByRole('table', { name: en.recentSearches });
    await expect(within(table).getByRole('columnheader', { name: insightsEn.previousPeriod })).toBeVisible();
    const change = (query: string) => within(table).getByRole('rowheader', { name: query }).closest('tr');
    await expect(change('boots')).toHaveTextContent(insightsEn.changeUp.replace('{percent}', '25%'));
    await expect(change('anorak')).toHaveTextContent(insightsEn.changeDown.replace('{percent}', '50%'));
    await expect(change('socks')).toHaveTextContent(insightsEn.changeNew);
  },
};

/** No searches yet. */
export const Empty: Story = {
  parameters: story(analyticsAnswer('vendor/:userId/recent-searches', { success: true, data: [] })),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(en.noSearchData)).toHaveLength(2));
  },
};

/** While loading the chart is busy. */
export const Loading: Story = {
  parameters: story(faultHandler('getRecentSearches', { kind: 'pending' })),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: en.topSearchedQueriesOverTime })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A network failure (the spec only logged it) shows with Retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: story(faultHandler('getRecentSearches', { kind: 'networkError' })),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(new RegExp(en.networkError.slice(0, 20))).length).toBe(2));
    await expect(canvas.getAllByRole('button', { name: en.retry })).toHaveLength(2);
  },
};

/** Recent-searches requests seen by the story below. */
let recentSearchCalls = 0;

/** Nobody signed in: no user id, so no call is sent (spec section 8) and the page says why. */
export const NoUser: Story = {
  decorators: [
    (Story) => (
      <StoreSearchProvider
        client={createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID })}
        queryClient={createStoreSearchQueryClient()}
        user={null}
        theme={false}
      >
        <Story />
      </StoreSearchProvider>
    ),
  ],
  parameters: story(
    http.get('*/api/v1/analytics/vendor/:userId/recent-searches', () => {
      recentSearchCalls += 1;
      return HttpResponse.json([]);
    }),
  ),
  beforeEach: () => {
    recentSearchCalls = 0;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(en.noActiveStoreOrVendor);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(recentSearchCalls).toBe(0);
  },
};
