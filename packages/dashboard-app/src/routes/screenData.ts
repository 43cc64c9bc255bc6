import { getStoreSelection } from '@storesearch/react';
import type { StoreScope, StoreSearchClient, StoreSearchQueryOptions } from '@storesearch/sdk';
import { batchInitQueryOptions } from '@storesearch/sdk/stores';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { type AppArea, type AppSession, areaOf } from '../session/session';

/** What a route needs to start its screen's reads: the shell's cache, its client and who is signed in. */
export interface ScreenData {
  /** The signed-in user's area: a route starts only its own area's reads. */
  readonly area: AppArea;
  /** The shell's query cache, the one the screen's hooks read. */
  readonly queryClient: QueryClient;
  /** The client of the signed-in user (with their vendor id, for a vendor). */
  readonly client: StoreSearchClient;
  /** The signed-in user's id. */
  readonly userId: string | number;
}

/**
 * The router's context: the screen data of the current session, kept up to date by the shell (null while no one
 * is signed in).
 */
export interface AppRouterContext {
  readonly screenData: { current: ScreenData | null };
}

/** The screen data of a session, for the screens of the signed-in user's area. */
export function screenDataOf(
  session: AppSession | null,
  queryClient: QueryClient,
  client: StoreSearchClient,
): ScreenData | null {
  return session ? { area: areaOf(session.user), queryClient, client, userId: session.user.id } : null;
}

/** A new router context, before any session. */
export function createRouterContext(): AppRouterContext {
  return { screenData: { current: null } };
}

/** Starts one read, given as the SDK's query factories give it. */
export type StartRead = <TData, TKey extends QueryKey>(options: StoreSearchQueryOptions<TData, TKey>) => void;

/** The selected store as saved on this device, with the time zone saved with it. */
export type SavedStore = StoreScope & { readonly timeZone: string };

/**
 * Starts the reads a screen will make as soon as its route matches (on load, or when a link to it is pointed at),
 * alongside the screen's code rather than after its first render. They are of the store saved on this device with
 * its time zone; without one (a first visit) nothing starts and the screen waits for the store list. Nothing waits
 * for them: the screen shows its own loading and failure states, and a read already cached or on its way is not
 * asked for again.
 */
export function startReads(
  context: AppRouterContext,
  reads: (data: ScreenData, store: SavedStore, start: StartRead) => void,
): void {
  const store = savedStoreWithZone();
  if (store) startVendorReads(context, (data, start) => reads(data, store, start));
}

/** As startReads, for reads of the signed-in vendor that no store scopes (their account's). */
export function startVendorReads(
  context: AppRouterContext,
  reads: (data: ScreenData, start: StartRead) => void,
): void {
  startAreaReads('vendor', context, reads);
}

/**
 * Starts `reads` when the signed-in user's area is `area`: a vendor's screens read their account and stores, the
 * admin's the platform's users, orders, plans and figures (a route of the other area only redirects).
 */
export function startAreaReads(
  area: AppArea,
  context: AppRouterContext,
  reads: (data: ScreenData, start: StartRead) => void,
): void {
  const data = context.screenData.current;
  if (data?.area === area)
    reads(data, (options) => void data.queryClient.ensureQueryData(options).catch(() => undefined));
}

/** The selected store as saved on this device, when its time zone was saved with it (else the screen waits for the list). */
function savedStoreWithZone(): SavedStore | null {
  const saved = getStoreSelection().get();
  return saved?.timeZone === undefined
    ? null
    : { storeId: saved.id, storeType: saved.storeType, timeZone: saved.timeZone };
}

/**
 * Starts the vendor's store list (batch-init) as soon as a vendor screen's route matches: the shell's store picker
 * and every store gate read it, so on a page's first load it is asked for with the screen's code and reads
 * instead of after the first render. A list already cached is not asked for again.
 */
export function startStoreList(context: AppRouterContext): void {
  const data = context.screenData.current;
  if (data?.area === 'vendor')
    void data.queryClient.ensureQueryData(batchInitQueryOptions(data.client)).catch(() => undefined);
}

/**
 * How long, at most, a page's first render waits for the reads its screen's route started (ms). Rendering before
 * they answer draws the screen twice, its loading placeholders and then its figures, and the second render costs
 * as much as the first: on a healthy API the reads answer within this while the screen's code loads, and the
 * page shows its figures in one render. A slower API gets the placeholders after this wait, as before.
 */
export const FIRST_READS_WAIT_MS = 300;

/**
 * Whether a page's first render waits for the reads started by its routes (readsSettled): only when the screen's
 * own route (the last matched) starts its reads, with a loader. A screen that asks for its data on its first
 * render (with the store saved on this device, before the store list is in) is drawn at once instead: waiting
 * for the store list would only start its reads after it.
 */
export function firstRenderWaitsForReads(matchedRoutes: readonly { readonly options: object }[]): boolean {
  const screen = matchedRoutes.at(-1);
  return screen !== undefined && 'loader' in screen.options && screen.options.loader !== undefined;
}

/**
 * Resolves once no read of the cache is on its way (answered or failed alike), or after `withinMs`, whichever
 * comes first; it never rejects.
 */
export function readsSettled(queryClient: QueryClient, withinMs: number): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = (): void => undefined;
    const done = (): void => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, withinMs);
    if (queryClient.isFetching() === 0) return done();
    unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
  });
}
