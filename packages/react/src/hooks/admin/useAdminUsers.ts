import type { StoreSearchError } from '@storesearch/sdk';
import { type AdminUser, adminUsersQueryOptions } from '@storesearch/sdk/admin';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** Every platform user, for the admin Users table. */
export function useAdminUsers(): UseQueryResult<AdminUser[], StoreSearchError> {
  return useQuery(adminUsersQueryOptions(useStoreSearchClient()));
}
