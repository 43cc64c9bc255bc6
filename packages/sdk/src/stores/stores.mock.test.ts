import { describe, expect, it } from 'vitest';
import { en } from '../i18n/messages.en';
import { createDemoBackend } from '../mocks/mocks.backend';
import { call, json } from '../mocks/mocks.harness';
import { DEMO_SECOND_VENDOR_ID, DEMO_STORES, DEMO_USERS, DEMO_VENDOR_ID } from '../mocks/mocks.seed';
import { demoStoreTimeZone, WOOCOMMERCE_POSSIBLE_REASONS } from './stores.mock';

const SHOPIFY = DEMO_STORES.shopify.id;
const WOO = DEMO_STORES.woocommerce.id;

describe('the stores domain in the demo backend', () => {
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
    // Each store names its time zone (a proposed field), the one its schedules are set in.
    expect(body.data.stores.woocommerce.map((s) => (s as { timeZone?: unknown }).timeZone)).toEqual([
      demoStoreTimeZone(
        backend.db.stores.find((s) => s.id === DEMO_STORES.secondVendor.id) ?? { currency: '' },
      ),
    ]);
    expect(body.data.syncHistory.history.every((h) => h.storeId === DEMO_STORES.secondVendor.id)).toBe(true);
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

  it("keeps a new Shopify shop's domain, not the page of it that was pasted", async () => {
    const backend = createDemoBackend();
    const created = await call(backend, 'POST', '/api/v1/shopify-stores', {
      body: {
        storeVendorId: DEMO_VENDOR_ID,
        shopDomain: 'https://new-shop.myshopify.com/collections/all?page=2',
        accessToken: 'shpat_1',
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await json(created)).data as { id: number };
    expect(backend.db.stores.find((store) => store.id === id)?.url).toBe('https://new-shop.myshopify.com');
  });

  it('names a store with a non-ASCII address in Unicode and keeps its address as the URL parser gives it', async () => {
    // A backend each: the demo plan leaves room for one more store.
    const connect = async (shopDomain: string) => {
      const backend = createDemoBackend();
      const created = await call(backend, 'POST', '/api/v1/shopify-stores', {
        body: { storeVendorId: DEMO_VENDOR_ID, shopDomain, accessToken: 'shpat_1' },
      });
      expect(created.status).toBe(201);
      const { id } = (await json(created)).data as { id: number };
      return backend.db.stores.find((store) => store.id === id);
    };
    expect(await connect('https://schuhe-müller.myshopify.com')).toMatchObject({
      title: 'Schuhe Müller',
      url: 'https://xn--schuhe-mller-klb.myshopify.com',
    });
    expect(await connect('emoji-shop-🛍.myshopify.com')).toMatchObject({
      title: 'Emoji Shop 🛍',
      url: 'https://xn--emoji-shop--8w37j.myshopify.com',
    });
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

  it('search lab rules persist per store', async () => {
    const backend = createDemoBackend();
    const config = {
      checkoutSummaryUrls: [{ matchType: 'equals', fragment: '/basket' }],
      paymentConfirmationUrls: [],
    };
    await call(backend, 'PUT', `/api/v1/search-lab/${WOO}`, { body: config });
    expect((await json(await call(backend, 'GET', `/api/v1/search-lab/${WOO}`))).data).toEqual(config);
    // A rule the form would refuse is refused here too, naming the first; the saved rules stay.
    const refused = await call(backend, 'PUT', `/api/v1/search-lab/${WOO}`, {
      body: { ...config, paymentConfirmationUrls: [{ matchType: 'contains', fragment: 'thank you' }] },
    });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({
      error: { message: en.urlFragmentSpaces },
      details: { group: 'paymentConfirmationUrls', position: 0 },
    });
    expect((await json(await call(backend, 'GET', `/api/v1/search-lab/${WOO}`))).data).toEqual(config);
  });

  it("refuses a store beyond the plan's store limit, and never an already connected one", async () => {
    const backend = createDemoBackend();
    const connect = (vendor: number, shopDomain: string) =>
      call(backend, 'POST', '/api/v1/shopify-stores', {
        body: { storeVendorId: vendor, shopDomain, accessToken: 'shpat_1' },
      });
    const stores = (vendor: number) => backend.db.stores.filter((s) => s.vendorId === vendor).length;
    // Starter: 1 store, in use.
    expect(stores(DEMO_SECOND_VENDOR_ID)).toBe(1);
    const refused = await connect(DEMO_SECOND_VENDOR_ID, 'second.myshopify.com');
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({
      error: {
        message:
          'Your Starter plan allows 1 store, and all are in use. Upgrade your plan to connect another store.',
      },
      details: { limit: 'stores', plan: 'Starter', allowed: 1 },
    });
    expect(stores(DEMO_SECOND_VENDOR_ID)).toBe(1);
    const own = backend.db.stores.find((s) => s.vendorId === DEMO_SECOND_VENDOR_ID)!;
    if (own.storeType === 'shopify') {
      const again = await connect(DEMO_SECOND_VENDOR_ID, own.url);
      expect(((await json(again)).data as { existing: boolean }).existing).toBe(true);
    }
    // Professional: 3 stores, 2 in use: the third connects, the fourth is refused.
    expect(stores(DEMO_VENDOR_ID)).toBe(2);
    expect((await connect(DEMO_VENDOR_ID, 'third.myshopify.com')).status).toBe(201);
    const fourth = await connect(DEMO_VENDOR_ID, 'fourth.myshopify.com');
    expect(fourth.status).toBe(403);
    expect(((await json(fourth)) as { error: { message: string } }).error.message).toContain('3 stores');
    expect(stores(DEMO_VENDOR_ID)).toBe(3);
  });
});
