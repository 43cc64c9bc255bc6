import type { MessageKey } from '../i18n/messages';
import type { StoreListRow } from '../stores/stores.schema';
import type { SyncHistoryEntry, SyncStats } from './sync.schema';

/** What a store card shows: its badge and, when it is not syncing, the action that starts a sync. */
export interface StoreSyncState {
  /** 'Syncing' or 'Ready'. */
  readonly badgeKey: Extract<MessageKey, 'storeSyncing' | 'storeReady'>;
  /** The sync action, or null while a sync runs. */
  readonly action: {
    /** 'Start Sync' or 'Re-Sync'. */
    readonly labelKey: Extract<MessageKey, 'startSync' | 'reSync'>;
    /** The `isReSync` flag the action sends: false for Start Sync, true for Re-Sync. */
    readonly isReSync: boolean;
  } | null;
}

/** True when the store has at least one run in the history. */
export function hasSyncHistory(
  store: Pick<StoreListRow, 'id' | 'storeType'>,
  history: readonly Pick<SyncHistoryEntry, 'storeId' | 'storeType'>[],
): boolean {
  return history.some((entry) => entry.storeId === store.id && entry.storeType === store.storeType);
}

/**
 * One store's runs from a sync history, newest first (by start; a start that cannot be read goes last), for the
 * store's own details: its last run, its last completed run and its totals (`syncStats`).
 */
export function storeSyncRuns<Entry extends Pick<SyncHistoryEntry, 'storeId' | 'storeType' | 'startedAt'>>(
  store: Pick<StoreListRow, 'id' | 'storeType'>,
  history: readonly Entry[],
): Entry[] {
  const started = (entry: Entry) => {
    const time = Date.parse(entry.startedAt);
    return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY;
  };
  return history
    .filter((entry) => entry.storeId === store.id && entry.storeType === store.storeType)
    .sort((a, b) => started(b) - started(a) || 0);
}

/**
 * The name a sync history shows beside a run's platform: its store's, when another of the stores is on the same
 * platform (two Shopify stores' runs both read "Shopify" otherwise); undefined when the platform alone tells the
 * store, or the store is not among `stores` (one since removed).
 */
export function syncRunStoreName(
  entry: Pick<SyncHistoryEntry, 'storeId' | 'storeType'>,
  stores: readonly Pick<StoreListRow, 'id' | 'storeType' | 'storeName'>[],
): string | undefined {
  const samePlatform = stores.filter((store) => store.storeType === entry.storeType);
  if (samePlatform.length < 2) return undefined;
  return samePlatform.find((store) => store.id === entry.storeId)?.storeName;
}

/** A store's card state: Syncing while it has sync progress; else Ready with Start Sync, or Re-Sync once it has history. */
export function storeSyncState(
  store: Pick<StoreListRow, 'hasSyncProgress'>,
  hasHistory: boolean,
): StoreSyncState {
  if (store.hasSyncProgress) return { badgeKey: 'storeSyncing', action: null };
  return {
    badgeKey: 'storeReady',
    action: hasHistory ? { labelKey: 'reSync', isReSync: true } : { labelKey: 'startSync', isReSync: false },
  };
}

/** Duration of a run in whole seconds, or null while it runs or when a date is unreadable. */
export function syncDurationSeconds(
  entry: Pick<SyncHistoryEntry, 'startedAt' | 'completedAt'>,
): number | null {
  if (!entry.completedAt) return null;
  const ms = Date.parse(entry.completedAt) - Date.parse(entry.startedAt);
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms / 1000) : null;
}

/** Splits seconds into whole minutes and the remaining seconds, for 'm:ss' and 'Xm Ys'. */
export function splitDuration(totalSeconds: number): { readonly minutes: number; readonly seconds: number } {
  const whole = Math.max(0, Math.round(totalSeconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}

/** Totals over a sync history: runs, completed and failed runs, products of completed runs, latest start. */
export function syncStats(
  history: readonly Pick<SyncHistoryEntry, 'status' | 'productCount' | 'startedAt'>[],
): SyncStats {
  let lastSyncDate: string | null = null;
  let lastTime = Number.NEGATIVE_INFINITY;
  let successfulSyncs = 0;
  let failedSyncs = 0;
  let totalProductsSynced = 0;
  for (const entry of history) {
    if (entry.status === 'completed') {
      successfulSyncs++;
      totalProductsSynced += entry.productCount;
    } else if (entry.status === 'failed') {
      failedSyncs++;
    }
    const time = Date.parse(entry.startedAt);
    if (Number.isFinite(time) && time > lastTime) {
      lastTime = time;
      lastSyncDate = entry.startedAt;
    }
  }
  return { totalSyncs: history.length, successfulSyncs, failedSyncs, totalProductsSynced, lastSyncDate };
}
