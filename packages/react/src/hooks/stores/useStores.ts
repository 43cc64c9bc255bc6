import type { StoreSearchError } from '@storesearch/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { type StoreListItem, toStoreListItems } from './storeListItems';
import { useBatchInit } from './useBatchInit';

/** The vendor's stores as list rows (Shopify first; syncing and previously synced stores marked). */
export function useStores(): UseQueryResult<StoreListItem[], StoreSearchError> {
  return useBatchInit(toStoreListItems);
}
