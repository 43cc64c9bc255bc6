import { describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '../client/client.endpoint';
import { useApiHarness } from '../client/client.harness';
import { endpointList } from '../contract/endpoints';
import * as api from './merchandising.api';
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
  updateQueryRule,
} from './merchandising.api';
import { merchandisingMock } from './merchandising.mock';
import type { PreviewResponse, QueryRuleBody } from './merchandising.schema';

const h = useApiHarness();
const store = { storeId: 201, storeType: 'shopify' } as const;
const body: QueryRuleBody = {
  ...store,
  matchKind: 'equals',
  matchText: 'returns',
  enabled: true,
  actions: { redirect: 'https://shop.example.com/returns' },
};
const saved = {
  ...body,
  id: 7,
  actions: { pins: [], hides: [], redirect: 'https://shop.example.com/returns' },
  version: 1,
  createdAt: '2026-10-15T10:00:00.000Z',
  updatedAt: '2026-10-15T10:00:00.000Z',
};
const parsed = { ...saved, id: '7', storeId: '201' };
const entry = {
  id: 31,
  storeId: 201,
  storeType: 'shopify',
  objectKind: 'queryRule',
  objectId: 7,
  version: 3,
  action: 'restore',
  who: { id: 11, name: 'Maya Lindqvist' },
  when: '2026-10-15T10:00:00.000Z',
  before: null,
  after: saved,
  restoreOf: 1,
};
const preview: PreviewResponse = {
  query: 'Returns',
  normalisedQuery: 'returns',
  redirect: { url: 'https://shop.example.com/returns', ruleId: '7' },
  total: 0,
  results: [],
  hidden: [],
  appliedRules: ['7'],
  before: null,
};

describe('query rule calls', () => {
  it('GET /api/v1/merchandising/query-rules?storeId=&storeType= lists rules, bare or under data', async () => {
    h.route('GET', '/api/v1/merchandising/query-rules', [saved]);
    expect(await listQueryRules(h.client, store)).toEqual([parsed]);
    h.expectRequest({
      method: 'GET',
      path: '/api/v1/merchandising/query-rules',
      query: { storeId: '201', storeType: 'shopify' },
    });
    h.received.length = 0;
    h.inits.length = 0;
    h.route('GET', '/api/v1/merchandising/query-rules', { success: true, data: [saved] });
    expect(await listQueryRules(h.client, store)).toEqual([parsed]);
  });

  it('POST /api/v1/merchandising/query-rules sends the rule and reads the saved one, bare or under data', async () => {
    h.route('POST', '/api/v1/merchandising/query-rules', { success: true, data: saved });
    expect(await createQueryRule(h.client, body)).toEqual(parsed);
    h.expectRequest({ method: 'POST', path: '/api/v1/merchandising/query-rules', body });
  });

  it('PUT /api/v1/merchandising/query-rules/{id} replaces the rule', async () => {
    h.route('PUT', '/api/v1/merchandising/query-rules/:id', { ...saved, version: 2 });
    expect(await updateQueryRule(h.client, { id: 7, rule: { ...body, enabled: false } })).toEqual({
      ...parsed,
      version: 2,
    });
    h.expectRequest({
      method: 'PUT',
      path: '/api/v1/merchandising/query-rules/7',
      body: { ...body, enabled: false },
    });
  });

  it('DELETE /api/v1/merchandising/query-rules/{id}?storeId=&storeType= deletes', async () => {
    h.route('DELETE', '/api/v1/merchandising/query-rules/:id', () => new Response(null, { status: 204 }));
    await deleteQueryRule(h.client, { ...store, id: 7 });
    h.expectRequest({
      method: 'DELETE',
      path: '/api/v1/merchandising/query-rules/7',
      query: { storeId: '201', storeType: 'shopify' },
    });
  });

  it('POST /api/v1/merchandising/query-rules/{id}/duplicate reads the copy', async () => {
    h.route('POST', '/api/v1/merchandising/query-rules/:id/duplicate', { ...saved, id: 8, enabled: false });
    expect(await duplicateQueryRule(h.client, { ...store, id: 7 })).toMatchObject({
      id: '8',
      enabled: false,
    });
    h.expectRequest({
      method: 'POST',
      path: '/api/v1/merchandising/query-rules/7/duplicate',
      query: { storeId: '201', storeType: 'shopify' },
    });
  });

  it('refuses a rule with an unknown match kind as an invalid response', async () => {
    h.route('GET', '/api/v1/merchandising/query-rules', [{ ...saved, matchKind: 'fuzzy' }]);
    await expect(listQueryRules(h.client, store)).rejects.toMatchObject({ kind: 'invalidResponse' });
  });

  it('refuses a body that breaks the schema before sending it', async () => {
    await expect(
      createQueryRule(h.client, { ...body, matchKind: 'fuzzy' } as unknown as QueryRuleBody),
    ).rejects.toMatchObject({
      kind: 'invalidArgument',
    });
    expect(h.received).toEqual([]);
  });
});

describe('synonym, history and preview calls', () => {
  const set = { ...store, groups: [{ id: 'a', kind: 'oneWay', from: 'tee', to: ['t-shirt'] }], version: 4 };

  it('GET and PUT /api/v1/merchandising/synonyms read and replace the groups', async () => {
    h.route('GET', '/api/v1/merchandising/synonyms', { success: true, data: set });
    expect(await getSynonyms(h.client, store)).toEqual({ ...set, storeId: '201' });
    h.expectRequest({
      method: 'GET',
      path: '/api/v1/merchandising/synonyms',
      query: { storeId: '201', storeType: 'shopify' },
    });
    h.received.length = 0;
    h.inits.length = 0;
    h.route('PUT', '/api/v1/merchandising/synonyms', set);
    const groups = [{ id: 'a', kind: 'oneWay' as const, from: 'tee', to: ['t-shirt'] }];
    expect(await saveSynonyms(h.client, { ...store, groups })).toMatchObject({ version: 4 });
    h.expectRequest({ method: 'PUT', path: '/api/v1/merchandising/synonyms', body: { ...store, groups } });
  });

  it('GET /api/v1/merchandising/synonym-suggestions lists suggestions', async () => {
    const suggestion = {
      query: 'sneekers',
      searchCount: 310,
      clicks: 0,
      group: { id: 'suggested:sneekers', kind: 'oneWay', from: 'sneekers', to: ['sneakers'] },
      corrections: [{ from: 'sneekers', to: 'sneakers', distance: 1 }],
    };
    h.route('GET', '/api/v1/merchandising/synonym-suggestions', [suggestion]);
    expect(await listSynonymSuggestions(h.client, store)).toEqual([suggestion]);
    h.expectRequest({
      method: 'GET',
      path: '/api/v1/merchandising/synonym-suggestions',
      query: { storeId: '201', storeType: 'shopify' },
    });
  });

  it('GET /api/v1/merchandising/history filters by kind and object', async () => {
    h.route('GET', '/api/v1/merchandising/history', [entry]);
    expect(
      await listTuningHistory(h.client, { ...store, objectKind: 'queryRule', objectId: 7 }),
    ).toMatchObject([{ id: '31', objectId: '7', restoreOf: 1, who: { id: '11' } }]);
    h.expectRequest({
      method: 'GET',
      path: '/api/v1/merchandising/history',
      query: { storeId: '201', storeType: 'shopify', objectKind: 'queryRule', objectId: '7' },
    });
  });

  it('POST /api/v1/merchandising/history/restore restores a version', async () => {
    h.route('POST', '/api/v1/merchandising/history/restore', { success: true, data: entry });
    const input = { ...store, objectKind: 'queryRule' as const, objectId: 7, version: 1 };
    expect(await restoreTuningVersion(h.client, input)).toMatchObject({ id: '31', action: 'restore' });
    h.expectRequest({ method: 'POST', path: '/api/v1/merchandising/history/restore', body: input });
  });

  it('POST /api/v1/merchandising/preview sends the query and the draft', async () => {
    h.route('POST', '/api/v1/merchandising/preview', preview);
    const input = { ...store, query: 'Returns', draft: { synonyms: [] } };
    expect(await getSearchPreview(h.client, input)).toEqual(preview);
    h.expectRequest({ method: 'POST', path: '/api/v1/merchandising/preview', body: input });
  });
});

describe('the merchandising contract', () => {
  const declared = (Object.values(api) as unknown[]).filter(
    (value): value is AnyEndpoint => typeof value === 'object' && value !== null && 'path' in value,
  );

  it('is proposed, and registered once, by the domain mock, for every call the api module declares', () => {
    expect(declared.length).toBe(11);
    for (const endpoint of declared) expect(endpoint.proposed).toBe(true);
    const routes = merchandisingMock.routes.map((r) => r.endpoint);
    expect(new Set(routes)).toEqual(new Set(declared));
    for (const endpoint of declared) {
      expect(endpointList.filter((registered) => registered.id === endpoint.id)).toEqual([endpoint]);
    }
    for (const r of merchandisingMock.routes) {
      expect(r.access).toBe('vendor');
      expect(r.summary.length).toBeGreaterThan(20);
    }
  });
});
