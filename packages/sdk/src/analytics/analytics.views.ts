import {
  clickThroughRate,
  conversionValue,
  type RealtimeCounts,
  realtimeCounts,
  realtimeOpportunities,
  realtimeTopList,
  type SearchOrigin,
  searchOrigins,
  sortableDashboardSearch,
  type TopListEntry,
  topClickedProducts,
} from './analytics.rules';
import type { BatchDashboard, ProductClicks, RealtimeData } from './analytics.schema';

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

/** The real-time page's figures, derived with the SDK's rules. */
export interface RealtimeView {
  /** Searches, clicks, purchases and sales among the recent events. */
  readonly counts: RealtimeCounts;
  /** Search activity per hour, oldest first. */
  readonly hourly: { readonly hour: string; readonly searches: number }[];
  /** The 5 most searched queries. */
  readonly topSearches: TopListEntry[];
  /** The 5 most clicked products. */
  readonly topClicked: TopListEntry[];
  /** The 5 most searched queries no click followed. */
  readonly topOpportunities: TopListEntry[];
  /** Where the searches came from. */
  readonly origins: SearchOrigin[];
}

/** Derives the real-time page's figures from the realtime response. */
export function toRealtimeView(data: RealtimeData): RealtimeView {
  return {
    counts: realtimeCounts(data.recentEvents),
    hourly: data.hourlyData.map((bucket) => ({ hour: bucket.key_as_string, searches: bucket.doc_count })),
    topSearches: realtimeTopList(data.recentEvents, 'search'),
    topClicked: realtimeTopList(data.recentEvents, 'product_click'),
    topOpportunities: realtimeOpportunities(data.recentEvents),
    origins: searchOrigins(data.recentEvents),
  };
}
