/** Sync endpoints of the demo backend: start a run, poll its progress (proposed), history for batch-init. */

import type * as z from 'zod/mini';
import { getSyncProgressEndpoint, initiateSyncEndpoint } from '../../sync/sync.api';
import type { syncHistorySchema } from '../../sync/sync.schema';
import { activeSync, type DemoDb, type DemoSyncRun, startSync } from '../mocks.db';
import { errorResponse, route } from '../mocks.route';
import { ownedStore } from './routes.shared';

/** Server message when a run is asked for while one is already going. */
export const SYNC_ALREADY_RUNNING = 'A sync is already in progress for this store.';

/** Server message when a store has never been synchronised. */
export const NO_SYNC_FOUND = 'No sync found for this store.';

/** A run as the API lists it (the internal timing fields stay in the db). */
export function syncEntry(run: DemoSyncRun) {
  return {
    id: run.id,
    storeId: run.storeId,
    storeType: run.storeType,
    status: run.status,
    productCount: run.productCount,
    startedAt: run.startedAt,
    completedAt: run.completedAt,
    overallProgress: run.overallProgress,
  };
}

/** History (newest first) and totals over the runs of the given stores. */
export function syncHistoryOf(db: DemoDb, storeIds: ReadonlySet<number>): z.input<typeof syncHistorySchema> {
  const runs = db.syncRuns.filter((r) => storeIds.has(r.storeId));
  const completed = runs.filter((r) => r.status === 'completed');
  const last = completed.reduce<DemoSyncRun | undefined>(
    (latest, r) => (latest === undefined || (r.completedAt ?? '') > (latest.completedAt ?? '') ? r : latest),
    undefined,
  );
  return {
    history: runs.map(syncEntry),
    stats: {
      totalSyncs: runs.length,
      successfulSyncs: completed.length,
      failedSyncs: runs.filter((r) => r.status === 'failed').length,
      totalProductsSynced: completed.reduce((sum, r) => sum + r.productCount, 0),
      lastSyncDate: last?.completedAt ?? null,
    },
  };
}

/** Routes of the sync domain. */
export const syncRoutes = [
  route(initiateSyncEndpoint, (ctx) => {
    const store = ownedStore(
      { db: ctx.db, vendorId: Number(ctx.body.vendorId) },
      ctx.body.storeId,
      ctx.body.storeType,
    );
    if (store instanceof Response) return store;
    if (activeSync(ctx.db, store.id)) return errorResponse(409, SYNC_ALREADY_RUNNING);
    startSync(ctx.db, store, ctx.now, ctx.body.isReSync);
    const verb = ctx.body.isReSync ? 'Re-sync' : 'Sync';
    return { body: { success: true, data: { message: `${verb} started for ${store.title}.` } } };
  }),

  route(getSyncProgressEndpoint, (ctx) => {
    const store = ownedStore(ctx, ctx.params.storeId, ctx.query.storeType);
    if (store instanceof Response) return store;
    // Runs are kept newest first: the first one is the current or latest run.
    const run = ctx.db.syncRuns.find((r) => r.storeId === store.id);
    if (!run) return errorResponse(404, NO_SYNC_FOUND);
    const { id: _id, ...progress } = syncEntry(run);
    return { body: { success: true, data: progress } };
  }),
];
