import { describe, expect, it } from 'vitest';
import { keptEvents } from '../insights/insights.mock';
import { createDemoBackend } from '../mocks/mocks.backend';
import { call, json } from '../mocks/mocks.harness';
import { DEMO_SECOND_VENDOR_ID, DEMO_STORES, DEMO_USAGE_MONTHS, DEMO_VENDOR_ID } from '../mocks/mocks.seed';

const SHOPIFY = DEMO_STORES.shopify.id;
const WOO = DEMO_STORES.woocommerce.id;

type Limits = Record<string, { current: number; limit: number; percentage: number; remaining: number }> & {
  planName: string;
};
type Stats = { monthlyData: { month: string; searches: number; clicks: number }[] };

const isSearch = (name: string) => name === 'search' || name === 'search_query';

describe('the usage domain in the demo backend, counted from the events it keeps', () => {
  it("limits: vendor 1 within them, vendor 2 at its store limit; this month's searches over the vendor's stores", async () => {
    const now = Date.UTC(2026, 10, 22, 12);
    const backend = createDemoBackend({ now: () => now });
    const limits = async (storeId: number, vendor: number) =>
      (await json(await call(backend, 'GET', `/api/v1/analytics/store/${storeId}/usage-limits`, { vendor })))
        .data as Limits;
    const first = await limits(SHOPIFY, DEMO_VENDOR_ID);
    expect(first.planName).toBe('Professional');
    expect(first.stores).toEqual({ current: 2, limit: 3, percentage: 67, remaining: 1 });
    expect(first.searches!.percentage).toBeLessThan(100);
    const second = await limits(DEMO_STORES.secondVendor.id, DEMO_SECOND_VENDOR_ID);
    expect(second.stores).toEqual({ current: 1, limit: 1, percentage: 100, remaining: 0 });

    const thisMonth = keptEvents(backend.db, now).filter(
      (e) =>
        isSearch(e.event_name) &&
        [String(SHOPIFY), String(WOO)].includes(e.store_id ?? '') &&
        e.timestamp.startsWith('2026-11'),
    );
    expect(first.searches!.current).toBe(thisMonth.length);
    expect(first.searches!.current).toBeGreaterThan(0);

    // The current month's bars of both stores add up to what the limits count.
    const bars = await Promise.all(
      [SHOPIFY, WOO].map(
        async (id) =>
          (
            (await json(await call(backend, 'GET', `/api/v1/analytics/store/${id}/usage-stats`)))
              .data as Stats
          ).monthlyData,
      ),
    );
    expect(bars.reduce((sum, months) => sum + months.at(-1)!.searches, 0)).toBe(first.searches!.current);
  });

  it('stats: twelve months ending with the month of the clock, on any day, every one counted', async () => {
    for (const now of [Date.UTC(2026, 9, 15, 10), Date.UTC(2027, 0, 1), Date.UTC(2030, 5, 30, 23, 59)]) {
      const backend = createDemoBackend({ now: () => now });
      const stats = (await json(await call(backend, 'GET', `/api/v1/analytics/store/${SHOPIFY}/usage-stats`)))
        .data as Stats;
      expect(stats.monthlyData).toHaveLength(DEMO_USAGE_MONTHS);
      expect(stats.monthlyData.at(-1)!.month).toBe(new Date(now).toISOString().slice(0, 7));
      // The seeded traffic covers the whole chart: no month before today's is empty.
      expect(stats.monthlyData.slice(0, -1).every((m) => m.searches > 0 && m.clicks > 0)).toBe(true);
      const searches = keptEvents(backend.db, now).filter(
        (e) => isSearch(e.event_name) && e.store_id === String(SHOPIFY),
      );
      const months = new Set(stats.monthlyData.map((m) => m.month));
      expect(stats.monthlyData.reduce((sum, m) => sum + m.searches, 0)).toBe(
        searches.filter((e) => months.has(e.timestamp.slice(0, 7))).length,
      );
    }
  });

  it('a new store has twelve empty months of usage', async () => {
    const backend = createDemoBackend();
    const created = await call(backend, 'POST', '/api/v1/shopify-stores', {
      body: { storeVendorId: DEMO_VENDOR_ID, shopDomain: 'fresh.myshopify.com', accessToken: 'shpat_1' },
    });
    const id = ((await json(created)).data as { id: number }).id;
    const stats = (await json(await call(backend, 'GET', `/api/v1/analytics/store/${id}/usage-stats`)))
      .data as Stats;
    expect(stats.monthlyData.map((m) => m.searches)).toEqual(Array(DEMO_USAGE_MONTHS).fill(0));
  });
});
