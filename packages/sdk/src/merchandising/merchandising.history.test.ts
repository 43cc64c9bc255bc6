import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loadMessages } from '../i18n/i18n.load';
import { enComplete as en } from '../i18n/messages';
import {
  type ChangeRecord,
  diffVersions,
  formatChange,
  historyEntry,
  historyEntryChanges,
  historyEntryTitle,
  historyObjectName,
  ORIGINAL_VERSION,
  objectHistory,
  originalRestorableEntries,
  restorableEntries,
  restoreEntry,
} from './merchandising.history';
import { type HistoryEntry, historyEntrySchema } from './merchandising.schema';
import { actionsArb, ruleArb } from './merchandising.test-support';

const maya = { id: '11', name: 'Maya Lindqvist' };
const ruleV1 = {
  id: '1',
  storeId: '201',
  storeType: 'shopify',
  matchKind: 'contains',
  matchText: 'running shoes',
  enabled: true,
  actions: {
    pins: [
      { productId: '5', position: 1 },
      { productId: '6', position: 2 },
    ],
    hides: ['9'],
  },
  version: 1,
  updatedAt: '2026-10-14T10:00:00.000Z',
};
const ruleV2 = {
  ...ruleV1,
  matchKind: 'equals',
  actions: {
    pins: [
      { productId: '5', position: 3 },
      { productId: '7', position: 1 },
    ],
    hides: ['9', '12'],
    redirect: 'https://shop.example.com/sale',
  },
  version: 2,
  updatedAt: '2026-10-15T10:00:00.000Z',
};

describe('a readable diff of two versions', () => {
  it('lists what changed, field by field, pins by product, hidden products as values', () => {
    expect(diffVersions(ruleV1, ruleV2).map((change) => formatChange(change, en))).toEqual([
      'Match: contains → equals',
      'Pinned products › 5.position: 1 → 3',
      'Pinned products › 6: removed productId: 6, position: 2',
      'Pinned products › 7: added productId: 7, position: 1',
      'Hidden products: added 12',
      'Redirect: added https://shop.example.com/sale',
    ]);
  });

  it("reads in the catalogue's language", async () => {
    const de = await loadMessages('de');
    expect(diffVersions(ruleV1, ruleV2).map((change) => formatChange(change, de, 'de'))[0]).toBe(
      'Vergleich: contains → equals',
    );
    expect(diffVersions(null, ruleV1).map((change) => formatChange(change, de, 'de'))).toEqual([
      expect.stringMatching(/^Alles: id: 1, storeId: 201/),
    ]);
  });

  it('says when only the order changed, and nothing for equal versions', () => {
    expect(diffVersions({ terms: ['a', 'b'] }, { terms: ['b', 'a'] })).toEqual([
      { path: ['terms'], kind: 'changed', before: ['a', 'b'], after: ['b', 'a'] },
    ]);
    fc.assert(
      fc.property(ruleArb(), (rule) => {
        expect(diffVersions(rule, structuredClone(rule))).toEqual([]);
        expect(diffVersions(rule, { ...rule, version: 9, updatedAt: 'later' })).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('finds a change wherever the actions differ', () => {
    fc.assert(
      fc.property(ruleArb(), actionsArb(), (rule, actions) => {
        const changed = { ...rule, actions };
        const same = JSON.stringify(rule.actions) === JSON.stringify(actions);
        expect(diffVersions(rule, changed).length === 0).toBe(same);
        for (const change of diffVersions(rule, changed)) expect(change.path[0]).toBe('actions');
      }),
      { numRuns: 150 },
    );
  });
});

describe('versions and restores', () => {
  const change = (id: string, before: unknown, after: unknown, when: string): ChangeRecord => ({
    id,
    storeId: '201',
    storeType: 'shopify',
    objectKind: 'queryRule',
    objectId: '1',
    before,
    after,
    who: maya,
    when,
  });
  const build = (steps: [unknown, unknown][]) => {
    const history: HistoryEntry[] = [];
    steps.forEach(([before, after], i) => {
      history.push(historyEntry(history, change(`h${i}`, before, after, `2026-10-1${i}T10:00:00.000Z`)));
    });
    return history;
  };

  it('numbers each change of an object and names what it did', () => {
    const history = build([
      [null, ruleV1],
      [ruleV1, ruleV2],
      [ruleV2, null],
    ]);
    expect(history.map((e) => [e.version, e.action])).toEqual([
      [1, 'create'],
      [2, 'update'],
      [3, 'delete'],
    ]);
    for (const entry of history) expect(z.safeParse(historyEntrySchema, entry).success).toBe(true);
  });

  it('restores an earlier version as the next one, recorded as a restore of it', () => {
    const history = build([
      [null, ruleV1],
      [ruleV1, ruleV2],
    ]);
    const restore = restoreEntry(
      history,
      { objectKind: 'queryRule', objectId: '1', version: 1 },
      { id: 'r', who: maya, when: '2026-10-16T09:00:00.000Z' },
    );
    expect(restore).toMatchObject({
      version: 3,
      action: 'restore',
      restoreOf: 1,
      before: ruleV2,
      after: ruleV1,
      who: maya,
    });
    expect(
      restoreEntry(
        history,
        { objectKind: 'queryRule', objectId: '1', version: 7 },
        { id: 'r', who: maya, when: '' },
      ),
    ).toBeNull();
    expect(
      restoreEntry(
        history,
        { objectKind: 'synonyms', objectId: '1', version: 1 },
        { id: 'r', who: maya, when: '' },
      ),
    ).toBeNull();
  });

  it('brings back exactly the content of the version restored, whatever came after', () => {
    fc.assert(
      fc.property(fc.array(ruleArb(), { minLength: 1, maxLength: 5 }), fc.nat(), (versions, pick) => {
        const steps = versions.map((after, i): [unknown, unknown] => [
          i === 0 ? null : versions[i - 1],
          after,
        ]);
        const history = build(steps);
        const target = (pick % versions.length) + 1;
        const restore = restoreEntry(
          history,
          { objectKind: 'queryRule', objectId: '1', version: target },
          { id: 'r', who: maya, when: 'now' },
        );
        expect(restore?.after).toEqual(versions[target - 1]);
        expect(restore?.before).toEqual(versions.at(-1));
        expect(restore?.version).toBe(versions.length + 1);
        const withRestore = [...history, restore as HistoryEntry];
        expect(objectHistory(withRestore, 'queryRule', '1').map((e) => e.version)).toEqual(
          versions.map((_, i) => i + 1).concat(versions.length + 1),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('offers to restore every version of an object but its latest, and never a deletion', () => {
    const history = build([
      [null, ruleV1],
      [ruleV1, ruleV2],
      [ruleV2, null],
    ]);
    expect([...restorableEntries(history)]).toEqual(['h0', 'h1']);
    expect([...restorableEntries(history.slice(0, 2))]).toEqual(['h0']);
    expect(restorableEntries(history.slice(0, 1)).size).toBe(0);
    fc.assert(
      fc.property(fc.array(ruleArb(), { minLength: 1, maxLength: 6 }), (versions) => {
        const all = build(
          versions.map((after, i): [unknown, unknown] => [i === 0 ? null : versions[i - 1], after]),
        );
        const offered = restorableEntries(all);
        expect(offered.size).toBe(versions.length - 1);
        expect(offered.has(String(all.at(-1)?.id))).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('shows the field changes of an update or a restore, not of a creation or a deletion', () => {
    const [created, updated, deleted] = build([
      [null, ruleV1],
      [ruleV1, ruleV2],
      [ruleV2, null],
    ]);
    expect(created && historyEntryChanges(created)).toEqual([]);
    expect(deleted && historyEntryChanges(deleted)).toEqual([]);
    expect(updated && historyEntryChanges(updated)).toEqual(diffVersions(ruleV1, ruleV2));
    expect(historyEntryChanges({ action: 'restore', before: ruleV2, after: ruleV1 })).toEqual(
      diffVersions(ruleV2, ruleV1),
    );
  });

  it('shows a matcher, a schedule, a bury and a boost whole: one line each, however deep they changed', () => {
    const rule = {
      name: 'Nike first',
      weight: 2,
      matcher: { bool: { must: [{ term: { brand: 'Nike' } }], must_not: [] } },
      schedule: { start: '2026-11-27T00:00', timeZone: 'Europe/Stockholm' },
    };
    const changed = {
      ...rule,
      weight: 3,
      matcher: {
        bool: { must: [{ terms: { brand: ['Nike', 'Adidas'] } }], must_not: [{ term: { tags: 'x' } }] },
      },
      schedule: { ...rule.schedule, end: '2026-11-30T00:00' },
    };
    expect(historyEntryChanges({ action: 'update', before: rule, after: changed })).toEqual([
      { path: ['weight'], kind: 'changed', before: 2, after: 3 },
      { path: ['matcher'], kind: 'changed', before: rule.matcher, after: changed.matcher },
      { path: ['schedule'], kind: 'changed', before: rule.schedule, after: changed.schedule },
    ]);
    const { schedule: _dropped, ...unscheduled } = changed;
    expect(historyEntryChanges({ action: 'restore', before: changed, after: unscheduled })).toEqual([
      { path: ['schedule'], kind: 'removed', before: changed.schedule },
    ]);
    const bury = { productIds: ['4'], conditionType: 'all', conditions: [] };
    const withBury = { ...ruleV1, actions: { ...ruleV1.actions, bury } };
    const moreBury = { ...ruleV1, actions: { ...ruleV1.actions, bury: { ...bury, productIds: ['4', '8'] } } };
    expect(historyEntryChanges({ action: 'update', before: ruleV1, after: withBury })).toEqual([
      { path: ['actions', 'bury'], kind: 'added', after: bury },
    ]);
    expect(historyEntryChanges({ action: 'update', before: withBury, after: moreBury })).toEqual([
      { path: ['actions', 'bury'], kind: 'changed', before: bury, after: moreBury.actions.bury },
    ]);
  });

  it("reads a field's values the caller's way where it has one, the plain way elsewhere", () => {
    const change = { path: ['schedule'], kind: 'changed' as const, before: { a: 1 }, after: { a: 2 } };
    const valueText = (value: unknown, field: string) =>
      field === 'schedule' ? `window ${(value as { a: number }).a}` : null;
    expect(formatChange(change, en, 'en', valueText)).toBe('Schedule: window 1 → window 2');
    expect(formatChange({ ...change, path: ['name'] }, en, 'en', valueText)).toBe('Rule name: a: 1 → a: 2');
  });

  it('names the object of an entry by its query, as the synonyms, or by its kind and name', () => {
    const entry = (objectKind: HistoryEntry['objectKind'], before: unknown, after: unknown) => ({
      objectKind,
      objectId: '42',
      before,
      after,
    });
    expect(historyObjectName(entry('queryRule', null, ruleV1))).toEqual({
      messageKey: 'historyObjectQueryRule',
      params: { query: 'running shoes' },
      kindKey: null,
    });
    // A deletion is named from the version before it.
    expect(historyObjectName(entry('queryRule', ruleV1, null)).params).toEqual({ query: 'running shoes' });
    expect(historyObjectName(entry('synonyms', null, { groups: [] })).messageKey).toBe(
      'historyObjectSynonyms',
    );
    expect(historyObjectName(entry('boostingRule', null, { name: 'Bestsellers' }))).toEqual({
      messageKey: 'historyObjectOther',
      params: { name: 'Bestsellers' },
      kindKey: 'historyKindBoostingRule',
    });
    expect(historyObjectName(entry('facets', null, [{ id: 1 }]))).toEqual({
      messageKey: 'historyKindFacets',
      params: {},
      kindKey: null,
    });
    expect(historyObjectName(entry('colorMapping', { colorName: 'Navy' }, null)).params).toEqual({
      name: 'Navy',
    });
    expect(historyObjectName(entry('productBoost', null, { boost: 2 })).params).toEqual({ name: '42' });
    expect(en.historyObjectOther.replace('{kind}', en.historyKindProductBoost).replace('{name}', '42')).toBe(
      'Manual boosts: 42',
    );
  });

  it('brings back an object as it was before its first recorded change, unless that change created it', () => {
    // A rule that existed before the history: its first entry is an update.
    const history = build([
      [ruleV1, ruleV2],
      [ruleV2, { ...ruleV2, enabled: false }],
    ]);
    expect([...originalRestorableEntries(history)]).toEqual(['h0']);
    const restore = restoreEntry(
      history,
      { objectKind: 'queryRule', objectId: '1', version: ORIGINAL_VERSION },
      { id: 'r', who: maya, when: 'now' },
    );
    expect(restore).toMatchObject({ version: 3, action: 'restore', restoreOf: 0, after: ruleV1 });
    expect(restore && historyEntryTitle(restore)).toEqual({
      messageKey: 'historyActionRestoreOriginal',
      params: {},
    });

    const created = build([
      [null, ruleV1],
      [ruleV1, ruleV2],
    ]);
    expect(originalRestorableEntries(created).size).toBe(0);
    expect(
      restoreEntry(
        created,
        { objectKind: 'queryRule', objectId: '1', version: ORIGINAL_VERSION },
        { id: 'r', who: maya, when: 'now' },
      ),
    ).toBeNull();
  });
});
