import type { StoreListRow } from '../stores/stores.schema';

/** A selected store: id and platform (ids are only unique per platform). */
export type SelectedStore = Pick<StoreListRow, 'id' | 'storeType'>;

/** True when both refer to the same store (or both are none). */
export function sameStore(a: SelectedStore | null, b: SelectedStore | null): boolean {
  return a === b || (a !== null && b !== null && a.id === b.id && a.storeType === b.storeType);
}

/** The selection after a fetch: the saved store if still present, else the first store, else none. */
export function resolveSelectedStore(
  stores: readonly SelectedStore[],
  saved: SelectedStore | null,
): SelectedStore | null {
  const kept = saved && stores.find((store) => sameStore(store, saved));
  const chosen = kept ?? stores[0];
  return chosen ? { id: chosen.id, storeType: chosen.storeType } : null;
}

/** Reads a stored selection; anything malformed counts as none. */
export function parseSelectedStore(text: string | null | undefined): SelectedStore | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { id, storeType } = value as Record<string, unknown>;
    if (typeof id !== 'string' || (storeType !== 'shopify' && storeType !== 'woocommerce')) return null;
    return { id, storeType };
  } catch {
    return null;
  }
}
