/**
 * The SDK docs' snippets (shown verbatim in Storybook's docs pages) run here against the
 * demo backend, so a snippet that stops matching the SDK fails a test instead of misleading a partner.
 */
import { createClient, StoreSearchError } from '@storesearch/sdk';
import { DEFAULT_PERIOD, getNoResultQueries, getTopConvertingQueries } from '@storesearch/sdk/insights';
import { createDemoBackend, createDemoFetch, DEMO_STORES, DEMO_VENDOR_ID } from '@storesearch/sdk/mocks';
import { startDemoServer } from '@storesearch/sdk/mocks/server';
import { searchProducts } from '@storesearch/sdk/products';
import { getBatchInit } from '@storesearch/sdk/stores';
import { createCollector, UBI_COLLECT_PATH } from '@storesearch/sdk/ubi';
import { QueryClient } from '@tanstack/query-core';
import { afterEach, describe, expect, it } from 'vitest';
import { trackClick, trackPurchase, trackSearch } from '../../../examples/storefront/src/shopperEvents';
import { createPartnerClient, loadFirstStoreRules } from './snippets/client';
import { localisedMessage, planFor } from './snippets/errors';
import { engineQueryFor, pinForBlackFriday, previewAt, ruleStory } from './snippets/merchandising';
import { deleteRule, forgetStoresearchData, rulesOfFirstStore } from './snippets/query';
import { startAnalytics } from './snippets/ubi';

const backend = createDemoBackend();
const demoClient = () =>
  createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID, fetch: createDemoFetch(backend) });
const store = { storeId: DEMO_STORES.shopify.id, storeType: DEMO_STORES.shopify.storeType };

afterEach(() => backend.reset());

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('client snippet', () => {
  it('creates a client with the vendor id and headers', () => {
    const client = createPartnerClient('https://api.example.com', 42);
    expect(client.config).toMatchObject({ baseUrl: 'https://api.example.com', vendorId: 42 });
    expect(client.config.headers).toEqual({ 'x-partner': 'acme-admin' });
  });

  it("loads the first Shopify store's rules", async () => {
    const rules = await loadFirstStoreRules(demoClient());
    expect(rules.length).toBeGreaterThan(0);
  });
});

describe('errors snippet: one plan per kind', () => {
  it('waits on rateLimited, with the Retry-After seconds', async () => {
    backend.faults.set('getBatchInit', { kind: 'rateLimited', retryAfter: 90 });
    const plan = planFor(await failureOf(getBatchInit(demoClient())));
    expect(plan).toEqual({
      action: 'wait',
      seconds: 90,
      message: 'Rate limit exceeded. Please try again in 2 minutes.',
    });
  });

  it("shows the server's message on http", async () => {
    backend.faults.set('getBatchInit', { kind: 'serverError', message: 'Maintenance' });
    expect(planFor(await failureOf(getBatchInit(demoClient())))).toMatchObject({
      action: 'show',
      status: 500,
      message: 'Maintenance',
    });
  });

  it('retries on network', async () => {
    backend.faults.set('getBatchInit', { kind: 'networkError' });
    expect(planFor(await failureOf(getBatchInit(demoClient())))).toEqual({
      action: 'retry',
      message: 'Network error. Please check your connection and try again.',
    });
  });

  it('reports invalidResponse with the call and the first issue', async () => {
    backend.faults.set('getBatchInit', { kind: 'malformed', variant: 'schemaMismatch' });
    const plan = planFor(await failureOf(getBatchInit(demoClient())));
    expect(plan).toMatchObject({ action: 'report', endpoint: expect.stringContaining('getBatchInit') });
  });

  it('rethrows what is not a StoreSearchError (an abort)', () => {
    const abort = new DOMException('aborted', 'AbortError');
    expect(() => planFor(abort)).toThrow(abort);
  });

  it('translates the message with the locale catalogue', async () => {
    backend.faults.set('getBatchInit', { kind: 'networkError' });
    const error = await failureOf(getBatchInit(demoClient()));
    if (!(error instanceof StoreSearchError)) throw error;
    const german = await localisedMessage(error, 'de');
    expect(german).not.toBe(error.message);
    expect(german.length).toBeGreaterThan(0);
  });
});

describe('query snippet', () => {
  it('fetches through a QueryClient and invalidates after a delete', async () => {
    const client = demoClient();
    const queryClient = new QueryClient();
    const rules = await rulesOfFirstStore(client, queryClient);
    const [first] = rules;
    if (!first) throw new Error('the demo store has rules');
    await deleteRule(client, queryClient, store, Number(first.id));
    const cached = queryClient.getQueryState([
      'storesearch',
      'store',
      store.storeType,
      String(store.storeId),
      'boosting-rules',
    ]);
    expect(cached?.isInvalidated).toBe(true);
    forgetStoresearchData(queryClient);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('UBI snippet', () => {
  it("delivers the snippet's events to the collect endpoint", async () => {
    const server = await startDemoServer({ port: 0 });
    try {
      const collector = startAnalytics(server.url, '11', String(DEMO_VENDOR_ID));
      await expect(collector.flush()).resolves.toBe(true);
      collector.destroy();
      const names = server.backend.db.ubi.events.map((event) => [event.event_name, event.store_id]);
      expect(names).toEqual([
        ['search', '201'],
        ['product_click', '201'],
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('merchandising snippet', () => {
  const timeZone = 'Europe/Stockholm';

  it('pins a product first for "sale" during Black Friday in the store\'s time zone, and not before', async () => {
    const client = demoClient();
    const products = backend.db.products.get(store.storeId) ?? [];
    const product = products[products.length - 1];
    if (!product) throw new Error('the demo store has no products');
    const rule = await pinForBlackFriday(client, store, product.id, timeZone);

    // Midnight in Stockholm on 27 November is 23:00 UTC the day before.
    const during = await previewAt(client, store, 'sale', new Date('2026-11-26T23:00:00Z'));
    expect(during[0]).toMatchObject({ position: 1, title: product.title, pinnedBy: String(rule.id) });
    const before = await previewAt(client, store, 'sale', new Date('2026-11-26T22:59:00Z'));
    expect(before.some((result) => result.pinnedBy === String(rule.id))).toBe(false);

    const { compiled, applied } = await engineQueryFor(
      client,
      store,
      'sale',
      new Date('2026-11-28T12:00:00Z'),
    );
    expect(applied).toContain(String(rule.id));
    expect(JSON.stringify(compiled)).toContain('pinned');

    const story = await ruleStory(client, store, rule.id);
    expect(story.changes).toEqual([expect.stringMatching(/^1 create by /)]);
  });
});

describe('storefront snippet (examples/storefront/src/shopperEvents.ts)', () => {
  it("sends a shopper's searches, click and purchase so the insights report them", async () => {
    const server = await startDemoServer({ port: 0 });
    try {
      const shop = createClient({ baseUrl: server.url });
      const collector = createCollector({
        endpoint: `${server.url}${UBI_COLLECT_PATH}`,
        storeId: String(store.storeId),
        vendorId: String(DEMO_VENDOR_ID),
        platform: store.storeType,
      });
      trackSearch(collector, await searchProducts(shop, { ...store, query: 'purple wombat boots' }));
      const found = await searchProducts(shop, { ...store, query: 'running shoes' });
      const hit = found.results[2]!;
      trackSearch(collector, found);
      trackClick(collector, found, hit);
      trackPurchase(collector, found, hit);
      await expect(collector.flush()).resolves.toBe(true);
      collector.destroy();

      const details = server.backend.db.ubi.events.map((event) => event.event_details);
      expect(details[2]).toMatchObject({ product_id: hit.id, position: 3 });
      expect(details[3]).toMatchObject({ revenue: hit.price, currency: found.currency });
      const dashboard = createClient({ baseUrl: server.url, vendorId: DEMO_VENDOR_ID });
      const scope = { period: DEFAULT_PERIOD, storeId: store.storeId };
      const noResults = await getNoResultQueries(dashboard, scope);
      expect(noResults.rows.map((row) => row.query)).toContain('purple wombat boots');
      const converting = await getTopConvertingQueries(dashboard, scope);
      expect(converting.rows.find((row) => row.query === 'running shoes')?.conversions).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
