import {
  MutationObserver,
  type QueryClient,
  QueryObserver,
  type QueryObserverResult,
} from '@tanstack/query-core';
import { type Controller, createObservingStore } from '../client/client.controller';
import type { StoreSearchError } from '../client/client.error';
import { optimisticListUpdate } from '../client/client.optimistic';
import type { StoreSearchClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import { queryRuleBodyOf } from './merchandising.list';
import {
  createQueryRuleMutationOptions,
  deleteQueryRuleMutationOptions,
  duplicateQueryRuleMutationOptions,
  queryRulesQueryOptions,
  ruleReads,
  type UpdateQueryRuleVariables,
  updateQueryRuleMutationOptions,
} from './merchandising.queries';
import type { QueryRule, QueryRuleBody } from './merchandising.schema';

/** What a query-rule write reports: null on success, else the failed call's error. */
export type QueryRuleWriteProblem = { readonly error: unknown } | null;

/** The store's query rules and the writes the rules panel makes. */
export interface QueryRulesState {
  /** The rules, as the server keeps them. */
  readonly rules: QueryObserverResult<QueryRule[], StoreSearchError>;
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

/** Options of `createQueryRulesController`. */
export interface QueryRulesControllerOptions {
  /** The API client. */
  readonly client: StoreSearchClient;
  /** The query cache the rules live in (shared with every other view of them). */
  readonly queryClient: QueryClient;
  /** The store whose rules are shown; make a new controller for another store. */
  readonly store: StoreScope;
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
 * switch moves in the cache before the server answers and moves back if the server refuses. The rules are
 * requested when the first subscriber arrives; rules already cached show at once.
 */
export function createQueryRulesController(
  options: QueryRulesControllerOptions,
): Controller<QueryRulesState> {
  const { client, queryClient, store } = options;
  const rulesOptions = queryRulesQueryOptions(client, store);
  const { queryKey } = rulesOptions;
  const rules = new QueryObserver<QueryRule[], StoreSearchError, QueryRule[], QueryRule[], typeof queryKey>(
    queryClient,
    rulesOptions,
  );
  const create = new MutationObserver(queryClient, createQueryRuleMutationOptions(client, { queryClient }));
  const update = new MutationObserver(queryClient, updateQueryRuleMutationOptions(client, { queryClient }));
  const remove = new MutationObserver(queryClient, deleteQueryRuleMutationOptions(client, { queryClient }));
  const duplicate = new MutationObserver(
    queryClient,
    duplicateQueryRuleMutationOptions(client, { queryClient }),
  );
  const toggle = new MutationObserver(queryClient, {
    ...updateQueryRuleMutationOptions(client),
    ...optimisticListUpdate<QueryRule, UpdateQueryRuleVariables>(
      queryClient,
      queryKey,
      (r, variables) =>
        String(r.id) === String(variables.id) ? { ...r, enabled: variables.rule.enabled } : r,
      () => setToggleFailed(true),
    ),
    // A switch changes the history and what every preview of the store shows: all are read again.
    onSettled: () =>
      Promise.all(ruleReads(store).map((key) => queryClient.invalidateQueries({ queryKey: key }))),
  });

  const setToggleFailed = (toggleFailed: boolean) => {
    const state = holder.getState();
    if (state.toggleFailed !== toggleFailed) holder.set({ ...state, toggleFailed });
  };

  const target = (rule: QueryRule) => ({ id: rule.id, storeId: store.storeId, storeType: store.storeType });

  const holder = createObservingStore<QueryRulesState, Pick<QueryRulesState, 'rules'>>(
    () => ({ rules: rules.getCurrentResult() }),
    {
      saveRule: (body, ruleId) =>
        attempt(() =>
          ruleId === undefined ? create.mutate(body) : update.mutate({ id: ruleId, rule: body }),
        ),
      deleteRule: (rule) => attempt(() => remove.mutate(target(rule))),
      duplicateRule: (rule) => attempt(() => duplicate.mutate(target(rule))),
      toggleRule: (rule) => {
        setToggleFailed(false);
        toggle.mutate({ id: rule.id, rule: queryRuleBodyOf(rule, !rule.enabled) }).catch(() => {
          // Reported through `toggleFailed` (onError above), after the rollback.
        });
      },
      toggleFailed: false,
      dismissToggleFailed: () => setToggleFailed(false),
    },
    [rules],
  );
  return { getState: holder.getState, subscribe: holder.subscribe };
}
