import * as z from 'zod/mini';
import { defineEndpoint } from '../client/client.endpoint';
import { callInput, type RequestOptions, request, type StoreSearchClient } from '../client/client.request';
import { idSchema, type StoreScope, storeTypeSchema } from '../client/client.schema';
import {
  type InitiateSyncBody,
  type InitiateSyncResponse,
  initiateSyncBodySchema,
  initiateSyncResponseSchema,
  type SyncProgress,
  syncProgressResponseSchema,
} from './sync.schema';

const TAG = 'sync';

/** POST /api/v1/sync-progress/initiate: starts a sync or re-sync. */
export const initiateSyncEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'initiateSync',
  tag: TAG,
  method: 'POST',
  path: '/api/v1/sync-progress/initiate',
  body: initiateSyncBodySchema,
  response: initiateSyncResponseSchema,
});

/** GET /api/v1/sync-progress/{storeId}?storeType= (proposed): the progress the sync dialog polls. */
export const getSyncProgressEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'getSyncProgress',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/sync-progress/{storeId}',
  params: z.object({ storeId: idSchema }),
  query: z.object({ storeType: storeTypeSchema }),
  response: syncProgressResponseSchema,
  proposed: true,
});

/** Starts a sync; the response carries the server message for the success or error toast. */
export async function initiateSync(
  client: StoreSearchClient,
  input: InitiateSyncBody,
  options?: RequestOptions,
): Promise<InitiateSyncResponse> {
  callInput('initiateSync', input);
  return request(client, initiateSyncEndpoint, { body: input }, options);
}

/** The store's sync progress (proposed endpoint). */
export async function getSyncProgress(
  client: StoreSearchClient,
  input: StoreScope,
  options?: RequestOptions,
): Promise<SyncProgress> {
  callInput('getSyncProgress', input);
  const body = await request(
    client,
    getSyncProgressEndpoint,
    { params: { storeId: input.storeId }, query: { storeType: input.storeType } },
    options,
  );
  return body.data;
}
