import { mutationKey, storesearchKeys } from '../client/client.keys';
import {
  defineMutationOptions,
  defineQueryOptions,
  type MutationFactoryOptions,
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
  CreateShopifyStoreBody,
  CreateWooCommerceStoreBody,
  SearchLabConfig,
  StoreCreated,
} from './stores.schema';

/** Welcome-page data (vendor, stores, active syncs, history). */
export function batchInitQueryOptions(client: StoreSearchClient) {
  return defineQueryOptions({
    queryKey: storesearchKeys.batchInit(),
    queryFn: ({ signal }) => getBatchInit(client, { signal }),
  });
}

/** The vendor and its stores per platform. */
export function vendorInfoQueryOptions(client: StoreSearchClient) {
  return defineQueryOptions({
    queryKey: storesearchKeys.vendorInfo(),
    queryFn: ({ signal }) => getVendorInfo(client, { signal }),
  });
}

/** One store vendor with its stores. */
export function storeVendorQueryOptions(client: StoreSearchClient, vendorId: VendorId) {
  return defineQueryOptions({
    queryKey: storesearchKeys.storeVendor(vendorId),
    queryFn: ({ signal }) => getStoreVendor(client, { vendorId }, { signal }),
  });
}

/** The store's Search Lab URL rules (proposed endpoint). */
export function searchLabConfigQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: storesearchKeys.store(store.storeId, store.storeType).searchLab(),
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
      invalidate: (store) => [
        storesearchKeys.vendor,
        storesearchKeys.store(store.storeId, store.storeType).all,
      ],
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
      invalidate: (store) => [storesearchKeys.store(store.storeId, store.storeType).searchLab()],
    },
    options,
  );
}
