import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import {
  createStoreSelection,
  resolveSelectedStore,
  type SelectedStore,
  type StoreSelection,
  sameStore,
} from '@storesearch/sdk/stores';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { StoreListItem } from './storeListItems';
import { useStores } from './useStores';

/** The selected store as the store-scoped screens use it: its scope plus its name for headings. */
export type CurrentStore = StoreScope & {
  /** The store's name; undefined while the stores load (the store saved on this device is known before its name). */
  readonly storeName: string | undefined;
  /**
   * The store's IANA time zone; undefined when the API does not name it, or while the stores load and none was
   * saved with the selection on this device.
   */
  readonly timeZone: string | undefined;
};

/** What useSelectedStore returns. */
export interface SelectedStoreState {
  /**
   * The selected store; null when the vendor has none, undefined after a failure. While the stores load it is
   * the store saved on this device (without its name yet), or undefined when none is saved.
   */
  readonly store: CurrentStore | null | undefined;
  /** The vendor's stores to choose from; undefined while loading. */
  readonly stores: readonly StoreListItem[] | undefined;
  /** True while the stores load. */
  readonly isPending: boolean;
  /** Why the stores could not be loaded. */
  readonly error: StoreSearchError | null;
  /** Selects another store: persisted, and `storeChanged` is sent (also to other tabs). */
  readonly select: (store: SelectedStore) => void;
}

/** One selection per page, so every hook and the `storeChanged` listeners on `window` agree. */
let pageSelection: StoreSelection | undefined;

/** A selection kept in memory, for environments without localStorage (server rendering, sandboxed frames). */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** The page's store selection (localStorage, `storeChanged` on window, cross-tab via BroadcastChannel). */
export function getStoreSelection(): StoreSelection {
  if (!pageSelection) {
    const hasWindow = typeof window !== 'undefined';
    let storage: Storage | ReturnType<typeof memoryStorage> = memoryStorage();
    try {
      if (hasWindow) storage = window.localStorage;
    } catch {
      // Storage access can throw (blocked cookies); the selection then lasts for this page only.
    }
    pageSelection = createStoreSelection({
      storage,
      ...(hasWindow ? { target: window, storageEvents: window } : {}),
    });
  }
  return pageSelection;
}

/** Snapshot as a string: useSyncExternalStore needs a value that is equal while nothing changed. */
function snapshot(): string {
  const saved = getStoreSelection().get();
  return saved ? `${saved.storeType}:${saved.id}` : '';
}

function subscribe(onChange: () => void): () => void {
  return getStoreSelection().subscribe(onChange);
}

/**
 * The vendor-area's selected store (spec section 4): the saved one if it still exists, else the first store,
 * else none. Persisted across reloads and tabs; a change sends `storeChanged` and leaves other data cached.
 * The saved store is given before the store list arrives, so a screen asks for its data alongside the list
 * instead of after it (one round trip less); once the list is in, the same rule applies (the saved store if
 * it still exists, else the first).
 */
export function useSelectedStore(): SelectedStoreState {
  const stores = useStores();
  const selection = getStoreSelection();
  const saved = useSyncExternalStore(subscribe, snapshot, () => '');

  const store = useMemo<CurrentStore | null | undefined>(() => {
    if (stores.data === undefined) {
      const remembered = stores.error || !saved ? null : selection.get();
      return remembered
        ? {
            storeId: remembered.id,
            storeType: remembered.storeType,
            storeName: undefined,
            // The zone saved with the selection, so a period's days are the store's before the list is in.
            timeZone: remembered.timeZone,
          }
        : undefined;
    }
    // `saved` only keys the memo; the SDK's rule picks the store (saved if present, else the first).
    const resolved = resolveSelectedStore(stores.data, saved ? selection.get() : null);
    const row = resolved && stores.data.find((candidate) => sameStore(candidate, resolved));
    return row
      ? { storeId: row.id, storeType: row.storeType, storeName: row.storeName, timeZone: row.timeZone }
      : null;
  }, [stores.data, stores.error, saved, selection]);

  // Keep storage in step with what is shown (first store, or none after the saved one was deleted).
  useEffect(() => {
    if (stores.data !== undefined) selection.reconcile(stores.data);
  }, [stores.data, selection]);

  // The zone is saved with the store, from the list when the caller does not name it.
  const select = useCallback(
    (next: SelectedStore) => {
      const row = stores.data?.find((candidate) => sameStore(candidate, next));
      const timeZone = next.timeZone ?? row?.timeZone;
      selection.select({ id: next.id, storeType: next.storeType, ...(timeZone ? { timeZone } : {}) });
    },
    [selection, stores.data],
  );

  return { store, stores: stores.data, isPending: stores.isPending, error: stores.error, select };
}
