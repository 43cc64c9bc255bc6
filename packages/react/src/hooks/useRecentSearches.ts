import type { RecentSearchRow, StoreSearchError } from '@storesearch/sdk';
import { recentSearchesQueryOptions } from '@storesearch/sdk/query';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from './useStoreSearchClient';
import { useStoreSearchUser } from './useStoreSearchUser';

/** The signed-in vendor's recent searches (Search State); no call without a signed-in user id (spec section 8). */
export function useRecentSearches(): UseQueryResult<RecentSearchRow[], StoreSearchError> {
  const client = useStoreSearchClient();
  const userId = useStoreSearchUser()?.id ?? '';
  return useQuery({ ...recentSearchesQueryOptions(client, userId), enabled: userId !== '' });
}
