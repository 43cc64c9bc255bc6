import {
  type Collector,
  createCollector,
  UBI_COLLECT_PATH,
  type UbiEventDetails,
  type UbiTransport,
} from '@storesearch/sdk/ubi';
import { useCallback, useEffect } from 'react';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';
import { useStoreSearchUser } from '../shared/useStoreSearchUser';
import { useSelectedStoreId } from '../stores/useSelectedStoreId';

/** Options of useUbiTracking. */
export interface UbiTrackingOptions {
  /** How batches leave the page; the browser's beacon and fetch by default (tests pass a fake). */
  readonly transport?: UbiTransport;
}

/** One collector per endpoint and page (the SDK's rule): every component that tracks shares its queue. */
const collectors = new Map<string, Collector>();

/** The page's collector for an endpoint, created on first use. */
function pageCollector(endpoint: string, transport: UbiTransport | undefined): Collector {
  let collector = collectors.get(endpoint);
  if (!collector) {
    collector = createCollector({ endpoint, ...(transport ? { transport } : {}) });
    collectors.set(endpoint, collector);
  }
  return collector;
}

/**
 * Records analytics (UBI) events through the SDK's collector, about the signed-in user, their vendor and the
 * selected store: batching, retries and delivery on page hide are the collector's. Returns `track(name, details)`.
 */
export function useUbiTracking(
  options: UbiTrackingOptions = {},
): (name: string, details?: UbiEventDetails) => void {
  const client = useStoreSearchClient();
  const user = useStoreSearchUser();
  const storeId = useSelectedStoreId();
  const endpoint = `${client.config.baseUrl ?? ''}${UBI_COLLECT_PATH}`;
  const collector = pageCollector(endpoint, options.transport);
  const userId = user ? String(user.id) : null;
  const vendorId = client.config.vendorId === undefined ? null : String(client.config.vendorId);

  // Later events are about whoever is signed in now (a sign-out clears the ids).
  useEffect(() => {
    collector.setContext({ userId, vendorId, storeId });
  }, [collector, userId, vendorId, storeId]);

  return useCallback(
    (name: string, details?: UbiEventDetails) => {
      // Set again here: an event tracked in the same render as a sign-in must carry the new ids.
      collector.setContext({ userId, vendorId, storeId });
      collector.track(name, details);
    },
    [collector, userId, vendorId, storeId],
  );
}
