import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import {
  type AnalyticsPeriod,
  batchDashboardQueryOptions,
  toVendorDashboard,
  type VendorDashboardData,
} from '@storesearch/sdk/analytics';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { NO_STORE } from '../shared/noStore';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/**
 * The selected store's dashboard, of a period (or of every event kept): polled every 30 s (paused while the tab
 * is hidden, TanStack Query's default), refetched when the store or the period changes (both are in the key);
 * no call without a store.
 */
export function useVendorDashboard(
  store: StoreScope | null | undefined,
  range?: AnalyticsPeriod,
): UseQueryResult<VendorDashboardData, StoreSearchError> {
  const client = useStoreSearchClient();
  return useQuery({
    ...batchDashboardQueryOptions(client, store ?? NO_STORE, range),
    enabled: Boolean(store),
    select: toVendorDashboard,
  });
}
