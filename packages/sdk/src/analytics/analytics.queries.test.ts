import { describe, expect, it } from 'vitest';
import { createClient } from '../client/client.request';
import {
  batchDashboardQueryOptions,
  DASHBOARD_POLL_MS,
  filterUsageQueryOptions,
  REALTIME_POLL_MS,
  realtimeQueryOptions,
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
});
