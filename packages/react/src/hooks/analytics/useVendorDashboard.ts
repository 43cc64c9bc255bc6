import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import {
  type BatchDashboard,
  batchDashboardQueryOptions,
  clickThroughRate,
  conversionValue,
  type ProductClicks,
  sortableDashboardSearch,
  topClickedProducts,
} from '@storesearch/sdk/analytics';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** A store scope that is never requested: stands in while no store is selected (the query is disabled). */
export const NO_STORE: StoreScope = { storeId: '0', storeType: 'shopify' };

/** The vendor dashboard's figures, derived with the SDK's formulas. */
export interface VendorDashboardData {
  /** Searches in the period. */
  readonly totalSearches: number;
  /** Product clicks (the sum over products). */
  readonly clicks: number;
  /** Click-through rate in percent: clicks / searches x 100, rounded. */
  readonly clickThroughRate: number;
  /** Conversion value in dollars: clicks x $10. */
  readonly conversionValue: number;
  /** The 5 most clicked products. */
  readonly topClicked: ProductClicks[];
  /** Recent searches with every figure the filter sorts on. */
  readonly recentSearches: ReturnType<
    typeof sortableDashboardSearch<BatchDashboard['recentSearches'][number]>
  >[];
}

/** Derives the dashboard's figures from batch-dashboard. */
export function toVendorDashboard(data: BatchDashboard): VendorDashboardData {
  const clicks = data.productClicks.reduce((sum, product) => sum + product.clicks, 0);
  const totalSearches = data.dashboard.totalSearches;
  return {
    totalSearches,
    clicks,
    clickThroughRate: clickThroughRate(clicks, totalSearches),
    conversionValue: conversionValue(clicks),
    topClicked: topClickedProducts(data.productClicks),
    recentSearches: data.recentSearches.map(sortableDashboardSearch),
  };
}

/**
 * The selected store's dashboard: polled every 30 s (paused while the tab is hidden, TanStack Query's default),
 * refetched when the store changes (it is part of the key); no call without a store.
 */
export function useVendorDashboard(
  store: StoreScope | null | undefined,
): UseQueryResult<VendorDashboardData, StoreSearchError> {
  const client = useStoreSearchClient();
  return useQuery({
    ...batchDashboardQueryOptions(client, store ?? NO_STORE),
    enabled: Boolean(store),
    select: toVendorDashboard,
  });
}
