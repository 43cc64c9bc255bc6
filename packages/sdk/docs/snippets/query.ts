import { type StoreScope, type StoreSearchClient, storesearchKeys } from '@storesearch/sdk';
import { boostingRulesQueryOptions, deleteBoostingRuleMutationOptions } from '@storesearch/sdk/boosting';
import { batchInitQueryOptions } from '@storesearch/sdk/stores';
import { MutationObserver, QueryClient } from '@tanstack/query-core';

/**
 * The factories return plain options objects for any TanStack Query adapter (`useQuery` in React,
 * `createQuery` in Solid/Svelte, or query-core directly as here). Their keys carry the data and error
 * types, so `data` is typed without generics.
 */
export async function rulesOfFirstStore(client: StoreSearchClient, queryClient = new QueryClient()) {
  const init = await queryClient.fetchQuery(batchInitQueryOptions(client));
  const first = init.stores.shopify[0];
  if (!first) return [];
  const store: StoreScope = { storeId: first.id, storeType: 'shopify' };
  return queryClient.fetchQuery(boostingRulesQueryOptions(client, store));
}

/** Writes take the QueryClient so a success invalidates exactly the reads it changed. */
export async function deleteRule(
  client: StoreSearchClient,
  queryClient: QueryClient,
  store: StoreScope,
  id: number,
) {
  const observer = new MutationObserver(
    queryClient,
    deleteBoostingRuleMutationOptions(client, { queryClient }),
  );
  await observer.mutate({ ...store, id });
}

/** Every key starts with `storesearch`: one call drops all cached storesearch data (e.g. on sign-out). */
export function forgetStoresearchData(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: storesearchKeys.all });
}
