import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage as formatWith, type MessageParams } from '../i18n/i18n.format';
import { enComplete as en, type MessageKey } from '../i18n/messages';
import type { SearchableRule } from './merchandising.compile';
import {
  applyConflictFix,
  type Conflict,
  findConflicts,
  queryCovers,
  queryOverlap,
} from './merchandising.conflicts';
import { matchesQuery, type RuleMatch } from './merchandising.rules';
import type { MatchKind, QueryRuleActions, SynonymGroup } from './merchandising.schema';
import { scheduleArb, synonymGroupArb } from './merchandising.test-support';

/** The English text of a message, areas included. */
const formatMessage = (key: MessageKey, params?: MessageParams) => formatWith(key, params, en);

const VOCABULARY = ['a', 'b', 'c'];
/** Every query of up to four words of the vocabulary. */
const QUERIES = (() => {
  let level = [''];
  const all = [''];
  for (let length = 1; length <= 4; length += 1) {
    level = level.flatMap((q) => VOCABULARY.map((w) => (q ? `${q} ${w}` : w)));
    all.push(...level);
  }
  return all;
})();
/** Every rule match of one or two words of the vocabulary. */
const MATCHES: RuleMatch[] = (['equals', 'startsWith', 'contains'] as MatchKind[]).flatMap((matchKind) =>
  [...VOCABULARY, ...VOCABULARY.flatMap((a) => VOCABULARY.map((b) => `${a} ${b}`))].map((matchText) => ({
    matchKind,
    matchText,
  })),
);

describe('which queries two rules share', () => {
  it('gives a query both apply to exactly when one exists (every pair of one- and two-word rules, every query of up to four words)', () => {
    for (const a of MATCHES) {
      for (const b of MATCHES) {
        const witness = queryOverlap(a, b);
        const shared = QUERIES.some((q) => matchesQuery(a, q) && matchesQuery(b, q));
        expect({ a, b, overlaps: witness !== null }).toEqual({ a, b, overlaps: shared });
        if (witness !== null)
          expect([matchesQuery(a, witness), matchesQuery(b, witness)]).toEqual([true, true]);
      }
    }
  });

  it('says a rule covers another exactly when every query of the other matches it', () => {
    for (const outer of MATCHES) {
      for (const inner of MATCHES) {
        const covered = QUERIES.filter((q) => matchesQuery(inner, q)).every((q) => matchesQuery(outer, q));
        expect({ outer, inner, covers: queryCovers(outer, inner) }).toEqual({
          outer,
          inner,
          covers: covered,
        });
      }
    }
  });
});

const empty: QueryRuleActions = { pins: [], hides: [] };
const rule = (
  id: string,
  matchKind: MatchKind,
  matchText: string,
  actions: Partial<QueryRuleActions>,
  more: Partial<SearchableRule> = {},
): SearchableRule => ({
  id,
  matchKind,
  matchText,
  enabled: true,
  actions: { ...empty, ...actions },
  ...more,
});
const text = (conflict: Conflict) => formatMessage(conflict.messageKey, conflict.params);

describe('conflicts before saving', () => {
  it('finds two rules pinning different products at one position, and suggests moving the weaker pin', () => {
    const conflicts = findConflicts({
      rules: [
        rule('broad', 'contains', 'shoes', {
          pins: [
            { productId: '20', position: 1 },
            { productId: '21', position: 2 },
          ],
        }),
        rule('exact', 'equals', 'running shoes', { pins: [{ productId: '10', position: 1 }] }),
      ],
    });
    expect(conflicts).toHaveLength(1);
    const [conflict] = conflicts;
    expect(conflict).toMatchObject({
      kind: 'pinCollision',
      ruleIds: ['exact', 'broad'],
      position: 1,
      productIds: ['10', '20'],
      example: 'running shoes',
    });
    expect(conflict && text(conflict)).toBe(
      'Two rules pin different products at position 1 for "running shoes": 10 gets it and 20 comes next.',
    );
    expect(conflict?.resolutions.map((r) => r.fix)).toEqual([
      { kind: 'movePin', ruleId: 'broad', productId: '20', position: 3 },
      { kind: 'removePin', ruleId: 'broad', productId: '20' },
      { kind: 'disableRule', ruleId: 'broad' },
    ]);
  });

  it('leaves alone rules that never apply together: other queries, other times, disabled', () => {
    const pinAt1 = (productId: string) => ({ pins: [{ productId, position: 1 }] });
    const weekend = { start: '2026-11-27T00:00', end: '2026-11-30T00:00', timeZone: 'Europe/Stockholm' };
    const later = { start: '2026-12-01T00:00', timeZone: 'Europe/Stockholm' };
    expect(
      findConflicts({
        rules: [rule('a', 'equals', 'boots', pinAt1('1')), rule('b', 'equals', 'shoes', pinAt1('2'))],
      }),
    ).toEqual([]);
    expect(
      findConflicts({
        rules: [
          rule('a', 'contains', 'shoes', pinAt1('1'), { schedule: weekend }),
          rule('b', 'contains', 'shoes', pinAt1('2'), { schedule: later }),
        ],
      }),
    ).toEqual([]);
    expect(
      findConflicts({
        rules: [
          rule('a', 'contains', 'shoes', pinAt1('1')),
          rule('b', 'contains', 'shoes', pinAt1('2'), { enabled: false }),
        ],
      }),
    ).toEqual([]);
    // The same product at the same position is no collision (the rules are one too many: `sameQuery`).
    expect(
      findConflicts({
        rules: [rule('a', 'contains', 'shoes', pinAt1('1')), rule('b', 'contains', 'shoes', pinAt1('1'))],
      }).map((c) => c.kind),
    ).toEqual(['sameQuery']);
  });

  it('finds a product both pinned and hidden, in one rule or two', () => {
    const conflicts = findConflicts({
      rules: [
        rule('one', 'equals', 'sale', { pins: [{ productId: '5', position: 1 }], hides: ['5'] }),
        rule('pin', 'startsWith', 'rain', { pins: [{ productId: '7', position: 2 }] }),
        rule('hide', 'contains', 'jacket', { hides: ['7'] }),
      ],
    });
    expect(conflicts.map((c) => [c.kind, 'ruleIds' in c ? c.ruleIds : [], text(c)])).toEqual([
      [
        'pinnedAndHidden',
        ['one', 'one'],
        'Product 5 is both pinned and hidden for "sale"; a hidden product is never shown.',
      ],
      [
        'pinnedAndHidden',
        ['pin', 'hide'],
        'Product 7 is both pinned and hidden for "rain jacket"; a hidden product is never shown.',
      ],
    ]);
    expect(conflicts[1]?.resolutions.map((r) => formatMessage(r.messageKey, r.params))).toEqual([
      'Stop hiding product 7',
      'Unpin product 7',
    ]);
  });

  it('finds a redirect that makes another rule unreachable, fully or while it is live', () => {
    const away = rule('away', 'contains', 'returns', { redirect: 'https://shop.example.com/returns' });
    const conflicts = findConflicts({
      rules: [
        away,
        rule('policy', 'equals', 'returns policy', { hides: ['1'] }),
        rule(
          'label',
          'startsWith',
          'returns label',
          { hides: ['2'] },
          { schedule: { start: '2026-01-01T00:00', timeZone: 'UTC' } },
        ),
        rule('free', 'startsWith', 'free returns', { hides: ['3'] }),
        rule('where', 'startsWith', 'where', { hides: ['4'] }),
      ],
    });
    expect(conflicts.map((c) => [c.kind, 'ruleIds' in c ? c.ruleIds : []])).toEqual([
      ['redirectShadows', ['away', 'policy']],
      ['redirectShadows', ['away', 'label']],
      ['redirectShadows', ['away', 'free']],
    ]);
    expect(text(conflicts[0] as Conflict)).toBe(
      'The redirect for "returns" ends every search the rule for "returns policy" applies to, so that rule never runs.',
    );
    expect(conflicts[0]?.resolutions.map((r) => r.fix)).toEqual([
      { kind: 'matchExactly', ruleId: 'away' },
      { kind: 'disableRule', ruleId: 'policy' },
    ]);
    const timed = findConflicts({
      rules: [
        rule(
          'away',
          'contains',
          'returns',
          { redirect: 'https://shop.example.com/returns' },
          { schedule: { start: '2026-01-01T00:00', timeZone: 'UTC' } },
        ),
        rule('policy', 'equals', 'returns policy', { hides: ['1'] }),
      ],
    });
    expect(timed.map((c) => c.messageKey)).toEqual(['conflictRedirectShadowsWhileLive']);
  });

  it('finds two rules redirecting one query elsewhere at the same time, and names the address used', () => {
    const to = (path: string) => ({ redirect: `https://shop.example.com/${path}` });
    const conflicts = findConflicts({
      rules: [rule('a', 'equals', 'boots sale', to('a')), rule('b', 'equals', 'Boots  Sale', to('b'))],
    });
    expect(conflicts.map((c) => [c.kind, 'ruleIds' in c ? c.ruleIds : [], text(c)])).toEqual([
      [
        'redirectCompetes',
        ['a', 'b'],
        'Two rules redirect "boots sale" at the same time: shoppers are sent to https://shop.example.com/a, not to https://shop.example.com/b.',
      ],
    ]);
    expect(conflicts[0]?.resolutions.map((r) => r.fix)).toEqual([
      { kind: 'disableRule', ruleId: 'b' },
      { kind: 'disableRule', ruleId: 'a' },
    ]);
    // The more specific rule wins, whichever is listed first.
    const [specific] = findConflicts({
      rules: [
        rule('broad', 'contains', 'boots', to('boots')),
        rule('exact', 'equals', 'boots sale', to('sale')),
      ],
    });
    expect(specific).toMatchObject({
      kind: 'redirectCompetes',
      ruleIds: ['exact', 'broad'],
      example: 'boots sale',
    });
  });

  it('leaves alone redirects that never compete: other times, disabled, the same address, other queries', () => {
    const weekend = { start: '2026-11-27T00:00', end: '2026-11-30T00:00', timeZone: 'UTC' };
    const after = { start: '2026-11-30T00:00', timeZone: 'UTC' };
    const away = (id: string, path: string, more: Partial<SearchableRule> = {}) =>
      rule(id, 'equals', 'boots sale', { redirect: `https://shop.example.com/${path}` }, more);
    const kinds = (rules: SearchableRule[]) => findConflicts({ rules }).map((c) => c.kind);
    // One ends the instant the other starts: they never share an instant.
    expect(kinds([away('a', 'a', { schedule: weekend }), away('b', 'b', { schedule: after })])).toEqual([]);
    expect(
      kinds([
        away('a', 'a', { schedule: weekend }),
        away('b', 'b', { schedule: { ...after, start: '2026-11-29T23:59' } }),
      ]),
    ).toEqual(['redirectCompetes']);
    expect(kinds([away('a', 'a'), away('b', 'b', { enabled: false })])).toEqual([]);
    expect(
      kinds([away('a', 'a'), rule('b', 'equals', 'boots', { redirect: 'https://shop.example.com/b' })]),
    ).toEqual([]);
    // The same address twice is one rule too many, not a competition.
    expect(kinds([away('a', 'a'), away('b', 'a')])).toEqual(['sameQuery']);
  });

  it('quotes each query as it will be saved, not as it was typed', () => {
    const saved = rule('a', 'equals', 'sneekers', { hides: ['1'] });
    const typed = rule('draft', 'equals', '  SNEEKERS ', { hides: ['2'] });
    for (const rules of [
      [saved, typed],
      [typed, saved],
    ]) {
      const [conflict] = findConflicts({ rules, involving: 'draft' });
      expect(conflict?.params).toMatchObject({ query: 'sneekers' });
      const own = conflict?.resolutions.filter((r) => 'ruleId' in r.fix && r.fix.ruleId === 'draft') ?? [];
      expect(own.map((r) => formatMessage(r.messageKey, r.params))).toEqual([
        'Disable the rule for "sneekers"',
      ]);
    }
  });

  it('finds two rules for the very same query at the same time', () => {
    const boost = { boost: { conditionType: 'all' as const, conditions: [], weight: 3 } };
    const hide = { hides: ['1'] };
    const conflicts = findConflicts({
      rules: [rule('a', 'equals', 'sale', hide), rule('b', 'equals', 'Sale', { hides: ['2'] })],
    });
    expect(conflicts.map((c) => [c.kind, 'ruleIds' in c ? c.ruleIds : [], text(c)])).toEqual([
      [
        'sameQuery',
        ['a', 'b'],
        'Two rules apply to "sale" at the same time, so both change its results: their pins and hides add up and their boosts multiply.',
      ],
    ]);
    const kinds = (rules: SearchableRule[]) => findConflicts({ rules }).map((c) => c.kind);
    expect(kinds([rule('a', 'equals', 'sale', hide), rule('b', 'contains', 'sale', hide)])).toEqual([]);
    expect(kinds([rule('a', 'equals', 'sale', hide), rule('b', 'equals', 'sale sale', hide)])).toEqual([]);
    expect(
      kinds([rule('a', 'equals', 'sale', boost), rule('b', 'equals', 'sale', boost, { enabled: false })]),
    ).toEqual([]);
    expect(
      kinds([
        rule('a', 'equals', 'sale', hide, { schedule: { end: '2026-11-27T00:00', timeZone: 'UTC' } }),
        rule('b', 'equals', 'sale', hide, { schedule: { start: '2026-11-27T00:00', timeZone: 'UTC' } }),
      ]),
    ).toEqual([]);
    // A redirect beside the other rule is told as the redirect ending its searches.
    expect(
      kinds([
        rule('a', 'equals', 'sale', { redirect: 'https://shop.example.com/sale' }),
        rule('b', 'equals', 'sale', hide),
      ]),
    ).toEqual(['redirectShadows']);
  });

  it('finds synonyms that loop, and merges them into one group to resolve it', () => {
    const synonyms: SynonymGroup[] = [
      { id: 'a', kind: 'oneWay', from: 'tee', to: ['t-shirt', 'top'] },
      { id: 'b', kind: 'oneWay', from: 't-shirt', to: ['tee'] },
      { id: 'c', kind: 'multiWay', terms: ['hoodie', 'sweatshirt'] },
    ];
    const [loop, ...rest] = findConflicts({ rules: [], synonyms });
    expect(rest).toEqual([]);
    expect(loop && text(loop)).toBe('These synonyms lead back to where they start: tee, t-shirt.');
    const fixed = applyConflictFix(
      { rules: [], synonyms },
      loop?.resolutions[0]?.fix ?? { kind: 'disableRule', ruleId: '' },
    );
    expect(fixed.synonyms).toEqual([
      { id: 'a-merged', kind: 'multiWay', terms: ['tee', 't-shirt'] },
      { id: 'a', kind: 'oneWay', from: 'tee', to: ['top'] },
      { id: 'c', kind: 'multiWay', terms: ['hoodie', 'sweatshirt'] },
    ]);
    expect(findConflicts({ rules: [], synonyms: fixed.synonyms })).toEqual([]);
  });

  it("finds one rule's conflicts alone exactly as among all of them, whatever the rules", () => {
    const words = fc.constantFrom('rain', 'jacket', 'rain jacket', 'sale');
    const product = fc.constantFrom('1', '2', '3');
    const ruleArb = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      enabled: fc.boolean(),
      matchKind: fc.constantFrom<MatchKind>('equals', 'contains', 'startsWith'),
      matchText: words,
      actions: fc.record({
        pins: fc.uniqueArray(fc.record({ productId: product, position: fc.integer({ min: 1, max: 3 }) }), {
          maxLength: 2,
          selector: (p) => p.productId,
        }),
        hides: fc.uniqueArray(product, { maxLength: 2 }),
        redirect: fc.option(fc.constantFrom('https://shop.example.com/x', 'https://shop.example.com/y'), {
          nil: undefined,
        }),
      }),
      schedule: fc.option(scheduleArb, { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(ruleArb, { maxLength: 5, selector: (r) => r.id }),
        fc.constantFrom('a', 'b', 'c', 'd', 'e'),
        fc.array(synonymGroupArb, { maxLength: 3 }),
        (rules, involving, synonyms) => {
          const all = findConflicts({ rules, synonyms });
          const own = all.filter((c) => 'ruleIds' in c && c.ruleIds.includes(involving));
          expect(findConflicts({ rules, synonyms, involving })).toEqual(own);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is resolved by its suggested fix, whatever the rules and synonyms', () => {
    const identity = (c: Conflict) =>
      JSON.stringify([
        c.kind,
        'ruleIds' in c ? c.ruleIds : c.groupIds,
        'position' in c ? c.position : null,
        'productIds' in c ? c.productIds : 'productId' in c ? c.productId : null,
      ]);
    const words = fc.constantFrom('rain', 'jacket', 'rain jacket', 'sale');
    const product = fc.constantFrom('1', '2', '3');
    const ruleArb = fc.record({
      id: fc.uuid(),
      enabled: fc.constant(true),
      matchKind: fc.constantFrom<MatchKind>('equals', 'contains', 'startsWith'),
      matchText: words,
      actions: fc.oneof(
        fc.record({
          // Valid pins: each product and each position once.
          pins: fc
            .uniqueArray(fc.record({ productId: product, position: fc.integer({ min: 1, max: 3 }) }), {
              maxLength: 2,
              selector: (p) => p.productId,
            })
            .filter((pins) => new Set(pins.map((p) => p.position)).size === pins.length),
          hides: fc.uniqueArray(product, { maxLength: 1 }),
        }),
        fc.constant<QueryRuleActions>({ pins: [], hides: [], redirect: 'https://shop.example.com/x' }),
      ),
      schedule: fc.option(scheduleArb, { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(ruleArb, { maxLength: 4, selector: (r) => r.id }),
        fc.array(synonymGroupArb, { maxLength: 5 }),
        (rules, synonyms) => {
          for (const conflict of findConflicts({ rules, synonyms, pageSize: 6 })) {
            const [suggested] = conflict.resolutions;
            expect(suggested).toBeDefined();
            if (!suggested) continue;
            const fixed = applyConflictFix({ rules, synonyms }, suggested.fix);
            expect(findConflicts({ ...fixed, pageSize: 6 }).map(identity)).not.toContain(identity(conflict));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
