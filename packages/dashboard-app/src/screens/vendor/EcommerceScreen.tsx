import {
  ConnectedStoresList,
  StoreConnectionForm,
  type StoreConnectionOutcome,
  StoreDetailsPanel,
  type StoreListItem,
  SyncProgressDialog,
  storeCardControl,
  useSelectedStore,
  useStoreDetails,
  useStores,
  useSubscription,
  useSyncHistory,
} from '@storesearch/react';
import type { StoreType } from '@storesearch/sdk';
import { findLinkedStore, storeHostForDisplay } from '@storesearch/sdk/stores';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { PATHS } from '../../routes/paths';
import { ScreenPage } from '../ScreenPage';
import { useSyncRun } from './StoreSyncSections';

/** Props of EcommerceScreen. */
export interface EcommerceScreenProps {
  /** The store whose details to show (the route's optional `storeId` search parameter). */
  readonly storeId?: string | undefined;
  /** Its platform (the route's optional `storeType`), when the link gives it. */
  readonly storeType?: StoreType | undefined;
}

/**
 * E-commerce (spec section 2): the store-connection form and the connected stores, with delete. A plan with no
 * store left says so in the form, with the upgrade link. A newly connected store's first sync opens the progress
 * dialog (spec section 4), which polls it to the end, closes 2 s after completion and refreshes the lists.
 * View Details (here or on the welcome page) shows the store's details above the form: its sync state and
 * history, its settings, Start Sync or Re-Sync, and a way to its settings and embed script.
 */
export function EcommerceScreen({ storeId, storeType }: EcommerceScreenProps) {
  const stores = useStores();
  const history = useSyncHistory();
  const navigate = useNavigate();
  // The plan's limits are per account; the usage-limits call is asked through the selected store.
  const { store: selected, select } = useSelectedStore();
  const limits = useSubscription(selected);
  const storeLimit = limits.data?.stores;
  const storeLimitReached =
    limits.data && storeLimit && storeLimit.remaining <= 0
      ? {
          plan: limits.data.planName,
          limit: storeLimit.limit,
          upgradeHref: PATHS.vendorSettingsSubscription,
        }
      : null;

  const shown = stores.data && findLinkedStore(stores.data, storeId, storeType);
  const details = useStoreDetails(shown ? { storeId: shown.id, storeType: shown.storeType } : null);
  const sync = useSyncRun();
  const { watching, watchNewStore } = sync;
  const onConnected = useCallback(
    (outcomes: readonly StoreConnectionOutcome[]) => {
      for (const outcome of outcomes) {
        if (outcome.status === 'connected' && outcome.store.id !== undefined) {
          watchNewStore({
            storeId: outcome.store.id,
            storeType: outcome.storeType,
            // Until the store list names it, the store goes by its host.
            storeName: storeHostForDisplay(outcome.url),
          });
          return;
        }
      }
    },
    [watchNewStore],
  );
  const listed = watching
    ? stores.data?.find((store) => store.id === watching.storeId && store.storeType === watching.storeType)
    : undefined;

  // Opening a store's details from this page moves focus to them; closing them puts it back on the store's card.
  const panel = useRef<HTMLDivElement>(null);
  const panelTitle = useCallback(() => panel.current?.querySelector<HTMLElement>('h2') ?? null, []);
  const focusPanel = useRef(false);
  const focusCard = useRef<StoreListItem | null>(null);
  useEffect(() => {
    if (focusPanel.current && shown) {
      focusPanel.current = false;
      panelTitle()?.focus();
    }
    if (focusCard.current && !storeId) {
      const store = focusCard.current;
      focusCard.current = null;
      storeCardControl({ storeId: store.id, storeType: store.storeType })?.focus();
    }
  });

  const openDetails = (store: StoreListItem) => {
    focusPanel.current = true;
    void navigate({
      to: PATHS.vendorEcommerce,
      search: { storeId: store.id, storeType: store.storeType },
    });
  };
  const closeDetails = () => {
    focusCard.current = shown ?? null;
    void navigate({ to: PATHS.vendorEcommerce, search: {} });
  };
  const openSettings = (store: StoreListItem) => {
    select({
      id: store.id,
      storeType: store.storeType,
      ...(store.timeZone ? { timeZone: store.timeZone } : {}),
    });
    void navigate({ to: PATHS.vendorSettingsGeneral });
  };

  return (
    <ScreenPage title="ecommerceTitle">
      {storeId !== undefined && (
        <div ref={panel}>
          <StoreDetailsPanel
            key={shown ? `${shown.storeType}-${shown.id}` : 'none'}
            store={stores.data ? (shown ?? null) : undefined}
            loading={stores.isPending}
            error={stores.error}
            settings={details.data}
            settingsLoading={details.isPending && details.fetchStatus !== 'idle'}
            settingsError={details.error}
            history={history.data?.history}
            starting={shown ? sync.startingStoreIds.has(shown.id) : false}
            onStartSync={sync.startSync}
            onShowProgress={sync.showProgress}
            onOpenSettings={openSettings}
            onClose={closeDetails}
          />
        </div>
      )}
      <StoreConnectionForm
        onConnected={onConnected}
        storeLimitReached={storeLimitReached}
        onNavigate={() => void navigate({ to: PATHS.vendorSettingsSubscription })}
      />
      <ConnectedStoresList
        stores={stores.data}
        loading={stores.isPending}
        error={stores.error}
        highlightedStoreId={storeId}
        highlightedStoreType={storeType}
        onViewDetails={openDetails}
      />
      <SyncProgressDialog
        key={sync.dialogKey}
        store={watching && { ...watching, storeName: listed?.storeName ?? watching.storeName }}
        onClose={sync.close}
        // The details' Re-Sync button is hidden while the store syncs: focus goes back to the details' title.
        {...(watching?.isNew ? {} : { onRetry: sync.retry, returnFocusTo: panelTitle })}
      />
    </ScreenPage>
  );
}
