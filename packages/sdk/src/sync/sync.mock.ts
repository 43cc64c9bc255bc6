/**
 * The sync domain in the demo backend: sync runs that progress with the backend's clock (a run takes
 * `DEMO_SYNC_DURATION_MS`; a store whose URL carries `DEMO_FAILING_SYNC_MARKER` fails half-way), the history
 * batch-init shows, and the calls that start a run and poll its progress.
 */
import type * as z from 'zod/mini';
import type { StoreScope } from '../client/client.schema';
import { errorResponse } from '../mocks/mocks.answer';
import type { DemoDb } from '../mocks/mocks.db';
import { iso, ownedStore } from '../mocks/mocks.lookups';
import type { Random } from '../mocks/mocks.random';
import { defineDomainMock, route } from '../mocks/mocks.route';
import {
  DEMO_FAILING_SYNC_MARKER,
  DEMO_STORE_SCOPES,
  DEMO_STORES,
  DEMO_SYNC_DURATION_MS,
  DEMO_VENDOR_ID,
} from '../mocks/mocks.seed';
import type { DemoStore } from '../stores/stores.mock';
import { getSyncProgressEndpoint, initiateSyncEndpoint } from './sync.api';
import type {
  SyncProgress,
  syncHistoryEntrySchema,
  syncHistorySchema,
  syncProgressResponseSchema,
} from './sync.schema';

type SyncEntry = z.output<typeof syncHistoryEntrySchema>;

/**
 * One sync run: the history entry's fields, with the server's numeric ids and what drives its progress (a
 * running run's progress is derived from the clock by `advanceSyncs`).
 */
export interface DemoSyncRun
  extends Pick<SyncEntry, 'storeType' | 'status' | 'productCount' | 'startedAt' | 'overallProgress'> {
  /** Run id. */
  id: number;
  /** Store synchronised. */
  storeId: number;
  /** ISO date-time it ended, null while running. */
  completedAt: Exclude<SyncEntry['completedAt'], undefined>;
  /** Start in epoch ms (kept numeric so progress needs no date parsing). */
  startedAtMs: number;
  /** Planned duration. */
  durationMs: number;
  /** Progress percent at which the run fails, or null when it succeeds. */
  failAtProgress: number | null;
  /** True for a Re-Sync. */
  isReSync: boolean;
}

/** The sync domain's part of the demo state. */
export interface SyncState {
  /** All sync runs, newest first. */
  syncRuns: DemoSyncRun[];
  /** The run the seed leaves going (Active Syncs has something to show), or null. */
  seededSyncRunId: number | null;
}

/** How long before the demo began the seeded run started, and how long it runs. */
const SEEDED_RUN_AGE_MS = 4 * 60_000;
const SEEDED_RUN_DURATION_MS = 10 * 60_000;

/** Leaves one re-sync of `store` going, started a few minutes before `now`, long enough to be mid-way at `now`. */
export function seedRunningSync(db: DemoDb, store: DemoStore, now: number): void {
  const run = startSync(db, store, now - SEEDED_RUN_AGE_MS, true);
  run.durationMs = SEEDED_RUN_DURATION_MS;
  db.seededSyncRunId = run.id;
  advanceSyncs(db, now);
}

/**
 * Moves the seeded run to a few minutes before `began` (when a demo kept in a browser began) and to its state at
 * `now`: it runs to completion in real time, however often the page is loaded in between.
 */
export function moveSeededSync(db: DemoDb, began: number, now: number): void {
  const run = db.syncRuns.find((candidate) => candidate.id === db.seededSyncRunId);
  if (!run) return;
  run.startedAtMs = began - SEEDED_RUN_AGE_MS;
  run.startedAt = iso(run.startedAtMs);
  Object.assign(run, { status: 'syncing', overallProgress: 0, productCount: 0, completedAt: null });
  db.syncRuns.sort((a, b) => b.startedAtMs - a.startedAtMs);
  advanceSyncs(db, now);
}

const DAY_MS = 86_400_000;

/** Completed runs over a seeded store's life, with a few failures, all before the anchor. */
export function seedSyncHistory(
  db: DemoDb,
  store: DemoStore,
  random: Random,
  ageDays: number,
  productTotal: number,
): void {
  const runs = random.int(5, 9);
  for (let i = 0; i < runs; i += 1) {
    // Spread over the store's life; the latest run a day or three before the anchor.
    const daysAgo = i === runs - 1 ? random.float(1, 3) : ((runs - i) / runs) * ageDays;
    const startedAtMs = db.anchor - Math.floor(daysAgo * DAY_MS) + random.int(0, 3_600_000);
    const failed = i > 0 && random.chance(0.2);
    const durationMs = random.int(35, 380) * 1000;
    const progress = failed ? random.int(12, 87) : 100;
    db.syncRuns.push({
      id: db.nextId++,
      storeId: store.id,
      storeType: store.storeType,
      status: failed ? 'failed' : 'completed',
      productCount:
        Math.round((productTotal * progress) / 100) - (failed ? 0 : random.int(0, 3) * (runs - i - 1)),
      startedAt: iso(startedAtMs),
      completedAt: iso(startedAtMs + Math.round((durationMs * progress) / 100)),
      overallProgress: progress,
      startedAtMs,
      durationMs,
      failAtProgress: failed ? progress : null,
      isReSync: i > 0,
    });
  }
}

/** Starts a sync run at `now`; the run reaches 100 % after DEMO_SYNC_DURATION_MS. */
export function startSync(db: DemoDb, store: DemoStore, now: number, isReSync: boolean): DemoSyncRun {
  const run: DemoSyncRun = {
    id: db.nextId++,
    storeId: store.id,
    storeType: store.storeType,
    status: 'syncing',
    productCount: 0,
    startedAt: iso(now),
    completedAt: null,
    overallProgress: 0,
    startedAtMs: now,
    durationMs: DEMO_SYNC_DURATION_MS,
    failAtProgress: store.url.includes(DEMO_FAILING_SYNC_MARKER) ? 55 : null,
    isReSync,
  };
  db.syncRuns.unshift(run);
  return run;
}

/** Moves every running sync to its state at `now`: progress, then completion or failure into the history. */
export function advanceSyncs(db: DemoDb, now: number): void {
  for (const run of db.syncRuns) {
    if (run.status !== 'syncing') continue;
    const total = db.products.get(run.storeId)?.length ?? 0;
    const progress = Math.max(0, Math.min(100, Math.floor(((now - run.startedAtMs) / run.durationMs) * 100)));
    if (run.failAtProgress !== null && progress >= run.failAtProgress) {
      run.status = 'failed';
      run.overallProgress = run.failAtProgress;
      run.productCount = Math.floor((total * run.failAtProgress) / 100);
      run.completedAt = iso(run.startedAtMs + Math.round((run.durationMs * run.failAtProgress) / 100));
    } else if (progress >= 100) {
      run.status = 'completed';
      run.overallProgress = 100;
      run.productCount = total;
      run.completedAt = iso(run.startedAtMs + run.durationMs);
    } else {
      run.overallProgress = progress;
      run.productCount = Math.floor((total * progress) / 100);
    }
  }
}

/** The running sync of a store, if any. */
export function activeSync(db: Pick<DemoDb, 'syncRuns'>, storeId: number): DemoSyncRun | undefined {
  return db.syncRuns.find((r) => r.storeId === storeId && r.status === 'syncing');
}

/** Server message when a run is asked for while one is already going. */
export const SYNC_ALREADY_RUNNING = 'A sync is already in progress for this store.';

/** Server message when a store has never been synchronised. */
export const NO_SYNC_FOUND = 'No sync found for this store.';

/** A run as the API lists it (the timing fields stay in the state). */
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

/** The history of a vendor that has never synchronised: no runs, every total 0. */
export function emptySyncHistory(): z.input<typeof syncHistorySchema> {
  return {
    history: [],
    stats: { totalSyncs: 0, successfulSyncs: 0, failedSyncs: 0, totalProductsSynced: 0, lastSyncDate: null },
  };
}

/**
 * A sync-progress answer standing at one state, for a story or test that shows it (vendor 1's WooCommerce store,
 * whose re-sync is in progress, unless another store is given).
 */
export function syncProgressBody(
  progress: Pick<SyncProgress, 'status' | 'overallProgress' | 'productCount'>,
  store: StoreScope = DEMO_STORE_SCOPES.woocommerce,
): z.input<typeof syncProgressResponseSchema> {
  return { success: true, data: { storeId: String(store.storeId), storeType: store.storeType, ...progress } };
}

/** The sync domain's calls in the demo backend. */
export const syncMock = defineDomainMock({
  domain: 'sync',
  tag: { name: 'sync', description: 'Catalogue synchronisation runs of a store.' },
  routes: [
    route(initiateSyncEndpoint).with({
      summary: 'Starts a catalogue sync (isReSync false) or a re-sync (true).',
      access: 'vendor',
      sample: () => ({ body: { vendorId: DEMO_VENDOR_ID, ...DEMO_STORE_SCOPES.shopify, isReSync: true } }),
      answer: (ctx) => {
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
      },
    }),

    route(getSyncProgressEndpoint).with({
      summary: "Progress of the store's current or latest sync run.",
      access: 'vendor',
      sample: () => ({
        params: { storeId: DEMO_STORES.woocommerce.id },
        query: { storeType: 'woocommerce' },
      }),
      answer: (ctx) => {
        const store = ownedStore(ctx, ctx.params.storeId, ctx.query.storeType);
        if (store instanceof Response) return store;
        // Runs are kept newest first: the first one is the current or latest run.
        const run = ctx.db.syncRuns.find((r) => r.storeId === store.id);
        if (!run) return errorResponse(404, NO_SYNC_FOUND);
        const { id: _id, ...progress } = syncEntry(run);
        return { body: { success: true, data: progress } };
      },
    }),
  ],
});
