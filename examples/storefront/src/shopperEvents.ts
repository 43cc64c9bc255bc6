import { CLICK_EVENT, PURCHASE_EVENT } from '@storesearch/sdk/analytics';
import type { ProductSearchHit, ProductSearchResponse } from '@storesearch/sdk/products';
import type { Collector, UbiInsightDetails } from '@storesearch/sdk/ubi';

/**
 * A search as the insights read it: the query, the ids shown in order (`result_ids[i]` is at position i + 1) and
 * how many it found in all; a search that found nothing (`result_count: 0`) joins the no-result report.
 */
export function trackSearch(collector: Collector, search: ProductSearchResponse): void {
  const details = {
    search_query: search.query,
    result_ids: search.results.map((hit) => hit.id),
    result_count: search.total,
  } satisfies UbiInsightDetails;
  collector.track('search', details);
}

/** A click on one result of `search`: the product and its position among those shown, from 1. */
export function trackClick(collector: Collector, search: ProductSearchResponse, hit: ProductSearchHit): void {
  const details = {
    search_query: search.query,
    product_id: hit.id,
    product_title: hit.title,
    position: search.results.indexOf(hit) + 1,
  } satisfies UbiInsightDetails;
  collector.track(CLICK_EVENT, details);
}

/** A purchase of a result of `search`: its revenue in the search's currency, and the query that led to it. */
export function trackPurchase(
  collector: Collector,
  search: ProductSearchResponse,
  hit: ProductSearchHit,
): void {
  const details = {
    search_query: search.query,
    product_id: hit.id,
    product_title: hit.title,
    revenue: hit.price,
    currency: search.currency,
  } satisfies UbiInsightDetails;
  collector.track(PURCHASE_EVENT, details);
}
