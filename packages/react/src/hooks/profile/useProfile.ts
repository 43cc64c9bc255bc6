import type { StoreSearchError } from '@storesearch/sdk';
import { type SessionUser, sessionQueryOptions } from '@storesearch/sdk/profile';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';
import { useStoreSearchUser } from '../shared/useStoreSearchUser';

/** The signed-in user's profile, fresh from the session call; the provider's user shows meanwhile. */
export function useProfile(): UseQueryResult<SessionUser, StoreSearchError> {
  const client = useStoreSearchClient();
  const user = useStoreSearchUser();
  return useQuery({ ...sessionQueryOptions(client), placeholderData: user ?? undefined });
}
