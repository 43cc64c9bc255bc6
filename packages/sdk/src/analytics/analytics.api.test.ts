import { describe, expect, it } from 'vitest';
import { isStoreSearchError } from '../client/client.error';
import { useApiHarness } from '../client/client.harness';
import { getBatchDashboard, getFilterUsage, getRealtime, getRecentSearches } from './analytics.api';

const h = useApiHarness();

describe('analytics', () => {
  it('GET /api/v1/analytics/store/{storeId}/batch-dashboard returns totals, searches and clicks', async () => {
    const data = {
      dashboard: { totalSearches: 1200 },
      recentSearches: [{ query: 'shoes', searchCount: 40, lastSearched: '2026-01-01T10:00:00Z' }],
      productClicks: [{ productTitle: 'Red Shoe', clicks: 12 }],
    };
    h.route('GET', '/api/v1/analytics/store/:storeId/batch-dashboard', { success: true, data });
    // The spec's rows name no currency: their revenue is in dollars.
    expect(await getBatchDashboard(h.client, { storeId: 11 })).toEqual({
      ...data,
      recentSearches: [{ ...data.recentSearches[0], currency: 'USD' }],
    });
    h.expectRequest({ method: 'GET', path: '/api/v1/analytics/store/11/batch-dashboard' });
  });

  it('sends a period as URLs write it, with its zone, and asks for the period before only with a period', async () => {
    const data = { dashboard: { totalSearches: 3 }, recentSearches: [], productClicks: [] };
    h.route('GET', '/api/v1/analytics/store/:storeId/batch-dashboard', { data });
    await getBatchDashboard(h.client, {
      storeId: 11,
      period: { kind: 'custom', from: '2026-11-01', to: '2026-11-22' },
      timeZone: 'Europe/Berlin',
      previous: true,
    });
    h.expectRequest({
      method: 'GET',
      path: '/api/v1/analytics/store/11/batch-dashboard',
      query: { period: '2026-11-01..2026-11-22', timeZone: 'Europe/Berlin', previous: 'true' },
    });
  });

  it('sends no previous flag without a period', async () => {
    h.route('GET', '/api/v1/analytics/store/:storeId/filters', { data: [] });
    await getFilterUsage(h.client, { storeId: 11, previous: true });
    h.expectRequest({ method: 'GET', path: '/api/v1/analytics/store/11/filters' });
  });

  it('sends a preset period by its token', async () => {
    h.route('GET', '/api/v1/analytics/vendor/:userId/recent-searches', []);
    await getRecentSearches(h.client, { userId: 7, period: { kind: 'preset', preset: 'last30Days' } });
    h.expectRequest({
      method: 'GET',
      path: '/api/v1/analytics/vendor/7/recent-searches',
      query: { period: 'last-30-days' },
    });
  });

  it('GET /api/v1/analytics/store/{storeId}/filters returns the records in data', async () => {
    const records = [{ timestamp: '2026-01-01T10:00:00Z', category: 'Shoes', brand: null, color: 'Red' }];
    h.route('GET', '/api/v1/analytics/store/:storeId/filters', { success: true, data: records });
    expect(await getFilterUsage(h.client, { storeId: 11 })).toEqual(records);
    h.expectRequest({ method: 'GET', path: '/api/v1/analytics/store/11/filters' });
  });

  it('GET /api/v1/analytics/store/{storeId}/realtime returns hourly buckets and events', async () => {
    const data = {
      hourlyData: [{ key_as_string: '2026-01-01T10:00:00Z', doc_count: 7 }],
      recentEvents: [{ _source: { event_name: 'purchase_completed', event_details: { revenue: 59 } } }],
    };
    h.route('GET', '/api/v1/analytics/store/:storeId/realtime', { data });
    // A store that names no currency sells in the spec's dollars.
    expect(await getRealtime(h.client, { storeId: 11 })).toEqual({ ...data, currency: 'USD' });
    h.expectRequest({ method: 'GET', path: '/api/v1/analytics/store/11/realtime' });
  });

  it('GET /api/v1/analytics/vendor/{userId}/recent-searches accepts a bare list and { data }', async () => {
    const row = {
      query: 'shoes',
      searchCount: 40,
      clicks: 10,
      conversionRate: 2.5,
      revenue: 120,
      lastSearched: null,
    };
    h.route('GET', '/api/v1/analytics/vendor/:userId/recent-searches', [row]);
    expect(await getRecentSearches(h.client, { userId: 'u-9' })).toEqual([{ ...row, currency: 'USD' }]);
    h.expectRequest({ method: 'GET', path: '/api/v1/analytics/vendor/u-9/recent-searches' });
    h.route('GET', '/api/v1/analytics/vendor/:userId/recent-searches', { data: [row] });
    expect(await getRecentSearches(h.client, { userId: 'u-9' })).toEqual([{ ...row, currency: 'USD' }]);
  });

  it('reads revenue per currency, and refuses a currency that is not an ISO 4217 code as a typed error', async () => {
    const row = {
      query: 'rain jacket',
      searchCount: 55,
      clicks: 26,
      conversionRate: 5.5,
      revenue: 159.99,
      currency: 'USD',
      revenues: [
        { currency: 'USD', amount: 159.99 },
        { currency: 'EUR', amount: 202.98 },
      ],
    };
    h.route('GET', '/api/v1/analytics/vendor/:userId/recent-searches', { data: [row] });
    expect(await getRecentSearches(h.client, { userId: 7 })).toEqual([row]);
    h.route('GET', '/api/v1/analytics/vendor/:userId/recent-searches', { data: [{ ...row, currency: '$' }] });
    const error = await getRecentSearches(h.client, { userId: 7 }).catch((caught: unknown) => caught);
    expect(isStoreSearchError(error, 'invalidResponse')).toBe(true);
  });
});
