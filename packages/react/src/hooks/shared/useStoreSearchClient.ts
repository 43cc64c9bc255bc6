import type { StoreSearchClient } from '@storesearch/sdk';
import { useStoreSearchContext } from './useStoreSearchContext';

/** The API client of the nearest StoreSearchProvider. */
export function useStoreSearchClient(): StoreSearchClient {
  return useStoreSearchContext().client;
}
