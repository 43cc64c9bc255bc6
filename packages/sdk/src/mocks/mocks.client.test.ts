/**
 * The SDK client against the demo backend, in-process: the two share the contract's schemas, so
 * every typed call the client makes must succeed on the demo data and every fault must map to the
 * client's typed error.
 */
import { describe, expect, it } from 'vitest';
import { getBatchDashboard, getRecentSearches } from '../analytics/analytics.api';
import { createBoostingRule, listBoostingRules } from '../boosting/boosting.api';
import { isStoreSearchError } from '../client/client.error';
import { createClient } from '../client/client.request';
import { createColorMapping, listColorMappings } from '../colors/colors.api';
import { listFacetFields } from '../facets/facets.api';
import { getSession } from '../profile/profile.api';
import { createWooCommerceStore, getBatchInit, getStoreVendor } from '../stores/stores.api';
import { getSyncProgress } from '../sync/sync.api';
import { getUsageLimits, getUsageStats } from '../usage/usage.api';
import { createDemoBackend, createDemoFetch, type DemoBackend } from './mocks.backend';
import {
  DEMO_ANCHOR_TIME,
  DEMO_STORE_SCOPES,
  DEMO_STORES,
  DEMO_SYNC_DURATION_MS,
  DEMO_USERS,
  DEMO_VENDOR_ID,
} from './mocks.seed';

const scope = DEMO_STORE_SCOPES.shopify;

function setup(backend: DemoBackend = createDemoBackend({ now: () => DEMO_ANCHOR_TIME })) {
  return {
    backend,
    client: createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID, fetch: createDemoFetch(backend) }),
  };
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isStoreSearchError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('the SDK client on the demo backend', () => {
  it('reads the welcome page, the dashboard, usage and tuning data with typed results', async () => {
    const { client } = setup();
    const init = await getBatchInit(client);
    expect(init.stores.shopify.map((s) => s.id)).toEqual([String(DEMO_STORES.shopify.id)]);
    expect(init.syncHistory.stats.totalSyncs).toBe(init.syncHistory.history.length);
    expect((await getStoreVendor(client, { vendorId: DEMO_USERS.vendor.id }))?.id).toBe(
      String(DEMO_VENDOR_ID),
    );
    const dashboard = await getBatchDashboard(client, { storeId: scope.storeId });
    expect(dashboard.dashboard.totalSearches).toBeGreaterThan(0);
    expect((await getRecentSearches(client, { userId: DEMO_USERS.vendor.id })).length).toBeGreaterThan(5);
    expect((await getUsageLimits(client, { storeId: scope.storeId }))?.planName).toBe('Professional');
    expect((await getUsageStats(client, { storeId: scope.storeId })).monthlyData).toHaveLength(12);
    expect((await listFacetFields(client, scope)).length).toBeGreaterThan(5);
    expect((await getSession(client)).role).toBe('user');
  });

  it('writes through the client show up in later reads', async () => {
    const { client } = setup();
    await createBoostingRule(client, {
      name: 'Trail shoes',
      type: 'attribute',
      matcher: { bool: { must: [{ term: { category: 'Hiking Boots' } }] } },
      weight: 3,
      status: 'active',
      ...scope,
      shopifyStoreId: scope.storeId,
    });
    expect((await listBoostingRules(client, scope)).map((r) => r.name)).toContain('Trail shoes');
    await createColorMapping(client, { ...scope, colorName: 'Sand', hexValue: '#c2b280' });
    expect((await listColorMappings(client, scope)).map((m) => m.colorName)).toContain('Sand');
  });

  it('creates a store and polls its sync to completion on the injected clock', async () => {
    let now = DEMO_ANCHOR_TIME;
    const { client } = setup(createDemoBackend({ now: () => now }));
    const created = await createWooCommerceStore(client, {
      storeVendorId: DEMO_VENDOR_ID,
      storeUrl: 'shop.example-running.com',
      consumerKey: 'ck_demo',
    });
    expect(created.existing).toBe(false);
    const storeId = created.id!;
    expect((await getSyncProgress(client, { storeId, storeType: 'woocommerce' })).overallProgress).toBe(0);
    now += DEMO_SYNC_DURATION_MS;
    expect(await getSyncProgress(client, { storeId, storeType: 'woocommerce' })).toMatchObject({
      status: 'completed',
      overallProgress: 100,
    });
    const again = await createWooCommerceStore(client, {
      storeVendorId: DEMO_VENDOR_ID,
      storeUrl: 'https://shop.example-running.com',
      consumerKey: 'ck_demo',
    });
    expect(again).toEqual({ id: storeId, existing: true });
  });

  it('surfaces demo failures as the client typed errors', async () => {
    const { client, backend } = setup();
    const woo = await failure(
      createWooCommerceStore(client, {
        storeVendorId: DEMO_VENDOR_ID,
        storeUrl: 'shop.example.org',
        consumerKey: 'bad',
      }),
    );
    expect(woo.kind).toBe('http');
    expect(woo.details).toMatchObject({ possibleReasons: expect.any(Array) });

    backend.faults.set('getBatchInit', { kind: 'rateLimited', retryAfter: 120 }, { times: 1 });
    expect((await failure(getBatchInit(client))).kind).toBe('rateLimited');
    backend.faults.set('getBatchInit', { kind: 'serverError' }, { times: 1 });
    expect((await failure(getBatchInit(client))).kind).toBe('http');
    backend.faults.set('getBatchInit', { kind: 'networkError' }, { times: 1 });
    expect((await failure(getBatchInit(client))).kind).toBe('network');
    backend.faults.set('getBatchInit', { kind: 'malformed' }, { times: 1 });
    expect((await failure(getBatchInit(client))).kind).toBe('invalidResponse');
    backend.faults.set('getBatchInit', { kind: 'malformed', variant: 'schemaMismatch' }, { times: 1 });
    expect((await failure(getBatchInit(client))).kind).toBe('invalidResponse');
    expect((await getBatchInit(client)).vendor.id).toBe(String(DEMO_VENDOR_ID));
  });
});
