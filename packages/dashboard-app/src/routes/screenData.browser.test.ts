import type { StoreSearchUser } from '@storesearch/react';
import { defineQueryOptions, type StoreSearchClient } from '@storesearch/sdk';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from './paths';
import { createAppRouter } from './router';
import {
  type AppRouterContext,
  FIRST_READS_WAIT_MS,
  firstRenderWaitsForReads,
  readsSettled,
  screenDataOf,
  startAreaReads,
  startVendorReads,
} from './screenData';

/** A read whose answer the test gives. */
function read(client: QueryClient, key: string) {
  let answer!: (value: string) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<string>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  void client.fetchQuery({ queryKey: [key], queryFn: () => promise, retry: false }).catch(() => undefined);
  return { answer, fail };
}

/** Tracks whether the promise has resolved. */
function track(promise: Promise<void>) {
  const state = { settled: false };
  void promise.then(() => {
    state.settled = true;
  });
  return state;
}

describe('readsSettled', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it('resolves at once when no read is on its way', async () => {
    const state = track(readsSettled(client, FIRST_READS_WAIT_MS));
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
  });

  it('resolves when the last read on its way answers, before the wait ends', async () => {
    const first = read(client, 'figures');
    const second = read(client, 'stores');
    const state = track(readsSettled(client, FIRST_READS_WAIT_MS));
    first.answer('figures');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(false);
    second.answer('stores');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
    // Settled, it no longer listens to the cache.
    expect(client.getQueryCache().hasListeners()).toBe(false);
  });

  it('counts a failed read as settled: the screen shows the failure', async () => {
    const figures = read(client, 'figures');
    const state = track(readsSettled(client, FIRST_READS_WAIT_MS));
    figures.fail(new Error('503'));
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
  });

  it(`waits ${FIRST_READS_WAIT_MS} ms at most for a read that does not answer`, async () => {
    read(client, 'figures');
    const state = track(readsSettled(client, FIRST_READS_WAIT_MS));
    await vi.advanceTimersByTimeAsync(FIRST_READS_WAIT_MS - 1);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
    expect(client.getQueryCache().hasListeners()).toBe(false);
  });
});

describe('firstRenderWaitsForReads', () => {
  const router = createAppRouter();
  const waits = (path: string) => firstRenderWaitsForReads(router.getMatchedRoutes(path)[0]);

  it("waits on the screens whose route starts their reads: the welcome page, analytics, tuning, settings and the admin's", () => {
    for (const path of [
      PATHS.vendorHome,
      PATHS.vendorBoosting,
      PATHS.vendorFacets,
      PATHS.vendorMerchandising,
      PATHS.vendorDashboard,
      PATHS.vendorFilterState,
      PATHS.vendorRealtime,
      PATHS.vendorSearchState,
      PATHS.vendorSearchInsights,
      PATHS.vendorUsage,
      PATHS.vendorSettingsGeneral,
      PATHS.vendorSettingsApiKeys,
      PATHS.vendorSettingsSubscription,
      PATHS.vendorSettingsInvoices,
      PATHS.adminHome,
      PATHS.adminOrders,
      PATHS.adminUsers,
      PATHS.adminAnalytics,
      PATHS.adminPricing,
    ])
      expect(waits(path), path).toBe(true);
  });

  it('draws at once the screens that ask for their data on their first render', () => {
    for (const path of [PATHS.signIn, PATHS.vendorSearchLab, PATHS.vendorSync, PATHS.adminSettingsProfile])
      expect(waits(path), path).toBe(false);
  });
});

describe("a route's reads, by the signed-in user's area", () => {
  const client = {} as StoreSearchClient;
  /** The router's context of a session of `role` (null: no one signed in), and its cache. */
  const contextOf = (role: StoreSearchUser['role'] | null) => {
    const queryClient = new QueryClient();
    const session =
      role === null
        ? null
        : {
            user: {
              id: '7',
              firstname: 'Ada',
              lastname: 'Admin',
              fullname: 'Ada Admin',
              email: 'ada@example.com',
              role,
            } satisfies StoreSearchUser,
            vendorId: undefined,
          };
    const context: AppRouterContext = { screenData: { current: screenDataOf(session, queryClient, client) } };
    return { context, queryClient };
  };
  /** Which of the two kinds of reads started in `context`: each puts its own key in the cache. */
  const started = ({ context, queryClient }: ReturnType<typeof contextOf>) => {
    const read = (key: string) =>
      defineQueryOptions({ queryKey: [key], queryFn: () => Promise.resolve(key) });
    startVendorReads(context, (_, start) => start(read('vendor')));
    startAreaReads('admin', context, (_, start) => start(read('admin')));
    return ['vendor', 'admin'].filter((key) => queryClient.getQueryState([key]) !== undefined);
  };

  it("starts a vendor's screen reads for a vendor and an admin's for an admin, never the other's", () => {
    expect(started(contextOf('user'))).toEqual(['vendor']);
    expect(started(contextOf('admin'))).toEqual(['admin']);
  });

  it('starts none while no one is signed in', () => {
    expect(started(contextOf(null))).toEqual([]);
  });
});
