import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import { createDemoBackend, createDemoFetch } from '../mocks/mocks.backend';
import { DEMO_STORE_SCOPES, DEMO_VENDOR_ID } from '../mocks/mocks.seed';
import { getSynonyms } from './merchandising.api';
import type { SynonymGroup } from './merchandising.schema';
import {
  createSynonymsEditorController,
  type SynonymRow,
  type SynonymsEditorState,
  searchSynonymRows,
  synonymGroupOf,
  synonymRowOf,
} from './merchandising.synonyms.controller';

const shopify: StoreScope = DEMO_STORE_SCOPES.shopify;

/** A controller on a fresh demo backend, counting the synonyms saves. */
function setup() {
  const backend = createDemoBackend();
  const demoFetch = createDemoFetch(backend);
  const saves = { count: 0 };
  const client = createClient({
    baseUrl: '',
    vendorId: DEMO_VENDOR_ID,
    fetch: (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://demo.test');
      if (url.pathname.endsWith('/synonyms') && init?.method === 'PUT') saves.count += 1;
      return demoFetch(input, init);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const controller = createSynonymsEditorController({ client, queryClient, store: shopify });
  const unsubscribe = controller.subscribe(() => {});
  return { backend, client, controller, saves, unsubscribe };
}

/** Waits until the controller's state passes `check`. */
const until = (
  controller: { getState(): SynonymsEditorState },
  check: (state: SynonymsEditorState) => boolean,
) => vi.waitFor(() => expect(check(controller.getState())).toBe(true), { timeout: 5_000 });

/** The controller once the synonyms and the suggestions have loaded. */
async function loaded() {
  const result = setup();
  await until(result.controller, (s) => s.rows !== undefined && s.suggestions.isSuccess);
  return result;
}

/** The draft row with this id. */
const row = (state: SynonymsEditorState, id: string) => state.rows?.find((r) => r.id === id);

describe('synonym rows', () => {
  it('give back the group they were made from, and keep terms as typed until split', () => {
    const multi: SynonymGroup = { id: 'a', kind: 'multiWay', terms: ['sneakers', 'trainers'] };
    const oneWay: SynonymGroup = { id: 'b', kind: 'oneWay', from: 'tee', to: ['t-shirt', 'tshirt'] };
    expect(synonymGroupOf(synonymRowOf(multi))).toEqual(multi);
    expect(synonymGroupOf(synonymRowOf(oneWay))).toEqual(oneWay);
    expect(synonymRowOf(oneWay)).toEqual({ id: 'b', kind: 'oneWay', from: 'tee', to: 't-shirt, tshirt' });
    expect(synonymGroupOf({ id: 'c', kind: 'multiWay', terms: ' kicks ,, trainers, ' })).toEqual({
      id: 'c',
      kind: 'multiWay',
      terms: ['kicks', 'trainers'],
    });
  });
});

describe('searchSynonymRows', () => {
  const rows: SynonymRow[] = [
    { id: 'a', kind: 'multiWay', terms: 'sneakers, trainers, kicks' },
    { id: 'b', kind: 'oneWay', from: 'tee', to: 'T-Shirt' },
    { id: 'c', kind: 'oneWay', from: 'café', to: 'coffee' },
    { id: 'new', kind: 'oneWay', from: '', to: ' , ' },
  ];

  it('keeps rows with a term containing the search, as queries compare, and rows not filled in yet', () => {
    expect(searchSynonymRows(rows, 'TRAIN').map((r) => r.id)).toEqual(['a', 'new']);
    expect(searchSynonymRows(rows, ' t-shirt ').map((r) => r.id)).toEqual(['b', 'new']);
    expect(searchSynonymRows(rows, 'cafe').map((r) => r.id)).toEqual(['c', 'new']);
    expect(searchSynonymRows(rows, 'zzz').map((r) => r.id)).toEqual(['new']);
  });

  it('keeps every row for a blank search', () => {
    expect(searchSynonymRows(rows, '')).toBe(rows);
    expect(searchSynonymRows(rows, '   ')).toBe(rows);
  });
});

describe('createSynonymsEditorController', () => {
  it("shows the saved groups, unchanged, and the search log's suggestions", async () => {
    const { backend, controller } = await loaded();
    const state = controller.getState();
    const saved = backend.db.merchandising.synonyms.find(
      (set) => String(set.storeId) === String(shopify.storeId),
    );
    expect(state.rows?.map(synonymGroupOf)).toEqual(saved?.groups);
    expect(state.dirty).toBe(false);
    expect(state.conflicts).toEqual([]);
    expect(state.openSuggestions.map((s) => s.query)).toContain('sneekers');
  });

  it('keeps what is typed, counts a change as unsaved until it is undone, and discards', async () => {
    const { controller } = await loaded();
    const first = controller.getState().rows?.[0];
    if (first?.kind !== 'multiWay') throw new Error('the first seeded group is multi-way');
    controller.getState().changeGroup(first.id, { terms: `${first.terms}, ` });
    // A trailing comma saves the same groups: typed, kept, not a change.
    expect(row(controller.getState(), first.id)).toMatchObject({ terms: `${first.terms}, ` });
    expect(controller.getState().dirty).toBe(false);
    controller.getState().changeGroup(first.id, { terms: `${first.terms}, runners` });
    expect(controller.getState().dirty).toBe(true);
    controller.getState().changeGroup(first.id, { terms: first.terms });
    expect(controller.getState().dirty).toBe(false);

    controller.getState().removeGroup(first.id);
    expect(row(controller.getState(), first.id)).toBeUndefined();
    controller.getState().discard();
    expect(row(controller.getState(), first.id)).toEqual(first);
    expect(controller.getState().dirty).toBe(false);
  });

  it('takes a suggestion in, saves it, and no longer offers it', async () => {
    const { client, controller } = await loaded();
    const suggestion = controller.getState().openSuggestions.find((s) => s.query === 'sneekers');
    if (!suggestion) throw new Error('no suggestion for "sneekers"');
    const id = controller.getState().acceptSuggestion(suggestion);
    expect(controller.getState().rows?.[0]).toEqual(synonymRowOf(suggestion.group));
    expect(row(controller.getState(), id)).toEqual(synonymRowOf(suggestion.group));
    expect(controller.getState().openSuggestions).not.toContain(suggestion);
    expect(controller.getState().dirty).toBe(true);

    expect(await controller.getState().save()).toBe(true);
    expect(controller.getState().dirty).toBe(false);
    const saved = await getSynonyms(client, shopify);
    expect(saved.groups.some((g) => g.kind === 'oneWay' && g.from === suggestion.group.from)).toBe(true);
    await until(controller, (s) => !s.suggestions.isFetching);
    expect(controller.getState().suggestions.data?.map((s) => s.query)).not.toContain('sneekers');
  });

  it("starts a synonym for a report's query: the suggestion when there is one, else a group to complete", async () => {
    const { controller } = await loaded();
    const suggestion = controller.getState().openSuggestions.find((s) => s.query === 'sneekers');
    if (!suggestion) throw new Error('no suggestion for "sneekers"');
    const fromSuggestion = controller.getState().startFromQuery('  Sneekers ');
    expect(row(controller.getState(), fromSuggestion)).toEqual(
      synonymRowOf({ ...suggestion.group, id: fromSuggestion }),
    );
    // Asked again (a reload of the same link, another click): the group already there is kept, not doubled.
    expect(controller.getState().startFromQuery('sneekers')).toBe(fromSuggestion);
    const count = controller.getState().rows?.length;

    const fresh = controller.getState().startFromQuery(' purple wombat ');
    expect(controller.getState().rows?.[0]).toEqual({
      id: fresh,
      kind: 'oneWay',
      from: 'purple wombat',
      to: '',
    });
    expect(controller.getState().rows).toHaveLength((count ?? 0) + 1);
    expect(controller.getState().dirty).toBe(true);
  });

  it('gives a preview the unsaved groups that pass their check, and nothing once the draft is saved or undone', async () => {
    const { controller } = await loaded();
    expect(controller.getState().previewGroups).toBeUndefined();
    const saved = controller.getState().rows?.map(synonymGroupOf) ?? [];
    // A group still being typed (one term) changes no search yet: the preview gets the saved groups alone.
    const id = controller.getState().addGroup('oneWay');
    controller.getState().changeGroup(id, { from: 'sneekers' });
    expect(controller.getState().previewGroups).toEqual(saved);
    controller.getState().changeGroup(id, { to: ' Sneakers , trainers ' });
    const withNew = controller.getState().previewGroups;
    expect(withNew?.[0]).toEqual({ id, kind: 'oneWay', from: 'sneekers', to: ['Sneakers', 'trainers'] });
    expect(withNew?.slice(1)).toEqual(saved);
    // The same draft gives the same list, so a preview keyed on it is not asked again.
    expect(controller.getState().previewGroups).toBe(withNew);
    controller.getState().removeGroup(id);
    expect(controller.getState().previewGroups).toBeUndefined();
    controller.getState().startFromQuery('purple wombat');
    expect(controller.getState().previewGroups).toEqual(saved);
    controller.getState().discard();
    expect(controller.getState().previewGroups).toBeUndefined();
  });

  it('refuses to send a group of fewer than two terms, says which, and clears it once the row changes', async () => {
    const { controller, saves } = await loaded();
    const id = controller.getState().addGroup('oneWay');
    controller.getState().changeGroup(id, { from: 'hodie' });
    expect(await controller.getState().save()).toBe(false);
    expect(saves.count).toBe(0);
    expect(controller.getState().issues).toEqual([
      { field: id, messageKey: 'synonymGroupTooFewTerms', params: { min: 2 } },
    ]);
    controller.getState().changeGroup(id, { to: 'hoodie' });
    expect(controller.getState().issues).toEqual([]);
    expect(await controller.getState().save()).toBe(true);
    expect(saves.count).toBe(1);
  });

  it("keeps a row's message through a refused import, and drops it when an import replaces the row", async () => {
    const { controller } = await loaded();
    const id = controller.getState().addGroup('multiWay');
    controller.getState().changeGroup(id, { terms: 'raincoat,' });
    expect(await controller.getState().save()).toBe(false);
    const tooFew = { field: id, messageKey: 'synonymGroupTooFewTerms', params: { min: 2 } };
    expect(controller.getState().issues).toEqual([tooFew]);
    expect(controller.getState().importCsv('name,terms\nx,y')).toBeNull();
    expect(controller.getState().issues).toEqual([
      tooFew,
      { field: 'csv', messageKey: 'synonymCsvHeader', params: { header: 'group,type,from,term' } },
    ]);
    expect(
      controller
        .getState()
        .importCsv(`group,type,from,term\n${id},multi-way,,raincoat\n${id},multi-way,,rain jacket\n`),
    ).toBe(1);
    expect(controller.getState().issues).toEqual([]);
  });

  it('warns about a group that repeats the terms of another or shares a term with it, and saves it all the same', async () => {
    const { controller, saves } = await loaded();
    expect(controller.getState().warnings).toEqual([]);
    const id = controller.getState().addGroup('multiWay');
    controller.getState().changeGroup(id, { terms: 'trainers, sneakers' });
    expect(controller.getState().warnings).toEqual([
      { field: id, messageKey: 'synonymGroupRedundant', params: { group: 'sneakers, trainers, kicks' } },
    ]);
    expect(await controller.getState().save()).toBe(true);
    expect(saves.count).toBe(1);
    // A group that adds a synonym, but shares "trainers" with another: both groups say so.
    controller.getState().changeGroup(id, { terms: 'trainers, running shoes' });
    expect(controller.getState().warnings).toEqual([
      {
        field: id,
        messageKey: 'synonymTermShared',
        params: { term: 'trainers', group: 'sneakers, trainers, kicks' },
      },
      {
        field: 'sneakers',
        messageKey: 'synonymTermShared',
        params: { term: 'trainers', group: 'trainers, running shoes' },
      },
    ]);
    controller.getState().changeGroup(id, { terms: 'raincoat, rain jacket' });
    expect(controller.getState().warnings).toEqual([]);
  });

  it('keeps the draft and reports the failure when the server refuses the save', async () => {
    const { backend, controller } = await loaded();
    const id = controller.getState().addGroup('multiWay');
    controller.getState().changeGroup(id, { terms: 'raincoat, rain jacket' });
    backend.faults.set('saveSynonyms', { kind: 'serverError' }, { times: 1 });
    expect(await controller.getState().save()).toBe(false);
    expect(controller.getState().saveError).toMatchObject({ status: 500 });
    expect(row(controller.getState(), id)).toMatchObject({ terms: 'raincoat, rain jacket' });
    expect(controller.getState().dirty).toBe(true);
  });

  it('imports a CSV file over the draft by group id, and refuses a broken one without touching the draft', async () => {
    const { controller } = await loaded();
    const before = controller.getState().rows;
    expect(controller.getState().importCsv('name,terms\nx,y')).toBeNull();
    expect(controller.getState().issues).toEqual([
      { field: 'csv', messageKey: 'synonymCsvHeader', params: { header: 'group,type,from,term' } },
    ]);
    expect(controller.getState().rows).toBe(before);

    // Its own export reads back as the same groups: nothing changes.
    expect(controller.getState().importCsv(controller.getState().exportCsv())).toBe(before?.length);
    expect(controller.getState().issues).toEqual([]);
    expect(controller.getState().dirty).toBe(false);

    const csv =
      'group,type,from,term\ntee,one-way,tee,t-shirt\ntee,one-way,tee,tshirt\nrain,multi-way,,raincoat\nrain,multi-way,,rain jacket\n';
    expect(controller.getState().importCsv(csv)).toBe(2);
    const rows = controller.getState().rows ?? [];
    expect(rows).toHaveLength((before?.length ?? 0) + 1);
    expect(row(controller.getState(), 'tee')).toEqual({
      id: 'tee',
      kind: 'oneWay',
      from: 'tee',
      to: 't-shirt, tshirt',
    });
    expect(rows.at(-1)).toEqual({ id: 'rain', kind: 'multiWay', terms: 'raincoat, rain jacket' });
  });

  it('shows a loop before saving and merges it into one multi-way group', async () => {
    const { controller } = await loaded();
    const id = controller.getState().addGroup('oneWay');
    controller.getState().changeGroup(id, { from: 't-shirt' });
    controller.getState().changeGroup(id, { to: 'tee' });
    const [loop] = controller.getState().conflicts;
    expect(loop).toMatchObject({ kind: 'synonymLoop', messageKey: 'conflictSynonymLoop' });
    const fix = loop?.resolutions[0]?.fix;
    if (!fix) throw new Error('the loop has no fix');
    controller.getState().applyFix(fix);
    expect(controller.getState().conflicts).toEqual([]);
    const merged = controller.getState().rows?.find((r) => r.kind === 'multiWay' && r.terms.includes('tee'));
    expect(merged && synonymGroupOf(merged)).toMatchObject({ kind: 'multiWay', terms: ['t-shirt', 'tee'] });
  });
});
