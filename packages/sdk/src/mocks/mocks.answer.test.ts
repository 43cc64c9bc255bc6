import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createClient } from '../client/client.request';
import { getDistinctValuesEndpoint, listStoreProductsEndpoint } from '../products/products.api';
import { getBatchInit, getBatchInitEndpoint } from '../stores/stores.api';
import { emptyBatchInitBody } from '../stores/stores.mock';
import { answerEndpoint, type EndpointRequest } from './mocks.answer';
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
