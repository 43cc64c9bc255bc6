import { describe, expect, it } from 'vitest';
import { getBatchDashboard, getRealtime } from '../analytics/analytics.api';
import { DEMO_SEARCH_LOCATIONS } from '../analytics/analytics.mock';
import { realtimeCounts, searchOrigins } from '../analytics/analytics.rules';
import { createClient } from '../client/client.request';
import { demoUbiEvent } from '../ubi/ubi.mock';
import { createDemoBackend, createDemoFetch } from './mocks.backend';
import { call } from './mocks.harness';
import { DEMO_STORES, DEMO_VENDOR_ID } from './mocks.seed';

const client = () =>
  createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID, fetch: createDemoFetch(createDemoBackend()) });

describe('demo analytics for the real-time page and the dashboard filter', () => {
  it('locates every search among the real-time events (proposed field), in the known cities', async () => {
    const data = await getRealtime(client(), { storeId: DEMO_STORES.shopify.id });
    const counts = realtimeCounts(data.recentEvents);
    const origins = searchOrigins(data.recentEvents);
    expect(counts.searches).toBeGreaterThan(0);
    expect(origins.reduce((sum, o) => sum + o.count, 0)).toBe(counts.searches);
    const cities = new Set<string>(DEMO_SEARCH_LOCATIONS.map((l) => l.city));
    for (const origin of origins) expect(cities.has(origin.city)).toBe(true);
  });

  it("counts a store's sales in its own currency, and a purchase paid in another in that one", async () => {
    const backend = createDemoBackend();
    const c = createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID, fetch: createDemoFetch(backend) });
    const euroStore = { storeId: DEMO_STORES.woocommerce.id };
    const seeded = realtimeCounts((await getRealtime(c, euroStore)).recentEvents, 'EUR').sales;
    const purchase = (id: string, details: Record<string, unknown>) => ({
      ...demoUbiEvent(id),
      event_name: 'purchase_completed',
      event_details: { product_title: 'Runner', ...details },
      timestamp: new Date().toISOString(),
      store_id: String(DEMO_STORES.woocommerce.id),
      platform: 'woocommerce',
    });
    const sent = await call(backend, 'POST', '/api/ubi/collect', {
      vendor: null,
      body: [purchase('p-1', { revenue: 40 }), purchase('p-2', { revenue: 12.5, currency: 'GBP' })],
    });
    expect(sent.status).toBe(204);
    const [dollars, euros] = await Promise.all([
      getRealtime(c, { storeId: DEMO_STORES.shopify.id }),
      getRealtime(c, euroStore),
    ]);
    expect(dollars.currency).toBe('USD');
    expect(euros.currency).toBe('EUR');
    const sales = realtimeCounts(euros.recentEvents, euros.currency).sales;
    expect(sales.map((amount) => amount.currency)).toEqual(['EUR', 'GBP']);
    expect(sales[0]?.amount).toBeCloseTo((seeded[0]?.amount ?? 0) + 40, 2);
    expect(sales[1]?.amount).toBe(12.5);
  });

  it('gives the two demo stores different real-time traffic', async () => {
    const c = client();
    const [a, b] = await Promise.all([
      getRealtime(c, { storeId: DEMO_STORES.shopify.id }),
      getRealtime(c, { storeId: DEMO_STORES.woocommerce.id }),
    ]);
    expect(realtimeCounts(a.recentEvents)).not.toEqual(realtimeCounts(b.recentEvents));
  });

  it('sends the figures the dashboard filter sorts on with each recent search (proposed fields)', async () => {
    const data = await getBatchDashboard(client(), { storeId: DEMO_STORES.shopify.id });
    expect(data.recentSearches.length).toBeGreaterThan(0);
    for (const row of data.recentSearches) {
      expect(row.clicks).toBeGreaterThanOrEqual(0);
      expect(row.clicks).toBeLessThanOrEqual(row.searchCount);
      expect(row.conversionRate).toBeGreaterThanOrEqual(0);
      expect(row.revenue).toBeGreaterThanOrEqual(0);
    }
  });
});
