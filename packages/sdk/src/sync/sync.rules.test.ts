import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasSyncHistory,
  splitDuration,
  storeSyncRuns,
  storeSyncState,
  syncDurationSeconds,
  syncRunStoreName,
  syncStats,
} from './sync.rules';

describe('storeSyncState', () => {
  it('shows Syncing while a sync is in progress, with no action', () => {
    expect(storeSyncState({ hasSyncProgress: true }, true)).toEqual({
      badgeKey: 'storeSyncing',
      action: null,
    });
  });
  it('shows Ready with Start Sync (isReSync false) without history', () => {
    expect(storeSyncState({ hasSyncProgress: false }, false)).toEqual({
      badgeKey: 'storeReady',
      action: { labelKey: 'startSync', isReSync: false },
    });
  });
  it('shows Ready with Re-Sync (isReSync true) with history', () => {
    expect(storeSyncState({ hasSyncProgress: false }, true)).toEqual({
      badgeKey: 'storeReady',
      action: { labelKey: 'reSync', isReSync: true },
    });
  });
  it('finds history by store id and type', () => {
    const history = [{ storeId: '1', storeType: 'shopify' as const }];
    expect(hasSyncHistory({ id: '1', storeType: 'shopify' }, history)).toBe(true);
    expect(hasSyncHistory({ id: '1', storeType: 'woocommerce' }, history)).toBe(false);
    expect(hasSyncHistory({ id: '2', storeType: 'shopify' }, history)).toBe(false);
  });
});

describe('durations', () => {
  it('measures a run in seconds', () => {
    expect(
      syncDurationSeconds({ startedAt: '2026-01-01T00:00:00Z', completedAt: '2026-01-01T00:02:05.400Z' }),
    ).toBe(125);
    expect(syncDurationSeconds({ startedAt: '2026-01-01T00:00:00Z', completedAt: null })).toBeNull();
    expect(syncDurationSeconds({ startedAt: '2026-01-01T00:00:00Z' })).toBeNull();
    expect(syncDurationSeconds({ startedAt: 'x', completedAt: '2026-01-01T00:00:00Z' })).toBeNull();
    expect(
      syncDurationSeconds({ startedAt: '2026-01-02T00:00:00Z', completedAt: '2026-01-01T00:00:00Z' }),
    ).toBeNull();
  });
  it('splits minutes and seconds', () => {
    expect(splitDuration(0)).toEqual({ minutes: 0, seconds: 0 });
    expect(splitDuration(59)).toEqual({ minutes: 0, seconds: 59 });
    expect(splitDuration(60)).toEqual({ minutes: 1, seconds: 0 });
    expect(splitDuration(125)).toEqual({ minutes: 2, seconds: 5 });
    expect(splitDuration(-3)).toEqual({ minutes: 0, seconds: 0 });
  });
});

describe('syncStats', () => {
  it('counts runs, outcomes, products of completed runs and the latest start', () => {
    expect(
      syncStats([
        { status: 'completed', productCount: 100, startedAt: '2026-01-01T00:00:00Z' },
        { status: 'failed', productCount: 7, startedAt: '2026-03-01T00:00:00Z' },
        { status: 'syncing', productCount: 3, startedAt: '2026-02-01T00:00:00Z' },
        { status: 'completed', productCount: 50, startedAt: 'bad date' },
      ]),
    ).toEqual({
      totalSyncs: 4,
      successfulSyncs: 2,
      failedSyncs: 1,
      totalProductsSynced: 150,
      lastSyncDate: '2026-03-01T00:00:00Z',
    });
    expect(syncStats([])).toEqual({
      totalSyncs: 0,
      successfulSyncs: 0,
      failedSyncs: 0,
      totalProductsSynced: 0,
      lastSyncDate: null,
    });
  });
});

describe('syncRunStoreName', () => {
  const sports = { id: '1', storeType: 'shopify' as const, storeName: 'Northwind Sports' };
  const outlet = { id: '2', storeType: 'woocommerce' as const, storeName: 'Northwind Outlet' };
  const shoes = { id: '3', storeType: 'shopify' as const, storeName: 'Schuhe Müller' };

  it("names a run's store only when another store is on the same platform", () => {
    expect(syncRunStoreName({ storeId: '1', storeType: 'shopify' }, [sports, outlet])).toBeUndefined();
    expect(syncRunStoreName({ storeId: '1', storeType: 'shopify' }, [sports, outlet, shoes])).toBe(
      'Northwind Sports',
    );
    expect(syncRunStoreName({ storeId: '3', storeType: 'shopify' }, [sports, outlet, shoes])).toBe(
      'Schuhe Müller',
    );
    expect(
      syncRunStoreName({ storeId: '2', storeType: 'woocommerce' }, [sports, outlet, shoes]),
    ).toBeUndefined();
  });

  it('names no store for a run of a store that is gone, or on a platform the same id is not on', () => {
    expect(syncRunStoreName({ storeId: '9', storeType: 'shopify' }, [sports, shoes])).toBeUndefined();
    expect(
      syncRunStoreName({ storeId: '1', storeType: 'woocommerce' }, [sports, shoes, outlet]),
    ).toBeUndefined();
    expect(syncRunStoreName({ storeId: '1', storeType: 'shopify' }, [])).toBeUndefined();
  });
});

describe('storeSyncRuns', () => {
  const run = (id: string, storeId: string, storeType: 'shopify' | 'woocommerce', startedAt: string) => ({
    id,
    storeId,
    storeType,
    startedAt,
  });

  it("keeps one store's runs, newest first, and not the runs of the same id on the other platform", () => {
    const history = [
      run('a', '1', 'shopify', '2026-10-01T10:00:00Z'),
      run('b', '1', 'woocommerce', '2026-10-03T10:00:00Z'),
      run('c', '1', 'shopify', '2026-10-02T10:00:00Z'),
      run('d', '2', 'shopify', '2026-10-04T10:00:00Z'),
    ];
    expect(storeSyncRuns({ id: '1', storeType: 'shopify' }, history).map((entry) => entry.id)).toEqual([
      'c',
      'a',
    ]);
    expect(storeSyncRuns({ id: '1', storeType: 'woocommerce' }, history).map((entry) => entry.id)).toEqual([
      'b',
    ]);
    expect(storeSyncRuns({ id: '9', storeType: 'shopify' }, history)).toEqual([]);
  });

  it('puts a run whose start cannot be read last, and leaves the history as it was', () => {
    const history = [
      run('a', '1', 'shopify', 'not a date'),
      run('b', '1', 'shopify', '2026-10-01T10:00:00Z'),
    ];
    expect(storeSyncRuns({ id: '1', storeType: 'shopify' }, history).map((entry) => entry.id)).toEqual([
      'b',
      'a',
    ]);
    expect(history.map((entry) => entry.id)).toEqual(['a', 'b']);
  });

  it("returns every run of the store and only those, each start no earlier than the next one's", () => {
    const entry = fc.record({
      id: fc.uuid(),
      storeId: fc.constantFrom('1', '2'),
      storeType: fc.constantFrom('shopify' as const, 'woocommerce' as const),
      startedAt: fc
        .date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2030-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString()),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (history) => {
        const store = { id: '1', storeType: 'shopify' as const };
        const runs = storeSyncRuns(store, history);
        const own = history.filter((item) => item.storeId === '1' && item.storeType === 'shopify');
        expect(runs).toHaveLength(own.length);
        expect(new Set(runs)).toEqual(new Set(own));
        for (let i = 1; i < runs.length; i++) {
          expect(Date.parse(runs[i - 1]!.startedAt)).toBeGreaterThanOrEqual(Date.parse(runs[i]!.startedAt));
        }
      }),
    );
  });
});
