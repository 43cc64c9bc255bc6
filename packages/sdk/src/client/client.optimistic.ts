import type { QueryClient, QueryKey } from '@tanstack/query-core';

/** What an optimistic write keeps to roll back: the cached list before the change. */
export type OptimisticListContext<Item> = { readonly previous: Item[] | undefined };

/**
 * The `onMutate` and `onError` of a write that shows in a cached list before the server answers: `change` rewrites
 * each item at once (after stopping any read of the list in flight, which would overwrite it); a refusal puts back
 * what the server last said and calls `onRollback`, so the view can say why the change moved back.
 */
export function optimisticListUpdate<Item, Variables>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: (item: Item, variables: Variables) => Item,
  onRollback: () => void,
) {
  return {
    onMutate: async (variables: Variables): Promise<OptimisticListContext<Item>> => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Item[]>(queryKey);
      queryClient.setQueryData<Item[]>(queryKey, (list) => list?.map((item) => change(item, variables)));
      return { previous };
    },
    onError: (_error: unknown, _variables: Variables, context: OptimisticListContext<Item> | undefined) => {
      if (context) queryClient.setQueryData(queryKey, context.previous);
      onRollback();
    },
  };
}
