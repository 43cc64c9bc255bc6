import { createCollector, UBI_COLLECT_PATH } from '@storesearch/sdk/ubi';

/**
 * One collector per page. It validates and queues events, sends them in batches (5 events, or 3 s after
 * the last one, or when the page is hidden or closed), retries with backoff, and keeps unsent events in
 * localStorage until a later page load delivers them.
 */
export function startAnalytics(apiOrigin: string, userId: string, vendorId: string) {
  const collector = createCollector({
    endpoint: `${apiOrigin}${UBI_COLLECT_PATH}`,
    userId,
    vendorId,
    platform: 'admin',
  });

  // Who later events are about: e.g. when the user picks another store.
  collector.setContext({ storeId: '201' });
  // An invalid event (empty name, a nested object in the details) throws a TypeError naming the field.
  collector.track('search', { search_query: 'running shoes' });
  collector.track('product_click', { search_query: 'running shoes', product_title: 'Trail Runner 2' });

  return collector; // collector.flush() sends now; collector.destroy() on unmount
}
