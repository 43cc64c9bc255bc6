import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../client/client.harness';
import { listFacetFields, listFacets, saveFacets } from './facets.api';

const h = useApiHarness();
const scopeQuery = { storeId: '11', storeType: 'woocommerce' };

describe('facets', () => {
  it('GET /api/v1/facets/fields lists fields with counts', async () => {
    h.route('GET', '/api/v1/facets/fields', [{ name: 'brand', count: 480 }]);
    const fields = await listFacetFields(h.client, { storeId: 11, storeType: 'woocommerce' });
    h.expectRequest({ method: 'GET', path: '/api/v1/facets/fields', query: scopeQuery });
    expect(fields).toEqual([{ name: 'brand', count: 480 }]);
  });

  it('GET /api/v1/facets lists facets, selectedValues defaulting to empty', async () => {
    h.route('GET', '/api/v1/facets', {
      data: [{ id: 1, field: 'category', label: 'Category', visible: true, terms: 20 }],
    });
    const facets = await listFacets(h.client, { storeId: 11, storeType: 'woocommerce' });
    h.expectRequest({ method: 'GET', path: '/api/v1/facets', query: scopeQuery });
    expect(facets).toEqual([
      { id: '1', field: 'category', label: 'Category', visible: true, terms: 20, selectedValues: [] },
    ]);
  });

  it('PUT /api/v1/facets sends the full list in the given order', async () => {
    h.route('PUT', '/api/v1/facets', { success: true });
    const facets = [
      { id: '1', field: 'category', label: 'Category', visible: true, terms: 20, selectedValues: [] },
      {
        id: '2',
        field: 'color',
        label: 'Colour',
        visible: false,
        terms: 3,
        selectedValues: ['Red', 'Blue', 'Green'],
      },
    ];
    await saveFacets(h.client, { storeId: 11, storeType: 'woocommerce', facets });
    h.expectRequest({ method: 'PUT', path: '/api/v1/facets', query: scopeQuery, body: facets });
  });
});
