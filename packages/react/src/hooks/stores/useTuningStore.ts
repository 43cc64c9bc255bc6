import type { StoreSearchError } from '@storesearch/sdk';
import { type CurrentStore, useSelectedStore } from './useSelectedStore';

/** The store the tuning screens work on, with what their headings show. */
export type TuningStore = CurrentStore;

/** The tuning screens' store and how it loads. */
export interface TuningStoreState {
  /** The store, null when the vendor has none; undefined while loading or after a failure. */
  readonly store: TuningStore | null | undefined;
  /** True while the stores load. */
  readonly isPending: boolean;
  /** Why the stores could not be loaded. */
  readonly error: StoreSearchError | null;
}

/**
 * The store the boosting and facets screens tune: the shell's selected store (kept across reloads, the first store
 * when none was chosen), so switching stores in the header switches what these screens edit.
 */
export function useTuningStore(): TuningStoreState {
  const { store, isPending, error } = useSelectedStore();
  return { store, isPending, error };
}
