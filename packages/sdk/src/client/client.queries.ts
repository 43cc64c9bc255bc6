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
  /** Polling period in ms. */
  readonly refetchInterval?: number;
  /** Whether polling continues while the tab is hidden. */
  readonly refetchIntervalInBackground?: boolean;
}

/** Tags `options.queryKey` with the data type of `queryFn`; an identity at runtime. */
export function defineQueryOptions<TData, const TKey extends QueryKey>(options: {
  readonly queryKey: TKey;
  readonly queryFn: QueryFunction<TData, TKey>;
  readonly staleTime?: number;
  readonly gcTime?: number;
  readonly refetchInterval?: number;
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
  /** When given, a successful write invalidates the queries it changed. */
  readonly queryClient?: Pick<QueryClient, 'invalidateQueries'>;
}

/**
 * Builds mutation options; `invalidate` names the key prefixes a successful write makes stale,
 * invalidated only when the caller passed a QueryClient.
 */
export function defineMutationOptions<TData, TVariables>(
  options: {
    readonly mutationKey: QueryKey;
    readonly mutationFn: (variables: TVariables) => Promise<TData>;
    readonly invalidate?: (variables: TVariables) => readonly QueryKey[];
  },
  factoryOptions: MutationFactoryOptions = {},
): StoreSearchMutationOptions<TData, TVariables> {
  const { queryClient } = factoryOptions;
  const { invalidate } = options;
  return {
    mutationKey: options.mutationKey,
    mutationFn: (variables) => options.mutationFn(variables),
    ...(queryClient && invalidate
      ? {
          onSuccess: async (_data: TData, variables: TVariables) => {
            await Promise.all(
              invalidate(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
            );
          },
        }
      : {}),
  };
}
