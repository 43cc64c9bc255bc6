import type { StoreSearchError } from '@storesearch/sdk';
import {
  type InsightsOverview,
  type InsightsQueryInput,
  insightsOverviewQueryOptions,
} from '@storesearch/sdk/insights';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** A period's totals, each with its change against the previous period; polled as the dashboard is. */
export function useInsightsOverview(
  input: InsightsQueryInput,
): UseQueryResult<InsightsOverview, StoreSearchError> {
  const client = useStoreSearchClient();
  return useQuery(insightsOverviewQueryOptions(client, input));
}
