import type { StoreSearchError } from '@storesearch/sdk';
import { type BatchInit, batchInitQueryOptions } from '@storesearch/sdk/stores';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/**
 * The welcome page's data (vendor, stores, active syncs, sync history) from one batch-init request.
 * `select` narrows it per caller; every caller shares the one request and cache entry. While a store is
 * synchronising, the list is read again every 10 s, so its card and the history follow the run to its end.
 */
export function useBatchInit<T = BatchInit>(
  select?: (data: BatchInit) => T,
): UseQueryResult<T, StoreSearchError> {
  const client = useStoreSearchClient();
  return useQuery({ ...batchInitQueryOptions(client), select });
}
