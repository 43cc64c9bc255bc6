import { describe, expect, it } from 'vitest';
import { createDemoBackend } from '../mocks/mocks.backend';
import { call, json } from '../mocks/mocks.harness';
import { DEMO_STORES } from '../mocks/mocks.seed';

const SHOPIFY = DEMO_STORES.shopify.id;

describe('the facets domain in the demo backend', () => {
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
});
