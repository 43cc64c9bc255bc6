import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import {
  type AnalyticsPeriod,
  type FilterUsageDay,
  type FilterUsageRecord,
  filterUsageQueryOptions,
  filterUsageSeries,
} from '@storesearch/sdk/analytics';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { NO_STORE } from '../shared/noStore';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/**
 * The selected store's filter usage per day (category, brand, size, color, tag), of a period or of the last 90
 * days, its days counted in the range's time zone (UTC when it names none); no call without a store.
 */
export function useFilterUsage(
  store: StoreScope | null | undefined,
  range?: AnalyticsPeriod,
): UseQueryResult<FilterUsageDay[], StoreSearchError> {
  const client = useStoreSearchClient();
  const timeZone = range?.timeZone;
  const toSeries = useCallback(
    (records: FilterUsageRecord[]): FilterUsageDay[] => filterUsageSeries(records, timeZone),
    [timeZone],
  );
  return useQuery({
    ...filterUsageQueryOptions(client, store ?? NO_STORE, range),
    enabled: Boolean(store),
    select: toSeries,
  });
}
