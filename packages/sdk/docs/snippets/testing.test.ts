import { createClient, isStoreSearchError } from '@storesearch/sdk';
import { deleteBoostingRule, listBoostingRules } from '@storesearch/sdk/boosting';
import {
  createDemoBackend,
  createDemoFetch,
  DEMO_STORES,
  DEMO_VENDOR_ID,
  faultHandler,
} from '@storesearch/sdk/mocks';
import { startDemoServer } from '@storesearch/sdk/mocks/server';
import { getBatchInit } from '@storesearch/sdk/stores';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const store = { storeId: DEMO_STORES.shopify.id, storeType: DEMO_STORES.shopify.storeType };

describe('in-process: createDemoFetch (no service worker, no server, no global fetch patched)', () => {
  const backend = createDemoBackend(); // seeded: the same world on every run
  const client = createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID, fetch: createDemoFetch(backend) });
  afterEach(() => backend.reset()); // seeded data again, faults cleared

  it('reads the demo world, and writes change later reads', async () => {
    const rules = await listBoostingRules(client, store);
    const [first] = rules;
    if (!first) throw new Error('the demo store has boosting rules');
    await deleteBoostingRule(client, { ...store, id: first.id });
    await expect(listBoostingRules(client, store)).resolves.toHaveLength(rules.length - 1);
    // backend.db is the live state: read it in assertions, or edit it to set up a case.
    expect(backend.db.boostingRules.some((rule) => String(rule.id) === String(first.id))).toBe(false);
  });

  it('turns an injected fault into a typed error', async () => {
    backend.faults.set('getBatchInit', { kind: 'rateLimited', retryAfter: 30 }, { times: 1 });
    const failure = await getBatchInit(client).catch((error: unknown) => error);
    expect(isStoreSearchError(failure, 'rateLimited') && failure.retryAfterSeconds).toBe(30);
    await expect(getBatchInit(client)).resolves.toBeDefined(); // `times: 1`: the next call succeeds
  });
});

describe('MSW in Node: the same handlers intercept the global fetch', () => {
  const backend = createDemoBackend();
  const server = setupServer(...backend.handlers);
  const client = createClient({ baseUrl: 'https://api.example.test', vendorId: DEMO_VENDOR_ID });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers(); // drops handlers added with server.use
    backend.reset();
  });
  afterAll(() => server.close());

  it('answers from the demo backend', async () => {
    const { stores } = await getBatchInit(client);
    expect(stores.shopify.map((row) => String(row.id))).toContain(String(DEMO_STORES.shopify.id));
  });

  it('a faultHandler placed first makes one endpoint fail', async () => {
    server.use(faultHandler('getBatchInit', { kind: 'malformed', variant: 'schemaMismatch' }));
    const failure = await getBatchInit(client).catch((error: unknown) => error);
    expect(isStoreSearchError(failure, 'invalidResponse')).toBe(true);
  });
});

describe('over HTTP: startDemoServer (Node only) for end-to-end tests and non-JS clients', () => {
  let demo: Awaited<ReturnType<typeof startDemoServer>>;
  beforeAll(async () => {
    demo = await startDemoServer({ port: 0 }); // add `staticDir` to serve a built app beside /api
  });
  afterAll(() => demo.close());

  it('serves the same backend on 127.0.0.1', async () => {
    const client = createClient({ baseUrl: demo.url, vendorId: DEMO_VENDOR_ID });
    demo.backend.faults.set('getBatchInit', { kind: 'serverError', message: 'Maintenance' }, { times: 1 });
    const failure = await getBatchInit(client).catch((error: unknown) => error);
    expect(isStoreSearchError(failure, 'http') && [failure.status, failure.message]).toEqual([
      500,
      'Maintenance',
    ]);
  });
});
