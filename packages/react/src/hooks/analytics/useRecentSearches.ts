import type { StoreSearchError } from '@storesearch/sdk';
import {
  type AnalyticsPeriod,
  type RecentSearchRow,
  recentSearchesQueryOptions,
} from '@storesearch/sdk/analytics';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';
import { useStoreSearchUser } from '../shared/useStoreSearchUser';

/**
 * The signed-in vendor's recent searches (Search State), of a period or of every event kept; no call without a
 * signed-in user id (spec section 8).
 */
export function useRecentSearches(
  range?: AnalyticsPeriod,
): UseQueryResult<RecentSearchRow[], StoreSearchError> {
  const client = useStoreSearchClient();
  const userId = useStoreSearchUser()?.id ?? '';
  return useQuery({ ...recentSearchesQueryOptions(client, userId, range), enabled: userId !== '' });
}
