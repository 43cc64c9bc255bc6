import type { StoreSearchError } from '@storesearch/sdk';
import {
  type ClickPositionsReport,
  type ConversionsReport,
  clickPositionsQueryOptions,
  type InsightsQueryInput,
  type NoClicksReport,
  type NoResultsReport,
  noClickQueriesQueryOptions,
  noConversionQueriesQueryOptions,
  noResultQueriesQueryOptions,
  type TrendingReport,
  topConvertingQueriesQueryOptions,
  trendingQueriesQueryOptions,
} from '@storesearch/sdk/insights';
import { type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The insights calls that answer with report rows; `trending` answers both rising and falling queries. */
export interface InsightsReportCalls {
  /** Queries with no results. */
  noResults: NoResultsReport;
  /** Queries whose results nobody clicked. */
  noClicks: NoClicksReport;
  /** Click positions per query. */
  clickPositions: ClickPositionsReport;
  /** Top converting queries. */
  topConverting: ConversionsReport;
  /** Queries clicked without a purchase. */
  noConversions: ConversionsReport;
  /** Rising and falling queries. */
  trending: TrendingReport;
}

/** A report call by name. */
export type InsightsReportCall = keyof InsightsReportCalls;

/** The SDK's query factory of each report call. */
const FACTORIES = {
  noResults: noResultQueriesQueryOptions,
  noClicks: noClickQueriesQueryOptions,
  clickPositions: clickPositionsQueryOptions,
  topConverting: topConvertingQueriesQueryOptions,
  noConversions: noConversionQueriesQueryOptions,
  trending: trendingQueriesQueryOptions,
} as const;

/** One insights report of a period; `enabled: false` holds the call (a tab not shown yet). */
export function useInsightsReport<Call extends InsightsReportCall>(
  call: Call,
  input: InsightsQueryInput,
  enabled = true,
): UseQueryResult<InsightsReportCalls[Call], StoreSearchError> {
  const client = useStoreSearchClient();
  // Each factory is typed by its own report; the map of calls ties the name to that type.
  const options = FACTORIES[call](client, input) as unknown as UseQueryOptions<
    InsightsReportCalls[Call],
    StoreSearchError
  >;
  return useQuery({ ...options, enabled });
}
