import { mutationKey, storeScopeKey, storesearchKeys } from '../client/client.keys';
import {
  defineMutationOptions,
  defineQueryOptions,
  type MutationFactoryOptions,
  ROUTE_READS_FRESH_MS,
  type StoreSearchMutationOptions,
} from '../client/client.queries';
import type { StoreSearchClient, VendorId } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import {
  createShopifyStore,
  createWooCommerceStore,
  deleteStore,
  getBatchInit,
  getSearchLabConfig,
  getStoreVendor,
  getVendorInfo,
  resyncStore,
  saveSearchLabConfig,
} from './stores.api';
import type {
  BatchInit,
  CreateShopifyStoreBody,
  CreateWooCommerceStoreBody,
  SearchLabConfig,
  StoreCreated,
} from './stores.schema';

/** Query keys of the stores domain: the vendor's store lists under `vendor`, a store's settings under its scope. */
export const storesKeys = {
  /** Welcome-page data. */
  batchInit: () => [...storesearchKeys.vendor, 'batch-init'] as const,
  /** Vendor and stores per platform. */
  vendorInfo: () => [...storesearchKeys.vendor, 'vendor-info'] as const,
  /** One store vendor. */
  storeVendor: (vendorId: VendorId) => [...storesearchKeys.vendor, 'store-vendor', String(vendorId)] as const,
  /** A store's Search Lab URL rules (proposed endpoint). */
  searchLab: (store: StoreScope) => [...storeScopeKey(store), 'search-lab'] as const,
};

/**
 * How long the store list (batch-init) counts as fresh: a screen that mounts this soon after the same read (started
 * by its route while the screen's code loaded, or shown by the screen before) shows it without asking again. A
 * connected store or a finished sync refreshes it at once (they invalidate the vendor's lists).
 */
export const STORE_LIST_FRESH_MS = ROUTE_READS_FRESH_MS;

/**
 * How often the store list is read again while one of its stores is synchronising, so that a store's card turns
 * Ready and the run reaches the history without a reload, also when the progress dialog was closed early.
 */
export const STORE_LIST_SYNC_POLL_MS = 10_000;

/** The store list's polling period for the list last read: while a run is going, every 10 s; else none. */
export function storeListPollInterval(data: Pick<BatchInit, 'activeSyncs'> | undefined): number | false {
  return data !== undefined && data.activeSyncs.length > 0 ? STORE_LIST_SYNC_POLL_MS : false;
}

/** Welcome-page data (vendor, stores, active syncs, history), read again while a store is synchronising. */
export function batchInitQueryOptions(client: StoreSearchClient) {
  return defineQueryOptions({
    queryKey: storesKeys.batchInit(),
    queryFn: ({ signal }) => getBatchInit(client, { signal }),
    staleTime: STORE_LIST_FRESH_MS,
    refetchInterval: (query: { readonly state: { readonly data: BatchInit | undefined } }) =>
      storeListPollInterval(query.state.data),
    refetchIntervalInBackground: false,
  });
}

/** The vendor and its stores per platform. */
export function vendorInfoQueryOptions(client: StoreSearchClient) {
  return defineQueryOptions({
    queryKey: storesKeys.vendorInfo(),
    queryFn: ({ signal }) => getVendorInfo(client, { signal }),
    staleTime: ROUTE_READS_FRESH_MS,
  });
}

/** One store vendor with its stores. */
export function storeVendorQueryOptions(client: StoreSearchClient, vendorId: VendorId) {
  return defineQueryOptions({
    queryKey: storesKeys.storeVendor(vendorId),
    queryFn: ({ signal }) => getStoreVendor(client, { vendorId }, { signal }),
  });
}

/** The store's Search Lab URL rules (proposed endpoint). */
export function searchLabConfigQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: storesKeys.searchLab(store),
    queryFn: ({ signal }) => getSearchLabConfig(client, { storeId: store.storeId }, { signal }),
  });
}

/** Connects a WooCommerce store; refreshes the vendor's store lists. */
export function createWooCommerceStoreMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<StoreCreated, CreateWooCommerceStoreBody> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('createWooCommerceStore'),
      mutationFn: (body: CreateWooCommerceStoreBody) => createWooCommerceStore(client, body),
      invalidate: () => [storesearchKeys.vendor],
    },
    options,
  );
}

/** Connects a Shopify store; refreshes the vendor's store lists. */
export function createShopifyStoreMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<StoreCreated, CreateShopifyStoreBody> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('createShopifyStore'),
      mutationFn: (body: CreateShopifyStoreBody) => createShopifyStore(client, body),
      invalidate: () => [storesearchKeys.vendor],
    },
    options,
  );
}

/** Re-synchronises a store; refreshes the vendor's store lists. */
export function resyncStoreMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<void, StoreScope> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('resyncStore'),
      mutationFn: (store: StoreScope) => resyncStore(client, store),
      invalidate: () => [storesearchKeys.vendor],
    },
    options,
  );
}

/** Disconnects a store; refreshes the store lists and drops the store's data. */
export function deleteStoreMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<void, StoreScope> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('deleteStore'),
      mutationFn: (store: StoreScope) => deleteStore(client, store),
      // The vendor's lists are read again; the deleted store's own data is dropped, never asked for (a 404).
      invalidate: () => [storesearchKeys.vendor],
      remove: (store) => [storeScopeKey(store)],
    },
    options,
  );
}

/** Variables of the Search Lab save. */
export type SaveSearchLabConfigVariables = StoreScope & { readonly config: SearchLabConfig };

/** Saves the store's Search Lab URL rules (proposed endpoint). */
export function saveSearchLabConfigMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<SearchLabConfig, SaveSearchLabConfigVariables> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('saveSearchLabConfig'),
      mutationFn: (variables: SaveSearchLabConfigVariables) =>
        saveSearchLabConfig(client, { storeId: variables.storeId, config: variables.config }),
      invalidate: (store) => [storesKeys.searchLab(store)],
    },
    options,
  );
}
