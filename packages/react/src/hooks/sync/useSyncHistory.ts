import type { StoreSearchError } from '@storesearch/sdk';
import type { BatchInit } from '@storesearch/sdk/stores';
import type { SyncHistory } from '@storesearch/sdk/sync';
import type { UseQueryResult } from '@tanstack/react-query';
import { useBatchInit } from '../stores/useBatchInit';

const selectSyncHistory = (data: BatchInit): SyncHistory => data.syncHistory;

/** The vendor's sync runs (newest first) and their totals. */
export function useSyncHistory(): UseQueryResult<SyncHistory, StoreSearchError> {
  return useBatchInit(selectSyncHistory);
}
