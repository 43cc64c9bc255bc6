import type { MessageKey, StoreScope, StoreSearchError } from '@storesearch/sdk';
import {
  type BoostingRule,
  type BoostingRuleBody,
  boostingRulesQueryOptions,
  createBoostingRuleMutationOptions,
  deleteBoostingRuleMutationOptions,
  ruleBodyWithStatus,
  ruleVendorProblem,
  toggledRuleStatus,
  updateBoostingRuleMutationOptions,
} from '@storesearch/sdk/boosting';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSettled } from '../shared/useDebouncedValue';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/**
 * Rule load debounce (spec section 9: "product and rule load debounce: 300 ms"): a store's rules are requested
 * once it has stayed selected this long, so flicking through stores loads only the one that stays.
 */
export const RULE_LOAD_DEBOUNCE_MS = 300;

/** What a rule write reports: null on success, else the catalogue key or the failed call's error. */
export type RuleWriteProblem = { readonly messageKey: MessageKey } | { readonly error: unknown } | null;

/** The store's boosting rules and the writes the rules page makes. */
export interface BoostingRulesState {
  /** The rules. */
  readonly rules: UseQueryResult<BoostingRule[], StoreSearchError>;
  /** Creates a rule (no id) or replaces one; checks the vendor id first. */
  readonly saveRule: (body: BoostingRuleBody, ruleId?: string) => Promise<RuleWriteProblem>;
  /** Deletes a rule; checks the vendor id first. */
  readonly deleteRule: (rule: BoostingRule) => Promise<RuleWriteProblem>;
  /** Flips a rule's status at once; the server's refusal puts it back and sets `toggleProblem`. */
  readonly toggleRule: (rule: BoostingRule) => void;
  /** Why the last toggle was rolled back (`failedToUpdateRuleStatus`, or the vendor check's key). */
  readonly toggleProblem: MessageKey | null;
  /** Clears `toggleProblem`. */
  readonly dismissToggleProblem: () => void;
  /** True while a save or delete is in flight. */
  readonly isWriting: boolean;
}

/**
 * The store's Dynamic Re-Rank rules with save, delete and the optimistic status toggle (spec section 4). The
 * rules load `RULE_LOAD_DEBOUNCE_MS` after the store is shown or changed; rules already cached show at once.
 */
export function useBoostingRules(store: StoreScope): BoostingRulesState {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  const options = boostingRulesQueryOptions(client, store);
  const settled = useSettled(`${store.storeType}:${store.storeId}`, RULE_LOAD_DEBOUNCE_MS);
  const rules: UseQueryResult<BoostingRule[], StoreSearchError> = useQuery({ ...options, enabled: settled });
  const [toggleProblem, setToggleProblem] = useState<MessageKey | null>(null);
  const vendorId = client.config.vendorId;

  const create = useMutation(createBoostingRuleMutationOptions(client, { queryClient }));
  const update = useMutation(updateBoostingRuleMutationOptions(client, { queryClient }));
  const remove = useMutation(deleteBoostingRuleMutationOptions(client, { queryClient }));
  const { queryKey } = options;

  const toggle = useMutation({
    ...updateBoostingRuleMutationOptions(client),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (list) =>
        list?.map((r) => (r.id === String(variables.id) ? { ...r, status: variables.rule.status } : r)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      // Roll back to what the server last said, and tell the user why the switch moved back.
      if (context) queryClient.setQueryData(queryKey, context.previous);
      setToggleProblem('failedToUpdateRuleStatus');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  const saveRule = useCallback(
    async (body: BoostingRuleBody, ruleId?: string): Promise<RuleWriteProblem> => {
      const problem = ruleVendorProblem(vendorId, 'save');
      if (problem) return { messageKey: problem };
      try {
        if (ruleId === undefined) await create.mutateAsync(body);
        else await update.mutateAsync({ id: ruleId, rule: body });
        return null;
      } catch (error) {
        return { error };
      }
    },
    [vendorId, create, update],
  );

  const deleteRule = useCallback(
    async (rule: BoostingRule): Promise<RuleWriteProblem> => {
      const problem = ruleVendorProblem(vendorId, 'delete');
      if (problem) return { messageKey: problem };
      try {
        await remove.mutateAsync({ id: rule.id, storeId: store.storeId, storeType: store.storeType });
        return null;
      } catch (error) {
        return { error };
      }
    },
    [vendorId, remove, store.storeId, store.storeType],
  );

  const toggleRule = useCallback(
    (rule: BoostingRule) => {
      const problem = ruleVendorProblem(vendorId, 'save');
      if (problem) {
        setToggleProblem(problem);
        return;
      }
      setToggleProblem(null);
      toggle.mutate({ id: rule.id, rule: ruleBodyWithStatus(rule, toggledRuleStatus(rule.status)) });
    },
    [vendorId, toggle],
  );

  return {
    rules,
    saveRule,
    deleteRule,
    toggleRule,
    toggleProblem,
    dismissToggleProblem: useCallback(() => setToggleProblem(null), []),
    isWriting: create.isPending || update.isPending || remove.isPending,
  };
}
