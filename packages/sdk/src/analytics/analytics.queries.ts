import { storeScopeKey, storesearchKeys } from '../client/client.keys';
import { defineQueryOptions, ROUTE_READS_FRESH_MS } from '../client/client.queries';
import type { StoreSearchClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import { DEFAULT_TIME_ZONE, serialisePeriod } from '../insights/insights.period';
import {
  type AnalyticsPeriod,
  getBatchDashboard,
  getFilterUsage,
  getRealtime,
  getRecentSearches,
} from './analytics.api';

/** The vendor dashboard polls every 30 seconds (spec section 9). */
export const DASHBOARD_POLL_MS = 30_000;

/** The real-time page polls every 10 seconds (spec section 9). */
export const REALTIME_POLL_MS = 10_000;

/**
 * How long an analytics answer counts as fresh: a screen that mounts this soon after the same read (started by
 * its route while the screen's code loaded, or asked by the screen before) shows it without asking again. The
 * polls still refresh it on their own clock.
 */
export const ANALYTICS_FRESH_MS = ROUTE_READS_FRESH_MS;

/**
 * The key segments of a period: none for every event kept, else the period as URLs write it, its zone, and
 * whether it is the period before.
 */
export function periodKey(range: AnalyticsPeriod = {}) {
  return range.period === undefined
    ? ([] as const)
    : ([
        serialisePeriod(range.period),
        range.timeZone ?? DEFAULT_TIME_ZONE,
        range.previous === true ? 'previous' : 'current',
      ] as const);
}

/** Query keys of the analytics domain: a store's figures under its scope, a vendor user's under the user's. */
export const analyticsKeys = {
  /** Vendor dashboard data. */
  batchDashboard: (store: StoreScope, range?: AnalyticsPeriod) =>
    [...storeScopeKey(store), 'batch-dashboard', ...periodKey(range)] as const,
  /** Filter usage records. */
  filterUsage: (store: StoreScope, range?: AnalyticsPeriod) =>
    [...storeScopeKey(store), 'filter-usage', ...periodKey(range)] as const,
  /** Real-time data. */
  realtime: (store: StoreScope) => [...storeScopeKey(store), 'realtime'] as const,
  /** Recent searches (Search State). */
  recentSearches: (userId: string | number, range?: AnalyticsPeriod) =>
    [...storesearchKeys.user(userId).all, 'recent-searches', ...periodKey(range)] as const,
};

/** Vendor dashboard data (of a period, or of every event kept), polled every 30 s while the page is visible. */
export function batchDashboardQueryOptions(
  client: StoreSearchClient,
  store: StoreScope,
  range: AnalyticsPeriod = {},
) {
  return defineQueryOptions({
    queryKey: analyticsKeys.batchDashboard(store, range),
    queryFn: ({ signal }) => getBatchDashboard(client, { storeId: store.storeId, ...range }, { signal }),
    staleTime: ANALYTICS_FRESH_MS,
    refetchInterval: DASHBOARD_POLL_MS,
    // Said outright (it is TanStack Query's default): a hidden tab does not poll.
    refetchIntervalInBackground: false,
  });
}

/** Filter usage records of a period, or of the last 90 days. */
export function filterUsageQueryOptions(
  client: StoreSearchClient,
  store: StoreScope,
  range: AnalyticsPeriod = {},
) {
  return defineQueryOptions({
    queryKey: analyticsKeys.filterUsage(store, range),
    queryFn: ({ signal }) => getFilterUsage(client, { storeId: store.storeId, ...range }, { signal }),
    staleTime: ANALYTICS_FRESH_MS,
  });
}

/** Real-time data, polled every 10 s while the page is visible. */
export function realtimeQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: analyticsKeys.realtime(store),
    queryFn: ({ signal }) => getRealtime(client, { storeId: store.storeId }, { signal }),
    staleTime: ANALYTICS_FRESH_MS,
    refetchInterval: REALTIME_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** The vendor's recent searches (Search State), of a period or of every event kept. */
export function recentSearchesQueryOptions(
  client: StoreSearchClient,
  userId: string | number,
  range: AnalyticsPeriod = {},
) {
  return defineQueryOptions({
    queryKey: analyticsKeys.recentSearches(userId, range),
    queryFn: ({ signal }) => getRecentSearches(client, { userId, ...range }, { signal }),
    staleTime: ANALYTICS_FRESH_MS,
  });
}
