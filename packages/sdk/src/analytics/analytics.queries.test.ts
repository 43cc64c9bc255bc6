import { QueryClient, QueryObserver } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../client/client.request';
import { DEFAULT_PERIOD } from '../insights/insights.period';
import { insightsOverviewQueryOptions } from '../insights/insights.queries';
import { usageLimitsQueryOptions, usageStatsQueryOptions } from '../usage/usage.queries';
import {
  ANALYTICS_FRESH_MS,
  batchDashboardQueryOptions,
  DASHBOARD_POLL_MS,
  filterUsageQueryOptions,
  REALTIME_POLL_MS,
  realtimeQueryOptions,
  recentSearchesQueryOptions,
} from './analytics.queries';

const client = createClient({ baseUrl: 'http://api.test', vendorId: '1' });
const shopify = { storeId: '201', storeType: 'shopify' } as const;
const woo = { storeId: '301', storeType: 'woocommerce' } as const;

describe('analytics query options', () => {
  it('poll the dashboard every 30 s and real-time every 10 s, never while the page is hidden', () => {
    expect(DASHBOARD_POLL_MS).toBe(30_000);
    expect(REALTIME_POLL_MS).toBe(10_000);
    const dashboard = batchDashboardQueryOptions(client, shopify);
    const realtime = realtimeQueryOptions(client, shopify);
    expect(dashboard.refetchInterval).toBe(DASHBOARD_POLL_MS);
    expect(dashboard.refetchIntervalInBackground).toBe(false);
    expect(realtime.refetchInterval).toBe(REALTIME_POLL_MS);
    expect(realtime.refetchIntervalInBackground).toBe(false);
    // Filter usage is not polled.
    expect(filterUsageQueryOptions(client, shopify).refetchInterval).toBeUndefined();
  });

  it('key each read by store, so a store change loads that store’s data', () => {
    expect(batchDashboardQueryOptions(client, shopify).queryKey).not.toEqual(
      batchDashboardQueryOptions(client, woo).queryKey,
    );
    expect(realtimeQueryOptions(client, shopify).queryKey).toEqual(
      realtimeQueryOptions(client, shopify).queryKey,
    );
  });

  it('count an answer as fresh for 10 s, so a screen mounting after its route started the read does not ask again', () => {
    const period = { period: DEFAULT_PERIOD, timeZone: 'Europe/Stockholm' };
    const reads = [
      batchDashboardQueryOptions(client, shopify, period),
      filterUsageQueryOptions(client, shopify, period),
      realtimeQueryOptions(client, shopify),
      recentSearchesQueryOptions(client, 11, period),
      insightsOverviewQueryOptions(client, { period: period.period }),
      usageLimitsQueryOptions(client, shopify),
      usageStatsQueryOptions(client, shopify),
    ];
    expect(ANALYTICS_FRESH_MS).toBe(10_000);
    for (const read of reads) expect(read.staleTime).toBe(ANALYTICS_FRESH_MS);
  });

  it('a read started before its screen is shared by the screen while fresh, and asked for again after', async () => {
    vi.useFakeTimers();
    try {
      const queryClient = new QueryClient();
      const queryFn = vi.fn(async () => ({ figures: 1 }));
      const read = { ...filterUsageQueryOptions(client, shopify), queryFn };
      await queryClient.ensureQueryData(read);
      const mount = () => {
        const observer = new QueryObserver(queryClient, read);
        const stop = observer.subscribe(() => undefined);
        return stop;
      };
      vi.advanceTimersByTime(ANALYTICS_FRESH_MS - 1);
      mount()();
      expect(queryFn).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      mount()();
      expect(queryFn).toHaveBeenCalledTimes(2);
      queryClient.clear();
    } finally {
      vi.useRealTimers();
    }
  });
});
