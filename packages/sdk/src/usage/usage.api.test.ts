import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../client/client.harness';
import { getUsageLimits, getUsageStats } from './usage.api';

const h = useApiHarness();
const metric = (current: number, limit: number) => ({
  current,
  limit,
  percentage: (current / limit) * 100,
  remaining: limit - current,
});

describe('usage', () => {
  it('GET /api/v1/analytics/store/{storeId}/usage-limits returns plan and limits', async () => {
    const limits = {
      planName: 'Starter',
      searches: metric(800, 1000),
      products: metric(50, 500),
      stores: metric(1, 1),
    };
    h.route('GET', '/api/v1/analytics/store/:storeId/usage-limits', { success: true, data: limits });
    expect(await getUsageLimits(h.client, { storeId: 11 })).toEqual(limits);
    h.expectRequest({ method: 'GET', path: '/api/v1/analytics/store/11/usage-limits' });
  });

  it('returns null without a subscription', async () => {
    h.route('GET', '/api/v1/analytics/store/:storeId/usage-limits', { success: true, data: null });
    expect(await getUsageLimits(h.client, { storeId: 11 })).toBeNull();
  });

  it('GET /api/v1/analytics/store/{storeId}/usage-stats reads monthlyData under data or from the body', async () => {
    const stats = { monthlyData: [{ month: '2026-01', searches: 300, clicks: 40 }] };
    h.route('GET', '/api/v1/analytics/store/:storeId/usage-stats', { success: true, data: stats });
    expect(await getUsageStats(h.client, { storeId: 11 })).toEqual(stats);
    h.expectRequest({ method: 'GET', path: '/api/v1/analytics/store/11/usage-stats' });
    h.route('GET', '/api/v1/analytics/store/:storeId/usage-stats', stats);
    expect(await getUsageStats(h.client, { storeId: 11 })).toEqual(stats);
  });
});
