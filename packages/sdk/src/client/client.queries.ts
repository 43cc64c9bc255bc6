import type { DataTag, MutationFunction, QueryClient, QueryFunction, QueryKey } from '@tanstack/query-core';
import type { StoreSearchError } from './client.error';

/**
 * Query options for one read, in the shape `useQuery`, `QueryObserver` and `queryClient.fetchQuery`
 * take. The key carries the data and error types (query-core's DataTag), so
 * `useQuery(batchDashboardQueryOptions(client, store))` infers `data` and `error` without generics.
 */
export interface StoreSearchQueryOptions<TData, TKey extends QueryKey> {
  /** The cache key, tagged with the data and error types. */
  readonly queryKey: DataTag<TKey, TData, StoreSearchError>;
  /** Fetches the data; forwards the query's AbortSignal to the client. */
  readonly queryFn: QueryFunction<TData, TKey>;
  /** How long fetched data counts as fresh, in ms. */
  readonly staleTime?: number;
  /** How long unused data stays cached, in ms. */
  readonly gcTime?: number;
  /** Polling period in ms, or the period for the data last read (`false`: no polling). */
  readonly refetchInterval?: RefetchInterval<TData>;
  /** Whether polling continues while the tab is hidden. */
  readonly refetchIntervalInBackground?: boolean;
}

/** A polling period in ms, fixed or chosen from the query's last data (`false`: no polling now). */
export type RefetchInterval<TData> =
  | number
  | ((query: { readonly state: { readonly data: TData | undefined } }) => number | false);

/**
 * How long a read a route starts for its screen counts as fresh: a screen that mounts this soon after the same read
 * (started by its route while the screen's code loaded) shows it without asking again. A write refreshes what it
 * changes at once (its mutation invalidates it). A store's tuning lists (rules, synonyms, facets, colour mappings,
 * products), a vendor's account reads (the stores with their details, the API keys, the invoices) and the admin's
 * lists and figures (users, orders, plans, analytics) use it; the store list and the analytics answers export it
 * under their own names.
 */
export const ROUTE_READS_FRESH_MS = 10_000;

/** Tags `options.queryKey` with the data type of `queryFn`; an identity at runtime. */
export function defineQueryOptions<TData, const TKey extends QueryKey>(options: {
  readonly queryKey: TKey;
  readonly queryFn: QueryFunction<TData, TKey>;
  readonly staleTime?: number;
  readonly gcTime?: number;
  readonly refetchInterval?: RefetchInterval<TData>;
  readonly refetchIntervalInBackground?: boolean;
}): StoreSearchQueryOptions<TData, TKey> {
  return options as StoreSearchQueryOptions<TData, TKey>;
}

/** Mutation options for one write, in the shape `useMutation` and `MutationObserver` take. */
export interface StoreSearchMutationOptions<TData, TVariables> {
  /** Identifies the write, e.g. for `useMutationState`. */
  readonly mutationKey: QueryKey;
  /** Performs the write. */
  readonly mutationFn: MutationFunction<TData, TVariables>;
  /** Invalidates the reads the write changed (set when a QueryClient was passed to the factory). */
  readonly onSuccess?: (data: TData, variables: TVariables) => Promise<void>;
}

/** Options every mutation factory accepts. */
export interface MutationFactoryOptions {
  /**
   * When given, a successful write invalidates the queries it changed, and drops (cancels and removes, never
   * refetches) the queries of what it deleted, when the client can.
   */
  readonly queryClient?: Pick<QueryClient, 'invalidateQueries'> &
    Partial<Pick<QueryClient, 'cancelQueries' | 'removeQueries'>>;
}

/**
 * Builds mutation options; `invalidate` names the key prefixes a successful write makes stale, `remove` those
 * of data it deleted (asking for them again would only fail). Both apply only when the caller passed a
 * QueryClient; the invalidated reads are fetched again first, so a screen showing the deleted item has moved on
 * (for instance to another store) before its queries are dropped.
 */
export function defineMutationOptions<TData, TVariables>(
  options: {
    readonly mutationKey: QueryKey;
    readonly mutationFn: (variables: TVariables) => Promise<TData>;
    readonly invalidate?: (variables: TVariables) => readonly QueryKey[];
    readonly remove?: (variables: TVariables) => readonly QueryKey[];
  },
  factoryOptions: MutationFactoryOptions = {},
): StoreSearchMutationOptions<TData, TVariables> {
  const { queryClient } = factoryOptions;
  const { invalidate, remove } = options;
  return {
    mutationKey: options.mutationKey,
    mutationFn: (variables) => options.mutationFn(variables),
    ...(queryClient && (invalidate || remove)
      ? {
          onSuccess: async (_data: TData, variables: TVariables) => {
            const dropped = remove?.(variables) ?? [];
            // Nothing of the deleted data is asked for again, not even by a refetch already on its way.
            await Promise.all(dropped.map((queryKey) => queryClient.cancelQueries?.({ queryKey })));
            await Promise.all(
              (invalidate?.(variables) ?? []).map((queryKey) =>
                queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false }),
              ),
            );
            for (const queryKey of dropped) queryClient.removeQueries?.({ queryKey });
          },
        }
      : {}),
  };
}
