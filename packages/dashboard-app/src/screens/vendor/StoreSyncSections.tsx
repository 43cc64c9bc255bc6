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

/** The store as the progress dialog needs it. */
const toProgressStore = (store: StoreListItem): SyncProgressStore => ({
  storeId: store.id,
  storeType: store.storeType,
  storeName: store.storeName,
});

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
  const { start, startingStoreIds } = useStartSync();
  const [watching, setWatching] = useState<SyncProgressStore | null>(null);
  // A new run of the same store needs a fresh poller: the dialog is keyed by the run.
  const [run, setRun] = useState(0);
  const loading = stores.isPending;
  const closeDialog = useCallback(() => setWatching(null), []);
  // The sync button that opened the dialog is hidden while the store syncs: focus goes back to its card.
  const watched = useRef<SyncProgressStore | null>(null);
  if (watching) watched.current = watching;
  const backToStore = useCallback(() => (watched.current ? storeCardControl(watched.current) : null), []);

  const onStartSync = async (store: StoreListItem, isReSync: boolean) => {
    if (await start(toProgressStore(store), isReSync)) {
      setRun((n) => n + 1);
      setWatching(toProgressStore(store));
    }
  };

  const onRetry = async () => {
    if (!watching) return;
    if (await start(watching, true, { retry: true })) setRun((n) => n + 1);
  };

  return (
    <>
      <ActiveSyncs
        stores={stores.data}
        loading={loading}
        onShowProgress={(store) => setWatching(toProgressStore(store))}
      />
      <StoreList
        stores={stores.data}
        loading={loading}
        startingStoreIds={startingStoreIds}
        onStartSync={(store, isReSync) => void onStartSync(store, isReSync)}
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
            key={run}
            store={watching}
            onClose={closeDialog}
            onRetry={() => void onRetry()}
            returnFocusTo={backToStore}
          />
        </Suspense>
      )}
    </>
  );
}
