import { ANALYTICS_FRESH_MS } from '../analytics/analytics.queries';
import { storeScopeKey } from '../client/client.keys';
import { defineQueryOptions } from '../client/client.queries';
import type { StoreSearchClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import { getUsageLimits, getUsageStats } from './usage.api';

/** Query keys of the usage domain, under the store's scope. */
export const usageKeys = {
  /** A store's plan limits. */
  limits: (store: StoreScope) => [...storeScopeKey(store), 'usage-limits'] as const,
  /** A store's monthly usage statistics. */
  stats: (store: StoreScope) => [...storeScopeKey(store), 'usage-stats'] as const,
};

/** The plan and its limits; null without a subscription. */
export function usageLimitsQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: usageKeys.limits(store),
    queryFn: ({ signal }) => getUsageLimits(client, { storeId: store.storeId }, { signal }),
    staleTime: ANALYTICS_FRESH_MS,
  });
}

/** Monthly usage statistics. */
export function usageStatsQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: usageKeys.stats(store),
    queryFn: ({ signal }) => getUsageStats(client, { storeId: store.storeId }, { signal }),
    staleTime: ANALYTICS_FRESH_MS,
  });
}
