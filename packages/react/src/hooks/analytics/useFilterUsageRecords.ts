import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import {
  type AnalyticsPeriod,
  type FilterUsageRecord,
  filterUsageQueryOptions,
} from '@storesearch/sdk/analytics';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { NO_STORE } from '../shared/noStore';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The selected store's filter usage records of a period, as the server sent them; no call without a store. */
export function useFilterUsageRecords(
  store: StoreScope | null | undefined,
  range: AnalyticsPeriod,
): UseQueryResult<FilterUsageRecord[], StoreSearchError> {
  const client = useStoreSearchClient();
  return useQuery({ ...filterUsageQueryOptions(client, store ?? NO_STORE, range), enabled: Boolean(store) });
}
