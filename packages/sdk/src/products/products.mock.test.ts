import { describe, expect, it } from 'vitest';
import { createDemoBackend } from '../mocks/mocks.backend';
import { call, json } from '../mocks/mocks.harness';
import { DEMO_STORES } from '../mocks/mocks.seed';

const SHOPIFY = DEMO_STORES.shopify.id;

describe('the products domain in the demo backend', () => {
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

  it("answers a shopper's search without a session or vendor: the preview's results with prices, or none", async () => {
    const backend = createDemoBackend();
    backend.db.session.userId = null;
    const search = async (q: string, storeType = 'shopify') =>
      call(
        backend,
        'GET',
        `/api/v1/search?storeId=${SHOPIFY}&storeType=${storeType}&q=${encodeURIComponent(q)}`,
        {
          vendor: null,
        },
      );
    const found = (await json(await search('running shoes'))) as unknown as {
      total: number;
      currency: string;
      redirect: string | null;
      results: { id: number | string; title: string; price: number }[];
    };
    expect(found.total).toBeGreaterThan(0);
    expect(found.currency).toBe('USD');
    expect(found.redirect).toBeNull();
    const catalogue = backend.db.products.get(SHOPIFY)!;
    for (const hit of found.results) {
      expect(catalogue.find((p) => String(p.id) === String(hit.id))?.price).toBe(hit.price);
    }
    const none = (await json(await search('purple wombat boots'))) as unknown as {
      total: number;
      results: [];
    };
    expect(none).toMatchObject({ total: 0, results: [] });
    expect((await search('running shoes', 'woocommerce')).status).toBe(404);
  });
});
