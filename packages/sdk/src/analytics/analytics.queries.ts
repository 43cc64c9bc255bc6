import { storeScopeKey, storesearchKeys } from '../client/client.keys';
import { defineQueryOptions } from '../client/client.queries';
import type { StoreSearchClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import { getBatchDashboard, getFilterUsage, getRealtime, getRecentSearches } from './analytics.api';

/** The vendor dashboard polls every 30 seconds (spec section 9). */
export const DASHBOARD_POLL_MS = 30_000;

/** The real-time page polls every 10 seconds (spec section 9). */
export const REALTIME_POLL_MS = 10_000;

/** Query keys of the analytics domain: a store's figures under its scope, a vendor user's under the user's. */
export const analyticsKeys = {
  /** Vendor dashboard data. */
  batchDashboard: (store: StoreScope) => [...storeScopeKey(store), 'batch-dashboard'] as const,
  /** Filter usage records. */
  filterUsage: (store: StoreScope) => [...storeScopeKey(store), 'filter-usage'] as const,
  /** Real-time data. */
  realtime: (store: StoreScope) => [...storeScopeKey(store), 'realtime'] as const,
  /** Recent searches (Search State). */
  recentSearches: (userId: string | number) =>
    [...storesearchKeys.user(userId).all, 'recent-searches'] as const,
};

/** Vendor dashboard data, polled every 30 s while the page is visible. */
export function batchDashboardQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: analyticsKeys.batchDashboard(store),
    queryFn: ({ signal }) => getBatchDashboard(client, { storeId: store.storeId }, { signal }),
    refetchInterval: DASHBOARD_POLL_MS,
    // Said outright (it is TanStack Query's default): a hidden tab does not poll.
    refetchIntervalInBackground: false,
  });
}

/** Filter usage records. */
export function filterUsageQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: analyticsKeys.filterUsage(store),
    queryFn: ({ signal }) => getFilterUsage(client, { storeId: store.storeId }, { signal }),
  });
}

/** Real-time data, polled every 10 s while the page is visible. */
export function realtimeQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: analyticsKeys.realtime(store),
    queryFn: ({ signal }) => getRealtime(client, { storeId: store.storeId }, { signal }),
    refetchInterval: REALTIME_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** The vendor's recent searches (Search State). */
export function recentSearchesQueryOptions(client: StoreSearchClient, userId: string | number) {
  return defineQueryOptions({
    queryKey: analyticsKeys.recentSearches(userId),
    queryFn: ({ signal }) => getRecentSearches(client, { userId }, { signal }),
  });
}
