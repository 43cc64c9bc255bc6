import { describe, expect, it } from 'vitest';
import { createDemoBackend } from '../mocks/mocks.backend';
import { call, json } from '../mocks/mocks.harness';
import { DEMO_SECOND_VENDOR_ID, DEMO_STORES, DEMO_VENDOR_ID } from '../mocks/mocks.seed';

const SHOPIFY = DEMO_STORES.shopify.id;
const WOO = DEMO_STORES.woocommerce.id;

describe('the usage domain in the demo backend', () => {
  it('usage limits: vendor 1 within limits, vendor 2 at its store limit; usage stats 12 months ending with the current month', async () => {
    // A month after the seed's anchor (2026-10-15): the seeded history is read as ending this month.
    const backend = createDemoBackend({ now: () => Date.UTC(2026, 10, 22, 12) });
    const limits = async (storeId: number, vendor: number) =>
      (await json(await call(backend, 'GET', `/api/v1/analytics/store/${storeId}/usage-limits`, { vendor })))
        .data as Record<string, { current: number; limit: number; percentage: number; remaining: number }> & {
        planName: string;
      };
    const first = await limits(SHOPIFY, DEMO_VENDOR_ID);
    expect(first.planName).toBe('Professional');
    expect(first.stores).toEqual({ current: 2, limit: 3, percentage: 67, remaining: 1 });
    expect(first.searches!.percentage).toBeLessThan(100);
    const second = await limits(DEMO_STORES.secondVendor.id, DEMO_SECOND_VENDOR_ID);
    expect(second.stores).toEqual({ current: 1, limit: 1, percentage: 100, remaining: 0 });

    const stats = (await json(await call(backend, 'GET', `/api/v1/analytics/store/${SHOPIFY}/usage-stats`)))
      .data as {
      monthlyData: { month: string; searches: number }[];
    };
    expect(stats.monthlyData).toHaveLength(12);
    expect(stats.monthlyData.map((m) => m.month)).toEqual([
      ...['2025-12'],
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    ]);
    const seeded = backend.db.analytics.get(SHOPIFY)!.monthly.slice(-12);
    expect(stats.monthlyData).toEqual(
      seeded.map((row, i) => ({ ...row, month: stats.monthlyData[i]!.month })),
    );
    // The current month's bar shows what the limits count as this month's searches (here over both stores).
    const thisMonth = [SHOPIFY, WOO].reduce(
      (sum, id) => sum + backend.db.analytics.get(id)!.monthly.at(-1)!.searches,
      0,
    );
    expect(stats.monthlyData.at(-1)!.searches).toBeGreaterThan(0);
    expect(first.searches!.current).toBe(thisMonth);
  });

  it('usage stats end with the month of the clock, on any day', async () => {
    for (const now of [Date.UTC(2026, 9, 15, 10), Date.UTC(2027, 0, 1), Date.UTC(2030, 5, 30, 23, 59)]) {
      const backend = createDemoBackend({ now: () => now });
      const stats = (await json(await call(backend, 'GET', `/api/v1/analytics/store/${SHOPIFY}/usage-stats`)))
        .data as { monthlyData: { month: string; searches: number }[] };
      expect(stats.monthlyData.at(-1)!.month).toBe(new Date(now).toISOString().slice(0, 7));
      expect(stats.monthlyData.at(-1)!.searches).toBe(
        backend.db.analytics.get(SHOPIFY)!.monthly.at(-1)!.searches,
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
      .data as {
      monthlyData: { searches: number }[];
    };
    expect(stats.monthlyData.map((m) => m.searches)).toEqual(Array(12).fill(0));
  });
});
