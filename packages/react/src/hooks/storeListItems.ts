import { type BatchInit, toStoreListRows } from '@storesearch/sdk';
import type { StoreListItem } from '../components/StoreList/StoreList';

/**
 * The welcome page's store rows from batch-init: the SDK's rows (Shopify first, sync in flight marked),
 * each told whether the store was synchronised before, which turns Start Sync into Re-Sync (spec section 4).
 */
export function toStoreListItems(data: BatchInit): StoreListItem[] {
  const synced = new Set(data.syncHistory.history.map((run) => `${run.storeType}:${run.storeId}`));
  return toStoreListRows(data.stores, data.activeSyncs).map((row) => ({
    ...row,
    hasHistory: synced.has(`${row.storeType}:${row.id}`),
  }));
}
