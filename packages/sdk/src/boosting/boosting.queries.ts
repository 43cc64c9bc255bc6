import { mutationKey, storeScopeKey } from '../client/client.keys';
import {
  defineMutationOptions,
  defineQueryOptions,
  type MutationFactoryOptions,
  ROUTE_READS_FRESH_MS,
  type StoreSearchMutationOptions,
} from '../client/client.queries';
import type { StoreSearchClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import {
  createBoostingRule,
  deleteBoostingRule,
  listBoostingRules,
  updateBoostingRule,
} from './boosting.api';
import type { BoostingRuleBody } from './boosting.schema';

/** Query keys of the boosting domain, under the store's scope. */
export const boostingKeys = {
  /** A store's boosting rules. */
  rules: (store: StoreScope) => [...storeScopeKey(store), 'boosting-rules'] as const,
};

/** The store's boosting rules. */
export function boostingRulesQueryOptions(client: StoreSearchClient, store: StoreScope) {
  return defineQueryOptions({
    queryKey: boostingKeys.rules(store),
    queryFn: ({ signal }) => listBoostingRules(client, store, { signal }),
    staleTime: ROUTE_READS_FRESH_MS,
  });
}

const rulesOf = (rule: StoreScope) => [boostingKeys.rules(rule)];

/** Creates a rule; refreshes the store's rules. */
export function createBoostingRuleMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<void, BoostingRuleBody> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('createBoostingRule'),
      mutationFn: (rule: BoostingRuleBody) => createBoostingRule(client, rule),
      invalidate: rulesOf,
    },
    options,
  );
}

/** Variables of a rule update. */
export type UpdateBoostingRuleVariables = {
  /** The rule's id. */
  readonly id: string | number;
  /** The full rule. */
  readonly rule: BoostingRuleBody;
};

/** Replaces a rule (also its status toggle); refreshes the store's rules. */
export function updateBoostingRuleMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<void, UpdateBoostingRuleVariables> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('updateBoostingRule'),
      mutationFn: (variables: UpdateBoostingRuleVariables) => updateBoostingRule(client, variables),
      invalidate: (variables) => rulesOf(variables.rule),
    },
    options,
  );
}

/** Variables of a rule deletion. */
export type DeleteBoostingRuleVariables = StoreScope & {
  /** The rule's id. */
  readonly id: string | number;
};

/** Deletes a rule; refreshes the store's rules. */
export function deleteBoostingRuleMutationOptions(
  client: StoreSearchClient,
  options?: MutationFactoryOptions,
): StoreSearchMutationOptions<void, DeleteBoostingRuleVariables> {
  return defineMutationOptions(
    {
      mutationKey: mutationKey('deleteBoostingRule'),
      mutationFn: (variables: DeleteBoostingRuleVariables) => deleteBoostingRule(client, variables),
      invalidate: rulesOf,
    },
    options,
  );
}
