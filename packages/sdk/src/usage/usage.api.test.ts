import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../client/client.harness';
import { changeSubscriptionPlan, getUsageLimits, getUsageStats, listSubscriptionPlans } from './usage.api';

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

  it('GET /api/v1/subscription/plans reads the plans and the current one; a plan without limits is refused', async () => {
    const plans = {
      current: { planName: 'Professional', billing: 'monthly' },
      plans: [
        {
          name: 'Starter',
          monthlyPrice: 19,
          yearlyPrice: 205.2,
          currency: 'USD',
          limits: { searches: 500, products: 1_000, stores: 1 },
        },
      ],
    };
    h.route('GET', '/api/v1/subscription/plans', { success: true, data: plans });
    expect(await listSubscriptionPlans(h.client)).toEqual(plans);
    h.expectRequest({ method: 'GET', path: '/api/v1/subscription/plans' });
    h.route('GET', '/api/v1/subscription/plans', {
      success: true,
      data: { current: null, plans: [{ ...plans.plans[0], limits: undefined }] },
    });
    await expect(listSubscriptionPlans(h.client)).rejects.toMatchObject({ kind: 'invalidResponse' });
  });

  it('PUT /api/v1/subscription/plan sends the plan and billing; a billing the API does not know is not sent', async () => {
    const change = {
      planName: 'Enterprise',
      billing: 'yearly',
      amount: 1069.2,
      invoiceNumber: 'INV-20261130-2-1',
    };
    h.route('PUT', '/api/v1/subscription/plan', { success: true, data: change });
    expect(await changeSubscriptionPlan(h.client, { planName: 'Enterprise', billing: 'yearly' })).toEqual(
      change,
    );
    h.expectRequest({
      method: 'PUT',
      path: '/api/v1/subscription/plan',
      body: { planName: 'Enterprise', billing: 'yearly' },
    });
    await expect(
      changeSubscriptionPlan(h.client, { planName: 'Enterprise', billing: 'weekly' as 'yearly' }),
    ).rejects.toMatchObject({ kind: 'invalidArgument' });
  });
});
