import { getStoreSelection } from '@storesearch/react';
import type { StoreScope, StoreSearchClient, StoreSearchQueryOptions } from '@storesearch/sdk';
import { batchInitQueryOptions } from '@storesearch/sdk/stores';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { type AppSession, areaOf } from '../session/session';

/** What a route needs to start its screen's reads: the shell's cache, its client and who is signed in. */
export interface ScreenData {
  /** The shell's query cache, the one the screen's hooks read. */
  readonly queryClient: QueryClient;
  /** The client of the signed-in vendor. */
  readonly client: StoreSearchClient;
  /** The signed-in user's id. */
  readonly userId: string | number;
}

/**
 * The router's context: the screen data of the current session, kept up to date by the shell (null while no
 * vendor is signed in).
 */
export interface AppRouterContext {
  readonly screenData: { current: ScreenData | null };
}

/** The screen data of a session: only a vendor's screens start reads early (the analytics screens are theirs). */
export function screenDataOf(
  session: AppSession | null,
  queryClient: QueryClient,
  client: StoreSearchClient,
): ScreenData | null {
  return session && areaOf(session.user) === 'vendor'
    ? { queryClient, client, userId: session.user.id }
    : null;
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
  const data = context.screenData.current;
  const store = savedStoreWithZone();
  if (!data || !store) return;
  reads(data, store, (options) => void data.queryClient.ensureQueryData(options).catch(() => undefined));
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
  if (data) void data.queryClient.ensureQueryData(batchInitQueryOptions(data.client)).catch(() => undefined);
}
