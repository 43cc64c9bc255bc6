import { describe, expect, it } from 'vitest';
import { createDemoBackend } from '../mocks/mocks.backend';
import { call, json } from '../mocks/mocks.harness';
import { DEMO_STORES, DEMO_USERS } from '../mocks/mocks.seed';

const SHOPIFY = DEMO_STORES.shopify.id;
const WOO = DEMO_STORES.woocommerce.id;

describe('the analytics domain in the demo backend', () => {
  it('dashboard totals equal the sum of their rows and CTR stays believable', async () => {
    const body = (await json(
      await call(createDemoBackend(), 'GET', `/api/v1/analytics/store/${SHOPIFY}/batch-dashboard`),
    )) as {
      data: {
        dashboard: { totalSearches: number };
        recentSearches: { searchCount: number; lastSearched: string }[];
        productClicks: { clicks: number }[];
      };
    };
    const { dashboard, recentSearches, productClicks } = body.data;
    expect(recentSearches.reduce((s, r) => s + r.searchCount, 0)).toBe(dashboard.totalSearches);
    const ctr = productClicks.reduce((s, r) => s + r.clicks, 0) / dashboard.totalSearches;
    expect(ctr).toBeGreaterThan(0.1);
    expect(ctr).toBeLessThan(0.5);
    expect(recentSearches.map((r) => r.lastSearched)).toEqual(
      [...recentSearches.map((r) => r.lastSearched)].sort().reverse(),
    );
  });

  it('realtime hourly counts add up to the recent events and purchases carry revenue', async () => {
    const body = (await json(
      await call(createDemoBackend(), 'GET', `/api/v1/analytics/store/${SHOPIFY}/realtime`),
    )) as {
      data: {
        hourlyData: { doc_count: number }[];
        recentEvents: { _source: { event_name: string; event_details: { revenue?: number } } }[];
      };
    };
    expect(body.data.hourlyData).toHaveLength(24);
    expect(body.data.hourlyData.reduce((s, h) => s + h.doc_count, 0)).toBe(body.data.recentEvents.length);
    const purchases = body.data.recentEvents.filter((e) => e._source.event_name === 'purchase_completed');
    expect(purchases.length).toBeGreaterThan(0);
    expect(purchases.every((p) => (p._source.event_details.revenue ?? 0) > 0)).toBe(true);
  });

  it("recent searches merge the vendor's stores and derive the conversion rate", async () => {
    const backend = createDemoBackend();
    const rows = (
      await json(
        await call(backend, 'GET', `/api/v1/analytics/vendor/${DEMO_USERS.vendor.id}/recent-searches`),
      )
    ).data as {
      query: string;
      searchCount: number;
      clicks: number;
      conversionRate: number;
    }[];
    const total = [SHOPIFY, WOO].reduce(
      (s, id) => s + backend.db.analytics.get(id)!.queries.reduce((t, q) => t + q.searchCount, 0),
      0,
    );
    expect(rows.reduce((s, r) => s + r.searchCount, 0)).toBe(total);
    expect(new Set(rows.map((r) => r.query)).size).toBe(rows.length);
    expect(rows.map((r) => r.searchCount)).toEqual([...rows.map((r) => r.searchCount)].sort((a, b) => b - a));
    expect(rows.some((r) => r.clicks === 0)).toBe(true);
    expect(rows.every((r) => r.conversionRate >= 0 && r.conversionRate <= 100)).toBe(true);
  });
});
