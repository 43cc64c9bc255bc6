import { Flex, Heading } from '@radix-ui/themes';
import {
  ActiveSyncs,
  StoreList,
  type StoreListItem,
  SyncHistoryTable,
  type SyncProgressStore,
  storeCardControl,
  useStartSync,
  useStores,
  useSyncHistory,
  useT,
} from '@storesearch/react';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { PATHS } from '../../routes/paths';

/** Loaded when a store's progress is first opened: the welcome page's first load does without it. */
const SyncProgressDialog = lazy(() =>
  import('./SyncProgressDialog.lazy').then((module) => ({ default: module.SyncProgressDialog })),
);

/** The store whose sync the progress dialog follows, and whether it is the first sync of a new store. */
export interface WatchedSync extends SyncProgressStore {
  readonly isNew: boolean;
}

/** The store as the progress dialog needs it. */
const toProgressStore = (store: StoreListItem): SyncProgressStore => ({
  storeId: store.id,
  storeType: store.storeType,
  storeName: store.storeName,
});

/** The sync a screen's progress dialog follows, and the actions that start, retry, show and close it. */
export interface SyncRun {
  /** The store whose progress is open, or null when the dialog is closed. */
  readonly watching: WatchedSync | null;
  /** The dialog's key: a new run of the same store needs a fresh poller, so each run gets its own. */
  readonly dialogKey: string;
  /** Stores whose Start Sync or Re-Sync request is under way. */
  readonly startingStoreIds: ReadonlySet<string>;
  /** Starts a sync (or a re-sync) of a listed store and, once the server accepts it, opens its progress. */
  readonly startSync: (store: StoreListItem, isReSync: boolean) => void;
  /** Opens the progress of a listed store's running sync. */
  readonly showProgress: (store: StoreListItem) => void;
  /** Opens the progress of a newly connected store's first sync. */
  readonly watchNewStore: (store: SyncProgressStore) => void;
  /** Starts the watched store's sync again after a failure, in the same dialog. */
  readonly retry: () => void;
  /** Closes the progress dialog. */
  readonly close: () => void;
}

/**
 * The vendor screens' sync actions around one progress dialog (welcome, sync and E-commerce): a started or
 * retried run opens the dialog afresh, a failed request leaves it as it was (useStartSync says why in a toast).
 * It lives beside the sections because the welcome page loads them: the E-commerce screen takes it from the
 * chunk the first page already has, where a module of its own would be one more file on the first route.
 */
export function useSyncRun(): SyncRun {
  const { start, startingStoreIds } = useStartSync();
  const [watching, setWatching] = useState<WatchedSync | null>(null);
  const [run, setRun] = useState(0);

  const startSync = useCallback(
    (store: StoreListItem, isReSync: boolean) => {
      void start(toProgressStore(store), isReSync).then((started) => {
        if (!started) return;
        setRun((n) => n + 1);
        setWatching({ ...toProgressStore(store), isNew: false });
      });
    },
    [start],
  );
  const retry = useCallback(() => {
    if (!watching) return;
    void start(watching, true, { retry: true }).then((started) => {
      if (started) setRun((n) => n + 1);
    });
  }, [start, watching]);
  const showProgress = useCallback(
    (store: StoreListItem) => setWatching({ ...toProgressStore(store), isNew: false }),
    [],
  );
  const watchNewStore = useCallback((store: SyncProgressStore) => setWatching({ ...store, isNew: true }), []);
  const close = useCallback(() => setWatching(null), []);

  return {
    watching,
    dialogKey: watching ? `${watching.storeType}-${watching.storeId}-${run}` : 'none',
    startingStoreIds,
    startSync,
    showProgress,
    watchNewStore,
    retry,
    close,
  };
}

/**
 * Active Syncs, Your Stores and Sync History with their actions, shared by the welcome and sync screens:
 * Start Sync / Re-Sync start a run and open its progress dialog; View Details opens the store's details on
 * E-commerce, and Add Store the connection form there.
 */
export function StoreSyncSections() {
  const t = useT();
  const router = useRouter();
  const stores = useStores();
  const history = useSyncHistory();
  const sync = useSyncRun();
  const { watching } = sync;
  const loading = stores.isPending;
  // The sync button that opened the dialog is hidden while the store syncs: focus goes back to its card.
  const watched = useRef<SyncProgressStore | null>(null);
  if (watching) watched.current = watching;
  const backToStore = useCallback(() => (watched.current ? storeCardControl(watched.current) : null), []);

  return (
    <>
      <ActiveSyncs stores={stores.data} loading={loading} onShowProgress={sync.showProgress} />
      <StoreList
        stores={stores.data}
        loading={loading}
        startingStoreIds={sync.startingStoreIds}
        onStartSync={sync.startSync}
        onViewDetails={(store) =>
          router.history.push(
            `${PATHS.vendorEcommerce}?${new URLSearchParams({ storeId: store.id, storeType: store.storeType })}`,
          )
        }
        onAddStore={() => router.history.push(PATHS.vendorEcommerce)}
      />
      <Flex direction="column" gap="3" asChild>
        <section aria-labelledby="sync-history-heading">
          <Heading as="h2" size="4" id="sync-history-heading">
            {t('syncHistory')}
          </Heading>
          <SyncHistoryTable entries={history.data?.history} loading={loading} stores={stores.data} />
        </section>
      </Flex>
      {watching && (
        <Suspense fallback={null}>
          <SyncProgressDialog
            key={sync.dialogKey}
            store={watching}
            onClose={sync.close}
            onRetry={sync.retry}
            returnFocusTo={backToStore}
          />
        </Suspense>
      )}
    </>
  );
}
