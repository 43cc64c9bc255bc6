import {
  MutationObserver,
  type QueryClient,
  QueryObserver,
  type QueryObserverResult,
} from '@tanstack/query-core';
import { type Controller, createObservingStore } from '../client/client.controller';
import { type ControllerTimers, createDebouncedValue } from '../client/client.debounce';
import type { StoreSearchError } from '../client/client.error';
import { optimisticListUpdate } from '../client/client.optimistic';
import type { StoreSearchClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import type { MessageKey } from '../i18n/messages';
import {
  boostingRulesQueryOptions,
  createBoostingRuleMutationOptions,
  deleteBoostingRuleMutationOptions,
  type UpdateBoostingRuleVariables,
  updateBoostingRuleMutationOptions,
} from './boosting.queries';
import { ruleBodyWithStatus, ruleVendorProblem, toggledRuleStatus } from './boosting.rules';
import type { BoostingRule, BoostingRuleBody } from './boosting.schema';

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
  readonly rules: QueryObserverResult<BoostingRule[], StoreSearchError>;
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

/** Options of `createBoostingRulesController`. */
export interface BoostingRulesControllerOptions {
  /** The API client; its vendor id is checked before every write. */
  readonly client: StoreSearchClient;
  /** The query cache the rules live in (shared with every other view of them). */
  readonly queryClient: QueryClient;
  /** The store whose rules are shown; make a new controller for another store. */
  readonly store: StoreScope;
  /** How long the store must stay before its rules are requested; `RULE_LOAD_DEBOUNCE_MS` by default. */
  readonly loadDelayMs?: number;
  /** Timers for the load delay; the global ones by default. */
  readonly timers?: ControllerTimers;
}

/**
 * The store's Dynamic Re-Rank rules with save, delete and the optimistic status toggle (spec section 4). The
 * rules are requested `RULE_LOAD_DEBOUNCE_MS` after the first subscriber arrives; rules already cached show at
 * once. A toggle shows the new status before the server answers and puts the old list back when it refuses.
 */
export function createBoostingRulesController(
  options: BoostingRulesControllerOptions,
): Controller<BoostingRulesState> {
  const { client, queryClient, store } = options;
  const vendorId = client.config.vendorId;
  const rulesOptions = boostingRulesQueryOptions(client, store);
  const { queryKey } = rulesOptions;
  const rules = new QueryObserver<
    BoostingRule[],
    StoreSearchError,
    BoostingRule[],
    BoostingRule[],
    typeof queryKey
  >(queryClient, { ...rulesOptions, enabled: false });
  const load = createDebouncedValue(`${store.storeType}:${store.storeId}`, {
    delayMs: options.loadDelayMs ?? RULE_LOAD_DEBOUNCE_MS,
    ...(options.timers ? { timers: options.timers } : {}),
  });
  const create = new MutationObserver(
    queryClient,
    createBoostingRuleMutationOptions(client, { queryClient }),
  );
  const update = new MutationObserver(
    queryClient,
    updateBoostingRuleMutationOptions(client, { queryClient }),
  );
  const remove = new MutationObserver(
    queryClient,
    deleteBoostingRuleMutationOptions(client, { queryClient }),
  );
  const toggle = new MutationObserver(queryClient, {
    ...updateBoostingRuleMutationOptions(client),
    ...optimisticListUpdate<BoostingRule, UpdateBoostingRuleVariables>(
      queryClient,
      queryKey,
      (r, variables) => (r.id === String(variables.id) ? { ...r, status: variables.rule.status } : r),
      () => setToggleProblem('failedToUpdateRuleStatus'),
    ),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  const write = async (action: 'save' | 'delete', run: () => Promise<unknown>): Promise<RuleWriteProblem> => {
    const problem = ruleVendorProblem(vendorId, action);
    if (problem) return { messageKey: problem };
    try {
      await run();
      return null;
    } catch (error) {
      return { error };
    }
  };

  const observed = () => ({
    rules: rules.getCurrentResult(),
    isWriting:
      create.getCurrentResult().isPending ||
      update.getCurrentResult().isPending ||
      remove.getCurrentResult().isPending,
  });

  const setToggleProblem = (toggleProblem: MessageKey | null) => {
    const state = holder.getState();
    if (state.toggleProblem !== toggleProblem) holder.set({ ...state, toggleProblem });
  };

  // The rules are asked for once the store has stayed selected for the load debounce: `load` only enables them.
  const loadSettles = {
    subscribe: () =>
      load.subscribe(({ isSettled }) => {
        if (isSettled) rules.setOptions({ ...rulesOptions, enabled: true });
      }),
  };

  const holder = createObservingStore<BoostingRulesState, ReturnType<typeof observed>>(
    observed,
    {
      saveRule: (body, ruleId) =>
        write('save', () =>
          ruleId === undefined ? create.mutate(body) : update.mutate({ id: ruleId, rule: body }),
        ),
      deleteRule: (rule) =>
        write('delete', () =>
          remove.mutate({ id: rule.id, storeId: store.storeId, storeType: store.storeType }),
        ),
      toggleRule: (rule) => {
        const problem = ruleVendorProblem(vendorId, 'save');
        setToggleProblem(problem ?? null);
        if (problem) return;
        toggle
          .mutate({ id: rule.id, rule: ruleBodyWithStatus(rule, toggledRuleStatus(rule.status)) })
          .catch(() => {
            // Reported through `toggleProblem` (onError above), after the rollback.
          });
      },
      toggleProblem: null,
      dismissToggleProblem: () => setToggleProblem(null),
    },
    [rules, create, update, remove, loadSettles],
  );
  return { getState: holder.getState, subscribe: holder.subscribe };
}
