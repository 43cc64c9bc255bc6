import { storesearchKeys } from '../client/client.keys';
import { defineQueryOptions } from '../client/client.queries';
import type { StoreSearchClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import { getUsageLimits, getUsageStats } from './usage.api';

/** The plan and its limits; null without a subscription. */
export function usageLimitsQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: storesearchKeys.store(store.storeId, store.storeType).usageLimits(),
    queryFn: ({ signal }) => getUsageLimits(client, { storeId: store.storeId }, { signal }),
  });
}

/** Monthly usage statistics. */
export function usageStatsQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: storesearchKeys.store(store.storeId, store.storeType).usageStats(),
    queryFn: ({ signal }) => getUsageStats(client, { storeId: store.storeId }, { signal }),
  });
}
