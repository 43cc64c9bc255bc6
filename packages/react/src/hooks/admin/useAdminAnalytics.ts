import type { StoreSearchError } from '@storesearch/sdk';
import { type AdminAnalytics, adminAnalyticsQueryOptions } from '@storesearch/sdk/admin';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The admin analytics (dashboard tiles, charts, plan breakdown, system metrics). */
export function useAdminAnalytics(): UseQueryResult<AdminAnalytics, StoreSearchError> {
  return useQuery(adminAnalyticsQueryOptions(useStoreSearchClient()));
}
