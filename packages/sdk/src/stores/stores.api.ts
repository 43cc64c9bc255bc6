import * as z from 'zod/mini';
import { defineEndpoint } from '../client/client.endpoint';
import {
  callInput,
  type RequestOptions,
  request,
  type StoreSearchClient,
  type VendorId,
} from '../client/client.request';
import { ackResponseSchema, idSchema, type StoreType } from '../client/client.schema';
import {
  type BatchInit,
  batchInitResponseSchema,
  type CreateShopifyStoreBody,
  type CreateWooCommerceStoreBody,
  createShopifyStoreBodySchema,
  createWooCommerceStoreBodySchema,
  type SearchLabConfig,
  type StoreCreated,
  type StoreVendor,
  searchLabConfigResponseSchema,
  searchLabConfigSchema,
  shopifyStoreCreatedResponseSchema,
  storeCreatedResponseSchema,
  storeVendorResponseSchema,
  type VendorInfoResponse,
  vendorInfoResponseSchema,
} from './stores.schema';

const TAG = 'stores';
const storeIdParams = z.object({ id: idSchema });

/** GET /api/v1/storevendor/{vendorId}: the vendor with its stores. */
export const getStoreVendorEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'getStoreVendor',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/storevendor/{vendorId}',
  params: z.object({ vendorId: idSchema }),
  response: storeVendorResponseSchema,
});

/** GET /api/v1/vendor-info: the vendor and its stores per platform. */
export const getVendorInfoEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'getVendorInfo',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/vendor-info',
  response: vendorInfoResponseSchema,
});

/** GET /api/v1/vendor-info/batch-init: the welcome page's data in one call. */
export const getBatchInitEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'getBatchInit',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/vendor-info/batch-init',
  response: batchInitResponseSchema,
});

/** POST /api/v1/woocommerce-stores: connects a WooCommerce store. */
export const createWooCommerceStoreEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'createWooCommerceStore',
  tag: TAG,
  method: 'POST',
  path: '/api/v1/woocommerce-stores',
  body: createWooCommerceStoreBodySchema,
  response: storeCreatedResponseSchema,
});

/** POST /api/v1/shopify-stores: connects a Shopify store. */
export const createShopifyStoreEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'createShopifyStore',
  tag: TAG,
  method: 'POST',
  path: '/api/v1/shopify-stores',
  body: createShopifyStoreBodySchema,
  response: shopifyStoreCreatedResponseSchema,
});

/** POST /api/v1/woocommerce-stores/{id}/resync. */
export const resyncWooCommerceStoreEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'resyncWooCommerceStore',
  tag: TAG,
  method: 'POST',
  path: '/api/v1/woocommerce-stores/{id}/resync',
  params: storeIdParams,
  response: ackResponseSchema,
});

/** POST /api/v1/shopify-stores/{id}/resync. */
export const resyncShopifyStoreEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'resyncShopifyStore',
  tag: TAG,
  method: 'POST',
  path: '/api/v1/shopify-stores/{id}/resync',
  params: storeIdParams,
  response: ackResponseSchema,
});

/** DELETE /api/v1/woocommerce-stores/{id}. */
export const deleteWooCommerceStoreEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'deleteWooCommerceStore',
  tag: TAG,
  method: 'DELETE',
  path: '/api/v1/woocommerce-stores/{id}',
  params: storeIdParams,
  response: ackResponseSchema,
});

/** DELETE /api/v1/shopify-stores/{id}. */
export const deleteShopifyStoreEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'deleteShopifyStore',
  tag: TAG,
  method: 'DELETE',
  path: '/api/v1/shopify-stores/{id}',
  params: storeIdParams,
  response: ackResponseSchema,
});

/** GET /api/v1/search-lab/{storeId} (proposed): the store's Search Lab URL rules. */
export const getSearchLabConfigEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'getSearchLabConfig',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/search-lab/{storeId}',
  params: z.object({ storeId: idSchema }),
  response: searchLabConfigResponseSchema,
  proposed: true,
});

/** PUT /api/v1/search-lab/{storeId} (proposed): replaces the store's Search Lab URL rules. */
export const saveSearchLabConfigEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'saveSearchLabConfig',
  tag: TAG,
  method: 'PUT',
  path: '/api/v1/search-lab/{storeId}',
  params: z.object({ storeId: idSchema }),
  body: searchLabConfigSchema,
  response: searchLabConfigResponseSchema,
  proposed: true,
});

/** The store vendor (first entry when the API sends a list); null when it sends none. */
export async function getStoreVendor(
  client: StoreSearchClient,
  input: { readonly vendorId: VendorId },
  options?: RequestOptions,
): Promise<StoreVendor | null> {
  callInput('getStoreVendor', input);
  const body = await request(client, getStoreVendorEndpoint, { params: input }, options);
  const data = body.data;
  if (Array.isArray(data)) return data[0] ?? null;
  return data ?? null;
}

/** The signed-in vendor and its stores per platform. */
export async function getVendorInfo(
  client: StoreSearchClient,
  options?: RequestOptions,
): Promise<VendorInfoResponse['data']> {
  return (await request(client, getVendorInfoEndpoint, {}, options)).data;
}

/** Vendor, stores, active syncs and sync history for the welcome page. */
export async function getBatchInit(client: StoreSearchClient, options?: RequestOptions): Promise<BatchInit> {
  return (await request(client, getBatchInitEndpoint, {}, options)).data;
}

function toStoreCreated(body: z.infer<typeof storeCreatedResponseSchema> | undefined): StoreCreated {
  const id = body?.data?.id;
  return { ...(id === undefined ? {} : { id }), existing: body?.data?.existing === true };
}

/** Connects a WooCommerce store; `existing` is true when it was already connected. */
export async function createWooCommerceStore(
  client: StoreSearchClient,
  input: CreateWooCommerceStoreBody,
  options?: RequestOptions,
): Promise<StoreCreated> {
  callInput('createWooCommerceStore', input);
  return toStoreCreated(await request(client, createWooCommerceStoreEndpoint, { body: input }, options));
}

/** Connects a Shopify store; `existing` is true when it was already connected. */
export async function createShopifyStore(
  client: StoreSearchClient,
  input: CreateShopifyStoreBody,
  options?: RequestOptions,
): Promise<StoreCreated> {
  callInput('createShopifyStore', input);
  return toStoreCreated(await request(client, createShopifyStoreEndpoint, { body: input }, options));
}

/** A store of either platform. */
export interface StoreRef {
  /** Store id. */
  readonly storeId: string | number;
  /** The store's platform; picks the platform's endpoint. */
  readonly storeType: StoreType;
}

/** Re-synchronises a store through its platform's resync endpoint. */
export async function resyncStore(
  client: StoreSearchClient,
  input: StoreRef,
  options?: RequestOptions,
): Promise<void> {
  callInput('resyncStore', input);
  const endpoint =
    input.storeType === 'shopify' ? resyncShopifyStoreEndpoint : resyncWooCommerceStoreEndpoint;
  await request(client, endpoint, { params: { id: input.storeId } }, options);
}

/** Disconnects a store through its platform's delete endpoint. */
export async function deleteStore(
  client: StoreSearchClient,
  input: StoreRef,
  options?: RequestOptions,
): Promise<void> {
  callInput('deleteStore', input);
  const endpoint =
    input.storeType === 'shopify' ? deleteShopifyStoreEndpoint : deleteWooCommerceStoreEndpoint;
  await request(client, endpoint, { params: { id: input.storeId } }, options);
}

/** The store's Search Lab URL rules (proposed endpoint). */
export async function getSearchLabConfig(
  client: StoreSearchClient,
  input: { readonly storeId: string | number },
  options?: RequestOptions,
): Promise<SearchLabConfig> {
  callInput('getSearchLabConfig', input);
  return (await request(client, getSearchLabConfigEndpoint, { params: input }, options)).data;
}

/** Replaces the store's Search Lab URL rules (proposed endpoint); returns the saved rules. */
export async function saveSearchLabConfig(
  client: StoreSearchClient,
  input: { readonly storeId: string | number; readonly config: SearchLabConfig },
  options?: RequestOptions,
): Promise<SearchLabConfig> {
  callInput('saveSearchLabConfig', input);
  const body = await request(
    client,
    saveSearchLabConfigEndpoint,
    { params: { storeId: input.storeId }, body: input.config },
    options,
  );
  return body.data;
}
