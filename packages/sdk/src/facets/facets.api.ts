import { defineEndpoint } from '../client/client.endpoint';
import { callInput, type RequestOptions, request, type StoreSearchClient } from '../client/client.request';
import { ackResponseSchema, type StoreScope, storeScopeSchema, unwrapList } from '../client/client.schema';
import {
  type Facet,
  type FacetField,
  type FacetInput,
  facetFieldsResponseSchema,
  facetsResponseSchema,
  saveFacetsBodySchema,
} from './facets.schema';

const TAG = 'facets';

/** GET /api/v1/facets/fields?storeId=&storeType=: fields that can become facets, with counts. */
export const listFacetFieldsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'listFacetFields',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/facets/fields',
  query: storeScopeSchema,
  response: facetFieldsResponseSchema,
});

/** GET /api/v1/facets?storeId=&storeType=: the store's facets. */
export const listFacetsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'listFacets',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/facets',
  query: storeScopeSchema,
  response: facetsResponseSchema,
});

/** PUT /api/v1/facets?storeId=&storeType=: replaces the store's facets with the full list. */
export const saveFacetsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'saveFacets',
  tag: TAG,
  method: 'PUT',
  path: '/api/v1/facets',
  query: storeScopeSchema,
  body: saveFacetsBodySchema,
  response: ackResponseSchema,
});

/** Fields that can become facets, with counts. */
export async function listFacetFields(
  client: StoreSearchClient,
  input: StoreScope,
  options?: RequestOptions,
): Promise<FacetField[]> {
  callInput('listFacetFields', input);
  const query = { storeId: input.storeId, storeType: input.storeType };
  return unwrapList(await request(client, listFacetFieldsEndpoint, { query }, options));
}

/** The store's facets. */
export async function listFacets(
  client: StoreSearchClient,
  input: StoreScope,
  options?: RequestOptions,
): Promise<Facet[]> {
  callInput('listFacets', input);
  const query = { storeId: input.storeId, storeType: input.storeType };
  return unwrapList(await request(client, listFacetsEndpoint, { query }, options));
}

/** Replaces the store's facets; send the full list in the order it should keep. */
export async function saveFacets(
  client: StoreSearchClient,
  input: StoreScope & { readonly facets: readonly FacetInput[] },
  options?: RequestOptions,
): Promise<void> {
  callInput('saveFacets', input);
  await request(
    client,
    saveFacetsEndpoint,
    {
      query: { storeId: input.storeId, storeType: input.storeType },
      // A copy of a list; anything else goes to the body check as it is, which refuses it.
      body: Array.isArray(input.facets) ? [...input.facets] : (input.facets as FacetInput[]),
    },
    options,
  );
}
