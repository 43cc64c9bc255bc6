import type { StoreScope } from '@storesearch/sdk';

/** A store scope that is never requested: stands in while no store is selected (the query is disabled). */
export const NO_STORE: StoreScope = { storeId: '0', storeType: 'shopify' };
