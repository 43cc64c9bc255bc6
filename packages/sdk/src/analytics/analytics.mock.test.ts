import { describe, expect, it } from 'vitest';
import { isStoreSearchError } from '../client/client.error';
import { getInsightsOverview } from '../insights/insights.api';
import { comparedPeriod } from '../insights/insights.compare';
import { keptEvents } from '../insights/insights.mock';
import { type Period, resolvePeriod } from '../insights/insights.period';
import { demoClientAt } from '../mocks/mocks.harness';
import { DEMO_ANCHOR_TIME, DEMO_STORES, DEMO_USERS, DEMO_VENDOR_ID } from '../mocks/mocks.seed';
import { collectUbiEvents } from '../ubi/ubi.api';
import type { UbiEvent } from '../ubi/ubi.schema';
import { getBatchDashboard, getFilterUsage, getRealtime, getRecentSearches } from './analytics.api';
import { FILTER_USAGE_FIELDS } from './analytics.rules';

const SHOPIFY = DEMO_STORES.shopify.id;
const WOO = DEMO_STORES.woocommerce.id;
const HOUR = 3_600_000;
const LAST_30_DAYS: Period = { kind: 'preset', preset: 'last30Days' };
const ZONE = 'America/New_York';

/** The demo backend at its seeded clock, and the demo vendor's client. */
const demo = () => demoClientAt(DEMO_ANCHOR_TIME);

/** An event the Shopify store's storefront sends, `minutesAgo` before the backend clock. */
function storefront(
  id: string,
  name: string,
  minutesAgo: number,
  details: UbiEvent['event_details'],
): UbiEvent {
  return {
    event_id: id,
    event_name: name,
    event_details: details,
    timestamp: new Date(DEMO_ANCHOR_TIME - minutesAgo * 60_000).toISOString(),
    session_id: 's-analytics',
    user_id: null,
    vendor_id: String(DEMO_VENDOR_ID),
    store_id: String(SHOPIFY),
    platform: 'shopify',
  };
}

describe('the analytics domain in the demo backend, counted from the events it keeps', () => {
  it("the dashboard's searches are the store's search events, its rows latest first, its CTR believable", async () => {
    const { backend, client } = demo();
    const dashboard = await getBatchDashboard(client, { storeId: SHOPIFY });
    const searches = keptEvents(backend.db, DEMO_ANCHOR_TIME).filter(
      (e) => e.store_id === String(SHOPIFY) && (e.event_name === 'search' || e.event_name === 'search_query'),
    );
    expect(dashboard.dashboard.totalSearches).toBe(searches.length);
    const ctr = dashboard.productClicks.reduce((s, r) => s + r.clicks, 0) / dashboard.dashboard.totalSearches;
    expect(ctr).toBeGreaterThan(0.1);
    expect(ctr).toBeLessThan(0.8);
    const seen = dashboard.recentSearches.map((r) => r.lastSearched ?? '');
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it("a period's dashboard and Search State agree with the overview of the same period", async () => {
    const { client } = demo();
    const range = { period: LAST_30_DAYS, timeZone: ZONE };
    const [dashboard, overview, all] = await Promise.all([
      getBatchDashboard(client, { storeId: SHOPIFY, ...range }),
      getInsightsOverview(client, { ...range, storeId: SHOPIFY }),
      getBatchDashboard(client, { storeId: SHOPIFY }),
    ]);
    expect(dashboard.dashboard.totalSearches).toBe(overview.totals.searches.current);
    expect(dashboard.dashboard.totalSearches).toBeGreaterThan(0);
    expect(dashboard.dashboard.totalSearches).toBeLessThan(all.dashboard.totalSearches);
    const rows = await getRecentSearches(client, { userId: DEMO_USERS.vendor.id, ...range });
    const vendorOverview = await getInsightsOverview(client, range);
    const counted = rows.reduce((s, r) => s + r.searchCount, 0);
    // The table lists the most searched queries; together they cannot exceed the period's searches.
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThanOrEqual(vendorOverview.totals.searches.current);
    expect(rows.map((r) => r.searchCount)).toEqual([...rows.map((r) => r.searchCount)].sort((a, b) => b - a));
    expect(new Set(rows.map((r) => r.query)).size).toBe(rows.length);
    expect(rows.every((r) => r.conversionRate >= 0 && r.conversionRate <= 100)).toBe(true);
  });

  it('what the collector receives moves the dashboard, Search State, filters and real time at once', async () => {
    const { client } = demo();
    const range = { period: { kind: 'preset', preset: 'today' } as Period, timeZone: 'UTC' };
    const before = await Promise.all([
      getBatchDashboard(client, { storeId: SHOPIFY, ...range }),
      getRecentSearches(client, { userId: DEMO_USERS.vendor.id, ...range }),
      getFilterUsage(client, { storeId: SHOPIFY, ...range }),
      getRealtime(client, { storeId: SHOPIFY }),
    ]);
    await collectUbiEvents(client, [
      storefront('a-1', 'search', 1, {
        search_query: 'Quokka Boots',
        result_count: 3,
        filter_brand: 'Quokka',
      }),
      storefront('a-2', 'product_click', 1, {
        search_query: 'quokka boots',
        product_title: 'Quokka',
        position: 2,
      }),
      storefront('a-3', 'purchase_completed', 1, {
        search_query: 'quokka boots',
        revenue: 80,
        currency: 'USD',
      }),
    ]);
    const [dashboard, rows, filters, realtime] = await Promise.all([
      getBatchDashboard(client, { storeId: SHOPIFY, ...range }),
      getRecentSearches(client, { userId: DEMO_USERS.vendor.id, ...range }),
      getFilterUsage(client, { storeId: SHOPIFY, ...range }),
      getRealtime(client, { storeId: SHOPIFY }),
    ]);
    expect(dashboard.dashboard.totalSearches).toBe(before[0].dashboard.totalSearches + 1);
    expect(dashboard.recentSearches[0]).toMatchObject({ query: 'quokka boots', searchCount: 1, clicks: 1 });
    expect(rows.find((r) => r.query === 'quokka boots')).toMatchObject({ conversionRate: 100, revenue: 80 });
    expect(before[1].some((r) => r.query === 'quokka boots')).toBe(false);
    expect(filters).toHaveLength(before[2].length + 1);
    expect(filters.some((r) => r.brand === 'Quokka')).toBe(true);
    expect(realtime.recentEvents).toHaveLength(before[3].recentEvents.length + 3);
    const purchase = realtime.recentEvents.find((e) => e._source.event_name === 'purchase_completed');
    expect(purchase?._source.event_details.revenue).toBe(80);
    expect(realtime.hourlyData).toHaveLength(24);
    expect(realtime.hourlyData.reduce((s, h) => s + h.doc_count, 0)).toBe(realtime.recentEvents.length);
  });

  it('keeps dollars and euros apart: a store in its currency, Search State per currency over both', async () => {
    const { client } = demo();
    const range = { period: LAST_30_DAYS, timeZone: ZONE };
    const [dollars, euros, rows, shopifyOverview, wooOverview] = await Promise.all([
      getBatchDashboard(client, { storeId: SHOPIFY, ...range }),
      getBatchDashboard(client, { storeId: WOO, ...range }),
      getRecentSearches(client, { userId: DEMO_USERS.vendor.id, ...range }),
      getInsightsOverview(client, { ...range, storeId: SHOPIFY }),
      getInsightsOverview(client, { ...range, storeId: WOO }),
    ]);
    expect(new Set(dollars.recentSearches.map((r) => r.currency))).toEqual(new Set(['USD']));
    expect(new Set(euros.recentSearches.map((r) => r.currency))).toEqual(new Set(['EUR']));
    expect(euros.recentSearches.some((r) => (r.revenue ?? 0) > 0)).toBe(true);
    // A query sold in both stores lists both amounts, dollars first, and `revenue` is the dollars alone.
    const both = rows.find((r) => r.revenues?.length === 2);
    expect(both?.revenues?.map((r) => r.currency)).toEqual(['USD', 'EUR']);
    expect(both).toMatchObject({ currency: 'USD', revenue: both?.revenues?.[0]?.amount });
    // Each currency's rows hold no more than its store sold (the rows are the queries, not the browsing).
    const sold = (currency: string) =>
      rows.reduce((sum, r) => sum + (r.revenues?.find((a) => a.currency === currency)?.amount ?? 0), 0);
    expect(sold('USD')).toBeGreaterThan(0);
    expect(sold('USD')).toBeLessThanOrEqual(shopifyOverview.totals.revenue.current + 0.005);
    expect(sold('EUR')).toBeGreaterThan(0);
    expect(sold('EUR')).toBeLessThanOrEqual(wooOverview.totals.revenue.current + 0.005);
    expect(rows.every((r) => r.revenues?.every((a) => ['USD', 'EUR'].includes(a.currency)))).toBe(true);
  });

  it('the previous period is the days just before, as long and as far, as the overview compares with', async () => {
    const { client } = demo();
    const range = { period: LAST_30_DAYS, timeZone: ZONE };
    const [previous, overview] = await Promise.all([
      getBatchDashboard(client, { storeId: SHOPIFY, ...range, previous: true }),
      getInsightsOverview(client, { ...range, storeId: SHOPIFY }),
    ]);
    expect(previous.dashboard.totalSearches).toBe(overview.totals.searches.previous);
    expect(previous.dashboard.totalSearches).not.toBe(overview.totals.searches.current);
    const records = await getFilterUsage(client, { storeId: SHOPIFY, ...range, previous: true });
    const current = resolvePeriod(LAST_30_DAYS, { now: DEMO_ANCHOR_TIME, timeZone: ZONE });
    expect(records.length).toBeGreaterThan(0);
    // The period is going on: the previous one counts up to the same time of day on its last day.
    const compared = comparedPeriod(current, ZONE, DEMO_ANCHOR_TIME);
    expect(compared.end).toBeLessThan(current.start);
    expect(overview.previousPeriod.until).toBe(new Date(compared.end).toISOString());
    expect(records.every((r) => Date.parse(r.timestamp) < compared.end)).toBe(true);
  });

  it("filter usage holds the period's searches that used a filter, each with at least one", async () => {
    const { client } = demo();
    const records = await getFilterUsage(client, { storeId: WOO, period: LAST_30_DAYS, timeZone: ZONE });
    expect(records.length).toBeGreaterThan(0);
    const { start, end } = resolvePeriod(LAST_30_DAYS, { now: DEMO_ANCHOR_TIME, timeZone: ZONE });
    expect(records.every((r) => FILTER_USAGE_FIELDS.some((field) => r[field]))).toBe(true);
    const times = records.map((r) => Date.parse(r.timestamp));
    expect(times.every((time) => time >= start && time < end)).toBe(true);
    // The period's first day is there: the window starts at the store's midnight, not UTC's.
    expect(times.some((time) => time < start + 24 * HOUR)).toBe(true);
  });

  it('refuses a period it cannot read with the catalogue message, and a zone it does not know', async () => {
    const { client } = demo();
    const bad = await getBatchDashboard(client, {
      storeId: SHOPIFY,
      period: { kind: 'custom', from: '2026-11-22', to: '2026-11-01' },
    }).catch((error: unknown) => error);
    expect(isStoreSearchError(bad) && bad.status).toBe(400);
    const zone = await getRecentSearches(client, {
      userId: DEMO_USERS.vendor.id,
      period: LAST_30_DAYS,
      timeZone: 'Mars/Olympus',
    }).catch((error: unknown) => error);
    expect(isStoreSearchError(zone) && zone.status).toBe(400);
  });
});
