import type { QueryKey } from '@tanstack/query-core';
import { mutationKey, storesearchKeys } from '../client/client.keys';
import {
  defineMutationOptions,
  defineQueryOptions,
  type MutationFactoryOptions,
  ROUTE_READS_FRESH_MS,
  type StoreSearchMutationOptions,
} from '../client/client.queries';
import type { StoreSearchClient } from '../client/client.request';
import type { StoreScope, StoreType } from '../client/client.schema';
import {
  createQueryRule,
  deleteQueryRule,
  duplicateQueryRule,
  getSearchPreview,
  getSynonyms,
  listQueryRules,
  listSynonymSuggestions,
  listTuningHistory,
  restoreTuningVersion,
  saveSynonyms,
  type TuningHistoryFilter,
  updateQueryRule,
} from './merchandising.api';
import type {
  HistoryEntry,
  PreviewRequest,
  QueryRule,
  QueryRuleBody,
  RestoreVersionBody,
  SaveSynonymsBody,
  SynonymSet,
} from './merchandising.schema';

/** Stale time of the synonym suggestions: the search log they read changes slowly. */
export const SYNONYM_SUGGESTIONS_STALE_MS = 60_000;

/**
 * Query keys of one store's merchandising, under the store's keys (`storesearchKeys.store(...).all`), so
 * invalidating the store clears them too.
 */
export function merchandisingKeys(storeId: string | number, storeType: StoreType) {
  const base = [...storesearchKeys.store(storeId, storeType).all, 'merchandising'] as const;
  return {
    /** Prefix of everything merchandising caches for the store. */
    all: base,
    /** Query rules. */
    queryRules: () => [...base, 'query-rules'] as const,
    /** Synonyms. */
    synonyms: () => [...base, 'synonyms'] as const,
    /** Synonym suggestions. */
    synonymSuggestions: () => [...base, 'synonym-suggestions'] as const,
    /** Prefix of every history list. */
    historyAll: () => [...base, 'history'] as const,
    /** One history list: all, one kind, or one object. */
    history: (filter: { readonly objectKind?: string; readonly objectId?: string | number } = {}) =>
      [
        ...base,
        'history',
        filter.objectKind ?? null,
        filter.objectId === undefined ? null : String(filter.objectId),
      ] as const,
    /** Prefix of every preview. */
    previewAll: () => [...base, 'preview'] as const,
    /** One preview: the query, size, instant and draft. */
    preview: (request: Omit<PreviewRequest, 'storeId' | 'storeType'>) =>
      [
        ...base,
        'preview',
        request.query,
        request.size ?? null,
        request.at ?? null,
        request.draft === undefined ? null : JSON.stringify(request.draft),
      ] as const,
  };
}

/** The store's query rules. */
export function queryRulesQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: merchandisingKeys(store.storeId, store.storeType).queryRules(),
    queryFn: ({ signal }) => listQueryRules(client, store, { signal }),
    staleTime: ROUTE_READS_FRESH_MS,
  });
}

/** The store's synonyms. */
export function synonymsQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: merchandisingKeys(store.storeId, store.storeType).synonyms(),
    queryFn: ({ signal }) => getSynonyms(client, store, { signal }),
    staleTime: ROUTE_READS_FRESH_MS,
  });
}

/** Synonyms the store's search log suggests. */
export function synonymSuggestionsQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: merchandisingKeys(store.storeId, store.storeType).synonymSuggestions(),
    queryFn: ({ signal }) => listSynonymSuggestions(client, store, { signal }),
    staleTime: SYNONYM_SUGGESTIONS_STALE_MS,
  });
}

/** The store's tuning history: all of it, one kind of object, or one object. */
export function tuningHistoryQueryOptions(client: StoreSearchClient, filter: TuningHistoryFilter) {
  return defineQueryOptions({
    queryKey: merchandisingKeys(filter.storeId, filter.storeType).history(filter),
    queryFn: ({ signal }) => listTuningHistory(client, filter, { signal }),
  });
}

/** What a shopper would see for a query (the preview call). */
export function searchPreviewQueryOptions(client: StoreSearchClient, input: PreviewRequest) {
  return defineQueryOptions({
    queryKey: merchandisingKeys(input.storeId, input.storeType).preview(input),
    queryFn: ({ signal }) => getSearchPreview(client, input, { signal }),
  });
}

/** What a change to the store's rules makes stale: the rules, the history and every preview. */
export function ruleReads(store: StoreScope): QueryKey[] {
  const keys = merchandisingKeys(store.storeId, store.storeType);
  return [keys.queryRules(), keys.historyAll(), keys.previewAll()];
}

/** Creates a query rule; refreshes the store's rules, history and previews. */
export function createQueryRuleMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<QueryRule, QueryRuleBody> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('createQueryRule'),
      mutationFn: (rule: QueryRuleBody) => createQueryRule(client, rule),
      invalidate: ruleReads,
    },
    options,
  );
}

/** Variables of a query-rule update. */
export type UpdateQueryRuleVariables = {
  /** The rule's id. */
  readonly id: string | number;
  /** The full rule. */
  readonly rule: QueryRuleBody;
};

/** Replaces a query rule (also its enabled switch); refreshes the store's rules, history and previews. */
export function updateQueryRuleMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<QueryRule, UpdateQueryRuleVariables> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('updateQueryRule'),
      mutationFn: (variables: UpdateQueryRuleVariables) => updateQueryRule(client, variables),
      invalidate: (variables) => ruleReads(variables.rule),
    },
    options,
  );
}

/** Variables of a query-rule deletion or duplication. */
export type QueryRuleTarget = StoreScope & {
  /** The rule's id. */
  readonly id: string | number;
};

/** Deletes a query rule; refreshes the store's rules, history and previews. */
export function deleteQueryRuleMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<void, QueryRuleTarget> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('deleteQueryRule'),
      mutationFn: (variables: QueryRuleTarget) => deleteQueryRule(client, variables),
      invalidate: ruleReads,
    },
    options,
  );
}

/** Copies a query rule as a disabled one; refreshes the store's rules and history. */
export function duplicateQueryRuleMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<QueryRule, QueryRuleTarget> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('duplicateQueryRule'),
      mutationFn: (variables: QueryRuleTarget) => duplicateQueryRule(client, variables),
      invalidate: ruleReads,
    },
    options,
  );
}

/** Replaces the store's synonyms; refreshes its synonyms, suggestions, history and previews. */
export function saveSynonymsMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<SynonymSet, SaveSynonymsBody> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('saveSynonyms'),
      mutationFn: (body: SaveSynonymsBody) => saveSynonyms(client, body),
      invalidate: (body) => {
        const keys = merchandisingKeys(body.storeId, body.storeType);
        return [keys.synonyms(), keys.synonymSuggestions(), keys.historyAll(), keys.previewAll()];
      },
    },
    options,
  );
}

/**
 * Restores an earlier version of a tuning object; refreshes everything of the store (the object may be a
 * query rule, the synonyms, a Dynamic Re-Rank rule, the facets, a colour mapping or a manual boost).
 */
export function restoreTuningVersionMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<HistoryEntry, RestoreVersionBody> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('restoreTuningVersion'),
      mutationFn: (body: RestoreVersionBody) => restoreTuningVersion(client, body),
      invalidate: (body) => [storesearchKeys.store(body.storeId, body.storeType).all],
    },
    options,
  );
}
