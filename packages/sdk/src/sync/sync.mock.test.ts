import { describe, expect, it } from 'vitest';
import { createDemoBackend } from '../mocks/mocks.backend';
import { call, json } from '../mocks/mocks.harness';
import {
  DEMO_ANCHOR_TIME,
  DEMO_STORE_SCOPES,
  DEMO_SYNC_DURATION_MS,
  DEMO_VENDOR_ID,
} from '../mocks/mocks.seed';

describe('the sync domain in the demo backend', () => {
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
    const body = { vendorId: DEMO_VENDOR_ID, ...DEMO_STORE_SCOPES.shopify, isReSync: false };
    const first = await call(backend, 'POST', '/api/v1/sync-progress/initiate', { body });
    expect(await json(first)).toMatchObject({
      success: true,
      data: { message: expect.stringContaining('Northwind Sports') },
    });
    const second = await call(backend, 'POST', '/api/v1/sync-progress/initiate', { body });
    expect(second.status).toBe(409);
  });
});
