import * as z from 'zod/mini';
import { defineEndpoint } from '../client/client.endpoint';
import { callInput, type RequestOptions, request, type StoreSearchClient } from '../client/client.request';
import {
  ackResponseSchema,
  idSchema,
  type StoreScope,
  type StoreType,
  storeTypeSchema,
  unwrapList,
} from '../client/client.schema';
import {
  distinctValuesResponseSchema,
  type Product,
  type ProductAttributes,
  type ProductSearchResponse,
  productAttributesResponseSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  productsResponseSchema,
  updateProductBoostBodySchema,
} from './products.schema';

const TAG = 'products';

/** GET /api/{storeType}/stores/{storeId}/products: products for the manual boost table. */
export const listStoreProductsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'listStoreProducts',
  tag: TAG,
  method: 'GET',
  path: '/api/{storeType}/stores/{storeId}/products',
  params: z.object({ storeType: storeTypeSchema, storeId: idSchema }),
  response: productsResponseSchema,
});

/** PATCH /api/{storeType}/products/{id}/boost: sets a product's manual boost. */
export const updateProductBoostEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'updateProductBoost',
  tag: TAG,
  method: 'PATCH',
  path: '/api/{storeType}/products/{id}/boost',
  params: z.object({ storeType: storeTypeSchema, id: idSchema }),
  body: updateProductBoostBodySchema,
  response: ackResponseSchema,
});

/** GET /api/v1/data/stores/{storeId}/distinct-values?field=&storeType=: values of one product field. */
export const getDistinctValuesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'getDistinctValues',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/data/stores/{storeId}/distinct-values',
  params: z.object({ storeId: idSchema }),
  query: z.object({ field: z.string(), storeType: storeTypeSchema }),
  response: distinctValuesResponseSchema,
});

/** GET /api/v1/data/stores/{storeId}/product-attributes?storeType= (proposed): products with matchable attributes. */
export const listProductAttributesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'listProductAttributes',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/data/stores/{storeId}/product-attributes',
  params: z.object({ storeId: idSchema }),
  query: z.object({ storeType: storeTypeSchema }),
  response: productAttributesResponseSchema,
  proposed: true,
});

/** GET /api/v1/search?storeId=&storeType=&q= (proposed): what a shopper finds, as the store's search widget shows it. */
export const searchProductsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'searchProducts',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/search',
  query: productSearchQuerySchema,
  response: productSearchResponseSchema,
  proposed: true,
});

/** The store's products (id, title, boost). */
export async function listStoreProducts(
  client: StoreSearchClient,
  input: StoreScope,
  options?: RequestOptions,
): Promise<Product[]> {
  callInput('listStoreProducts', input);
  return unwrapList(await request(client, listStoreProductsEndpoint, { params: input }, options));
}

/** Sets a product's manual boost. */
export async function updateProductBoost(
  client: StoreSearchClient,
  input: { readonly storeType: StoreType; readonly productId: string | number; readonly boost: number },
  options?: RequestOptions,
): Promise<void> {
  callInput('updateProductBoost', input);
  await request(
    client,
    updateProductBoostEndpoint,
    { params: { storeType: input.storeType, id: input.productId }, body: { boost: input.boost } },
    options,
  );
}

/** Distinct values of one product field, as strings. */
export async function getDistinctValues(
  client: StoreSearchClient,
  input: StoreScope & { readonly field: string },
  options?: RequestOptions,
): Promise<string[]> {
  callInput('getDistinctValues', input);
  const body = await request(
    client,
    getDistinctValuesEndpoint,
    { params: { storeId: input.storeId }, query: { field: input.field, storeType: input.storeType } },
    options,
  );
  return unwrapList(body);
}

/** The store's products with their matchable attributes (proposed endpoint). */
export async function listProductAttributes(
  client: StoreSearchClient,
  input: StoreScope,
  options?: RequestOptions,
): Promise<ProductAttributes[]> {
  callInput('listProductAttributes', input);
  const body = await request(
    client,
    listProductAttributesEndpoint,
    { params: { storeId: input.storeId }, query: { storeType: input.storeType } },
    options,
  );
  return unwrapList(body);
}

/** What a shopper finds for `query` in one store: the first results in order, the total and the currency (proposed). */
export async function searchProducts(
  client: StoreSearchClient,
  input: StoreScope & { readonly query: string },
  options?: RequestOptions,
): Promise<ProductSearchResponse> {
  callInput('searchProducts', input);
  const query = { storeId: input.storeId, storeType: input.storeType, q: input.query };
  return request(client, searchProductsEndpoint, { query }, options);
}
