/** @storesearch/sdk/sync: starting a store's sync, its progress poller and the sync history's figures. */

export {
  getSyncProgress,
  getSyncProgressEndpoint,
  initiateSync,
  initiateSyncEndpoint,
} from './sync.api';
export {
  createSyncPoller,
  type PollerTimers,
  SYNC_CLOSE_DELAY_MS,
  SYNC_MAX_RETRIES,
  SYNC_POLL_INTERVAL_MS,
  type SyncPoller,
  type SyncPollerOptions,
  type SyncPollerPhase,
  type SyncPollerState,
} from './sync.poller';
export {
  initiateSyncMutationOptions,
  syncProgressQueryOptions,
} from './sync.queries';
export {
  hasSyncHistory,
  type StoreSyncState,
  splitDuration,
  storeSyncRuns,
  storeSyncState,
  syncDurationSeconds,
  syncRunStoreName,
  syncStats,
} from './sync.rules';
export {
  type ActiveSync,
  activeSyncSchema,
  type InitiateSyncBody,
  type InitiateSyncResponse,
  initiateSyncBodySchema,
  initiateSyncResponseSchema,
  type SyncHistory,
  type SyncHistoryEntry,
  type SyncProgress,
  type SyncStats,
  type SyncStatus,
  syncHistoryEntrySchema,
  syncHistorySchema,
  syncProgressResponseSchema,
  syncProgressSchema,
  syncStatsSchema,
  syncStatusSchema,
} from './sync.schema';
