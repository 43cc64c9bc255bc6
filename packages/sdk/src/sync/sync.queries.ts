import { mutationKey, storeScopeKey, storesearchKeys } from '../client/client.keys';
import {
  defineMutationOptions,
  defineQueryOptions,
  type MutationFactoryOptions,
  type StoreSearchMutationOptions,
} from '../client/client.queries';
import type { StoreSearchClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import { getSyncProgress, initiateSync } from './sync.api';
import type { InitiateSyncBody, InitiateSyncResponse } from './sync.schema';

/** Query keys of the sync domain, under the store's scope. */
export const syncKeys = {
  /** A store's sync progress (proposed endpoint). */
  progress: (store: StoreScope) => [...storeScopeKey(store), 'sync-progress'] as const,
};

/** The store's sync progress (proposed endpoint); the sync poller decides when to refetch. */
export function syncProgressQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: syncKeys.progress(store),
    queryFn: ({ signal }) => getSyncProgress(client, store, { signal }),
  });
}

/** Starts a sync; refreshes the store lists and the store's progress. */
export function initiateSyncMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<InitiateSyncResponse, InitiateSyncBody> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('initiateSync'),
      mutationFn: (body: InitiateSyncBody) => initiateSync(client, body),
      invalidate: (body) => [storesearchKeys.vendor, syncKeys.progress(body)],
    },
    options,
  );
}
