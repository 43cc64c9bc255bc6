import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DEMO_ANCHOR_TIME, DEMO_USERS } from '../mocks';
import { scheduleState } from './merchandising.schedule';
import {
  historyEntrySchema,
  type QueryRuleFields,
  queryRuleSchema,
  synonymSetSchema,
} from './merchandising.schema';
import {
  type ChangeContext,
  createQueryRule,
  DEMO_BLACK_FRIDAY,
  deleteQueryRule,
  duplicateQueryRule,
  emptyMerchandisingState,
  getSynonyms,
  listHistory,
  listQueryRules,
  type MerchandisingState,
  previewForStore,
  recordTuningChange,
  restoreVersion,
  saveSynonyms,
  seedMerchandising,
  synonymSuggestionsForStore,
  type Transition,
  updateQueryRule,
} from './merchandising.state';
import {
  actionsArb,
  demoBoostingRules,
  demoIdArb,
  demoProducts,
  demoQueries,
  demoStore,
  demoStores,
  textArb,
} from './merchandising.test-support';

const maya = { id: String(DEMO_USERS.vendor.id), name: 'Maya Lindqvist' };
const at = (now: number): ChangeContext => ({ who: maya, now });
const T0 = DEMO_ANCHOR_TIME;
const body = (fields: Partial<QueryRuleFields> = {}): QueryRuleFields => ({
  ...demoStore,
  matchKind: 'contains',
  matchText: 'running shoes',
  enabled: true,
  actions: { pins: [], hides: ['1'] },
  ...fields,
});

function ok<T>(step: Transition<T>): { state: MerchandisingState; value: T } {
  if (!step.ok) throw new Error(`expected success: ${JSON.stringify(step.errors)}`);
  return step;
}

const seeded = seedMerchandising(
  demoStores.map((store) => ({
    storeId: store.storeId,
    storeType: store.storeType,
    timeZone: 'Europe/Stockholm',
    products: store.products,
    owner: maya,
  })),
  T0,
);

describe('query rules in the demo backend', () => {
  it('creates, updates, duplicates and deletes, recording every change', () => {
    const created = ok(createQueryRule(emptyMerchandisingState(), body(), at(T0)));
    expect(created.value).toMatchObject({ id: '1', version: 1, createdAt: new Date(T0).toISOString() });
    const updated = ok(
      updateQueryRule(created.state, '1', body({ matchText: ' Trail  Shoes ' }), at(T0 + 1000)),
    );
    expect(updated.value).toMatchObject({
      id: '1',
      version: 2,
      matchText: 'trail shoes',
      createdAt: created.value.createdAt,
    });
    const copy = ok(duplicateQueryRule(updated.state, { ...demoStore, id: '1' }, at(T0 + 2000)));
    expect(copy.value).toMatchObject({ version: 1, enabled: false, matchText: 'trail shoes' });
    const copyId = copy.value.id;
    expect(copyId).not.toBe('1');
    const deleted = ok(deleteQueryRule(copy.state, { ...demoStore, id: '1' }, at(T0 + 3000)));
    expect(listQueryRules(deleted.state, demoStore).map((r) => r.id)).toEqual([copyId]);
    expect(listHistory(deleted.state, demoStore).map((e) => [e.objectId, e.version, e.action])).toEqual([
      ['1', 3, 'delete'],
      [copyId, 1, 'create'],
      ['1', 2, 'update'],
      ['1', 1, 'create'],
    ]);
    expect(
      listHistory(deleted.state, { ...demoStore, objectKind: 'queryRule', objectId: copyId }),
    ).toHaveLength(1);
  });

  it('keeps a rule saved again unchanged as it is: no new version, nothing in the history', () => {
    const created = ok(createQueryRule(emptyMerchandisingState(), body(), at(T0)));
    // The same fields, as typed again (case and spaces of the query fold the same way).
    const again = ok(
      updateQueryRule(
        created.state,
        '1',
        body({ matchText: ` ${body().matchText.toUpperCase()} ` }),
        at(T0 + 1000),
      ),
    );
    expect(again.state).toBe(created.state);
    expect(again.value).toEqual(created.value);
    // One field changed is a version.
    const changed = ok(updateQueryRule(created.state, '1', body({ enabled: false }), at(T0 + 2000)));
    expect(changed.value.version).toBe(2);
    expect(listHistory(changed.state, demoStore)).toHaveLength(2);
  });

  it("refuses an invalid rule with its messages, and an unknown one or another store's as not found", () => {
    const refused = createQueryRule(
      emptyMerchandisingState(),
      body({ matchText: ' ', actions: { pins: [], hides: [] } }),
      at(T0),
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      errors: [{ messageKey: 'queryRuleEmptyQuery' }, { messageKey: 'queryRuleNoAction' }],
    });
    const { state } = ok(createQueryRule(emptyMerchandisingState(), body(), at(T0)));
    expect(updateQueryRule(state, '99', body(), at(T0))).toMatchObject({ ok: false, status: 404 });
    expect(
      updateQueryRule(state, '1', body({ storeId: '301', storeType: 'woocommerce' }), at(T0)),
    ).toMatchObject({ ok: false, status: 404 });
    expect(
      deleteQueryRule(state, { storeId: '301', storeType: 'woocommerce', id: '1' }, at(T0)),
    ).toMatchObject({ ok: false, status: 404 });
  });

  it("never changes the state it is given, and answers in the contract's shapes", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(textArb, actionsArb(demoIdArb)), { minLength: 1, maxLength: 4 }),
        (rules) => {
          let state = emptyMerchandisingState();
          for (const [matchText, actions] of rules) {
            const frozen = structuredClone(state);
            const step = createQueryRule(state, body({ matchText, actions }), at(T0));
            expect(state).toEqual(frozen);
            state = ok(step).state;
          }
          for (const rule of listQueryRules(state, demoStore))
            expect(z.safeParse(queryRuleSchema, rule).success).toBe(true);
          for (const entry of state.history)
            expect(z.safeParse(historyEntrySchema, entry).success).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('synonyms, history and restores in the demo backend', () => {
  it('saves synonyms as a new version, refusing a group of one term', () => {
    const saved = ok(
      saveSynonyms(
        emptyMerchandisingState(),
        { ...demoStore, groups: [{ id: 'a', kind: 'multiWay', terms: [' hoodie ', 'sweatshirt'] }] },
        at(T0),
      ),
    );
    expect(saved.value).toMatchObject({
      version: 1,
      groups: [{ id: 'a', kind: 'multiWay', terms: ['hoodie', 'sweatshirt'] }],
    });
    expect(z.safeParse(synonymSetSchema, saved.value).success).toBe(true);
    expect(getSynonyms(emptyMerchandisingState(), demoStore)).toEqual({
      ...demoStore,
      groups: [],
      version: 0,
    });
    expect(
      saveSynonyms(
        saved.state,
        { ...demoStore, groups: [{ id: 'b', kind: 'oneWay', from: 'tee', to: [] }] },
        at(T0),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      errors: [{ field: 'b', messageKey: 'synonymGroupTooFewTerms' }],
    });
  });

  it('restores yesterday\'s version of the seeded "running shoes" rule, as a new version', () => {
    const [running] = listQueryRules(seeded, demoStore);
    expect(running).toMatchObject({
      matchText: 'running shoes',
      version: 2,
      actions: { boost: { weight: 2 }, bury: {} },
    });
    const versions = listHistory(seeded, {
      ...demoStore,
      objectKind: 'queryRule',
      objectId: running?.id ?? '',
    });
    expect(versions.map((e) => [e.version, e.when.slice(0, 10)])).toEqual([
      [2, '2026-10-14'],
      [1, '2026-10-06'],
    ]);
    const restored = ok(
      restoreVersion(
        seeded,
        { ...demoStore, objectKind: 'queryRule', objectId: running?.id ?? '', version: 1 },
        at(T0),
      ),
    );
    expect(restored.value).toMatchObject({ action: 'restore', restoreOf: 1, version: 3 });
    const [after] = listQueryRules(restored.state, demoStore).filter((r) => r.id === running?.id);
    expect(after).toMatchObject({ version: 3, actions: { boost: { weight: 1.5 } } });
    expect(after?.actions.bury).toBeUndefined();
    expect(
      restoreVersion(
        seeded,
        { ...demoStore, objectKind: 'queryRule', objectId: running?.id ?? '', version: 9 },
        at(T0),
      ),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it('brings a deleted rule back, and takes a created one away when restoring to before it existed', () => {
    const { state, value } = ok(createQueryRule(emptyMerchandisingState(), body(), at(T0)));
    const gone = ok(deleteQueryRule(state, { ...demoStore, id: value.id }, at(T0 + 1)));
    const back = ok(
      restoreVersion(
        gone.state,
        { ...demoStore, objectKind: 'queryRule', objectId: value.id, version: 1 },
        at(T0 + 2),
      ),
    );
    expect(listQueryRules(back.state, demoStore)).toMatchObject([{ id: value.id, version: 3 }]);
    const deletedAgain = ok(
      restoreVersion(
        back.state,
        { ...demoStore, objectKind: 'queryRule', objectId: value.id, version: 2 },
        at(T0 + 3),
      ),
    );
    expect(listQueryRules(deletedAgain.state, demoStore)).toEqual([]);
  });

  it('restores synonyms, and records changes of other tuning objects for their owners to restore', () => {
    const first = ok(
      saveSynonyms(
        emptyMerchandisingState(),
        { ...demoStore, groups: [{ id: 'a', kind: 'multiWay', terms: ['a', 'b'] }] },
        at(T0),
      ),
    );
    const second = ok(saveSynonyms(first.state, { ...demoStore, groups: [] }, at(T0 + 1)));
    const restored = ok(
      restoreVersion(
        second.state,
        { ...demoStore, objectKind: 'synonyms', objectId: demoStore.storeId, version: 1 },
        at(T0 + 2),
      ),
    );
    expect(getSynonyms(restored.state, demoStore)).toMatchObject({ version: 3, groups: [{ id: 'a' }] });
    const facets = ok(
      recordTuningChange(
        emptyMerchandisingState(),
        { store: demoStore, objectKind: 'facets', objectId: 201, before: null, after: [{ field: 'brand' }] },
        at(T0),
      ),
    );
    const changed = ok(
      recordTuningChange(
        facets.state,
        { store: demoStore, objectKind: 'facets', objectId: 201, before: [{ field: 'brand' }], after: [] },
        at(T0 + 1),
      ),
    );
    const back = ok(
      restoreVersion(
        changed.state,
        { ...demoStore, objectKind: 'facets', objectId: 201, version: 1 },
        at(T0 + 2),
      ),
    );
    expect(back.value).toMatchObject({
      objectKind: 'facets',
      version: 3,
      after: [{ field: 'brand' }],
      restoreOf: 1,
    });
  });
});

describe('the seeded demo merchandising', () => {
  it('gives every demo store rules, synonyms and a scheduled Black Friday rule', () => {
    for (const store of demoStores) {
      const rules = listQueryRules(seeded, store);
      expect(rules.map((r) => r.matchText)).toEqual(['running shoes', 'hiking boots', 'backpack', 'sale']);
      const sale = rules.find((r) => r.matchText === 'sale');
      expect(sale?.schedule).toMatchObject(DEMO_BLACK_FRIDAY);
      expect(scheduleState(sale?.schedule, T0)).toBe('scheduled');
      expect(getSynonyms(seeded, store).groups.map((g) => g.id)).toEqual(['sneakers', 'tee']);
    }
  });

  it("answers the preview call from its state, at the request's instant", () => {
    const request = { ...demoStore, query: 'hiking boots', size: 3 };
    const preview = previewForStore(seeded, { request, products: demoProducts, now: T0 });
    const boots = listQueryRules(seeded, demoStore).find((r) => r.matchText === 'hiking boots');
    expect(preview.results.slice(0, 2).map((r) => r.productId)).toEqual(
      boots?.actions.pins.map((p) => p.productId),
    );
    expect(preview.results[0]?.explanation.pinnedBy).toEqual({ ruleId: boots?.id, position: 1 });
    const sale = (when?: string) =>
      previewForStore(seeded, {
        request: { ...demoStore, query: 'sale', ...(when ? { at: when } : {}) },
        products: demoProducts,
        now: T0,
      });
    expect(sale().appliedRules).toEqual([]);
    expect(sale('2026-11-28T12:00:00Z').appliedRules).toHaveLength(1);
  });

  it("applies the demo backend's own Dynamic Re-Rank rules as they are stored", () => {
    const request = { ...demoStore, query: 'running shoes', size: 50 };
    const preview = previewForStore(seeded, {
      request,
      products: demoProducts,
      boostingRules: demoBoostingRules,
      now: T0,
    });
    const boosted = new Set(
      preview.results.flatMap((r) =>
        r.explanation.boostedBy.filter((b) => b.source === 'boostingRule').map((b) => b.ruleId),
      ),
    );
    expect(boosted.size).toBeGreaterThan(0);
    for (const id of boosted)
      expect(demoBoostingRules.some((rule) => String(rule.id) === id && rule.status === 'active')).toBe(true);
  });

  it('suggests the misspellings of its search log', () => {
    const suggestions = synonymSuggestionsForStore(seeded, {
      store: demoStore,
      products: demoProducts,
      queries: demoQueries,
    });
    expect(suggestions.map((s) => s.group.to[0])).toEqual(
      expect.arrayContaining(['sneakers', 'rain jacket', 'hoodie']),
    );
  });
});
