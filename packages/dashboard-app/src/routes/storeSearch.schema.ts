import { getStoreSelection } from '@storesearch/react';
import { parseStoreInAddress, sameStore } from '@storesearch/sdk/stores';
import * as z from 'zod/mini';
import { searchParam } from './searchParam';

/**
 * The search parameter every vendor screen may carry: `?store=shopify:12`, the store the screen works on. The
 * screens that work on one store write it (StoreGate), so a shared link or a reload opens that store rather than
 * the one the reader last selected.
 */
export const storeSearchSchema = z.object({
  store: searchParam(z.string().check(z.refine((text) => parseStoreInAddress(text) !== null))),
});

/**
 * Selects the store an address names before the screen's reads start, so they are the named store's; an address
 * naming none leaves the selection as it is. A store the vendor does not have is dropped for the first of theirs
 * once their store list is in, as a deleted store is.
 */
export function selectStoreInAddress(text: string | undefined): void {
  const named = parseStoreInAddress(text);
  const selection = getStoreSelection();
  if (named && !sameStore(selection.get(), named)) selection.select(named);
}
