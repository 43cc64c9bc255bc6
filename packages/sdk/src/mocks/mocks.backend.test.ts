import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildPath, buildQuery } from '../client/client.endpoint';
import { type EndpointId, endpointAccess, endpointList } from '../contract/endpoints';
import { createDemoBackend, type DemoBackend, faultHandler, registryRoutes } from './mocks.backend';
import type { DemoDb } from './mocks.db';
import { DEMO_RATE_LIMIT_MESSAGE, DEMO_SERVER_ERROR_MESSAGE } from './mocks.faults';
import {
  DEMO_ANCHOR_TIME,
  DEMO_PASSWORD,
  DEMO_SECOND_VENDOR_ID,
  DEMO_STORES,
  DEMO_SYNC_DURATION_MS,
  DEMO_USERS,
  DEMO_VENDOR_ID,
} from './mocks.seed';
import { WRONG_CURRENT_PASSWORD } from './routes/profile.routes';
import { WOOCOMMERCE_POSSIBLE_REASONS } from './routes/stores.routes';

const ORIGIN = 'https://api.demo.test';
const SHOPIFY = DEMO_STORES.shopify.id;
const WOO = DEMO_STORES.woocommerce.id;
const shopifyScope = { storeId: SHOPIFY, storeType: 'shopify' } as const;

interface CallOptions {
  /** JSON body, or a FormData sent as multipart. */
  body?: unknown;
  /** x-vendor-id; null sends none. */
  vendor?: number | string | null;
  /** Extra headers. */
  headers?: Record<string, string>;
}

/** Sends one request through the backend's handlers, as the worker would. */
async function call(
  backend: DemoBackend,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  const vendor = options.vendor === undefined ? DEMO_VENDOR_ID : options.vendor;
  if (vendor !== null) headers.set('x-vendor-id', String(vendor));
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const response = await getResponse(
    backend.handlers,
    new Request(`${ORIGIN}${path}`, { method, headers, body }),
  );
  if (!response) throw new Error(`No handler answered ${method} ${path}`);
  return response;
}

async function json(response: Response): Promise<Record<string, unknown> & { data?: unknown }> {
  return (await response.json()) as Record<string, unknown>;
}

/** A UBI event as the collector sends it. */
function ubiEvent(id: string) {
  return {
    event_id: id,
    event_name: 'search_query',
    event_details: { search_query: 'nike' },
    timestamp: '2026-10-15T09:00:00.000Z',
    session_id: 'session-1',
    user_id: String(DEMO_USERS.vendor.id),
    vendor_id: String(DEMO_VENDOR_ID),
    store_id: String(SHOPIFY),
    platform: 'shopify',
  };
}

/** A valid request for every endpoint, from the seeded data. */
const EXAMPLES: Record<string, (db: DemoDb) => { params?: object; query?: object; body?: unknown }> = {
  getStoreVendor: () => ({ params: { vendorId: DEMO_VENDOR_ID } }),
  getVendorInfo: () => ({}),
  getBatchInit: () => ({}),
  createWooCommerceStore: () => ({
    body: { storeVendorId: DEMO_VENDOR_ID, storeUrl: 'new-shop.example.com', consumerKey: 'ck_123' },
  }),
  createShopifyStore: () => ({
    body: { storeVendorId: DEMO_VENDOR_ID, shopDomain: 'new-shop.myshopify.com', accessToken: 'shpat_123' },
  }),
  resyncWooCommerceStore: () => ({ params: { id: WOO } }),
  resyncShopifyStore: () => ({ params: { id: SHOPIFY } }),
  deleteWooCommerceStore: () => ({ params: { id: WOO } }),
  deleteShopifyStore: () => ({ params: { id: SHOPIFY } }),
  getSearchLabConfig: () => ({ params: { storeId: SHOPIFY } }),
  saveSearchLabConfig: () => ({
    params: { storeId: SHOPIFY },
    body: {
      checkoutSummaryUrls: [{ matchType: 'equals', fragment: '/cart/summary' }],
      paymentConfirmationUrls: [],
    },
  }),
  initiateSync: () => ({ body: { vendorId: DEMO_VENDOR_ID, ...shopifyScope, isReSync: true } }),
  getSyncProgress: () => ({ params: { storeId: WOO }, query: { storeType: 'woocommerce' } }),
  listStoreProducts: () => ({ params: shopifyScope }),
  updateProductBoost: (db) => ({
    params: { storeType: 'shopify', id: db.products.get(SHOPIFY)![0]!.id },
    body: { boost: 2.5 },
  }),
  getDistinctValues: () => ({
    params: { storeId: SHOPIFY },
    query: { field: 'brand', storeType: 'shopify' },
  }),
  listProductAttributes: () => ({ params: { storeId: SHOPIFY }, query: { storeType: 'shopify' } }),
  listBoostingRules: () => ({ query: shopifyScope }),
  createBoostingRule: () => ({ body: ruleBody('Boost Adidas') }),
  updateBoostingRule: (db) => ({ params: { id: firstRule(db) }, body: ruleBody('Renamed') }),
  deleteBoostingRule: (db) => ({ params: { id: firstRule(db) }, query: shopifyScope }),
  listColorMappings: () => ({ query: shopifyScope }),
  createColorMapping: () => ({ query: shopifyScope, body: { colorName: 'Teal', hexValue: '#0ff' } }),
  updateColorMapping: (db) => ({
    params: { id: firstMapping(db) },
    body: { colorName: 'Ink', hexValue: '#1F2A44' },
  }),
  deleteColorMapping: (db) => ({ params: { id: firstMapping(db) } }),
  listFacetFields: () => ({ query: shopifyScope }),
  listFacets: () => ({ query: shopifyScope }),
  saveFacets: (db) => ({ query: shopifyScope, body: db.facets.get(SHOPIFY) }),
  updateProfileName: () => ({ body: { firstname: 'Maya', lastname: 'Lind' } }),
  uploadProfileImage: () => ({ body: imageForm('image/png', 16) }),
  downloadInvoice: () => ({ params: { userId: DEMO_USERS.vendor.id } }),
  listInvoices: () => ({ params: { userId: DEMO_USERS.vendor.id } }),
  getSession: () => ({}),
  logout: () => ({}),
  getApiKeys: () => ({}),
  updateApiKeys: () => ({ body: { firstVideoPlatformKey: 'yt-1234567890abcdef' } }),
  changeEmail: () => ({
    body: { newEmail: 'maya.new@northwind-sports.demo', currentPassword: DEMO_PASSWORD },
  }),
  changePassword: () => ({ body: { currentPassword: DEMO_PASSWORD, newPassword: 'a-longer-password' } }),
  getBatchDashboard: () => ({ params: { storeId: SHOPIFY } }),
  getFilterUsage: () => ({ params: { storeId: SHOPIFY } }),
  getRealtime: () => ({ params: { storeId: SHOPIFY } }),
  getRecentSearches: () => ({ params: { userId: DEMO_USERS.vendor.id } }),
  getUsageLimits: () => ({ params: { storeId: SHOPIFY } }),
  getUsageStats: () => ({ params: { storeId: SHOPIFY } }),
  collectUbiEvents: () => ({ body: [ubiEvent('e-1')] }),
  // admin: admin calls answer only a signed-in admin, so each example signs the admin in.
  getAdminAnalytics: (db) => asAdmin(db, {}),
  listAdminUsers: (db) => asAdmin(db, {}),
  banUser: (db) => asAdmin(db, { params: { userId: DEMO_USERS.secondVendor.id } }),
  deleteUser: (db) => asAdmin(db, { params: { userId: DEMO_USERS.secondVendor.id } }),
  forceLogoutUser: (db) => asAdmin(db, { params: { userId: DEMO_USERS.vendor.id } }),
  listSubscriptionOrders: (db) => asAdmin(db, {}),
  cancelSubscription: (db) => asAdmin(db, { params: { orderId: firstOrder(db, 'active') } }),
  reactivateSubscription: (db) => asAdmin(db, { params: { orderId: firstOrder(db, 'cancelled') } }),
  downloadOrderInvoice: (db) => asAdmin(db, { params: { orderId: firstOrder(db, 'active') } }),
  listPricingPlans: (db) => asAdmin(db, {}),
  updatePlanPrices: (db) =>
    asAdmin(db, {
      params: { planId: db.admin.plans[0]!.id },
      body: { monthlyPrice: 21, yearlyPrice: 226.8, notify: true },
    }),
};

function ruleBody(name: string) {
  return {
    name,
    type: 'attribute',
    matcher: {
      bool: { should: [{ term: { brand: 'Adidas' } }], must_not: [{ terms: { color: ['Pink'] } }] },
    },
    weight: 2,
    status: 'active',
    ...shopifyScope,
    shopifyStoreId: SHOPIFY,
  };
}
function asAdmin<T>(db: DemoDb, input: T): T {
  db.session.userId = DEMO_USERS.admin.id;
  return input;
}
const firstOrder = (db: DemoDb, status: string) => db.admin.orders.find((o) => o.status === status)!.id;
const firstRule = (db: DemoDb) => db.boostingRules.find((r) => r.storeId === SHOPIFY)!.id;
const firstMapping = (db: DemoDb) => db.colorMappings.find((m) => m.storeId === SHOPIFY)!.id;

function imageForm(type: string, bytes: number): FormData {
  const form = new FormData();
  form.append('profileImage', new Blob([new Uint8Array(bytes)], { type }), 'avatar');
  return form;
}

/** Calls an endpoint of the backend by its id with structured input, the way the client builds URLs. */
function callEndpoint(
  backend: DemoBackend,
  id: string,
  input: { params?: object; query?: object; body?: unknown },
  options: CallOptions = {},
) {
  const endpoint = endpointList.find((e) => e.id === id)!;
  const path = `${buildPath(endpoint.path, input.params as Record<string, unknown>)}${buildQuery(input.query as Record<string, unknown>)}`;
  return call(backend, endpoint.method, path, { body: input.body, ...options });
}

describe('every endpoint', () => {
  it('of the registry is implemented and has an example request in this test', () => {
    expect(registryRoutes().map((r) => r.endpoint)).toEqual(endpointList);
    expect(endpointList.map((e) => e.id).sort()).toEqual(Object.keys(EXAMPLES).sort());
  });

  it.each(endpointList.map((e) => [e.id, e] as const))(
    '%s answers its default request with a body its response schema accepts',
    async (id, endpoint) => {
      const backend = createDemoBackend({ now: () => DEMO_ANCHOR_TIME });
      const response = await callEndpoint(backend, id, EXAMPLES[id]!(backend.db));
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      let payload: unknown;
      if (endpoint.responseType === 'blob') {
        expect(response.headers.get('content-type')).toBe(endpoint.responseMediaType);
        payload = await response.blob();
      } else {
        const text = await response.text();
        payload = text === '' ? undefined : JSON.parse(text);
      }
      const parsed = z.safeParse(endpoint.response, payload);
      expect(parsed.success, parsed.error?.message).toBe(true);
    },
  );

  it('enforces the access the contract declares: x-vendor-id on vendor calls, a session on user calls, an admin on admin calls', async () => {
    for (const route of registryRoutes()) {
      expect(route.requiresVendor, route.endpoint.id).toBe(endpointAccess(route.endpoint.id) === 'vendor');
    }
    for (const { id } of endpointList) {
      const access = endpointAccess(id);
      if (access === 'public' || access === 'vendor') continue;
      const backend = createDemoBackend({ now: () => DEMO_ANCHOR_TIME });
      const input = EXAMPLES[id]!(backend.db);
      backend.db.session.userId = null;
      const anonymous = await callEndpoint(backend, id, input);
      // 401, or 404 where the record itself is only visible to its owner.
      expect([401, 404], `${id} without a session`).toContain(anonymous.status);
      if (access === 'admin') {
        backend.db.session.userId = DEMO_USERS.vendor.id;
        const vendorCall = await callEndpoint(backend, id, input);
        expect(vendorCall.status, `${id} as a vendor`).toBe(403);
      }
    }
  });

  it('answers 401 without x-vendor-id where the spec sends it, but not on user, session or UBI calls', async () => {
    const backend = createDemoBackend();
    // User, session, UBI and admin calls need no vendor header: the contract's access map says which.
    const open = new Set(
      endpointList.filter(({ id }) => endpointAccess(id) !== 'vendor').map(({ id }) => id),
    );
    for (const { id } of endpointList) {
      // Each call as the demo vendor (logout ends the session, admin examples switch to the admin).
      backend.db.session.userId = DEMO_USERS.vendor.id;
      const response = await callEndpoint(backend, id, EXAMPLES[id]!(backend.db), { vendor: null });
      if (open.has(id)) expect(response.status, id).not.toBe(401);
      else {
        expect(response.status, id).toBe(401);
        expect(await json(response)).toMatchObject({
          success: false,
          error: { message: expect.any(String) },
        });
      }
    }
  });

  it('answers 400 Invalid vendorId for a vendor id that is not a number', async () => {
    const response = await call(createDemoBackend(), 'GET', '/api/v1/vendor-info/batch-init', {
      vendor: 'abc',
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: { message: 'Invalid vendorId' } });
  });

  it("answers 404 with an error body for unknown ids and another vendor's store", async () => {
    const backend = createDemoBackend();
    for (const [method, path] of [
      ['GET', '/api/v1/analytics/store/999999/batch-dashboard'],
      ['GET', `/api/v1/analytics/store/${DEMO_STORES.secondVendor.id}/realtime`],
      ['DELETE', '/api/v1/color-mappings/424242'],
      ['PUT', '/api/v1/boosting-rules/424242'],
      ['GET', '/api/v1/storevendor/999'],
      ['GET', '/api/user/999/invoice'],
      ['GET', `/api/user/${DEMO_USERS.secondVendor.id}/invoices`],
      ['GET', `/api/v1/analytics/vendor/${DEMO_USERS.secondVendor.id}/recent-searches`],
    ] as const) {
      const body = method === 'PUT' ? ruleBody('x') : undefined;
      const response = await call(backend, method, path, { body });
      expect(response.status, path).toBe(404);
      expect((await json(response)).error, path).toMatchObject({ message: expect.any(String) });
    }
  });

  it('answers 400 naming the field when a body breaks the request schema', async () => {
    const response = await call(createDemoBackend(), 'PATCH', '/api/user/profile', {
      body: { firstname: 'A' },
    });
    expect(response.status).toBe(400);
    expect(String(((await json(response)) as { error: { message: string } }).error.message)).toContain(
      'lastname',
    );
  });
});

describe('vendor and stores', () => {
  it('resolves the store vendor by vendor id and by the owner user id', async () => {
    const backend = createDemoBackend();
    for (const id of [DEMO_VENDOR_ID, DEMO_USERS.vendor.id]) {
      const body = await json(await call(backend, 'GET', `/api/v1/storevendor/${id}`, { vendor: null }));
      expect(body.data).toMatchObject({
        id: DEMO_VENDOR_ID,
        shopifyStores: [{ id: SHOPIFY, shopDomain: 'northwind-sports.myshopify.com' }],
        woocommerceStores: [{ id: WOO, consumerKey: expect.stringMatching(/^ck_/) }],
      });
    }
  });

  it('scopes batch-init to the calling vendor', async () => {
    const backend = createDemoBackend();
    const body = (await json(
      await call(backend, 'GET', '/api/v1/vendor-info/batch-init', { vendor: DEMO_SECOND_VENDOR_ID }),
    )) as {
      data: {
        stores: { shopify: unknown[]; woocommerce: { id: number }[] };
        syncHistory: { history: { storeId: number }[] };
      };
    };
    expect(body.data.stores.shopify).toEqual([]);
    expect(body.data.stores.woocommerce.map((s) => s.id)).toEqual([DEMO_STORES.secondVendor.id]);
    expect(body.data.syncHistory.history.every((h) => h.storeId === DEMO_STORES.secondVendor.id)).toBe(true);
  });

  it('sync stats add up over the history', async () => {
    const body = (await json(
      await call(createDemoBackend({ now: () => DEMO_ANCHOR_TIME }), 'GET', '/api/v1/vendor-info/batch-init'),
    )) as {
      data: {
        syncHistory: {
          history: { status: string; productCount: number; completedAt: string | null }[];
          stats: Record<string, unknown>;
        };
      };
    };
    const { history, stats } = body.data.syncHistory;
    const completed = history.filter((h) => h.status === 'completed');
    expect(stats).toEqual({
      totalSyncs: history.length,
      successfulSyncs: completed.length,
      failedSyncs: history.filter((h) => h.status === 'failed').length,
      totalProductsSynced: completed.reduce((s, h) => s + h.productCount, 0),
      lastSyncDate: completed
        .map((h) => h.completedAt!)
        .sort()
        .at(-1),
    });
  });

  it('lists a created store in batch-init, syncs it to 100 % on the injected clock, then records it in the history', async () => {
    let time = DEMO_ANCHOR_TIME + 3_600_000;
    const backend = createDemoBackend({ now: () => time });
    const created = await call(backend, 'POST', '/api/v1/woocommerce-stores', {
      body: { storeVendorId: DEMO_VENDOR_ID, storeUrl: '  shop.acme-sports.com ', consumerKey: 'ck_live_1' },
    });
    expect(created.status).toBe(201);
    const createdBody = await json(created);
    expect(createdBody).toMatchObject({ success: true, data: { existing: false } });
    const id = (createdBody.data as { id: number }).id;

    const init = async () =>
      (await json(await call(backend, 'GET', '/api/v1/vendor-info/batch-init'))) as {
        data: {
          stores: { woocommerce: { id: number; url: string; name: string }[] };
          activeSyncs: { storeId: number }[];
          syncHistory: { history: { storeId: number; status: string; overallProgress: number }[] };
        };
      };
    const first = await init();
    expect(first.data.stores.woocommerce).toContainEqual(
      expect.objectContaining({ id, url: 'https://shop.acme-sports.com', name: 'Acme Sports' }),
    );
    expect(first.data.activeSyncs).toContainEqual(expect.objectContaining({ storeId: id }));

    const progress = async () =>
      (await json(await call(backend, 'GET', `/api/v1/sync-progress/${id}?storeType=woocommerce`))).data as {
        status: string;
        overallProgress: number;
      };
    const seen: number[] = [];
    for (let step = 0; step <= DEMO_SYNC_DURATION_MS; step += 3_000) {
      time = DEMO_ANCHOR_TIME + 3_600_000 + step;
      seen.push((await progress()).overallProgress);
    }
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(await progress()).toMatchObject({ status: 'completed' });
    const last = await init();
    expect(last.data.activeSyncs.some((s) => s.storeId === id)).toBe(false);
    expect(last.data.syncHistory.history).toContainEqual(
      expect.objectContaining({ storeId: id, status: 'completed', overallProgress: 100 }),
    );
  });

  it('starts a sync with initiate and refuses a second one while it runs', async () => {
    const backend = createDemoBackend({ now: () => DEMO_ANCHOR_TIME });
    const body = { vendorId: DEMO_VENDOR_ID, ...shopifyScope, isReSync: false };
    const first = await call(backend, 'POST', '/api/v1/sync-progress/initiate', { body });
    expect(await json(first)).toMatchObject({
      success: true,
      data: { message: expect.stringContaining('Northwind Sports') },
    });
    const second = await call(backend, 'POST', '/api/v1/sync-progress/initiate', { body });
    expect(second.status).toBe(409);
  });

  it.each([
    ['', 'Please enter a valid URL.'],
    ['   ', 'Please enter a valid URL.'],
    ['localhost', 'Please enter a valid URL.'],
    ['http://', 'Please enter a valid URL.'],
    ['javascript:alert(1)', 'Please enter a valid URL.'],
    ['shop.', 'Please enter a valid URL.'],
  ])('rejects WooCommerce URL %j with 400 %s', async (storeUrl, message) => {
    const response = await call(createDemoBackend(), 'POST', '/api/v1/woocommerce-stores', {
      body: { storeVendorId: DEMO_VENDOR_ID, storeUrl, consumerKey: 'ck_1' },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ success: false, error: { message } });
  });

  it.each(['', 'acme', 'https://nodot/'])(
    'rejects Shopify URL %j with 400 "Please enter a valid Shopify URL."',
    async (shopDomain) => {
      const response = await call(createDemoBackend(), 'POST', '/api/v1/shopify-stores', {
        body: { storeVendorId: DEMO_VENDOR_ID, shopDomain, accessToken: 'shpat_1' },
      });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: { message: 'Please enter a valid Shopify URL.' } });
    },
  );

  it('accepts a URL without scheme (https assumed) and answers existing: true for a store already connected', async () => {
    const backend = createDemoBackend();
    const before = backend.db.stores.length;
    for (const storeUrl of ['outlet.northwind-sports.com', 'http://www.outlet.northwind-sports.com/shop']) {
      const response = await call(backend, 'POST', '/api/v1/woocommerce-stores', {
        body: { storeVendorId: DEMO_VENDOR_ID, storeUrl, consumerKey: 'ck_1' },
      });
      expect(response.status).toBe(200);
      expect((await json(response)).data).toEqual({ id: WOO, existing: true });
    }
    const shopify = await call(backend, 'POST', '/api/v1/shopify-stores', {
      body: {
        storeVendorId: DEMO_VENDOR_ID,
        shopDomain: 'northwind-sports.myshopify.com',
        accessToken: 'shpat_1',
      },
    });
    expect((await json(shopify)).data).toEqual({ id: SHOPIFY, existing: true });
    expect(backend.db.stores).toHaveLength(before);
  });

  it('answers a WooCommerce connection failure with details.possibleReasons', async () => {
    const response = await call(createDemoBackend(), 'POST', '/api/v1/woocommerce-stores', {
      body: { storeVendorId: DEMO_VENDOR_ID, storeUrl: 'https://new.example.com', consumerKey: 'wrong-key' },
    });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.details).toEqual({ possibleReasons: [...WOOCOMMERCE_POSSIBLE_REASONS] });
    expect(body.error).toEqual({ message: expect.any(String) });
  });

  it('rejects a Shopify access token that is not one', async () => {
    const response = await call(createDemoBackend(), 'POST', '/api/v1/shopify-stores', {
      body: { storeVendorId: DEMO_VENDOR_ID, shopDomain: 'acme.myshopify.com', accessToken: 'nope' },
    });
    expect(response.status).toBe(401);
  });

  it('deletes a store with everything it owns', async () => {
    const backend = createDemoBackend();
    expect((await call(backend, 'DELETE', `/api/v1/shopify-stores/${SHOPIFY}`)).status).toBe(200);
    expect(backend.db.stores.some((s) => s.id === SHOPIFY)).toBe(false);
    expect(backend.db.boostingRules.some((r) => r.storeId === SHOPIFY)).toBe(false);
    expect(
      (await call(backend, 'GET', `/api/v1/boosting-rules?storeId=${SHOPIFY}&storeType=shopify`)).status,
    ).toBe(404);
    // A WooCommerce delete of a Shopify id is not that store.
    expect((await call(backend, 'DELETE', `/api/v1/woocommerce-stores/${SHOPIFY}`)).status).toBe(404);
  });
});

describe('writes persist', () => {
  it('boosting rules: create, toggle status, delete', async () => {
    const backend = createDemoBackend();
    const list = async () =>
      (await json(
        await call(backend, 'GET', `/api/v1/boosting-rules?storeId=${SHOPIFY}&storeType=shopify`),
      )) as unknown as {
        id: number;
        name: string;
        status: string;
        shopifyStoreId?: number;
      }[];
    const created = await call(backend, 'POST', '/api/v1/boosting-rules', { body: ruleBody('Boost Adidas') });
    expect(created.status).toBe(201);
    const rule = (await list()).find((r) => r.name === 'Boost Adidas')!;
    expect(rule.shopifyStoreId).toBe(SHOPIFY);
    await call(backend, 'PUT', `/api/v1/boosting-rules/${rule.id}`, {
      body: { ...ruleBody('Boost Adidas'), status: 'inactive' },
    });
    expect((await list()).find((r) => r.id === rule.id)?.status).toBe('inactive');
    await call(backend, 'DELETE', `/api/v1/boosting-rules/${rule.id}?storeId=${SHOPIFY}&storeType=shopify`);
    expect((await list()).some((r) => r.id === rule.id)).toBe(false);
  });

  it('boosting rules: a blank name or a weight outside 1 to 10 is refused', async () => {
    const backend = createDemoBackend();
    for (const body of [
      ruleBody('  '),
      { ...ruleBody('x'), weight: 0.9 },
      { ...ruleBody('x'), weight: 10.1 },
    ]) {
      expect((await call(backend, 'POST', '/api/v1/boosting-rules', { body })).status).toBe(400);
    }
    expect(
      (await call(backend, 'POST', '/api/v1/boosting-rules', { body: { ...ruleBody('x'), weight: 10 } }))
        .status,
    ).toBe(201);
  });

  it('colour mappings: hex validated and uppercased, name required, changes visible', async () => {
    const backend = createDemoBackend();
    const path = `/api/v1/color-mappings?storeId=${SHOPIFY}&storeType=shopify`;
    const bad = await call(backend, 'POST', path, { body: { colorName: 'Teal', hexValue: '#12345' } });
    expect(await json(bad)).toMatchObject({
      error: { message: 'Invalid hex color format. Please use format like #FF0000 or #F00' },
    });
    expect(
      (await call(backend, 'POST', path, { body: { colorName: 'Teal', hexValue: '#0ff' } })).status,
    ).toBe(201);
    expect(
      (await call(backend, 'POST', path, { body: { colorName: 'teal', hexValue: '#0ff' } })).status,
    ).toBe(409);
    const list = (await json(await call(backend, 'GET', path))) as unknown as {
      id: number;
      colorName: string;
      hexValue: string;
    }[];
    const teal = list.find((m) => m.colorName === 'Teal')!;
    expect(teal.hexValue).toBe('#0FF');
    const noName = await call(backend, 'PUT', `/api/v1/color-mappings/${teal.id}`, {
      body: { colorName: ' ', hexValue: '#00ffff' },
    });
    expect(noName.status).toBe(400);
    await call(backend, 'PUT', `/api/v1/color-mappings/${teal.id}`, {
      body: { colorName: 'Aqua', hexValue: '#00ffff' },
    });
    await call(backend, 'DELETE', `/api/v1/color-mappings/${list[0]!.id}`);
    const after = (await json(await call(backend, 'GET', path))) as unknown as {
      id: number;
      colorName: string;
      hexValue: string;
    }[];
    expect(after).toContainEqual({ id: teal.id, colorName: 'Aqua', hexValue: '#00FFFF' });
    expect(after.some((m) => m.id === list[0]!.id)).toBe(false);
  });

  it('facets: the full list is replaced in order and temporary ids get real ones', async () => {
    const backend = createDemoBackend();
    const path = `/api/v1/facets?storeId=${SHOPIFY}&storeType=shopify`;
    const facets = (await json(await call(backend, 'GET', path))) as unknown as {
      id: number;
      field: string;
    }[];
    const next = [
      ...facets.slice(0, 5),
      { id: 'new-1', field: 'tags', label: 'Tags', visible: true, terms: 20, selectedValues: ['eco'] },
    ];
    expect((await call(backend, 'PUT', path, { body: next })).status).toBe(200);
    const saved = (await json(await call(backend, 'GET', path))) as unknown as {
      id: number;
      field: string;
      selectedValues: string[];
    }[];
    expect(saved.map((f) => f.field)).toEqual([...facets.slice(0, 5).map((f) => f.field), 'tags']);
    expect(typeof saved.at(-1)!.id).toBe('number');
    expect(saved.at(-1)!.selectedValues).toEqual(['eco']);
  });

  it('facet fields count products per field, some above 100 and some below', async () => {
    const fields = (await json(
      await call(createDemoBackend(), 'GET', `/api/v1/facets/fields?storeId=${SHOPIFY}&storeType=shopify`),
    )) as unknown as { name: string; count: number }[];
    expect(fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['category', 'price', 'instock', 'featured', 'insale', 'brand']),
    );
    expect(fields.some((f) => f.count > 100) && fields.some((f) => f.count <= 100)).toBe(true);
  });

  it('product boosts, distinct values and product attributes', async () => {
    const backend = createDemoBackend();
    const product = backend.db.products.get(SHOPIFY)![3]!;
    expect(
      (await call(backend, 'PATCH', `/api/shopify/products/${product.id}/boost`, { body: { boost: -1 } }))
        .status,
    ).toBe(400);
    expect(
      (await call(backend, 'PATCH', `/api/woocommerce/products/${product.id}/boost`, { body: { boost: 3 } }))
        .status,
    ).toBe(404);
    await call(backend, 'PATCH', `/api/shopify/products/${product.id}/boost`, { body: { boost: 3.5 } });
    const products = (await json(
      await call(backend, 'GET', `/api/shopify/stores/${SHOPIFY}/products`),
    )) as unknown as {
      id: number;
      boost: number;
    }[];
    expect(products.find((p) => p.id === product.id)?.boost).toBe(3.5);

    const values = async (field: string) =>
      (await json(
        await call(
          backend,
          'GET',
          `/api/v1/data/stores/${SHOPIFY}/distinct-values?field=${field}&storeType=shopify`,
        ),
      )) as unknown as unknown[];
    expect(await values('brand')).toContain('Nike');
    expect(await values('instock')).toEqual(['instock', 'onbackorder', 'outofstock', 'preorder']);
    expect(await values('insale')).toEqual([false, true]);
    expect(await values('no-such-field')).toEqual([]);
  });

  it('profile name, image and api keys persist; invalid input is refused with the spec messages', async () => {
    const backend = createDemoBackend();
    const noName = await call(backend, 'PATCH', '/api/user/profile', {
      body: { firstname: ' ', lastname: 'X' },
    });
    expect(await json(noName)).toMatchObject({ error: { message: 'First name and last name are required' } });
    await call(backend, 'PATCH', '/api/user/profile', { body: { firstname: ' Mia ', lastname: 'Lind' } });
    expect(await json(await call(backend, 'GET', '/api/auth/session'))).toMatchObject({
      user: { firstname: 'Mia', lastname: 'Lind', fullname: 'Mia Lind', role: 'user' },
    });

    const gif = await call(backend, 'PATCH', '/api/user/profile-image', { body: imageForm('image/gif', 10) });
    expect(await json(gif)).toMatchObject({
      error: { message: 'Please upload a valid image (PNG, JPEG, or WebP)' },
    });
    const big = await call(backend, 'PATCH', '/api/user/profile-image', {
      body: imageForm('image/png', 5 * 1024 * 1024 + 1),
    });
    expect(await json(big)).toMatchObject({ error: { message: 'Image size must be less than 5MB' } });
    const ok = await call(backend, 'PATCH', '/api/user/profile-image', {
      body: imageForm('image/webp', 5 * 1024 * 1024),
    });
    const image = ((await json(ok)).data as { image: string }).image;
    expect(image).toMatch(/^data:image\/webp;base64,/);
    expect(await json(await call(backend, 'GET', '/api/auth/session'))).toMatchObject({ user: { image } });

    await call(backend, 'PUT', '/api/user/api-keys', {
      body: { firstVideoPlatformKey: 'yt-1234567890abcdef', secondVideoPlatformKey: 'abc' },
    });
    expect((await json(await call(backend, 'GET', '/api/user/api-keys'))).data).toEqual({
      firstVideoPlatformKey: '••••••••cdef',
      secondVideoPlatformKey: '••••••••',
    });
    expect(backend.db.users.find((u) => u.id === DEMO_USERS.vendor.id)?.apiKeys.primary).toBe(
      'yt-1234567890abcdef',
    );
  });

  it('changes e-mail and password only with the current password (proposed calls)', async () => {
    const backend = createDemoBackend();
    const user = () => backend.db.users.find((u) => u.id === DEMO_USERS.vendor.id);
    const wrong = await call(backend, 'PATCH', '/api/user/email', {
      body: { newEmail: 'maya@new.demo', currentPassword: 'not-it' },
    });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ error: { message: WRONG_CURRENT_PASSWORD } });
    expect(user()?.email).toBe(DEMO_USERS.vendor.email);
    const taken = await call(backend, 'PATCH', '/api/user/email', {
      body: { newEmail: DEMO_USERS.admin.email, currentPassword: DEMO_PASSWORD },
    });
    expect(taken.status).toBe(409);
    const ok = await call(backend, 'PATCH', '/api/user/email', {
      body: { newEmail: 'maya@new.demo', currentPassword: DEMO_PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(await json(await call(backend, 'GET', '/api/auth/session'))).toMatchObject({
      user: { email: 'maya@new.demo' },
    });

    const short = await call(backend, 'PATCH', '/api/user/password', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    const changed = await call(backend, 'PATCH', '/api/user/password', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'a-longer-password' },
    });
    expect(changed.status).toBe(200);
    expect(user()?.password).toBe('a-longer-password');
  });

  it('answers 401 on session calls when nobody is signed in', async () => {
    const backend = createDemoBackend();
    backend.db.session.userId = null;
    expect((await call(backend, 'GET', '/api/auth/session')).status).toBe(401);
  });

  it('search lab rules persist per store', async () => {
    const backend = createDemoBackend();
    const config = {
      checkoutSummaryUrls: [{ matchType: 'equals', fragment: '/basket' }],
      paymentConfirmationUrls: [],
    };
    await call(backend, 'PUT', `/api/v1/search-lab/${WOO}`, { body: config });
    expect((await json(await call(backend, 'GET', `/api/v1/search-lab/${WOO}`))).data).toEqual(config);
  });

  it("lets an admin read any user's invoices, a vendor only their own", async () => {
    const backend = createDemoBackend();
    const path = `/api/user/${DEMO_USERS.secondVendor.id}/invoices`;
    expect((await call(backend, 'GET', path)).status).toBe(404);
    backend.db.session.userId = DEMO_USERS.admin.id;
    const invoices = (await json(await call(backend, 'GET', path))) as unknown as { amount: number }[];
    expect(invoices).toHaveLength(6);
    expect(invoices.every((i) => i.amount === 19)).toBe(true);
  });

  it('serves the invoice as a PDF', async () => {
    const response = await call(createDemoBackend(), 'GET', `/api/user/${DEMO_USERS.vendor.id}/invoice`);
    expect(response.headers.get('content-disposition')).toContain(`invoice-${DEMO_USERS.vendor.id}.pdf`);
    const text = await response.text();
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('reset() restores the seeded world in place and clears faults', async () => {
    const backend = createDemoBackend();
    const { db } = backend;
    await call(backend, 'DELETE', `/api/v1/shopify-stores/${SHOPIFY}`);
    backend.faults.set('getBatchInit', { kind: 'networkError' });
    backend.reset();
    expect(backend.db).toBe(db);
    expect(db.stores.some((s) => s.id === SHOPIFY)).toBe(true);
    expect((await call(backend, 'GET', '/api/v1/vendor-info/batch-init')).status).toBe(200);
  });
});

describe('analytics', () => {
  it('dashboard totals equal the sum of their rows and CTR stays believable', async () => {
    const body = (await json(
      await call(createDemoBackend(), 'GET', `/api/v1/analytics/store/${SHOPIFY}/batch-dashboard`),
    )) as {
      data: {
        dashboard: { totalSearches: number };
        recentSearches: { searchCount: number; lastSearched: string }[];
        productClicks: { clicks: number }[];
      };
    };
    const { dashboard, recentSearches, productClicks } = body.data;
    expect(recentSearches.reduce((s, r) => s + r.searchCount, 0)).toBe(dashboard.totalSearches);
    const ctr = productClicks.reduce((s, r) => s + r.clicks, 0) / dashboard.totalSearches;
    expect(ctr).toBeGreaterThan(0.1);
    expect(ctr).toBeLessThan(0.5);
    expect(recentSearches.map((r) => r.lastSearched)).toEqual(
      [...recentSearches.map((r) => r.lastSearched)].sort().reverse(),
    );
  });

  it('realtime hourly counts add up to the recent events and purchases carry revenue', async () => {
    const body = (await json(
      await call(createDemoBackend(), 'GET', `/api/v1/analytics/store/${SHOPIFY}/realtime`),
    )) as {
      data: {
        hourlyData: { doc_count: number }[];
        recentEvents: { _source: { event_name: string; event_details: { revenue?: number } } }[];
      };
    };
    expect(body.data.hourlyData).toHaveLength(24);
    expect(body.data.hourlyData.reduce((s, h) => s + h.doc_count, 0)).toBe(body.data.recentEvents.length);
    const purchases = body.data.recentEvents.filter((e) => e._source.event_name === 'purchase_completed');
    expect(purchases.length).toBeGreaterThan(0);
    expect(purchases.every((p) => (p._source.event_details.revenue ?? 0) > 0)).toBe(true);
  });

  it("recent searches merge the vendor's stores and derive the conversion rate", async () => {
    const backend = createDemoBackend();
    const rows = (
      await json(
        await call(backend, 'GET', `/api/v1/analytics/vendor/${DEMO_USERS.vendor.id}/recent-searches`),
      )
    ).data as {
      query: string;
      searchCount: number;
      clicks: number;
      conversionRate: number;
    }[];
    const total = [SHOPIFY, WOO].reduce(
      (s, id) => s + backend.db.analytics.get(id)!.queries.reduce((t, q) => t + q.searchCount, 0),
      0,
    );
    expect(rows.reduce((s, r) => s + r.searchCount, 0)).toBe(total);
    expect(new Set(rows.map((r) => r.query)).size).toBe(rows.length);
    expect(rows.map((r) => r.searchCount)).toEqual([...rows.map((r) => r.searchCount)].sort((a, b) => b - a));
    expect(rows.some((r) => r.clicks === 0)).toBe(true);
    expect(rows.every((r) => r.conversionRate >= 0 && r.conversionRate <= 100)).toBe(true);
  });

  it('usage limits: vendor 1 within limits, vendor 2 at its store limit; usage stats 12 months ending with the anchor month', async () => {
    const backend = createDemoBackend();
    const limits = async (storeId: number, vendor: number) =>
      (await json(await call(backend, 'GET', `/api/v1/analytics/store/${storeId}/usage-limits`, { vendor })))
        .data as Record<string, { current: number; limit: number; percentage: number; remaining: number }> & {
        planName: string;
      };
    const first = await limits(SHOPIFY, DEMO_VENDOR_ID);
    expect(first.planName).toBe('Professional');
    expect(first.stores).toEqual({ current: 2, limit: 3, percentage: 67, remaining: 1 });
    expect(first.searches!.percentage).toBeLessThan(100);
    const second = await limits(DEMO_STORES.secondVendor.id, DEMO_SECOND_VENDOR_ID);
    expect(second.stores).toEqual({ current: 1, limit: 1, percentage: 100, remaining: 0 });

    const stats = (await json(await call(backend, 'GET', `/api/v1/analytics/store/${SHOPIFY}/usage-stats`)))
      .data as {
      monthlyData: { month: string; searches: number }[];
    };
    expect(stats.monthlyData).toHaveLength(12);
    expect(stats.monthlyData.at(-1)?.month).toBe('2026-10');
    expect(stats.monthlyData).toEqual(backend.db.analytics.get(SHOPIFY)!.monthly.slice(-12));
  });

  it('a new store has twelve empty months of usage', async () => {
    const backend = createDemoBackend();
    const created = await call(backend, 'POST', '/api/v1/shopify-stores', {
      body: { storeVendorId: DEMO_VENDOR_ID, shopDomain: 'fresh.myshopify.com', accessToken: 'shpat_1' },
    });
    const id = ((await json(created)).data as { id: number }).id;
    const stats = (await json(await call(backend, 'GET', `/api/v1/analytics/store/${id}/usage-stats`)))
      .data as {
      monthlyData: { searches: number }[];
    };
    expect(stats.monthlyData.map((m) => m.searches)).toEqual(Array(12).fill(0));
  });
});

describe('UBI collect', () => {
  it('accepts a JSON array sent as text/plain (a beacon), answers 204, keeps each event_id once and counts duplicates', async () => {
    const backend = createDemoBackend();
    const send = (ids: string[]) =>
      call(backend, 'POST', '/api/ubi/collect', {
        vendor: null,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: ids.map(ubiEvent),
      });
    const first = await send(['a', 'b']);
    expect(first.status).toBe(204);
    expect(await first.text()).toBe('');
    expect(backend.db.ubi.duplicates).toBe(0);
    expect((await send(['b', 'c', 'c'])).status).toBe(204);
    expect(backend.db.ubi.events.map((e) => e.event_id)).toEqual(['a', 'b', 'c']);
    expect(backend.db.ubi.duplicates).toBe(2);
    expect((await send(['a'])).status).toBe(204);
    expect(backend.db.ubi.duplicates).toBe(3);
  });

  it('refuses a body that is not an event array', async () => {
    const backend = createDemoBackend();
    expect(
      (await call(backend, 'POST', '/api/ubi/collect', { vendor: null, body: { event_id: 'x' } })).status,
    ).toBe(400);
    expect(
      (
        await call(backend, 'POST', '/api/ubi/collect', {
          vendor: null,
          body: [{ ...ubiEvent('x'), timestamp: 'yesterday' }],
        })
      ).status,
    ).toBe(400);
    expect(backend.db.ubi.events).toEqual([]);
    expect(backend.db.ubi.duplicates).toBe(0);
  });
});

describe('faults', () => {
  const batchInit = (backend: DemoBackend) => call(backend, 'GET', '/api/v1/vendor-info/batch-init');

  it('rateLimited answers 429 with Retry-After in seconds, or without the header', async () => {
    const backend = createDemoBackend();
    backend.faults.set('getBatchInit', { kind: 'rateLimited', retryAfter: 30 }, { times: 1 });
    const limited = await batchInit(backend);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(await json(limited)).toMatchObject({ error: { message: DEMO_RATE_LIMIT_MESSAGE } });
    expect((await batchInit(backend)).status).toBe(200);
    backend.faults.set('getBatchInit', { kind: 'rateLimited' });
    expect((await batchInit(backend)).headers.has('retry-after')).toBe(false);
  });

  it('serverError answers 500 with an error body, a custom message, or no body', async () => {
    const backend = createDemoBackend();
    backend.faults.set('getBatchInit', { kind: 'serverError' });
    expect(await json(await batchInit(backend))).toEqual({
      success: false,
      error: { message: DEMO_SERVER_ERROR_MESSAGE },
    });
    backend.faults.set('getBatchInit', { kind: 'serverError', message: 'Database unavailable' });
    const custom = await batchInit(backend);
    expect(custom.status).toBe(500);
    expect(await json(custom)).toMatchObject({ error: { message: 'Database unavailable' } });
    backend.faults.set('getBatchInit', { kind: 'serverError', message: null });
    const empty = await batchInit(backend);
    expect(empty.status).toBe(500);
    expect(await empty.text()).toBe('');
  });

  it('networkError makes the request fail at the network level', async () => {
    const backend = createDemoBackend();
    backend.faults.set('getBatchInit', { kind: 'networkError' });
    expect((await batchInit(backend)).type).toBe('error');
  });

  it('malformed answers 200 with invalid JSON, or JSON that breaks the response schema', async () => {
    const backend = createDemoBackend();
    backend.faults.set('getBatchInit', { kind: 'malformed' });
    const invalid = await batchInit(backend);
    expect(invalid.status).toBe(200);
    await expect(invalid.json()).rejects.toThrow(SyntaxError);
    backend.faults.set('getBatchInit', { kind: 'malformed', variant: 'schemaMismatch' });
    const mismatch = await (await batchInit(backend)).json();
    for (const endpoint of endpointList) {
      if (endpoint.responseType === 'blob') continue;
      expect(z.safeParse(endpoint.response, mismatch).success, endpoint.id).toBe(false);
    }
  });

  it('latency delays the normal answer', async () => {
    const backend = createDemoBackend();
    backend.faults.set('getBatchInit', { kind: 'latency', ms: 60 }, { times: 1 });
    const start = performance.now();
    expect((await batchInit(backend)).status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(55);
  });

  it('counts down `times`, clears one endpoint or all, and only touches its own endpoint', async () => {
    const backend = createDemoBackend();
    backend.faults.set('getBatchInit', { kind: 'serverError' }, { times: 2 });
    backend.faults.set('getVendorInfo', { kind: 'serverError' });
    expect((await call(backend, 'GET', '/api/v1/storevendor/101')).status).toBe(200);
    expect((await batchInit(backend)).status).toBe(500);
    expect((await batchInit(backend)).status).toBe(500);
    expect((await batchInit(backend)).status).toBe(200);
    backend.faults.clear('getVendorInfo');
    expect((await call(backend, 'GET', '/api/v1/vendor-info')).status).toBe(200);
    backend.faults.set('getVendorInfo', { kind: 'serverError' });
    backend.faults.clear();
    expect(backend.faults.list().size).toBe(0);
  });

  it('is not used up by a path that only looks like the endpoint', async () => {
    const backend = createDemoBackend();
    backend.faults.set('listStoreProducts', { kind: 'serverError' }, { times: 1 });
    const lookalike = await getResponse(
      backend.handlers,
      new Request(`${ORIGIN}/api/v1/stores/${SHOPIFY}/products`),
    );
    expect(lookalike).toBeUndefined();
    expect((await call(backend, 'GET', `/api/shopify/stores/${SHOPIFY}/products`)).status).toBe(500);
  });

  it('faultHandler puts a failing handler in front of the defaults', async () => {
    const backend = createDemoBackend();
    const handlers = [
      faultHandler('getBatchInit', { kind: 'rateLimited', retryAfter: 5 }),
      ...backend.handlers,
    ];
    const response = await getResponse(
      handlers,
      new Request(`${ORIGIN}/api/v1/vendor-info/batch-init`, { headers: { 'x-vendor-id': '101' } }),
    );
    expect(response?.status).toBe(429);
    const slow = [faultHandler('getBatchInit', { kind: 'latency', ms: 1 }), ...backend.handlers];
    const delayed = await getResponse(
      slow,
      new Request(`${ORIGIN}/api/v1/vendor-info/batch-init`, { headers: { 'x-vendor-id': '101' } }),
    );
    expect(delayed?.status).toBe(200);
    expect(() => faultHandler('noSuchEndpoint' as EndpointId, { kind: 'networkError' })).toThrow(RangeError);
  });
});
