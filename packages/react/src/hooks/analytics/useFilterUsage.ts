import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import {
  type FilterUsageDay,
  type FilterUsageRecord,
  filterUsageQueryOptions,
  filterUsageSeries,
} from '@storesearch/sdk/analytics';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { NO_STORE } from '../shared/noStore';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

const toSeries = (records: FilterUsageRecord[]): FilterUsageDay[] => filterUsageSeries(records);

/** The selected store's filter usage per day (category, brand, size, color, tag); no call without a store. */
export function useFilterUsage(
  store: StoreScope | null | undefined,
): UseQueryResult<FilterUsageDay[], StoreSearchError> {
  const client = useStoreSearchClient();
  return useQuery({
    ...filterUsageQueryOptions(client, store ?? NO_STORE),
    enabled: Boolean(store),
    select: toSeries,
  });
}
