import type { StoreListRow } from '../stores/stores.schema';

/**
 * A selected store: id and platform (ids are only unique per platform), and the store's time zone when the
 * store list named one, so a reload can count a period's days in it before the list arrives again.
 */
export type SelectedStore = Pick<StoreListRow, 'id' | 'storeType'> & {
  /** The store's IANA time zone, as the store list last named it. */
  readonly timeZone?: string | undefined;
};

/** True when both refer to the same store (or both are none); the time zone does not make a store another. */
export function sameStore(a: SelectedStore | null, b: SelectedStore | null): boolean {
  return a === b || (a !== null && b !== null && a.id === b.id && a.storeType === b.storeType);
}

/** A selection as kept: the store's id, platform and, when named, time zone (nothing else of the row). */
function selectedStore(store: SelectedStore): SelectedStore {
  return {
    id: store.id,
    storeType: store.storeType,
    ...(store.timeZone === undefined ? {} : { timeZone: store.timeZone }),
  };
}

/**
 * The selection after a fetch: the saved store if still present, else the first store, else none. The
 * store's time zone is the list's, which is newer than the one saved.
 */
export function resolveSelectedStore(
  stores: readonly SelectedStore[],
  saved: SelectedStore | null,
): SelectedStore | null {
  const kept = saved && stores.find((store) => sameStore(store, saved));
  const chosen = kept ?? stores[0];
  return chosen ? selectedStore(chosen) : null;
}

/** The text a selection is stored as (the inverse of parseSelectedStore). */
export function serialiseSelectedStore(store: SelectedStore): string {
  return JSON.stringify(selectedStore(store));
}

/**
 * The shape of an IANA zone name (`Europe/Stockholm`, `America/Argentina/Buenos_Aires`, `UTC`, `Etc/GMT+5`).
 * A shape check, not a lookup: the runtime's zone data costs tens of milliseconds to load, and a page that only
 * reads its selection should not pay it. The zone was the API's when it was saved.
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/** Reads a stored selection; anything malformed counts as none, and a zone not shaped like a zone name as unnamed. */
export function parseSelectedStore(text: string | null | undefined): SelectedStore | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { id, storeType, timeZone } = value as Record<string, unknown>;
    if (typeof id !== 'string' || (storeType !== 'shopify' && storeType !== 'woocommerce')) return null;
    return typeof timeZone === 'string' && ZONE_NAME.test(timeZone)
      ? { id, storeType, timeZone }
      : { id, storeType };
  } catch {
    return null;
  }
}

/** A store as an address names it: `shopify:12`, its platform and its id. */
const STORE_IN_ADDRESS = /^(shopify|woocommerce):([^\s:]{1,64})$/;

/**
 * How an address names a store (`shopify:12`), so a shared link or a reload opens the store it was made on, not the
 * one the reader last selected; `parseStoreInAddress` reads it back.
 */
export function storeInAddress(store: Pick<SelectedStore, 'id' | 'storeType'>): string {
  return `${store.storeType}:${store.id}`;
}

/** The store an address names (`shopify:12`), or null for anything else. */
export function parseStoreInAddress(text: unknown): Pick<SelectedStore, 'id' | 'storeType'> | null {
  const match = typeof text === 'string' ? STORE_IN_ADDRESS.exec(text) : null;
  return match ? { storeType: match[1] as SelectedStore['storeType'], id: match[2] as string } : null;
}
