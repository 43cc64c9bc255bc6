import type * as z from 'zod/mini';
import { type AnyEndpoint, defineEndpoint, type EndpointResult } from '../client/client.endpoint';
import { callInput, type RequestOptions, request, type StoreSearchClient } from '../client/client.request';
import { type Period, serialisePeriod } from './insights.period';
import {
  type ClickPositionsReport,
  type ConversionsReport,
  clickPositionsReportSchema,
  conversionsReportSchema,
  type InsightsOverview,
  insightsOverviewSchema,
  insightsQuerySchema,
  insightsResponseSchema,
  type NoClicksReport,
  type NoResultsReport,
  noClicksReportSchema,
  noResultsReportSchema,
  type TrendingReport,
  trendingReportSchema,
} from './insights.schema';

const TAG = 'analytics';
const BASE = '/api/v1/analytics/insights';

/** A proposed GET under /api/v1/analytics/insights: the period and scope in the query, the report under `data`. */
function insightsEndpoint<const Id extends string, Report extends z.ZodMiniType>(
  id: Id,
  slug: string,
  report: Report,
) {
  return defineEndpoint({
    id,
    tag: TAG,
    method: 'GET',
    path: `${BASE}/${slug}`,
    query: insightsQuerySchema,
    response: insightsResponseSchema(report),
    proposed: true,
  });
}

/** GET /api/v1/analytics/insights/overview: totals with their changes and the daily series (proposed). */
export const getInsightsOverviewEndpoint = /* @__PURE__ */ insightsEndpoint(
  'getInsightsOverview',
  'overview',
  insightsOverviewSchema,
);

/** GET /api/v1/analytics/insights/no-results: queries that found nothing (proposed). */
export const getNoResultQueriesEndpoint = /* @__PURE__ */ insightsEndpoint(
  'getNoResultQueries',
  'no-results',
  noResultsReportSchema,
);

/** GET /api/v1/analytics/insights/no-clicks: queries whose results nobody clicked (proposed). */
export const getNoClickQueriesEndpoint = /* @__PURE__ */ insightsEndpoint(
  'getNoClickQueries',
  'no-clicks',
  noClicksReportSchema,
);

/** GET /api/v1/analytics/insights/click-positions: where clicks land, per query and overall (proposed). */
export const getClickPositionsEndpoint = /* @__PURE__ */ insightsEndpoint(
  'getClickPositions',
  'click-positions',
  clickPositionsReportSchema,
);

/** GET /api/v1/analytics/insights/top-converting: queries that led to purchases (proposed). */
export const getTopConvertingQueriesEndpoint = /* @__PURE__ */ insightsEndpoint(
  'getTopConvertingQueries',
  'top-converting',
  conversionsReportSchema,
);

/** GET /api/v1/analytics/insights/no-conversions: queries clicked without a purchase (proposed). */
export const getNoConversionQueriesEndpoint = /* @__PURE__ */ insightsEndpoint(
  'getNoConversionQueries',
  'no-conversions',
  conversionsReportSchema,
);

/** GET /api/v1/analytics/insights/trending: queries rising and falling against the previous period (proposed). */
export const getTrendingQueriesEndpoint = /* @__PURE__ */ insightsEndpoint(
  'getTrendingQueries',
  'trending',
  trendingReportSchema,
);

/** What an insights call reports on. */
export interface InsightsQuery {
  /** The period; the server resolves it in `timeZone` and compares it with the previous one. */
  readonly period: Period;
  /** The store's IANA time zone; UTC when omitted. */
  readonly timeZone?: string;
  /** One store; every store of the vendor when omitted. */
  readonly storeId?: string | number;
  /** One platform (shopify or woocommerce); every platform when omitted. */
  readonly platform?: string;
}

/**
 * The query string of an insights call: the period as URLs write it; what is left out is not sent. Anything
 * that is not a period is passed on as it is, for the query's schema to refuse with an invalidArgument error.
 */
export function insightsQueryParams(input: InsightsQuery): z.input<typeof insightsQuerySchema> {
  const { period, timeZone, storeId, platform } = input;
  const written = isPeriod(period) ? serialisePeriod(period) : (period as unknown as string);
  return { period: written, timeZone, storeId, platform };
}

/** True for a value shaped as a period (a preset, or a range with its two dates). */
function isPeriod(value: unknown): value is Period {
  if (typeof value !== 'object' || value === null) return false;
  const { kind } = value as { kind?: unknown };
  return kind === 'preset' || kind === 'custom';
}

/** An insights endpoint: the period and scope in the query, the report under `data`. */
type InsightsEndpoint = AnyEndpoint & {
  readonly query: typeof insightsQuerySchema;
  readonly response: z.ZodMiniType<{ data: unknown }>;
};

/** The report of an insights endpoint. */
export type InsightsData<D extends InsightsEndpoint> = EndpointResult<D>['data'];

/** Calls an insights endpoint and hands back its report. */
async function insightsCall<D extends InsightsEndpoint>(
  client: StoreSearchClient,
  endpoint: D,
  input: InsightsQuery,
  options?: RequestOptions,
): Promise<InsightsData<D>> {
  callInput(endpoint.id, input);
  // `request` types its input from a concrete descriptor; every insights descriptor takes exactly this query.
  const body = await request(
    client,
    endpoint as AnyEndpoint,
    { query: insightsQueryParams(input) } as never,
    options,
  );
  return (body as { data: InsightsData<D> }).data;
}

/** The period's totals with their changes and the daily series beside the previous period. */
export function getInsightsOverview(
  client: StoreSearchClient,
  input: InsightsQuery,
  options?: RequestOptions,
): Promise<InsightsOverview> {
  return insightsCall(client, getInsightsOverviewEndpoint, input, options);
}

/** Queries that found nothing in the period, with their trend and fixes. */
export function getNoResultQueries(
  client: StoreSearchClient,
  input: InsightsQuery,
  options?: RequestOptions,
): Promise<NoResultsReport> {
  return insightsCall(client, getNoResultQueriesEndpoint, input, options);
}

/** Queries whose results nobody clicked in the period. */
export function getNoClickQueries(
  client: StoreSearchClient,
  input: InsightsQuery,
  options?: RequestOptions,
): Promise<NoClicksReport> {
  return insightsCall(client, getNoClickQueriesEndpoint, input, options);
}

/** Average click position per query and clicks per position overall. */
export function getClickPositions(
  client: StoreSearchClient,
  input: InsightsQuery,
  options?: RequestOptions,
): Promise<ClickPositionsReport> {
  return insightsCall(client, getClickPositionsEndpoint, input, options);
}

/** Queries that led to purchases, the most first. */
export function getTopConvertingQueries(
  client: StoreSearchClient,
  input: InsightsQuery,
  options?: RequestOptions,
): Promise<ConversionsReport> {
  return insightsCall(client, getTopConvertingQueriesEndpoint, input, options);
}

/** Queries clicked without a purchase. */
export function getNoConversionQueries(
  client: StoreSearchClient,
  input: InsightsQuery,
  options?: RequestOptions,
): Promise<ConversionsReport> {
  return insightsCall(client, getNoConversionQueriesEndpoint, input, options);
}

/** Queries rising and falling against the previous period. */
export function getTrendingQueries(
  client: StoreSearchClient,
  input: InsightsQuery,
  options?: RequestOptions,
): Promise<TrendingReport> {
  return insightsCall(client, getTrendingQueriesEndpoint, input, options);
}
