import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import {
  createQueryRuleMutationOptions,
  deleteQueryRuleMutationOptions,
  duplicateQueryRuleMutationOptions,
  merchandisingKeys,
  type QueryRule,
  type QueryRuleBody,
  queryRuleBodyOf,
  queryRulesQueryOptions,
  updateQueryRuleMutationOptions,
} from '@storesearch/sdk/merchandising';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** What a query-rule write reports: null on success, else the failed call's error. */
export type QueryRuleWriteProblem = { readonly error: unknown } | null;

/** The store's query rules and the writes the rules panel makes. */
export interface QueryRulesState {
  /** The rules, as the server keeps them. */
  readonly rules: UseQueryResult<QueryRule[], StoreSearchError>;
  /** Creates a rule (no id) or replaces one; resolves null or the problem. */
  readonly saveRule: (body: QueryRuleBody, ruleId?: string | number) => Promise<QueryRuleWriteProblem>;
  /** Deletes a rule; resolves null or the problem. */
  readonly deleteRule: (rule: QueryRule) => Promise<QueryRuleWriteProblem>;
  /** Adds a disabled copy of a rule; resolves null or the problem. */
  readonly duplicateRule: (rule: QueryRule) => Promise<QueryRuleWriteProblem>;
  /** Switches a rule on or off at once; the server's refusal puts it back and sets `toggleFailed`. */
  readonly toggleRule: (rule: QueryRule) => void;
  /** True when the last switch was rolled back. */
  readonly toggleFailed: boolean;
  /** Clears `toggleFailed`. */
  readonly dismissToggleFailed: () => void;
}

/** Runs a write and turns its failure into a problem to show. */
async function attempt(write: () => Promise<unknown>): Promise<QueryRuleWriteProblem> {
  try {
    await write();
    return null;
  } catch (error) {
    return { error };
  }
}

/**
 * The store's merchandising query rules with save, delete, duplicate and the optimistic enabled switch: the
 * switch moves in the cache before the server answers and moves back if the server refuses.
 */
export function useQueryRules(store: StoreScope): QueryRulesState {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  const options = queryRulesQueryOptions(client, store);
  const rules: UseQueryResult<QueryRule[], StoreSearchError> = useQuery(options);
  const [toggleFailed, setToggleFailed] = useState(false);
  const { queryKey } = options;

  const create = useMutation(createQueryRuleMutationOptions(client, { queryClient }));
  const update = useMutation(updateQueryRuleMutationOptions(client, { queryClient }));
  const remove = useMutation(deleteQueryRuleMutationOptions(client, { queryClient }));
  const duplicate = useMutation(duplicateQueryRuleMutationOptions(client, { queryClient }));
  const toggle = useMutation({
    ...updateQueryRuleMutationOptions(client),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (list) =>
        list?.map((r) =>
          String(r.id) === String(variables.id) ? { ...r, enabled: variables.rule.enabled } : r,
        ),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      // Back to what the server last said, and the panel says why the switch moved back.
      if (context) queryClient.setQueryData(queryKey, context.previous);
      setToggleFailed(true);
    },
    // A switch changes the history and what every preview of the store shows: all are read again.
    onSettled: () => {
      const keys = merchandisingKeys(store.storeId, store.storeType);
      return Promise.all(
        [queryKey, keys.historyAll(), keys.previewAll()].map((key) =>
          queryClient.invalidateQueries({ queryKey: key }),
        ),
      );
    },
  });

  const { storeId, storeType } = store;
  const saveRule = useCallback(
    (body: QueryRuleBody, ruleId?: string | number) =>
      attempt(() =>
        ruleId === undefined ? create.mutateAsync(body) : update.mutateAsync({ id: ruleId, rule: body }),
      ),
    [create, update],
  );
  const deleteRule = useCallback(
    (rule: QueryRule) => attempt(() => remove.mutateAsync({ id: rule.id, storeId, storeType })),
    [remove, storeId, storeType],
  );
  const duplicateRule = useCallback(
    (rule: QueryRule) => attempt(() => duplicate.mutateAsync({ id: rule.id, storeId, storeType })),
    [duplicate, storeId, storeType],
  );
  const toggleRule = useCallback(
    (rule: QueryRule) => {
      setToggleFailed(false);
      toggle.mutate({ id: rule.id, rule: queryRuleBodyOf(rule, !rule.enabled) });
    },
    [toggle],
  );

  return {
    rules,
    saveRule,
    deleteRule,
    duplicateRule,
    toggleRule,
    toggleFailed,
    dismissToggleFailed: useCallback(() => setToggleFailed(false), []),
  };
}
