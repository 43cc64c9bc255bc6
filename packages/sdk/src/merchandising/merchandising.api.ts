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
  type HistoryEntry,
  historyQuerySchema,
  historyResponseSchema,
  type PreviewRequest,
  type PreviewResponse,
  previewCallResponseSchema,
  previewRequestSchema,
  type QueryRule,
  type QueryRuleBody,
  queryRuleBodySchema,
  queryRuleResponseSchema,
  queryRulesResponseSchema,
  type RestoreVersionBody,
  restoreVersionBodySchema,
  restoreVersionResponseSchema,
  type SaveSynonymsBody,
  type SynonymSet,
  type SynonymSuggestion,
  saveSynonymsBodySchema,
  synonymSetResponseSchema,
  synonymSuggestionsResponseSchema,
  type TuningObjectKind,
} from './merchandising.schema';

const TAG = 'merchandising';
const BASE = '/api/v1/merchandising';
const ruleParams = z.object({ id: idSchema });

/** GET /api/v1/merchandising/query-rules?storeId=&storeType=: the store's query rules. */
export const listQueryRulesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'listQueryRules',
  tag: TAG,
  method: 'GET',
  path: `${BASE}/query-rules`,
  query: storeScopeSchema,
  response: queryRulesResponseSchema,
  proposed: true,
});

/** POST /api/v1/merchandising/query-rules: creates a query rule; answers it. */
export const createQueryRuleEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'createQueryRule',
  tag: TAG,
  method: 'POST',
  path: `${BASE}/query-rules`,
  body: queryRuleBodySchema,
  response: queryRuleResponseSchema,
  proposed: true,
});

/** PUT /api/v1/merchandising/query-rules/{id}: replaces a query rule; answers it. */
export const updateQueryRuleEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'updateQueryRule',
  tag: TAG,
  method: 'PUT',
  path: `${BASE}/query-rules/{id}`,
  params: ruleParams,
  body: queryRuleBodySchema,
  response: queryRuleResponseSchema,
  proposed: true,
});

/** DELETE /api/v1/merchandising/query-rules/{id}?storeId=&storeType=: deletes a query rule. */
export const deleteQueryRuleEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'deleteQueryRule',
  tag: TAG,
  method: 'DELETE',
  path: `${BASE}/query-rules/{id}`,
  params: ruleParams,
  query: storeScopeSchema,
  response: ackResponseSchema,
  proposed: true,
});

/** POST /api/v1/merchandising/query-rules/{id}/duplicate?storeId=&storeType=: copies a rule, disabled; answers the copy. */
export const duplicateQueryRuleEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'duplicateQueryRule',
  tag: TAG,
  method: 'POST',
  path: `${BASE}/query-rules/{id}/duplicate`,
  params: ruleParams,
  query: storeScopeSchema,
  response: queryRuleResponseSchema,
  proposed: true,
});

/** GET /api/v1/merchandising/synonyms?storeId=&storeType=: the store's synonyms. */
export const getSynonymsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'getSynonyms',
  tag: TAG,
  method: 'GET',
  path: `${BASE}/synonyms`,
  query: storeScopeSchema,
  response: synonymSetResponseSchema,
  proposed: true,
});

/** PUT /api/v1/merchandising/synonyms: replaces the store's synonyms; answers the saved set. */
export const saveSynonymsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'saveSynonyms',
  tag: TAG,
  method: 'PUT',
  path: `${BASE}/synonyms`,
  body: saveSynonymsBodySchema,
  response: synonymSetResponseSchema,
  proposed: true,
});

/** GET /api/v1/merchandising/synonym-suggestions?storeId=&storeType=: synonyms the search log suggests. */
export const listSynonymSuggestionsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'listSynonymSuggestions',
  tag: TAG,
  method: 'GET',
  path: `${BASE}/synonym-suggestions`,
  query: storeScopeSchema,
  response: synonymSuggestionsResponseSchema,
  proposed: true,
});

/** GET /api/v1/merchandising/history?storeId=&storeType=&objectKind=&objectId=: tuning changes, newest first. */
export const listTuningHistoryEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'listTuningHistory',
  tag: TAG,
  method: 'GET',
  path: `${BASE}/history`,
  query: historyQuerySchema,
  response: historyResponseSchema,
  proposed: true,
});

/** POST /api/v1/merchandising/history/restore: restores an earlier version of one object; answers the new entry. */
export const restoreTuningVersionEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'restoreTuningVersion',
  tag: TAG,
  method: 'POST',
  path: `${BASE}/history/restore`,
  body: restoreVersionBodySchema,
  response: restoreVersionResponseSchema,
  proposed: true,
});

/** POST /api/v1/merchandising/preview: what a shopper would see for a query, with the reasons. */
export const getSearchPreviewEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'getSearchPreview',
  tag: TAG,
  method: 'POST',
  path: `${BASE}/preview`,
  body: previewRequestSchema,
  response: previewCallResponseSchema,
  proposed: true,
});

/** The item out of a bare answer or a `{ data }` wrapper; `key` is a field the item always has. */
function itemOf<T extends object>(body: T | { readonly data: T }, key: keyof T): T {
  return Object.hasOwn(body, key) ? (body as T) : (body as { readonly data: T }).data;
}

const scopeOf = (input: StoreScope) => ({ storeId: input.storeId, storeType: input.storeType });

/** The store's query rules. */
export async function listQueryRules(
  client: StoreSearchClient,
  input: StoreScope,
  options?: RequestOptions,
): Promise<QueryRule[]> {
  callInput('listQueryRules', input);
  return unwrapList(await request(client, listQueryRulesEndpoint, { query: scopeOf(input) }, options));
}

/** Creates a query rule; resolves to the saved rule. */
export async function createQueryRule(
  client: StoreSearchClient,
  input: QueryRuleBody,
  options?: RequestOptions,
): Promise<QueryRule> {
  callInput('createQueryRule', input);
  return itemOf(await request(client, createQueryRuleEndpoint, { body: input }, options), 'id');
}

/** Replaces a query rule; resolves to the saved rule. */
export async function updateQueryRule(
  client: StoreSearchClient,
  input: { readonly id: string | number; readonly rule: QueryRuleBody },
  options?: RequestOptions,
): Promise<QueryRule> {
  callInput('updateQueryRule', input);
  const body = await request(
    client,
    updateQueryRuleEndpoint,
    { params: { id: input.id }, body: input.rule },
    options,
  );
  return itemOf(body, 'id');
}

/** Deletes a query rule of a store. */
export async function deleteQueryRule(
  client: StoreSearchClient,
  input: StoreScope & { readonly id: string | number },
  options?: RequestOptions,
): Promise<void> {
  callInput('deleteQueryRule', input);
  await request(
    client,
    deleteQueryRuleEndpoint,
    { params: { id: input.id }, query: scopeOf(input) },
    options,
  );
}

/** Copies a query rule of a store as a new, disabled rule; resolves to the copy. */
export async function duplicateQueryRule(
  client: StoreSearchClient,
  input: StoreScope & { readonly id: string | number },
  options?: RequestOptions,
): Promise<QueryRule> {
  callInput('duplicateQueryRule', input);
  const body = await request(
    client,
    duplicateQueryRuleEndpoint,
    { params: { id: input.id }, query: scopeOf(input) },
    options,
  );
  return itemOf(body, 'id');
}

/** The store's synonyms. */
export async function getSynonyms(
  client: StoreSearchClient,
  input: StoreScope,
  options?: RequestOptions,
): Promise<SynonymSet> {
  callInput('getSynonyms', input);
  return itemOf(await request(client, getSynonymsEndpoint, { query: scopeOf(input) }, options), 'groups');
}

/** Replaces the store's synonyms; resolves to the saved set. */
export async function saveSynonyms(
  client: StoreSearchClient,
  input: SaveSynonymsBody,
  options?: RequestOptions,
): Promise<SynonymSet> {
  callInput('saveSynonyms', input);
  return itemOf(await request(client, saveSynonymsEndpoint, { body: input }, options), 'groups');
}

/** Synonyms the store's search log suggests. */
export async function listSynonymSuggestions(
  client: StoreSearchClient,
  input: StoreScope,
  options?: RequestOptions,
): Promise<SynonymSuggestion[]> {
  callInput('listSynonymSuggestions', input);
  return unwrapList(
    await request(client, listSynonymSuggestionsEndpoint, { query: scopeOf(input) }, options),
  );
}

/** What the history list shows: one store, optionally one kind of object or one object. */
export type TuningHistoryFilter = StoreScope & {
  /** Only this kind of object. */
  readonly objectKind?: TuningObjectKind;
  /** Only this object (with its kind). */
  readonly objectId?: string | number;
};

/** The store's tuning changes, newest first. */
export async function listTuningHistory(
  client: StoreSearchClient,
  input: TuningHistoryFilter,
  options?: RequestOptions,
): Promise<HistoryEntry[]> {
  callInput('listTuningHistory', input);
  const query = {
    ...scopeOf(input),
    ...(input.objectKind === undefined ? {} : { objectKind: input.objectKind }),
    ...(input.objectId === undefined ? {} : { objectId: input.objectId }),
  };
  return unwrapList(await request(client, listTuningHistoryEndpoint, { query }, options));
}

/** Restores an earlier version of one tuning object; resolves to the history entry of the restore. */
export async function restoreTuningVersion(
  client: StoreSearchClient,
  input: RestoreVersionBody,
  options?: RequestOptions,
): Promise<HistoryEntry> {
  callInput('restoreTuningVersion', input);
  return itemOf(await request(client, restoreTuningVersionEndpoint, { body: input }, options), 'id');
}

/** What a shopper would see for a query, with an unsaved change applied when one is given. */
export async function getSearchPreview(
  client: StoreSearchClient,
  input: PreviewRequest,
  options?: RequestOptions,
): Promise<PreviewResponse> {
  callInput('getSearchPreview', input);
  return itemOf(await request(client, getSearchPreviewEndpoint, { body: input }, options), 'results');
}
