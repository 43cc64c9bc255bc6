import { Flex, Heading } from '@radix-ui/themes';
import { ConnectedStoresList, StoreConnectionForm, useStores, useT } from '@storesearch/react';

/** Props of EcommerceScreen. */
export interface EcommerceScreenProps {
  /** The store to highlight (the route's optional `storeId` search parameter). */
  readonly storeId?: string | undefined;
}

/** E-commerce (spec section 2): the store-connection form and the connected stores, with delete. */
export function EcommerceScreen({ storeId }: EcommerceScreenProps) {
  const t = useT();
  const stores = useStores();
  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="6">
        {t('ecommerceTitle')}
      </Heading>
      <StoreConnectionForm />
      <ConnectedStoresList
        stores={stores.data}
        loading={stores.isPending}
        error={stores.error}
        highlightedStoreId={storeId}
      />
    </Flex>
  );
}
