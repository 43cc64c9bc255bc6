import type { BatchInit, StoreSearchError, SyncHistory } from '@storesearch/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { useBatchInit } from './useBatchInit';

const selectSyncHistory = (data: BatchInit): SyncHistory => data.syncHistory;

/** The vendor's sync runs (newest first) and their totals. */
export function useSyncHistory(): UseQueryResult<SyncHistory, StoreSearchError> {
  return useBatchInit(selectSyncHistory);
}
