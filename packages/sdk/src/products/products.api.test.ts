import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../client/client.harness';
import {
  getDistinctValues,
  listProductAttributes,
  listStoreProducts,
  searchProducts,
  updateProductBoost,
} from './products.api';

const h = useApiHarness();

describe('products', () => {
  it('GET /api/{storeType}/stores/{storeId}/products lists id, title and boost', async () => {
    h.route('GET', '/api/shopify/stores/:storeId/products', [
      { id: 1, title: 'Red Shoe', boost: 2 },
      { id: 2, title: 'Blue Hat' },
    ]);
    const products = await listStoreProducts(h.client, { storeId: 11, storeType: 'shopify' });
    h.expectRequest({ method: 'GET', path: '/api/shopify/stores/11/products' });
    expect(products).toEqual([
      { id: '1', title: 'Red Shoe', boost: 2 },
      { id: '2', title: 'Blue Hat' },
    ]);
  });

  it("GET /api/v1/search sends the store and the shopper's query as q, returns the results in order (proposed)", async () => {
    h.route('GET', '/api/v1/search', {
      query: 'red shoe',
      total: 2,
      currency: 'USD',
      redirect: null,
      results: [
        { id: 7, title: 'Red Shoe', price: 89.99 },
        { id: '3', title: 'Red Shoe Lite', price: 59 },
      ],
    });
    const found = await searchProducts(h.client, { storeId: 11, storeType: 'shopify', query: 'red shoe' });
    h.expectRequest({
      method: 'GET',
      path: '/api/v1/search',
      query: { storeId: '11', storeType: 'shopify', q: 'red shoe' },
    });
    expect(found.results.map((hit) => hit.id)).toEqual(['7', '3']);
    expect(found).toMatchObject({ total: 2, currency: 'USD', redirect: null });
  });

  it('PATCH /api/{storeType}/products/{id}/boost sends the boost', async () => {
    h.route('PATCH', '/api/woocommerce/products/:id/boost', { success: true });
    await updateProductBoost(h.client, { storeType: 'woocommerce', productId: 7, boost: 1.5 });
    h.expectRequest({ method: 'PATCH', path: '/api/woocommerce/products/7/boost', body: { boost: 1.5 } });
  });

  it('GET /api/v1/data/stores/{storeId}/distinct-values sends field and storeType, returns strings', async () => {
    h.route('GET', '/api/v1/data/stores/:storeId/distinct-values', {
      success: true,
      data: ['Nike', 42, true],
    });
    const values = await getDistinctValues(h.client, { storeId: 11, storeType: 'shopify', field: 'brand' });
    h.expectRequest({
      method: 'GET',
      path: '/api/v1/data/stores/11/distinct-values',
      query: { field: 'brand', storeType: 'shopify' },
    });
    expect(values).toEqual(['Nike', '42', 'true']);
  });

  it('GET /api/v1/data/stores/{storeId}/product-attributes returns matchable products (proposed)', async () => {
    const product = {
      id: 1,
      title: 'Red Shoe',
      brand: 'Nike',
      category: 'Shoes',
      tag: 'sport',
      color: 'Red',
      size: '42',
      stockStatus: 'instock',
      featured: true,
      onSale: false,
      price: 89.9,
    };
    h.route('GET', '/api/v1/data/stores/:storeId/product-attributes', { data: [product] });
    const products = await listProductAttributes(h.client, { storeId: 11, storeType: 'woocommerce' });
    h.expectRequest({
      method: 'GET',
      path: '/api/v1/data/stores/11/product-attributes',
      query: { storeType: 'woocommerce' },
    });
    expect(products).toEqual([{ ...product, id: '1' }]);
  });
});
