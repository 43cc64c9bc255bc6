import { QueryClient } from '@tanstack/query-core';
import { describe, expectTypeOf, it } from 'vitest';
import type { StoreSearchError } from '../client/client.error';
import { createClient } from '../client/client.request';
import {
  createQueryRuleMutationOptions,
  deleteQueryRuleMutationOptions,
  duplicateQueryRuleMutationOptions,
  queryRulesQueryOptions,
  restoreTuningVersionMutationOptions,
  saveSynonymsMutationOptions,
  searchPreviewQueryOptions,
  synonymSuggestionsQueryOptions,
  synonymsQueryOptions,
  tuningHistoryQueryOptions,
  type UpdateQueryRuleVariables,
  updateQueryRuleMutationOptions,
} from './merchandising.queries';
import type {
  HistoryEntry,
  PreviewResponse,
  QueryRule,
  QueryRuleBody,
  RestoreVersionBody,
  SaveSynonymsBody,
  SynonymSet,
  SynonymSuggestion,
} from './merchandising.schema';

const client = createClient({ baseUrl: 'https://api.storesearch.io' });
const queryClient = new QueryClient();
const store = { storeId: 201, storeType: 'shopify' } as const;

describe('merchandising query factories carry their data type in the key', () => {
  it('infers each read from its key', () => {
    expectTypeOf(queryClient.getQueryData(queryRulesQueryOptions(client, store).queryKey)).toEqualTypeOf<
      QueryRule[] | undefined
    >();
    expectTypeOf(queryClient.getQueryData(synonymsQueryOptions(client, store).queryKey)).toEqualTypeOf<
      SynonymSet | undefined
    >();
    expectTypeOf(
      queryClient.getQueryData(synonymSuggestionsQueryOptions(client, store).queryKey),
    ).toEqualTypeOf<SynonymSuggestion[] | undefined>();
    expectTypeOf(
      queryClient.getQueryData(
        tuningHistoryQueryOptions(client, { ...store, objectKind: 'queryRule' }).queryKey,
      ),
    ).toEqualTypeOf<HistoryEntry[] | undefined>();
    expectTypeOf(
      queryClient.getQueryData(searchPreviewQueryOptions(client, { ...store, query: 'tee' }).queryKey),
    ).toEqualTypeOf<PreviewResponse | undefined>();
    expectTypeOf(
      queryClient.getQueryState(queryRulesQueryOptions(client, store).queryKey)?.error,
    ).toEqualTypeOf<StoreSearchError | null | undefined>();
  });

  it('types the writes by their variables and answers', () => {
    expectTypeOf(createQueryRuleMutationOptions(client).mutationFn)
      .parameter(0)
      .toEqualTypeOf<QueryRuleBody>();
    expectTypeOf(
      createQueryRuleMutationOptions(client).mutationFn,
    ).returns.resolves.toEqualTypeOf<QueryRule>();
    expectTypeOf(updateQueryRuleMutationOptions(client).mutationFn)
      .parameter(0)
      .toEqualTypeOf<UpdateQueryRuleVariables>();
    expectTypeOf(deleteQueryRuleMutationOptions(client).mutationFn).returns.resolves.toEqualTypeOf<void>();
    expectTypeOf(
      duplicateQueryRuleMutationOptions(client).mutationFn,
    ).returns.resolves.toEqualTypeOf<QueryRule>();
    expectTypeOf(saveSynonymsMutationOptions(client).mutationFn)
      .parameter(0)
      .toEqualTypeOf<SaveSynonymsBody>();
    expectTypeOf(saveSynonymsMutationOptions(client).mutationFn).returns.resolves.toEqualTypeOf<SynonymSet>();
    expectTypeOf(restoreTuningVersionMutationOptions(client).mutationFn)
      .parameter(0)
      .toEqualTypeOf<RestoreVersionBody>();
    expectTypeOf(
      restoreTuningVersionMutationOptions(client).mutationFn,
    ).returns.resolves.toEqualTypeOf<HistoryEntry>();
  });
});
