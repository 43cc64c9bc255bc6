import type { StoreSearchError } from '@storesearch/sdk';
import { type BatchInit, batchInitQueryOptions } from '@storesearch/sdk/stores';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/**
 * The welcome page's data (vendor, stores, active syncs, sync history) from one batch-init request.
 * `select` narrows it per caller; every caller shares the one request and cache entry.
 */
export function useBatchInit<T = BatchInit>(
  select?: (data: BatchInit) => T,
): UseQueryResult<T, StoreSearchError> {
  const client = useStoreSearchClient();
  return useQuery({ ...batchInitQueryOptions(client), select });
}
