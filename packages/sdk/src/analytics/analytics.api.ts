import * as z from 'zod/mini';
import { defineEndpoint } from '../client/client.endpoint';
import { callInput, type RequestOptions, request, type StoreSearchClient } from '../client/client.request';
import { idSchema, unwrapList } from '../client/client.schema';
import { type Period, serialisePeriod } from '../insights/insights.period';
import {
  type BatchDashboard,
  batchDashboardResponseSchema,
  type FilterUsageRecord,
  filterUsageResponseSchema,
  periodQuerySchema,
  type RealtimeData,
  type RecentSearchRow,
  realtimeResponseSchema,
  recentSearchesResponseSchema,
} from './analytics.schema';

const TAG = 'analytics';
const storeParams = z.object({ storeId: idSchema });

/** GET /api/v1/analytics/store/{storeId}/batch-dashboard: the vendor dashboard's data. */
export const getBatchDashboardEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'getBatchDashboard',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/analytics/store/{storeId}/batch-dashboard',
  params: storeParams,
  query: periodQuerySchema,
  response: batchDashboardResponseSchema,
});

/** GET /api/v1/analytics/store/{storeId}/filters: filter usage records. */
export const getFilterUsageEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'getFilterUsage',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/analytics/store/{storeId}/filters',
  params: storeParams,
  query: periodQuerySchema,
  response: filterUsageResponseSchema,
});

/** GET /api/v1/analytics/store/{storeId}/realtime: hourly activity and recent events. */
export const getRealtimeEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'getRealtime',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/analytics/store/{storeId}/realtime',
  params: storeParams,
  response: realtimeResponseSchema,
});

/** GET /api/v1/analytics/vendor/{userId}/recent-searches: the Search State table. */
export const getRecentSearchesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'getRecentSearches',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/analytics/vendor/{userId}/recent-searches',
  params: z.object({ userId: idSchema }),
  query: periodQuerySchema,
  response: recentSearchesResponseSchema,
});

/** The period an analytics call reports on; every event kept when omitted. */
export interface AnalyticsPeriod {
  /** The period. */
  readonly period?: Period;
  /** The store's IANA time zone its days are counted in; UTC when omitted. */
  readonly timeZone?: string | undefined;
  /** Report on the period of as many days just before `period` instead: what a screen compares with. */
  readonly previous?: boolean;
}

/** The query string of a period: what is left out is not sent. */
export function periodQuery(input: AnalyticsPeriod) {
  return {
    period: input.period === undefined ? undefined : serialisePeriod(input.period),
    timeZone: input.timeZone,
    previous: input.period !== undefined && input.previous === true ? ('true' as const) : undefined,
  };
}

/** The vendor dashboard's data for a store. */
export async function getBatchDashboard(
  client: StoreSearchClient,
  input: { readonly storeId: string | number } & AnalyticsPeriod,
  options?: RequestOptions,
): Promise<BatchDashboard> {
  callInput('getBatchDashboard', input);
  const { storeId } = input;
  return (
    await request(
      client,
      getBatchDashboardEndpoint,
      { params: { storeId }, query: periodQuery(input) },
      options,
    )
  ).data;
}

/** The store's filter usage records. */
export async function getFilterUsage(
  client: StoreSearchClient,
  input: { readonly storeId: string | number } & AnalyticsPeriod,
  options?: RequestOptions,
): Promise<FilterUsageRecord[]> {
  callInput('getFilterUsage', input);
  const { storeId } = input;
  return (
    await request(client, getFilterUsageEndpoint, { params: { storeId }, query: periodQuery(input) }, options)
  ).data;
}

/** The store's hourly activity and recent events. */
export async function getRealtime(
  client: StoreSearchClient,
  input: { readonly storeId: string | number },
  options?: RequestOptions,
): Promise<RealtimeData> {
  callInput('getRealtime', input);
  return (await request(client, getRealtimeEndpoint, { params: input }, options)).data;
}

/** The vendor's recent searches, from a bare list or a `{ data }` wrapper. */
export async function getRecentSearches(
  client: StoreSearchClient,
  input: { readonly userId: string | number } & AnalyticsPeriod,
  options?: RequestOptions,
): Promise<RecentSearchRow[]> {
  callInput('getRecentSearches', input);
  const { userId } = input;
  return unwrapList(
    await request(
      client,
      getRecentSearchesEndpoint,
      { params: { userId }, query: periodQuery(input) },
      options,
    ),
  );
}
