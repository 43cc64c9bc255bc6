import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../client/client.harness';
import { createColorMapping, deleteColorMapping, listColorMappings, updateColorMapping } from './colors.api';

const h = useApiHarness();

describe('colour mappings', () => {
  it('GET /api/v1/color-mappings?storeId=&storeType= lists mappings', async () => {
    h.route('GET', '/api/v1/color-mappings', {
      success: true,
      data: [{ id: 1, colorName: 'Red', hexValue: '#FF0000' }],
    });
    const mappings = await listColorMappings(h.client, { storeId: 11, storeType: 'shopify' });
    h.expectRequest({
      method: 'GET',
      path: '/api/v1/color-mappings',
      query: { storeId: '11', storeType: 'shopify' },
    });
    expect(mappings).toEqual([{ id: '1', colorName: 'Red', hexValue: '#FF0000' }]);
  });

  it('POST /api/v1/color-mappings sends name and hex for the store', async () => {
    h.route('POST', '/api/v1/color-mappings', { success: true });
    await createColorMapping(h.client, {
      storeId: 11,
      storeType: 'shopify',
      colorName: 'Teal',
      hexValue: '#008080',
    });
    h.expectRequest({
      method: 'POST',
      path: '/api/v1/color-mappings',
      query: { storeId: '11', storeType: 'shopify' },
      body: { colorName: 'Teal', hexValue: '#008080' },
    });
  });

  it('PUT /api/v1/color-mappings/{id} sends the hex value uppercased', async () => {
    h.route('PUT', '/api/v1/color-mappings/:id', { success: true });
    await updateColorMapping(h.client, { id: 4, colorName: 'Teal', hexValue: '#00808f' });
    h.expectRequest({
      method: 'PUT',
      path: '/api/v1/color-mappings/4',
      body: { colorName: 'Teal', hexValue: '#00808F' },
    });
  });

  it('DELETE /api/v1/color-mappings/{id}', async () => {
    h.route('DELETE', '/api/v1/color-mappings/:id', { success: true });
    await deleteColorMapping(h.client, { id: 4 });
    h.expectRequest({ method: 'DELETE', path: '/api/v1/color-mappings/4' });
  });
});
