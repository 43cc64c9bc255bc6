import { ANALYTICS_FRESH_MS, DASHBOARD_POLL_MS } from '../analytics/analytics.queries';
import { storesearchKeys } from '../client/client.keys';
import { defineQueryOptions } from '../client/client.queries';
import type { RequestOptions, StoreSearchClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import {
  getClickPositions,
  getInsightsOverview,
  getNoClickQueries,
  getNoConversionQueries,
  getNoResultQueries,
  getTopConvertingQueries,
  getTrendingQueries,
  type InsightsQuery,
} from './insights.api';
import { DEFAULT_TIME_ZONE, type Period, serialisePeriod } from './insights.period';

/** What an insights query reads: a period, one store or all of the vendor's, and maybe one platform. */
export interface InsightsQueryInput {
  /** The period. */
  readonly period: Period;
  /** The store's IANA time zone; UTC when omitted. */
  readonly timeZone?: string;
  /** One store; every store of the vendor when omitted. */
  readonly store?: StoreScope;
  /** One platform (shopify or woocommerce); every platform when omitted. */
  readonly platform?: string;
}

/**
 * Query keys of the insights: under the store's keys for one store (so they go with the store), under the
 * vendor's for all its stores (so connecting or removing a store refreshes them).
 */
export const insightsKeys = {
  /** Prefix of every insights key of one store, or of the vendor's stores together. */
  all: (store?: StoreScope) =>
    [
      ...(store ? storesearchKeys.store(store.storeId, store.storeType).all : storesearchKeys.vendor),
      'insights',
    ] as const,
  /** One report of a period, time zone and platform. */
  report: (report: string, input: InsightsQueryInput) =>
    [
      ...insightsKeys.all(input.store),
      report,
      serialisePeriod(input.period),
      input.timeZone ?? DEFAULT_TIME_ZONE,
      input.platform ?? null,
    ] as const,
};

/** Query options of one insights call, polled as the vendor dashboard is: the figures move as events arrive. */
function insightsQueryOptions<TData>(
  client: StoreSearchClient,
  report: string,
  input: InsightsQueryInput,
  call: (client: StoreSearchClient, input: InsightsQuery, options?: RequestOptions) => Promise<TData>,
) {
  const { period, timeZone, store, platform } = input;
  const query: InsightsQuery = { period, timeZone, storeId: store?.storeId, platform };
  return defineQueryOptions({
    queryKey: insightsKeys.report(report, input),
    queryFn: ({ signal }) => call(client, query, { signal }),
    staleTime: ANALYTICS_FRESH_MS,
    refetchInterval: DASHBOARD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** Totals with their changes and the daily series of a period (proposed endpoint). */
export function insightsOverviewQueryOptions(client: StoreSearchClient, input: InsightsQueryInput) {
  return insightsQueryOptions(client, 'overview', input, getInsightsOverview);
}

/** Queries with no results (proposed endpoint). */
export function noResultQueriesQueryOptions(client: StoreSearchClient, input: InsightsQueryInput) {
  return insightsQueryOptions(client, 'no-results', input, getNoResultQueries);
}

/** Queries with results but no clicks (proposed endpoint). */
export function noClickQueriesQueryOptions(client: StoreSearchClient, input: InsightsQueryInput) {
  return insightsQueryOptions(client, 'no-clicks', input, getNoClickQueries);
}

/** Click positions per query and overall (proposed endpoint). */
export function clickPositionsQueryOptions(client: StoreSearchClient, input: InsightsQueryInput) {
  return insightsQueryOptions(client, 'click-positions', input, getClickPositions);
}

/** Top converting queries (proposed endpoint). */
export function topConvertingQueriesQueryOptions(client: StoreSearchClient, input: InsightsQueryInput) {
  return insightsQueryOptions(client, 'top-converting', input, getTopConvertingQueries);
}

/** Queries clicked without a purchase (proposed endpoint). */
export function noConversionQueriesQueryOptions(client: StoreSearchClient, input: InsightsQueryInput) {
  return insightsQueryOptions(client, 'no-conversions', input, getNoConversionQueries);
}

/** Rising and falling queries (proposed endpoint). */
export function trendingQueriesQueryOptions(client: StoreSearchClient, input: InsightsQueryInput) {
  return insightsQueryOptions(client, 'trending', input, getTrendingQueries);
}
