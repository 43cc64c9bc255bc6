import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import {
  type HistoryEntry,
  type TuningObjectKind,
  tuningHistoryQueryOptions,
} from '@storesearch/sdk/merchandising';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The store's tuning changes, newest first: all of them, or one kind of object's. */
export function useTuningHistory(
  store: StoreScope,
  objectKind?: TuningObjectKind,
): UseQueryResult<HistoryEntry[], StoreSearchError> {
  const client = useStoreSearchClient();
  return useQuery({
    ...tuningHistoryQueryOptions(client, {
      storeId: store.storeId,
      storeType: store.storeType,
      ...(objectKind === undefined ? {} : { objectKind }),
    }),
    // The list of the previous filter stays while the next one loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}
