import { ConnectedStoresList, StoreConnectionForm, useStores } from '@storesearch/react';
import { ScreenPage } from '../ScreenPage';

/** Props of EcommerceScreen. */
export interface EcommerceScreenProps {
  /** The store to highlight (the route's optional `storeId` search parameter). */
  readonly storeId?: string | undefined;
}

/** E-commerce (spec section 2): the store-connection form and the connected stores, with delete. */
export function EcommerceScreen({ storeId }: EcommerceScreenProps) {
  const stores = useStores();
  return (
    <ScreenPage title="ecommerceTitle">
      <StoreConnectionForm />
      <ConnectedStoresList
        stores={stores.data}
        loading={stores.isPending}
        error={stores.error}
        highlightedStoreId={storeId}
      />
    </ScreenPage>
  );
}
