import { type BatchInit, toStoreListRows } from '@storesearch/sdk/stores';
import { hasSyncHistory } from '@storesearch/sdk/sync';
import type { StoreListItem } from '../../components/stores/StoreList/StoreList';

/**
 * The welcome page's store rows from batch-init: the SDK's rows (Shopify first, sync in flight marked),
 * each told whether the store was synchronised before, which turns Start Sync into Re-Sync (spec section 4).
 */
export function toStoreListItems(data: BatchInit): StoreListItem[] {
  const { history } = data.syncHistory;
  return toStoreListRows(data.stores, data.activeSyncs).map((row) => ({
    ...row,
    hasHistory: hasSyncHistory(row, history),
  }));
}
