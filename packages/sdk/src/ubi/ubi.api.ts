import { defineEndpoint } from '../client/client.endpoint';
import { type RequestOptions, request, type StoreSearchClient } from '../client/client.request';
import { ackResponseSchema } from '../client/client.schema';
import { type UbiBatch, ubiBatchSchema } from './ubi.schema';

/** POST /api/ubi/collect: a batch of analytics events as a JSON array. */
export const collectUbiEventsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'collectUbiEvents',
  // The collect call belongs to the analytics API (its OpenAPI tag); it lives here beside its schema.
  tag: 'analytics',
  method: 'POST',
  path: '/api/ubi/collect',
  body: ubiBatchSchema,
  response: ackResponseSchema,
});

/** Sends a batch of analytics events through the client (the UBI collector has its own beacon transport). */
export async function collectUbiEvents(
  client: StoreSearchClient,
  events: UbiBatch,
  options?: RequestOptions,
): Promise<void> {
  await request(client, collectUbiEventsEndpoint, { body: events }, options);
}
