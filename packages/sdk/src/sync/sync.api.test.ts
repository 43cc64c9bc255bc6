import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../client/client.harness';
import { getSyncProgress, initiateSync } from './sync.api';

const h = useApiHarness();

describe('sync', () => {
  it('POST /api/v1/sync-progress/initiate sends vendor, store and isReSync, returns the server message', async () => {
    h.route('POST', '/api/v1/sync-progress/initiate', { success: true, data: { message: 'Sync started' } });
    const result = await initiateSync(h.client, {
      vendorId: 3,
      storeId: 11,
      storeType: 'shopify',
      isReSync: true,
    });
    h.expectRequest({
      method: 'POST',
      path: '/api/v1/sync-progress/initiate',
      body: { vendorId: 3, storeId: 11, storeType: 'shopify', isReSync: true },
    });
    expect(result.success).toBe(true);
    expect(result.data?.message).toBe('Sync started');
  });

  it('keeps error.message of an unsuccessful start', async () => {
    h.route('POST', '/api/v1/sync-progress/initiate', {
      success: false,
      error: { message: 'Already syncing' },
    });
    const result = await initiateSync(h.client, {
      vendorId: 3,
      storeId: 11,
      storeType: 'woocommerce',
      isReSync: false,
    });
    expect(result).toEqual({ success: false, error: { message: 'Already syncing' } });
  });

  it('GET /api/v1/sync-progress/{storeId}?storeType= returns the progress (proposed)', async () => {
    h.route('GET', '/api/v1/sync-progress/:storeId', {
      success: true,
      data: { storeId: 11, storeType: 'shopify', status: 'syncing', overallProgress: 40, productCount: 208 },
    });
    const progress = await getSyncProgress(h.client, { storeId: 11, storeType: 'shopify' });
    h.expectRequest({ method: 'GET', path: '/api/v1/sync-progress/11', query: { storeType: 'shopify' } });
    expect(progress).toEqual({
      storeId: '11',
      storeType: 'shopify',
      status: 'syncing',
      overallProgress: 40,
      productCount: 208,
    });
  });
});
