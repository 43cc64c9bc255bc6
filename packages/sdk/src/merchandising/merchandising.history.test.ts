import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loadMessages } from '../i18n/i18n.load';
import { enComplete as en, type Messages } from '../i18n/messages';
import {
  type ChangeRecord,
  diffVersions,
  formatHistoryLine,
  type HistoryReader,
  historyEntry,
  historyEntryLines,
  historyEntryTitle,
  historyObjectName,
  ORIGINAL_VERSION,
  objectHistory,
  originalRestorableEntries,
  restorableEntries,
  restoreEntry,
} from './merchandising.history';
import { type HistoryEntry, historyEntrySchema, type TuningObjectKind } from './merchandising.schema';
import { actionsArb, ruleArb, synonymGroupArb } from './merchandising.test-support';

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

/** Product names the history's reader knows. */
const PRODUCTS: Readonly<Record<string, string>> = {
  '5': 'Trail Runner',
  '6': 'Road Racer',
  '7': 'Hoka Pro Backpack',
  '9': 'Rain Shell',
  '12': 'Wool Socks',
};

/** The caller's side: products by name, conditions as a fixed text. */
const reader: HistoryReader = {
  productName: (id) => PRODUCTS[id] ?? null,
  valueText: (_value, field) => `conditions of ${field === 'matcher' ? 'the rule' : 'the action'}`,
};

/** An update of one object, as its lines read in a catalogue's language. */
const linesOf = (
  objectKind: TuningObjectKind,
  before: unknown,
  after: unknown,
  messages: Messages = en,
  locale = 'en',
  action: HistoryEntry['action'] = 'update',
) =>
  historyEntryLines({ action, objectKind, objectId: '42', before, after }).map((line) =>
    formatHistoryLine(line, messages, locale, reader),
  );

/** Ids, field names and raw values a shop owner must never read in the history. */
const RAW =
  /\b(?:id|storeId|storeType|matchKind|matchText|enabled|actions|pins|hides|productIds?|conditionType|conditions:|weight|schedule|timeZone|kind|oneWay|multiWay|terms:|from:|to:|selectedValues|visible|colorName|hexValue|status|active|inactive|label|terms|boost|redirect|true|false|null|undefined)\b|position:|\d\.[a-z]|Everything|\[object|\{/;

describe('a readable diff of two versions', () => {
  it('finds what changed, field by field, records of a list by their id, plain values as values', () => {
    expect(diffVersions(ruleV1, ruleV2).map((change) => [change.path.join('.'), change.kind])).toEqual([
      ['matchKind', 'changed'],
      ['actions.pins.5.position', 'changed'],
      ['actions.pins.6', 'removed'],
      ['actions.pins.7', 'added'],
      ['actions.hides', 'added'],
      ['actions.redirect', 'added'],
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

describe('what the history says an entry changed', () => {
  it('reads a query rule in words: labels for kinds, products by name and position', () => {
    expect(linesOf('queryRule', ruleV1, ruleV2)).toEqual([
      'Match: Contains → Equals',
      'Pinned products: Trail Runner at position 1 → Trail Runner at position 3',
      'Pinned products: removed Road Racer at position 2',
      'Pinned products: added Hoka Pro Backpack at position 1',
      'Hidden products: added Wool Socks',
      'Redirect: added https://shop.example.com/sale',
    ]);
    expect(linesOf('queryRule', ruleV2, { ...ruleV2, enabled: false, matchText: 'trail shoes' })).toEqual([
      'Query: running shoes → trail shoes',
      'Enabled: Yes → No',
    ]);
  });

  it("reads in the catalogue's language", async () => {
    const de = await loadMessages('de');
    expect(linesOf('queryRule', ruleV1, ruleV2, de, 'de').slice(0, 2)).toEqual([
      'Vergleich: Enthält → Ist gleich',
      'Fixierte Produkte: Trail Runner auf Position 1 → Trail Runner auf Position 3',
    ]);
  });

  it('names a product the catalogue no longer has without its id', () => {
    const unknown = { ...ruleV1, actions: { pins: [], hides: ['9', '404'] } };
    expect(linesOf('queryRule', ruleV1, unknown)).toEqual([
      'Pinned products: removed Trail Runner at position 1',
      'Pinned products: removed Road Racer at position 2',
      'Hidden products: added a product no longer in the catalogue',
    ]);
  });

  it('reads a bury, a boost, a matcher and a schedule whole: one line each, however deep they changed', () => {
    const rule = {
      name: 'Nike first',
      weight: 2,
      status: 'inactive',
      matcher: { bool: { must: [{ term: { brand: 'Nike' } }], must_not: [] } },
      schedule: { start: '2026-11-27T00:00', timeZone: 'Europe/Stockholm' },
    };
    const changed = {
      ...rule,
      name: 'Nike and Adidas first',
      weight: 3.5,
      status: 'active',
      matcher: {
        bool: { must: [{ terms: { brand: ['Nike', 'Adidas'] } }], must_not: [{ term: { tags: 'x' } }] },
      },
      schedule: { ...rule.schedule, end: '2026-11-30T00:00' },
    };
    expect(linesOf('boostingRule', rule, changed)).toEqual([
      'Rule name: Nike first → Nike and Adidas first',
      'Boost value: 2 → 3.5',
      'Conditions: conditions of the rule → conditions of the rule',
      'Status: Inactive → Active',
      'Schedule: 2026-11-27 00:00 – … (Europe/Stockholm) → 2026-11-27 00:00 – 2026-11-30 00:00 (Europe/Stockholm)',
    ]);
    const { schedule: _dropped, ...unscheduled } = changed;
    expect(linesOf('boostingRule', changed, unscheduled, en, 'en', 'restore')).toEqual([
      'Schedule: removed 2026-11-27 00:00 – 2026-11-30 00:00 (Europe/Stockholm)',
    ]);
    const bury = { productIds: ['4'], conditionType: 'all', conditions: [] };
    const withBury = { ...ruleV1, actions: { ...ruleV1.actions, bury } };
    const moreBury = { ...ruleV1, actions: { ...ruleV1.actions, bury: { ...bury, productIds: ['4', '8'] } } };
    expect(linesOf('queryRule', ruleV1, withBury)).toEqual([
      'Buried products: added conditions of the action',
    ]);
    expect(linesOf('queryRule', withBury, moreBury)).toEqual([
      'Buried products: conditions of the action → conditions of the action',
    ]);
    // Without the caller's reading, conditions still never show as data.
    const [line] = historyEntryLines({
      action: 'update',
      objectKind: 'queryRule',
      objectId: '1',
      before: ruleV1,
      after: withBury,
    });
    expect(line && formatHistoryLine(line, en)).toBe(
      'Buried products: added Conditions set outside this dashboard',
    );
  });

  it('reads synonyms as the groups added and removed, by their terms', () => {
    const before = {
      groups: [
        { id: 'sneakers', kind: 'multiWay', terms: ['sneakers', 'trainers', 'kicks'] },
        { id: 'tee', kind: 'oneWay', from: 'tee', to: ['t-shirt'] },
      ],
    };
    const after = {
      groups: [
        { id: 'new-4', kind: 'oneWay', from: 'sneakers', to: ['sneaks'] },
        { id: 'new-2', kind: 'multiWay', terms: ['trainers', 'sneakers'] },
        { id: 'sneakers', kind: 'multiWay', terms: ['sneakers', 'trainers', 'kicks'] },
        { id: 'tee', kind: 'oneWay', from: 'tee', to: ['t-shirt', 'tees'] },
      ],
    };
    expect(linesOf('synonyms', before, after)).toEqual([
      'Removed one-way synonym "tee → t-shirt"',
      'Added one-way synonym "tee → t-shirt, tees"',
      'Added one-way synonym "sneakers → sneaks"',
      'Added multi-way group "trainers, sneakers"',
    ]);
    expect(linesOf('synonyms', after, before, en, 'en', 'restore')).toContain(
      'Removed one-way synonym "sneakers → sneaks"',
    );
  });

  it('reads facets by their labels: added, removed, each setting, the chosen values and the order', () => {
    const brand = { id: 1024, field: 'brand', label: 'Brand', visible: true, terms: 20, selectedValues: [] };
    const colour = {
      id: 1026,
      field: 'color',
      label: 'Colour',
      visible: true,
      terms: 20,
      selectedValues: ['Red'],
    };
    const size = { id: 1030, field: 'size', label: '', visible: true, terms: 20, selectedValues: [] };
    const tags = { id: 1078, field: 'tags', label: 'Tags', visible: true, terms: 640, selectedValues: [] };
    expect(
      linesOf(
        'facets',
        [brand, colour, size],
        [
          { ...brand, label: 'Brands', terms: 3, selectedValues: ['Nike', 'Adidas'] },
          { ...colour, label: '', visible: false, selectedValues: [] },
          tags,
        ],
      ),
    ).toEqual([
      'Brand › Label: Brand → Brands',
      'Brand › Terms: 20 → 3',
      'Brand › Facet values: added Nike',
      'Brand › Facet values: added Adidas',
      'Colour › Label: Colour → (empty)',
      'Colour › Visible: Yes → No',
      'Colour › Facet values: removed Red',
      'Facet added: Tags',
      'Facet removed: size',
    ]);
    expect(linesOf('facets', [brand, colour], [colour, brand])).toEqual(['Facet order changed']);
    expect(linesOf('facets', [brand], [{ ...brand, terms: 99999999999 }])).toEqual([
      'Brand › Terms: 20 → 99,999,999,999',
    ]);
  });

  it('reads a colour mapping and a manual boost by their labels', () => {
    const navy = { id: 7, colorName: 'Navy', hexValue: '#000080' };
    expect(linesOf('colorMapping', navy, { ...navy, colorName: 'Dark blue', hexValue: '#00008B' })).toEqual([
      'Color name: Navy → Dark blue',
      'Hex value: #000080 → #00008B',
    ]);
    const boost = { id: 2010004, title: 'Vans Zoom Sneaker', boost: 0 };
    expect(linesOf('productBoost', boost, { ...boost, boost: 2.5 })).toEqual(['Boost: 0 → 2.5']);
  });

  it('reads an object a restore brings back by its name, and a creation or a deletion as its title alone', () => {
    const rule = { ...ruleV1, id: '1078', matchText: 'sneaker sale' };
    expect(linesOf('queryRule', null, rule, en, 'en', 'restore')).toEqual(['Rule for "sneaker sale" added']);
    expect(linesOf('boostingRule', null, { id: 3, name: 'Summer colours' }, en, 'en', 'restore')).toEqual([
      'Dynamic Re-Rank rules: Summer colours added',
    ]);
    expect(linesOf('queryRule', null, rule, en, 'en', 'create')).toEqual([]);
    expect(linesOf('queryRule', rule, null, en, 'en', 'delete')).toEqual([]);
  });

  it('says "Other settings changed" once for fields it has no words for, and never names them', () => {
    expect(
      linesOf('queryRule', { ...ruleV1, priority: 1, note: 'a' }, { ...ruleV1, priority: 2, note: 'b' }),
    ).toEqual(['Other settings changed']);
    expect(linesOf('queryRule', ruleV1, { ...ruleV1, enabled: 'yes' })).toEqual(['Enabled changed']);
  });

  it('never shows an id, a field name or raw data, whatever changed', () => {
    const show = (objectKind: TuningObjectKind, before: unknown, after: unknown) =>
      historyEntryLines({ action: 'update', objectKind, objectId: '42', before, after }).map((line) =>
        formatHistoryLine(line, en, 'en', { valueText: () => 'conditions' }),
      );
    fc.assert(
      fc.property(ruleArb(), ruleArb(), (a, b) => {
        const before = { ...a, id: 'rule-id-1' };
        const after = { ...b, id: 'rule-id-1' };
        for (const line of show('queryRule', before, after)) {
          expect(line).not.toMatch(RAW);
          expect(line).not.toContain('rule-id-1');
        }
      }),
      { numRuns: 200 },
    );
    const setArb = fc.array(synonymGroupArb, { maxLength: 4 }).map((groups) => ({ groups }));
    fc.assert(
      fc.property(setArb, setArb, (before, after) => {
        const ids = [...before.groups, ...after.groups].map((group) => group.id);
        for (const line of show('synonyms', before, after)) {
          expect(line).not.toMatch(RAW);
          for (const id of ids) expect(line).not.toContain(id);
        }
      }),
      { numRuns: 200 },
    );
    const facetArb = fc.record({
      id: fc.constantFrom(9101, 9102, 9103),
      field: fc.constantFrom('brand', 'color', 'tags'),
      label: fc.constantFrom('', 'Brand', 'Colour'),
      visible: fc.boolean(),
      terms: fc.nat(50),
      selectedValues: fc.uniqueArray(fc.constantFrom('Nike', 'Red'), { maxLength: 2 }),
    });
    const facetsArb = fc.uniqueArray(facetArb, { maxLength: 3, selector: (facet) => facet.id });
    fc.assert(
      fc.property(facetsArb, facetsArb, (before, after) => {
        for (const line of show('facets', before, after)) {
          expect(line).not.toMatch(RAW);
          expect(line).not.toMatch(/910[123]/);
        }
      }),
      { numRuns: 200 },
    );
    for (const [kind, before, after] of [
      [
        'boostingRule',
        { id: 'b-1', name: 'A', weight: 1, status: 'active', type: 'attribute', storeId: 201 },
        { id: 'b-1', name: 'B', weight: 2, status: 'inactive', type: 'attribute', storeId: 201 },
      ],
      [
        'colorMapping',
        { id: 'c-1', colorName: 'Navy', hexValue: '#000080' },
        { id: 'c-1', colorName: 'Blue', hexValue: '#0000FF' },
      ],
      ['productBoost', { id: 'p-1', title: 'Sock', boost: 0 }, { id: 'p-1', title: 'Sock', boost: 1 }],
    ] as const)
      for (const line of show(kind, before, after)) {
        expect(line).not.toMatch(RAW);
        expect(line).not.toMatch(/[bcp]-1/);
      }
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
        const now = versions.at(-1);
        const differing = versions.slice(0, -1).filter((version) => diffVersions(version, now).length > 0);
        expect(offered.size).toBe(differing.length);
        expect(offered.has(String(all.at(-1)?.id))).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('does not offer a version whose content the object holds now: restoring it would change nothing', () => {
    const history = build([
      [null, ruleV1],
      [ruleV1, ruleV2],
    ]);
    const restore = restoreEntry(
      history,
      { objectKind: 'queryRule', objectId: '1', version: 1 },
      { id: 'r', who: maya, when: '2026-10-16T09:00:00.000Z' },
    ) as HistoryEntry;
    // Version 1 is what the rule is again (its version number and times aside): only version 2 differs.
    const restored = [...history, { ...restore, after: { ...ruleV1, version: 3, updatedAt: 'later' } }];
    expect([...restorableEntries(restored)]).toEqual(['h1']);
    // A rule changed back by hand to how it was before its first recorded change: nothing to bring back.
    const changedBack = build([
      [ruleV1, ruleV2],
      [ruleV2, ruleV1],
    ]);
    expect(originalRestorableEntries(changedBack).size).toBe(0);
    expect([...restorableEntries(changedBack)]).toEqual(['h0']);
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
    expect(historyObjectName(entry('productBoost', null, { title: 'Vans Zoom Sneaker' })).params).toEqual({
      name: 'Vans Zoom Sneaker',
    });
    // Without a name, an object is named by its kind, never by its id.
    expect(historyObjectName(entry('productBoost', null, { boost: 2 }))).toEqual({
      messageKey: 'historyKindProductBoost',
      params: {},
      kindKey: null,
    });
    expect(historyObjectName(entry('queryRule', null, { matchText: ' ' })).messageKey).toBe(
      'historyKindQueryRule',
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
