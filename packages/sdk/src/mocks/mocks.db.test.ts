import { describe, expect, it } from 'vitest';
import { distinctValues } from '../products/products.mock';
import { addStore, titleFromHost } from '../stores/stores.mock';
import { activeSync, advanceSyncs } from '../sync/sync.mock';
import { DEMO_BRANDS } from './mocks.catalog';
import { createDemoDb } from './mocks.db';
import { findStore } from './mocks.lookups';
import {
  DEMO_ANALYTICS_MONTHS,
  DEMO_ANCHOR_TIME,
  DEMO_FAILING_SYNC_MARKER,
  DEMO_MIN_PRODUCTS_PER_STORE,
  DEMO_SECOND_VENDOR_ID,
  DEMO_STORES,
  DEMO_SYNC_DURATION_MS,
  DEMO_VENDOR_ID,
} from './mocks.seed';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('createDemoDb', () => {
  it('is deterministic: the same seed gives the same world, another seed another', () => {
    const a = createDemoDb(1);
    const b = createDemoDb(1);
    const c = createDemoDb(2);
    expect(b.products.get(DEMO_STORES.shopify.id)).toEqual(a.products.get(DEMO_STORES.shopify.id));
    expect(b.analytics.get(DEMO_STORES.woocommerce.id)).toEqual(a.analytics.get(DEMO_STORES.woocommerce.id));
    expect(b.syncRuns).toEqual(a.syncRuns);
    expect(b.boostingRules).toEqual(a.boostingRules);
    expect(c.products.get(DEMO_STORES.shopify.id)).not.toEqual(a.products.get(DEMO_STORES.shopify.id));
  });

  it("gives each colour facet as many terms as its values dialog shows colours, in any seed's world", () => {
    for (const seed of [1, 2, 3, 42]) {
      const db = createDemoDb(seed);
      for (const [storeId, facets] of db.facets) {
        const color = facets.find((f) => f.field === 'color');
        if (!color) continue;
        const shown = distinctValues(db.products.get(storeId) ?? [], 'color');
        expect(shown.length).toBeGreaterThan(0);
        expect(color.terms).toBe(shown.length);
      }
    }
  });

  it('has two vendors: vendor 1 with a Shopify and a WooCommerce store, vendor 2 with one store', () => {
    const db = createDemoDb();
    const types = (vendorId: number) =>
      db.stores.filter((s) => s.vendorId === vendorId).map((s) => s.storeType);
    expect(db.vendors.map((v) => v.id)).toEqual([DEMO_VENDOR_ID, DEMO_SECOND_VENDOR_ID]);
    expect(types(DEMO_VENDOR_ID).sort()).toEqual(['shopify', 'woocommerce']);
    expect(types(DEMO_SECOND_VENDOR_ID)).toHaveLength(1);
    expect(db.users.map((u) => u.role).sort()).toEqual(['admin', 'user', 'user']);
  });

  it('gives every store at least 500 believable products, with Nike in both of vendor 1 stores', () => {
    const db = createDemoDb();
    for (const store of db.stores) {
      const products = db.products.get(store.id) ?? [];
      expect(products.length).toBeGreaterThanOrEqual(DEMO_MIN_PRODUCTS_PER_STORE);
      expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
      expect(new Set(products.map((p) => p.stockStatus))).toEqual(
        new Set(['instock', 'outofstock', 'onbackorder', 'preorder']),
      );
      expect(products.every((p) => (DEMO_BRANDS as readonly string[]).includes(p.brand) && p.price > 0)).toBe(
        true,
      );
      expect(products.some((p) => p.featured) && products.some((p) => p.onSale)).toBe(true);
      expect(products.some((p) => p.boost > 0) && products.some((p) => p.boost === 0)).toBe(true);
    }
    for (const id of [DEMO_STORES.shopify.id, DEMO_STORES.woocommerce.id]) {
      expect(db.products.get(id)?.some((p) => p.brand === 'Nike')).toBe(true);
    }
  });

  it('keeps analytics totals equal to the sum of their rows', () => {
    const db = createDemoDb();
    for (const store of db.stores) {
      const a = db.analytics.get(store.id)!;
      expect(a.monthly).toHaveLength(DEMO_ANALYTICS_MONTHS);
      const searches = sum(a.monthly.map((m) => m.searches));
      const clicks = sum(a.monthly.map((m) => m.clicks));
      expect(sum(a.queries.map((q) => q.searchCount))).toBe(searches);
      expect(sum(a.queries.map((q) => q.clicks))).toBe(clicks);
      expect(sum(a.productClicks.map((p) => p.clicks))).toBe(clicks);
      expect(a.queries.every((q) => q.conversions <= q.clicks && q.clicks <= q.searchCount)).toBe(true);
      // Misspelt queries find nothing: the "no clicks" rows of the search table.
      expect(a.queries.some((q) => q.clicks === 0)).toBe(true);
      expect(a.monthly.at(-1)?.month).toBe(new Date(DEMO_ANCHOR_TIME).toISOString().slice(0, 7));
      expect(new Set(a.realtime.map((e) => e.event_name))).toEqual(
        new Set(['search_query', 'product_click', 'purchase_completed']),
      );
      expect(a.realtime.every((e) => Date.parse(e.timestamp) <= db.anchor)).toBe(true);
      const filters = a.filterUsage.map(
        (r) => [r.category, r.brand, r.size, r.color, r.tag].filter((v) => v != null).length,
      );
      expect(Math.min(...filters)).toBe(1);
      expect(Math.max(...filters)).toBe(3);
      expect(a.filterUsage.map((r) => r.timestamp)).toEqual(a.filterUsage.map((r) => r.timestamp).sort());
      expect(Date.parse(a.filterUsage[0]!.timestamp)).toBeGreaterThan(db.anchor - 91 * 86_400_000);
    }
  });

  it('has completed and failed runs in the sync history and one run in progress', () => {
    const db = createDemoDb(undefined, { now: DEMO_ANCHOR_TIME });
    const statuses = new Set(db.syncRuns.map((r) => r.status));
    expect(statuses).toEqual(new Set(['completed', 'failed', 'syncing']));
    const running = activeSync(db, DEMO_STORES.woocommerce.id);
    expect(running?.overallProgress).toBe(40);
    expect(db.syncRuns.filter((r) => r.status === 'failed').every((r) => r.overallProgress < 100)).toBe(true);
  });
});

describe('sync runs', () => {
  it('go from 0 to 100 % over DEMO_SYNC_DURATION_MS and then land in the history as completed', () => {
    const t0 = DEMO_ANCHOR_TIME + 60_000;
    const db = createDemoDb(1, { now: t0 });
    const store = addStore(
      db,
      {
        vendorId: DEMO_VENDOR_ID,
        storeType: 'shopify',
        url: 'https://acme.example.com',
        accessToken: 'shpat_x',
      },
      t0,
    );
    const run = activeSync(db, store.id)!;
    expect(run.overallProgress).toBe(0);
    advanceSyncs(db, t0 + DEMO_SYNC_DURATION_MS / 2);
    expect(run.overallProgress).toBe(50);
    expect(run.productCount).toBe(Math.floor((db.products.get(store.id)!.length * 50) / 100));
    advanceSyncs(db, t0 + DEMO_SYNC_DURATION_MS - 1);
    expect(run.status).toBe('syncing');
    advanceSyncs(db, t0 + DEMO_SYNC_DURATION_MS);
    expect(run).toMatchObject({
      status: 'completed',
      overallProgress: 100,
      productCount: db.products.get(store.id)!.length,
    });
    expect(run.completedAt).toBe(new Date(t0 + DEMO_SYNC_DURATION_MS).toISOString());
  });

  it('fail half-way for a store whose URL carries the failing marker', () => {
    const db = createDemoDb(1);
    const store = addStore(
      db,
      {
        vendorId: DEMO_VENDOR_ID,
        storeType: 'woocommerce',
        url: `https://${DEMO_FAILING_SYNC_MARKER}.example.com`,
        accessToken: 'ck_x',
      },
      0,
    );
    advanceSyncs(db, DEMO_SYNC_DURATION_MS);
    const run = db.syncRuns.find((r) => r.storeId === store.id)!;
    expect(run.status).toBe('failed');
    expect(run.overallProgress).toBe(55);
    expect(findStore(db, store.id)).toBe(store);
  });
});

describe('titleFromHost', () => {
  it('names a shop after its host', () => {
    expect(titleFromHost('shop.acme-sports.com')).toBe('Acme Sports');
    expect(titleFromHost('www.trailhead.co.uk')).toBe('Trailhead');
    expect(titleFromHost('acme.myshopify.com')).toBe('Acme');
  });
});
