import type { StoreScope } from '@storesearch/sdk';

/** The attribute that names a store's card in a store list: `storeType:id`. */
const STORE_CARD_ATTRIBUTE = 'data-store';

/** The attribute a store list puts on a store's card, so `storeCardControl` can find it. */
export function storeCardAttributes(store: { readonly id: string; readonly storeType: string }) {
  return { [STORE_CARD_ATTRIBUTE]: `${store.storeType}:${store.id}` };
}

/**
 * The first control of a store's card in the store list on the page (Your Stores, Connected Stores), else the
 * card itself; null when the card is not on the page. Where focus goes when the control that acted on the store
 * is gone, e.g. `SyncProgressDialog`'s `returnFocusTo`, or when the store's details close.
 */
export function storeCardControl(store: StoreScope): HTMLElement | null {
  const key = CSS.escape(`${store.storeType}:${store.storeId}`);
  const card = document.querySelector<HTMLElement>(`[${STORE_CARD_ATTRIBUTE}="${key}"]`);
  return card?.querySelector<HTMLElement>('button:not(:disabled)') ?? card;
}
