import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../client/client.harness';
import {
  createShopifyStore,
  createWooCommerceStore,
  deleteStore,
  getBatchInit,
  getSearchLabConfig,
  getStoreVendor,
  getVendorInfo,
  resyncStore,
  saveSearchLabConfig,
} from './stores.api';
import type { SearchLabConfig } from './stores.schema';

const h = useApiHarness();

const vendor = {
  id: 3,
  name: 'Acme',
  shopifyStores: [{ id: 11, title: 'Acme Shopify', shopDomain: 'acme.myshopify.com', status: 'active' }],
  woocommerceStores: [{ id: '12', title: 'Acme Woo', storeUrl: 'https://acme.test', consumerKey: 'ck_1' }],
};

describe('store vendor', () => {
  it('GET /api/v1/storevendor/{vendorId} returns the vendor sent as an object', async () => {
    h.route('GET', '/api/v1/storevendor/:vendorId', { success: true, data: vendor });
    const result = await getStoreVendor(h.client, { vendorId: 3 });
    h.expectRequest({ method: 'GET', path: '/api/v1/storevendor/3' });
    expect(result?.id).toBe('3');
    expect(result?.shopifyStores[0]?.id).toBe('11');
    expect(result?.woocommerceStores[0]?.consumerKey).toBe('••••••••');
  });

  it('takes the first vendor when data is an array, and null when there is none', async () => {
    h.route('GET', '/api/v1/storevendor/:vendorId', { success: true, data: [vendor] });
    expect((await getStoreVendor(h.client, { vendorId: 'u-1' }))?.name).toBe('Acme');
    h.route('GET', '/api/v1/storevendor/:vendorId', { success: true, data: [] });
    expect(await getStoreVendor(h.client, { vendorId: 'u-1' })).toBeNull();
  });

  it('defaults missing store lists to empty', async () => {
    h.route('GET', '/api/v1/storevendor/:vendorId', { data: { id: 1, name: 'Solo' } });
    expect(await getStoreVendor(h.client, { vendorId: 1 })).toEqual({
      id: '1',
      name: 'Solo',
      shopifyStores: [],
      woocommerceStores: [],
    });
  });
});

describe('vendor info and batch-init', () => {
  it('GET /api/v1/vendor-info returns vendor and stores per platform', async () => {
    h.route('GET', '/api/v1/vendor-info', {
      success: true,
      data: {
        vendor: { id: 3, name: 'Acme' },
        stores: {
          shopify: [{ id: 11, name: 'S', url: 'https://s.test', accessToken: 'tok' }],
          woocommerce: [{ id: 12, name: 'W', url: 'https://w.test', consumerKey: 'ck', currency: 'EUR' }],
        },
      },
    });
    const info = await getVendorInfo(h.client);
    h.expectRequest({ method: 'GET', path: '/api/v1/vendor-info' });
    expect(info.vendor).toEqual({ id: '3', name: 'Acme' });
    expect(info.stores.shopify[0]?.accessToken).toBe('••••••••');
    expect(info.stores.woocommerce[0]?.currency).toBe('EUR');
  });

  it('GET /api/v1/vendor-info/batch-init returns stores, active syncs and history', async () => {
    h.route('GET', '/api/v1/vendor-info/batch-init', {
      success: true,
      data: {
        vendor: { id: 3 },
        stores: {
          shopify: [
            { id: 11, storeVendorId: 3, name: 'S', url: 'https://s.test', createdAt: '2026-01-01T00:00:00Z' },
          ],
          woocommerce: [],
        },
        activeSyncs: [{ storeId: 11, storeType: 'shopify', status: 'syncing' }],
        syncHistory: {
          history: [
            {
              id: 1,
              storeId: 11,
              storeType: 'shopify',
              status: 'completed',
              productCount: 520,
              startedAt: '2026-01-01T00:00:00Z',
              completedAt: '2026-01-01T00:02:00Z',
              overallProgress: 100,
            },
          ],
          stats: {
            totalSyncs: 1,
            successfulSyncs: 1,
            failedSyncs: 0,
            totalProductsSynced: 520,
            lastSyncDate: null,
          },
        },
      },
    });
    const data = await getBatchInit(h.client);
    h.expectRequest({ method: 'GET', path: '/api/v1/vendor-info/batch-init' });
    expect(data.stores.shopify[0]).toMatchObject({ id: '11', storeVendorId: '3', status: 'active' });
    expect(data.activeSyncs).toEqual([{ storeId: '11', storeType: 'shopify', status: 'syncing' }]);
    expect(data.syncHistory.history[0]?.productCount).toBe(520);
    expect(data.syncHistory.stats.totalProductsSynced).toBe(520);
  });

  it("keeps a store's time zone the runtime knows and reads any other name as none, without failing the answer", async () => {
    const store = (id: number, timeZone: unknown) => ({
      id,
      storeVendorId: 3,
      name: `S${id}`,
      url: 'https://s.test',
      createdAt: '2026-01-01T00:00:00Z',
      ...(timeZone === undefined ? {} : { timeZone }),
    });
    h.route('GET', '/api/v1/vendor-info/batch-init', {
      success: true,
      data: {
        vendor: { id: 3 },
        stores: {
          shopify: [store(11, 'Europe/Berlin'), store(12, 'Mars/Olympus_Mons'), store(13, '')],
          woocommerce: [store(14, ' '), store(15, undefined), store(16, 'UTC')],
        },
        activeSyncs: [],
        syncHistory: {
          history: [],
          stats: {
            totalSyncs: 0,
            successfulSyncs: 0,
            failedSyncs: 0,
            totalProductsSynced: 0,
            lastSyncDate: null,
          },
        },
      },
    });
    const { stores } = await getBatchInit(h.client);
    expect(stores.shopify.map((s) => s.timeZone)).toEqual(['Europe/Berlin', undefined, undefined]);
    expect(stores.woocommerce.map((s) => s.timeZone)).toEqual([undefined, undefined, 'UTC']);
  });
});

describe('store creation', () => {
  it('POST /api/v1/woocommerce-stores sends the body and reports a new store', async () => {
    h.route('POST', '/api/v1/woocommerce-stores', { success: true, data: { id: 77 } });
    const created = await createWooCommerceStore(h.client, {
      storeVendorId: 3,
      storeUrl: 'https://shop.test',
      consumerKey: 'ck_x',
    });
    h.expectRequest({
      method: 'POST',
      path: '/api/v1/woocommerce-stores',
      body: { storeVendorId: 3, storeUrl: 'https://shop.test', consumerKey: 'ck_x' },
    });
    expect(created).toEqual({ id: '77', existing: false });
  });

  it('reports an already connected store', async () => {
    h.route('POST', '/api/v1/woocommerce-stores', { success: true, data: { id: 77, existing: true } });
    const created = await createWooCommerceStore(h.client, {
      storeVendorId: 3,
      storeUrl: 'u',
      consumerKey: 'k',
    });
    expect(created).toEqual({ id: '77', existing: true });
  });

  it('POST /api/v1/shopify-stores sends the body and accepts an empty response', async () => {
    h.route('POST', '/api/v1/shopify-stores', () => new Response(null, { status: 201 }));
    const created = await createShopifyStore(h.client, {
      storeVendorId: 3,
      shopDomain: 'acme.myshopify.com',
      accessToken: 'shpat_1',
    });
    h.expectRequest({
      method: 'POST',
      path: '/api/v1/shopify-stores',
      body: { storeVendorId: 3, shopDomain: 'acme.myshopify.com', accessToken: 'shpat_1' },
    });
    expect(created).toEqual({ existing: false });
  });
});

describe('resync and delete pick the platform endpoint', () => {
  it.each([
    ['woocommerce', '/api/v1/woocommerce-stores/12/resync'],
    ['shopify', '/api/v1/shopify-stores/12/resync'],
  ] as const)('resync %s posts to %s', async (storeType, path) => {
    h.route('POST', path, { success: true });
    await resyncStore(h.client, { storeId: 12, storeType });
    h.expectRequest({ method: 'POST', path });
  });

  it.each([
    ['woocommerce', '/api/v1/woocommerce-stores/12'],
    ['shopify', '/api/v1/shopify-stores/12'],
  ] as const)('delete %s sends DELETE %s', async (storeType, path) => {
    h.route('DELETE', path, () => new Response(null, { status: 204 }));
    await deleteStore(h.client, { storeId: '12', storeType });
    h.expectRequest({ method: 'DELETE', path });
  });
});

describe('search lab (proposed)', () => {
  const config: SearchLabConfig = {
    checkoutSummaryUrls: [{ matchType: 'contains', fragment: '/checkout' }],
    paymentConfirmationUrls: [{ matchType: 'equals', fragment: '/thank-you' }],
  };

  it('GET /api/v1/search-lab/{storeId} returns the URL rules', async () => {
    h.route('GET', '/api/v1/search-lab/:storeId', { success: true, data: config });
    expect(await getSearchLabConfig(h.client, { storeId: 5 })).toEqual(config);
    h.expectRequest({ method: 'GET', path: '/api/v1/search-lab/5' });
  });

  it('PUT /api/v1/search-lab/{storeId} sends the rules and returns the saved ones', async () => {
    h.route('PUT', '/api/v1/search-lab/:storeId', { success: true, data: config });
    expect(await saveSearchLabConfig(h.client, { storeId: 5, config })).toEqual(config);
    h.expectRequest({ method: 'PUT', path: '/api/v1/search-lab/5', body: config });
  });
});
