import { type BatchInit, type StoreListRow, toStoreListRows } from '@storesearch/sdk/stores';
import { hasSyncHistory } from '@storesearch/sdk/sync';

/** A store row with what its sync button needs to know. */
export interface StoreListItem extends StoreListRow {
  /** True when the store was synchronised before: its action is Re-Sync instead of Start Sync. */
  readonly hasHistory: boolean;
}

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
