import * as z from 'zod/mini';
import { defineEndpoint } from '../client/client.endpoint';
import { callInput, type RequestOptions, request, type StoreSearchClient } from '../client/client.request';
import {
  ackResponseSchema,
  idSchema,
  type StoreScope,
  storeScopeSchema,
  unwrapList,
} from '../client/client.schema';
import {
  type BoostingRule,
  type BoostingRuleBody,
  boostingRuleBodySchema,
  boostingRulesResponseSchema,
} from './boosting.schema';

const TAG = 'boosting';
const ruleParams = z.object({ id: idSchema });

/** GET /api/v1/boosting-rules?storeId=&storeType=: the store's rules. */
export const listBoostingRulesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'listBoostingRules',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/boosting-rules',
  query: storeScopeSchema,
  response: boostingRulesResponseSchema,
});

/** POST /api/v1/boosting-rules: creates a rule. */
export const createBoostingRuleEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'createBoostingRule',
  tag: TAG,
  method: 'POST',
  path: '/api/v1/boosting-rules',
  body: boostingRuleBodySchema,
  response: ackResponseSchema,
});

/** PUT /api/v1/boosting-rules/{id}: replaces a rule. */
export const updateBoostingRuleEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'updateBoostingRule',
  tag: TAG,
  method: 'PUT',
  path: '/api/v1/boosting-rules/{id}',
  params: ruleParams,
  body: boostingRuleBodySchema,
  response: ackResponseSchema,
});

/** DELETE /api/v1/boosting-rules/{id}?storeId=&storeType=: deletes a rule. */
export const deleteBoostingRuleEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'deleteBoostingRule',
  tag: TAG,
  method: 'DELETE',
  path: '/api/v1/boosting-rules/{id}',
  params: ruleParams,
  query: storeScopeSchema,
  response: ackResponseSchema,
});

/** The store's boosting rules. */
export async function listBoostingRules(
  client: StoreSearchClient,
  input: StoreScope,
  options?: RequestOptions,
): Promise<BoostingRule[]> {
  callInput('listBoostingRules', input);
  const query = { storeId: input.storeId, storeType: input.storeType };
  return unwrapList(await request(client, listBoostingRulesEndpoint, { query }, options));
}

/** Creates a boosting rule. */
export async function createBoostingRule(
  client: StoreSearchClient,
  input: BoostingRuleBody,
  options?: RequestOptions,
): Promise<void> {
  callInput('createBoostingRule', input);
  await request(client, createBoostingRuleEndpoint, { body: input }, options);
}

/** Replaces a boosting rule. */
export async function updateBoostingRule(
  client: StoreSearchClient,
  input: { readonly id: string | number; readonly rule: BoostingRuleBody },
  options?: RequestOptions,
): Promise<void> {
  callInput('updateBoostingRule', input);
  await request(client, updateBoostingRuleEndpoint, { params: { id: input.id }, body: input.rule }, options);
}

/** Deletes a boosting rule of a store. */
export async function deleteBoostingRule(
  client: StoreSearchClient,
  input: StoreScope & { readonly id: string | number },
  options?: RequestOptions,
): Promise<void> {
  callInput('deleteBoostingRule', input);
  await request(
    client,
    deleteBoostingRuleEndpoint,
    { params: { id: input.id }, query: { storeId: input.storeId, storeType: input.storeType } },
    options,
  );
}
