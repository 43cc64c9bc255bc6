import { getResponse, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createClient } from '../client/client.request';
import { getDistinctValuesEndpoint, listStoreProductsEndpoint } from '../products/products.api';
import { updateProfileNameEndpoint } from '../profile/profile.api';
import { getBatchInit, getBatchInitEndpoint } from '../stores/stores.api';
import { emptyBatchInitBody } from '../stores/stores.mock';
import { getSyncProgress, getSyncProgressEndpoint } from '../sync/sync.api';
import { syncProgressBody } from '../sync/sync.mock';
import { answerEndpoint, type EndpointRequest, spyEndpoint, toMswPath } from './mocks.answer';
import { DEMO_STORE_SCOPES, DEMO_VENDOR_ID } from './mocks.seed';

const ORIGIN = 'https://api.demo.test';

/** A client whose every request is answered by `handlers` alone. */
function clientOf(...handlers: Parameters<typeof getResponse>[0]) {
  return createClient({
    baseUrl: ORIGIN,
    vendorId: DEMO_VENDOR_ID,
    fetch: async (input, init) => {
      const response = await getResponse(handlers, new Request(input, init));
      return response ?? Response.json({ error: 'no handler' }, { status: 404 });
    },
  });
}

describe('answerEndpoint', () => {
  it('answers a descriptor with a fixed reply the client parses: the empty batch-init fixture', async () => {
    const client = clientOf(answerEndpoint(getBatchInitEndpoint, { body: emptyBatchInitBody() }));
    const init = await getBatchInit(client);
    expect(init.vendor).toMatchObject({ id: String(DEMO_VENDOR_ID), name: 'New Vendor' });
    expect([...init.stores.shopify, ...init.stores.woocommerce]).toEqual([]);
    expect(init.activeSyncs).toEqual([]);
    expect(init.syncHistory.stats.totalSyncs).toBe(0);
  });

  it('answers the progress of a run standing still with the sync-progress fixture', async () => {
    const client = clientOf(
      answerEndpoint(getSyncProgressEndpoint, {
        body: syncProgressBody({ status: 'failed', overallProgress: 55, productCount: 280 }),
      }),
    );
    expect(await getSyncProgress(client, DEMO_STORE_SCOPES.woocommerce)).toEqual({
      storeId: String(DEMO_STORE_SCOPES.woocommerce.storeId),
      storeType: 'woocommerce',
      status: 'failed',
      overallProgress: 55,
      productCount: 280,
    });
  });

  it('hands the resolver the path and query parsed by the descriptor, and sends its status', async () => {
    const seen: EndpointRequest<typeof getDistinctValuesEndpoint>[] = [];
    const handler = answerEndpoint(getDistinctValuesEndpoint, (request) => {
      seen.push(request);
      return { status: 203, body: [request.query.field, request.params.storeId] };
    });
    const { storeId, storeType } = DEMO_STORE_SCOPES.shopify;
    const response = await getResponse(
      [handler],
      new Request(
        `${ORIGIN}/api/v1/data/stores/${storeId}/distinct-values?field=brand&storeType=${storeType}`,
      ),
    );
    expect(response?.status).toBe(203);
    expect(await response?.json()).toEqual(['brand', String(storeId)]);
    expect(seen[0]).toMatchObject({
      params: { storeId: String(storeId) },
      query: { field: 'brand', storeType },
    });
  });

  it('answers 400 naming the field when the query breaks its schema, before the resolver runs', async () => {
    let called = false;
    const handler = answerEndpoint(getDistinctValuesEndpoint, () => {
      called = true;
      return { body: [] };
    });
    const response = await getResponse(
      [handler],
      new Request(`${ORIGIN}/api/v1/data/stores/1/distinct-values?field=brand&storeType=etsy`),
    );
    expect(response?.status).toBe(400);
    expect(await response?.json()).toMatchObject({
      error: { message: expect.stringContaining('storeType') },
    });
    expect(called).toBe(false);
  });

  it('leaves a path whose parameters do not parse (a store type that is not one) to the other handlers', async () => {
    const handler = answerEndpoint(listStoreProductsEndpoint, { body: [] });
    expect(await getResponse([handler], new Request(`${ORIGIN}/api/etsy/stores/1/products`))).toBeUndefined();
    expect(
      (await getResponse([handler], new Request(`${ORIGIN}/api/shopify/stores/1/products`)))?.status,
    ).toBe(200);
  });
});

describe('spyEndpoint', () => {
  /** Answers the name call with the body it received, as the handler after a spy. */
  const echo = http.patch(toMswPath(updateProfileNameEndpoint.path), async ({ request }) =>
    HttpResponse.json({ received: await request.json() }),
  );
  const patchName = (body: string) =>
    new Request(`${ORIGIN}/api/user/profile`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body,
    });

  it('hands the spy the parsed body, then lets the next handler answer with the body still unread', async () => {
    const seen: EndpointRequest<typeof updateProfileNameEndpoint>[] = [];
    const spy = spyEndpoint(updateProfileNameEndpoint, (request) => seen.push(request));
    const response = await getResponse(
      [spy, echo],
      patchName(JSON.stringify({ firstname: 'Maya', lastname: 'Lind' })),
    );
    expect(await response?.json()).toEqual({ received: { firstname: 'Maya', lastname: 'Lind' } });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toEqual({ firstname: 'Maya', lastname: 'Lind' });
  });

  it('answers nothing itself: alone, a request goes unanswered', async () => {
    let calls = 0;
    const spy = spyEndpoint(getBatchInitEndpoint, () => {
      calls += 1;
    });
    expect(await getResponse([spy], new Request(`${ORIGIN}/api/v1/vendor-info/batch-init`))).toBeUndefined();
    expect(calls).toBe(1);
  });

  it('does not see a body its schema refuses, and leaves that request to the next handler too', async () => {
    let called = false;
    const spy = spyEndpoint(updateProfileNameEndpoint, () => {
      called = true;
    });
    const response = await getResponse([spy, echo], patchName(JSON.stringify({ firstname: 'Maya' })));
    expect(await response?.json()).toEqual({ received: { firstname: 'Maya' } });
    expect(called).toBe(false);
  });
});
