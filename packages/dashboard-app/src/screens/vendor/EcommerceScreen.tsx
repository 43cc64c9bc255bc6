import {
  ConnectedStoresList,
  StoreConnectionForm,
  type StoreConnectionOutcome,
  SyncProgressDialog,
  useSelectedStore,
  useStores,
  useSubscription,
} from '@storesearch/react';
import type { StoreType } from '@storesearch/sdk';
import { storeHostForDisplay } from '@storesearch/sdk/stores';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { PATHS } from '../../routes/paths';
import { ScreenPage } from '../ScreenPage';

/** Props of EcommerceScreen. */
export interface EcommerceScreenProps {
  /** The store to highlight (the route's optional `storeId` search parameter). */
  readonly storeId?: string | undefined;
}

/** The store whose first sync the progress dialog follows, with the address it was connected by. */
interface NewStore {
  readonly storeId: string;
  readonly storeType: StoreType;
  readonly url: string;
}

/**
 * E-commerce (spec section 2): the store-connection form and the connected stores, with delete. A plan with no
 * store left says so in the form, with the upgrade link. A newly
 * connected store's first sync opens the progress dialog (spec section 4), which polls it to the end, closes
 * 2 s after completion and refreshes the lists.
 */
export function EcommerceScreen({ storeId }: EcommerceScreenProps) {
  const stores = useStores();
  const navigate = useNavigate();
  // The plan's limits are per account; the usage-limits call is asked through the selected store.
  const { store: selected } = useSelectedStore();
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
  const [watching, setWatching] = useState<NewStore | null>(null);
  const onConnected = useCallback((outcomes: readonly StoreConnectionOutcome[]) => {
    for (const outcome of outcomes) {
      if (outcome.status === 'connected' && outcome.store.id !== undefined) {
        setWatching({ storeId: outcome.store.id, storeType: outcome.storeType, url: outcome.url });
        return;
      }
    }
  }, []);
  const closeDialog = useCallback(() => setWatching(null), []);
  const listed = watching ? stores.data?.find((store) => store.id === watching.storeId) : undefined;
  return (
    <ScreenPage title="ecommerceTitle">
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
      />
      <SyncProgressDialog
        key={watching?.storeId ?? 'none'}
        store={
          watching && {
            storeId: watching.storeId,
            storeType: watching.storeType,
            // Until the store list names it, the store goes by its host.
            storeName: listed?.storeName ?? storeHostForDisplay(watching.url),
          }
        }
        onClose={closeDialog}
      />
    </ScreenPage>
  );
}
