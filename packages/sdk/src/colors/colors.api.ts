import * as z from 'zod/mini';
import { defineEndpoint } from '../client/client.endpoint';
import { callInput, type RequestOptions, request, type StoreSearchClient } from '../client/client.request';
import {
  ackResponseSchema,
  idSchema,
  type StoreScope,
  storeScopeSchema,
  unwrapList,
} from '../client/client.schema';
import {
  type ColorMapping,
  type ColorMappingBody,
  colorMappingBodySchema,
  colorMappingsResponseSchema,
} from './colors.schema';

const TAG = 'colors';
const mappingParams = z.object({ id: idSchema });

/** GET /api/v1/color-mappings?storeId=&storeType=: the store's colour mappings. */
export const listColorMappingsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'listColorMappings',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/color-mappings',
  query: storeScopeSchema,
  response: colorMappingsResponseSchema,
});

/** POST /api/v1/color-mappings?storeId=&storeType=: adds a colour mapping to the store. */
export const createColorMappingEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'createColorMapping',
  tag: TAG,
  method: 'POST',
  path: '/api/v1/color-mappings',
  query: storeScopeSchema,
  body: colorMappingBodySchema,
  response: ackResponseSchema,
});

/** PUT /api/v1/color-mappings/{id}: updates a mapping (hex uppercased). */
export const updateColorMappingEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'updateColorMapping',
  tag: TAG,
  method: 'PUT',
  path: '/api/v1/color-mappings/{id}',
  params: mappingParams,
  body: colorMappingBodySchema,
  response: ackResponseSchema,
});

/** DELETE /api/v1/color-mappings/{id}. */
export const deleteColorMappingEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'deleteColorMapping',
  tag: TAG,
  method: 'DELETE',
  path: '/api/v1/color-mappings/{id}',
  params: mappingParams,
  response: ackResponseSchema,
});

/** The store's colour mappings. */
export async function listColorMappings(
  client: StoreSearchClient,
  input: StoreScope,
  options?: RequestOptions,
): Promise<ColorMapping[]> {
  callInput('listColorMappings', input);
  const query = { storeId: input.storeId, storeType: input.storeType };
  return unwrapList(await request(client, listColorMappingsEndpoint, { query }, options));
}

/** Adds a colour mapping to the store. */
export async function createColorMapping(
  client: StoreSearchClient,
  input: StoreScope & ColorMappingBody,
  options?: RequestOptions,
): Promise<void> {
  callInput('createColorMapping', input);
  await request(
    client,
    createColorMappingEndpoint,
    {
      query: { storeId: input.storeId, storeType: input.storeType },
      body: { colorName: input.colorName, hexValue: input.hexValue },
    },
    options,
  );
}

/** Updates a colour mapping, sending the hex value uppercased as the spec requires. */
export async function updateColorMapping(
  client: StoreSearchClient,
  input: ColorMappingBody & { readonly id: string | number },
  options?: RequestOptions,
): Promise<void> {
  callInput('updateColorMapping', input);
  await request(
    client,
    updateColorMappingEndpoint,
    {
      params: { id: input.id },
      // Only a string has a case; anything else goes to the body check as it is.
      body: {
        colorName: input.colorName,
        hexValue: typeof input.hexValue === 'string' ? input.hexValue.toUpperCase() : input.hexValue,
      },
    },
    options,
  );
}

/** Deletes a colour mapping. */
export async function deleteColorMapping(
  client: StoreSearchClient,
  input: { readonly id: string | number },
  options?: RequestOptions,
): Promise<void> {
  callInput('deleteColorMapping', input);
  await request(client, deleteColorMappingEndpoint, { params: { id: input.id } }, options);
}
