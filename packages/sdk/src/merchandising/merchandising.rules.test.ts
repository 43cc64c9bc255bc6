import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage as formatWith, type MessageParams } from '../i18n/i18n.format';
import { enComplete as en, type MessageKey } from '../i18n/messages';
import { toNumber } from '../validation/validation.rules';
import {
  byPrecedence,
  HOST_NAME_MAX_LENGTH,
  isRedirectHost,
  matchesQuery,
  normaliseActions,
  normaliseRedirect,
  QUERY_RULE_MAX_QUERY_LENGTH,
  QUERY_RULE_PAGE_SIZE,
  queryRuleWarnings,
  validateQueryRule,
} from './merchandising.rules';
import type { QueryRuleFields } from './merchandising.schema';
import { actionsArb, matchKindArb, queryArb, textArb } from './merchandising.test-support';
import { analyse, foldPlural, normaliseQuery, queryWords } from './merchandising.text';

/** The English text of a message, areas included. */
const formatMessage = (key: MessageKey, params?: MessageParams) => formatWith(key, params, en);

/** The same text as typed carelessly: other case, accents on vowels, runs of spaces and tabs. */
const carelessArb = (text: string) =>
  fc
    .array(fc.tuple(fc.boolean(), fc.boolean(), fc.constantFrom(' ', '  ', '\t', ' \u00a0')), {
      minLength: text.length + 1,
      maxLength: text.length + 1,
    })
    .map((choices) => {
      const accents: Record<string, string> = { a: 'á', e: 'é', i: 'ï', o: 'ô', u: 'ü', n: 'ñ' };
      let out = choices[0]?.[2] ?? '';
      [...text].forEach((char, i) => {
        const [upper, accent, space] = choices[i + 1] ?? [false, false, ' '];
        if (char === ' ') out += space;
        else {
          const marked = accent ? (accents[char] ?? char) : char;
          out += upper ? marked.toUpperCase() : marked;
        }
      });
      return out;
    });

const rule = (fields: Partial<QueryRuleFields> & Pick<QueryRuleFields, 'actions'>): QueryRuleFields => ({
  storeId: '201',
  storeType: 'shopify',
  matchKind: 'contains',
  matchText: 'running shoes',
  enabled: true,
  ...fields,
});

const keysOf = (result: ReturnType<typeof validateQueryRule>) =>
  result.ok ? [] : result.errors.map((e) => e.messageKey);

describe('query normalisation', () => {
  it('folds case, accents and spaces, and is idempotent', () => {
    expect(normaliseQuery('  Rünning \t SHOES  ')).toBe('running shoes');
    expect(normaliseQuery('Café  Crème')).toBe('cafe creme');
    expect(queryWords('   ')).toEqual([]);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (text) => {
        const once = normaliseQuery(text);
        expect(normaliseQuery(once)).toBe(once);
        expect(once).toBe(once.trim());
        expect(once).not.toMatch(/\s{2}|\p{M}/u);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a carelessly typed text as the same words', () => {
    fc.assert(
      fc.property(
        textArb.chain((text) => carelessArb(text).map((typed) => [text, typed] as const)),
        ([text, typed]) => {
          expect(normaliseQuery(typed)).toBe(text);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('folds plurals to one singular, and folding twice changes nothing', () => {
    expect(analyse('Running Shoes')).toEqual(['running', 'shoe']);
    expect(analyse('Hoodies, T-Shirts & dresses')).toEqual(['hoodie', 't', 'shirt', 'dress']);
    expect(analyse('Boxes of watches')).toEqual(['box', 'of', 'watch']);
    expect(foldPlural('dress')).toBe('dress');
    expect(foldPlural('bus')).toBe('bus');
    expect(foldPlural('gas')).toBe('gas');
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{0,10}$/), (word) => {
        expect(foldPlural(foldPlural(word))).toBe(foldPlural(word));
        // It takes off at most the plural ending ("axes" -> "ax" is the rule's known slip).
        expect(foldPlural(`${word}s`).length).toBeGreaterThanOrEqual(word.length - 1);
        expect(`${word}s`.startsWith(foldPlural(`${word}s`))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('matching a rule to a query', () => {
  it('compares whole words: contains is not a substring match', () => {
    const contains = { matchKind: 'contains', matchText: 'shoe' } as const;
    expect(matchesQuery(contains, 'red shoe sale')).toBe(true);
    expect(matchesQuery(contains, 'snowshoe')).toBe(false);
    expect(matchesQuery({ matchKind: 'startsWith', matchText: 'running' }, 'Running shoes')).toBe(true);
    expect(matchesQuery({ matchKind: 'startsWith', matchText: 'shoes' }, 'running shoes')).toBe(false);
    expect(matchesQuery({ matchKind: 'equals', matchText: 'Rünning  Shoes' }, 'running shoes')).toBe(true);
    expect(matchesQuery({ matchKind: 'equals', matchText: 'running' }, 'running shoes')).toBe(false);
    expect(matchesQuery({ matchKind: 'contains', matchText: '   ' }, 'anything')).toBe(false);
  });

  it('equals implies startsWith implies contains, whatever the query', () => {
    fc.assert(
      fc.property(textArb, queryArb, (text, query) => {
        const as = (matchKind: 'equals' | 'startsWith' | 'contains') =>
          matchesQuery({ matchKind, matchText: text }, query);
        if (as('equals')) expect(as('startsWith')).toBe(true);
        if (as('startsWith')) expect(as('contains')).toBe(true);
        expect(as('equals')).toBe(normaliseQuery(query) === text);
      }),
      { numRuns: 500 },
    );
  });

  it('does not care how either side was typed', () => {
    fc.assert(
      fc.property(
        matchKindArb,
        textArb.chain((t) => carelessArb(t).map((c) => [t, c] as const)),
        queryArb.chain((q) => carelessArb(q).map((c) => [q, c] as const)),
        (matchKind, [text, typedText], [query, typedQuery]) => {
          expect(matchesQuery({ matchKind, matchText: typedText }, typedQuery)).toBe(
            matchesQuery({ matchKind, matchText: text }, query),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('orders rules most specific first and keeps the order of equals', () => {
    const a = { matchKind: 'contains', matchText: 'shoes' } as const;
    const b = { matchKind: 'contains', matchText: 'running shoes' } as const;
    const c = { matchKind: 'equals', matchText: 'running shoes' } as const;
    const d = { matchKind: 'startsWith', matchText: 'running' } as const;
    const e = { matchKind: 'contains', matchText: 'trail' } as const;
    expect(byPrecedence([a, e, b, d, c])).toEqual([c, d, b, a, e]);
  });
});

describe('validating a query rule', () => {
  const pins = (...list: [string, number][]) =>
    list.map(([productId, position]) => ({ productId, position }));

  it('accepts a valid rule and returns it as saved', () => {
    const result = validateQueryRule(
      rule({
        matchText: '  Running   SHOES ',
        actions: { pins: pins(['7', 2], ['5', 1]), hides: ['9', '9'] },
      }),
    );
    expect(result).toEqual({
      ok: true,
      value: rule({ matchText: 'running shoes', actions: { pins: pins(['5', 1], ['7', 2]), hides: ['9'] } }),
    });
  });

  it('refuses an empty query and a rule without an action', () => {
    expect(keysOf(validateQueryRule(rule({ matchText: ' \t ', actions: { pins: [], hides: [] } })))).toEqual([
      'queryRuleEmptyQuery',
      'queryRuleNoAction',
    ]);
  });

  it('takes a query of up to QUERY_RULE_MAX_QUERY_LENGTH characters as saved, and refuses a longer one', () => {
    const withQuery = (matchText: string) => rule({ matchText, actions: { pins: [], hides: ['9'] } });
    const longest = `${'ab '.repeat(QUERY_RULE_MAX_QUERY_LENGTH).slice(0, QUERY_RULE_MAX_QUERY_LENGTH - 1)}é`;
    expect(validateQueryRule(withQuery(longest)).ok).toBe(true);
    // What is saved counts: spaces around and between the words are not the query's.
    expect(validateQueryRule(withQuery(`   ${longest.replaceAll(' ', '    ')}   `)).ok).toBe(true);
    expect(validateQueryRule(withQuery(`${longest}x`))).toEqual({
      ok: false,
      errors: [
        {
          field: 'matchText',
          messageKey: 'queryRuleQueryTooLong',
          params: { max: QUERY_RULE_MAX_QUERY_LENGTH },
        },
      ],
    });
  });

  it('takes pin positions from 1 to the page size, each once, each product once', () => {
    expect(
      keysOf(
        validateQueryRule(
          rule({ actions: { pins: pins(['1', 1], ['2', QUERY_RULE_PAGE_SIZE]), hides: [] } }),
        ),
      ),
    ).toEqual([]);
    expect(keysOf(validateQueryRule(rule({ actions: { pins: pins(['1', 0]), hides: [] } })))).toEqual([
      'queryRulePinPositionOutOfRange',
    ]);
    expect(
      keysOf(
        validateQueryRule(rule({ actions: { pins: pins(['1', QUERY_RULE_PAGE_SIZE + 1]), hides: [] } })),
      ),
    ).toEqual(['queryRulePinPositionOutOfRange']);
    expect(
      keysOf(validateQueryRule(rule({ actions: { pins: pins(['1', 3], ['1', 4]), hides: [] } }))),
    ).toEqual(['queryRuleProductPinnedTwice']);
    expect(
      keysOf(validateQueryRule(rule({ actions: { pins: pins(['1', 3], ['2', 3]), hides: [] } }))),
    ).toEqual(['queryRulePositionTaken']);
    expect(
      keysOf(validateQueryRule(rule({ actions: { pins: pins(['1', 3]), hides: [] } }), { pageSize: 2 })),
    ).toEqual(['queryRulePinPositionOutOfRange']);
    const outOfRange = validateQueryRule(rule({ actions: { pins: pins(['1', 30]), hides: [] } }));
    const [issue] = outOfRange.ok ? [] : outOfRange.errors;
    // The message names the pin's product by id; the editor puts its title in and shows it by that pin.
    expect(issue).toEqual({
      field: 'pins',
      messageKey: 'queryRulePinPositionOutOfRange',
      params: { product: '1', position: 30, max: 24 },
    });
    expect(
      formatMessage(issue?.messageKey ?? 'loading', { ...issue?.params, product: 'Hoka Pro Backpack' }),
    ).toBe('Hoka Pro Backpack is pinned at position 30; positions go from 1 to 24.');
    const taken = validateQueryRule(rule({ actions: { pins: pins(['1', 3], ['2', 3]), hides: [] } }));
    expect(taken.ok ? [] : taken.errors.map((e) => e.params?.product)).toEqual(['2']);
  });

  it('asks for a position typed empty, as no number or as a fraction, and never shows it as NaN', () => {
    // The editor reads each position as typed with `toNumber`: '' and 'abc' give NaN.
    const typed = (position: string) => {
      const result = validateQueryRule(
        rule({ actions: { pins: [{ productId: '1', position: toNumber(position) }], hides: [] } }),
      );
      return result.ok ? [] : result.errors;
    };
    const asked = {
      field: 'pins',
      messageKey: 'queryRulePinPositionMissing',
      params: { product: '1', max: QUERY_RULE_PAGE_SIZE },
    };
    for (const position of ['', '  ', 'abc', '2.5', '0.5', String(QUERY_RULE_PAGE_SIZE - 0.5)])
      expect(typed(position), position).toEqual([asked]);
    expect(typed('1')).toEqual([]);
    expect(typed(String(QUERY_RULE_PAGE_SIZE))).toEqual([]);
    for (const position of ['0', String(QUERY_RULE_PAGE_SIZE + 1)])
      expect(typed(position).map((e) => e.messageKey)).toEqual(['queryRulePinPositionOutOfRange']);
    const said = formatMessage('queryRulePinPositionMissing', {
      ...asked.params,
      product: 'Hoka Pro Backpack',
    });
    expect(said).toBe('Enter a position for Hoka Pro Backpack: a whole number from 1 to 24.');
    for (const position of ['', 'abc']) {
      const [issue] = typed(position);
      expect(formatMessage(issue?.messageKey ?? 'loading', issue?.params)).not.toContain('NaN');
    }
  });

  it('takes https redirects only, and only on their own', () => {
    const redirect = (to: string, more = {}) =>
      keysOf(validateQueryRule(rule({ actions: { pins: [], hides: [], redirect: to, ...more } })));
    expect(redirect('https://shop.example.com/returns')).toEqual([]);
    expect(redirect('shop.example.com/returns')).toEqual([]);
    expect(redirect('http://shop.example.com/returns')).toEqual(['queryRuleRedirectNotHttps']);
    expect(redirect('javascript:alert(1)')).toEqual(['queryRuleRedirectInvalid']);
    expect(redirect('JavaScript:alert(document.cookie)//x.com')).toEqual(['queryRuleRedirectInvalid']);
    expect(redirect('data:text/html,hi')).toEqual(['queryRuleRedirectInvalid']);
    expect(redirect('returns')).toEqual(['queryRuleRedirectInvalid']);
    expect(redirect('https://shop.example.com/returns', { hides: ['1'] })).toEqual([
      'queryRuleRedirectAlone',
    ]);
    expect(normaliseRedirect(' shop.example.com/returns ')).toBe('https://shop.example.com/returns');
  });

  it('redirects only to a host name: ports, international names and paths with spaces are fine', () => {
    const redirect = (to: string) =>
      keysOf(validateQueryRule(rule({ actions: { pins: [], hides: [], redirect: to } })));
    for (const to of [
      'https://shop.example.com:8443/returns',
      'https://shop.example.com/returns?size=42#top',
      'https://xn--bcher-kva.example/',
      'https://bücher.example/',
      'https://shop.example.com/gift cards',
      'https://a-b.c-d.example.co.uk/',
      `https://${'a'.repeat(63)}.example/`,
    ])
      expect({ to, keys: redirect(to) }).toEqual({ to, keys: [] });
    expect(normaliseRedirect('https://Bücher.example/gift cards')).toBe(
      'https://xn--bcher-kva.example/gift%20cards',
    );
    for (const to of [
      'https://a..example.com/',
      'https://-shop.example.com/',
      'https://shop-.example.com/',
      'https://shop_1.example.com/',
      'https://exa$mple.com/',
      `https://${'a'.repeat(64)}.example/`,
      'https://1.2.3.4/',
      'https://[::1]/',
      'https:// spaces here.com',
      'http:// spaces here.com',
      'http://a..example.com/',
    ])
      expect({ to, keys: redirect(to) }).toEqual({ to, keys: ['queryRuleRedirectInvalid'] });
  });

  it('tells a host name from other hosts a URL parser lets through', () => {
    expect(isRedirectHost('shop.example.com')).toBe(true);
    expect(isRedirectHost('xn--bcher-kva.example')).toBe(true);
    expect(isRedirectHost('a1.b2')).toBe(true);
    // How a browser's parser keeps `https:// spaces here.com`.
    expect(isRedirectHost('%20spaces%20here.com')).toBe(false);
    expect(isRedirectHost('spaces here.com')).toBe(false);
    expect(isRedirectHost('localhost')).toBe(false);
    expect(isRedirectHost('example.')).toBe(false);
    expect(isRedirectHost('.example')).toBe(false);
    expect(isRedirectHost('example.123')).toBe(false);
    const label = (n: number) => 'a'.repeat(n);
    const longest = [label(63), label(63), label(63), label(61)].join('.');
    expect(longest).toHaveLength(HOST_NAME_MAX_LENGTH);
    expect(isRedirectHost(longest)).toBe(true);
    expect(isRedirectHost(`a${longest}`)).toBe(false);
  });

  it('checks bury and boost like the rule form', () => {
    const empty = { pins: [], hides: [] };
    const tag = {
      conditionType: 'all' as const,
      conditions: [{ id: 'c', field: 'tag', operator: 'is' as const, value: ['clearance'] }],
    };
    expect(
      keysOf(
        validateQueryRule(
          rule({ actions: { ...empty, bury: { productIds: [], conditionType: 'all', conditions: [] } } }),
        ),
      ),
    ).toEqual(['queryRuleBuryEmpty']);
    expect(
      keysOf(
        validateQueryRule(
          rule({ actions: { ...empty, boost: { conditionType: 'all', conditions: [], weight: 2 } } }),
        ),
      ),
    ).toEqual(['addAtLeastOneCondition']);
    // Each message under its own field: the conditions' under the boost, the weight's under the weight.
    const both = validateQueryRule(
      rule({ actions: { ...empty, boost: { conditionType: 'all', conditions: [], weight: 11 } } }),
    );
    expect(both.ok ? [] : both.errors.map((e) => [e.field, e.messageKey])).toEqual([
      ['boost', 'addAtLeastOneCondition'],
      ['boostWeight', 'ruleBoostOutOfRange'],
    ]);
    for (const weight of [0.9, 10.1, 2.55, Number.NaN])
      expect(keysOf(validateQueryRule(rule({ actions: { ...empty, boost: { ...tag, weight } } })))).toEqual([
        'ruleBoostOutOfRange',
      ]);
    expect(keysOf(validateQueryRule(rule({ actions: { ...empty, boost: { ...tag, weight: 10 } } })))).toEqual(
      [],
    );
    const bad = {
      conditionType: 'all' as const,
      conditions: [{ id: 'c', field: 'featured', operator: 'is' as const, value: ['maybe'] }],
    };
    expect(
      keysOf(validateQueryRule(rule({ actions: { ...empty, bury: { productIds: ['1'], ...bad } } }))),
    ).toEqual(['ruleConditionValueInvalid']);
  });

  it('checks the schedule', () => {
    const hides = { pins: [], hides: ['1'] };
    const at = (schedule: QueryRuleFields['schedule']) =>
      keysOf(validateQueryRule(rule({ actions: hides, schedule })));
    expect(at({ start: '2026-11-27T00:00', end: '2026-11-30T00:00', timeZone: 'Europe/Stockholm' })).toEqual(
      [],
    );
    expect(at({ start: '2026-11-30T00:00', end: '2026-11-27T00:00', timeZone: 'Europe/Stockholm' })).toEqual([
      'scheduleEndsBeforeStart',
    ]);
    expect(at({ start: '2026-11-27T00:00', end: '2026-11-27T00:00', timeZone: 'Europe/Stockholm' })).toEqual([
      'scheduleEndsBeforeStart',
    ]);
    expect(at({ start: '2026-02-30T00:00', timeZone: 'Europe/Stockholm' })).toEqual(['scheduleDateInvalid']);
    expect(at({ start: '2026-11-27T00:00', timeZone: 'Mars/Olympus' })).toEqual(['scheduleTimeZoneInvalid']);
  });

  it('warns, without refusing, about a schedule that has already ended', () => {
    const now = Date.UTC(2026, 10, 29, 12, 0);
    const ended = (schedule: QueryRuleFields['schedule']) =>
      queryRuleWarnings({ schedule }, now).map((w) => [w.field, w.messageKey]);
    const warned = [['schedule', 'queryRuleScheduleEnded']];
    expect(ended({ end: '2026-11-29T12:00', timeZone: 'UTC' })).toEqual(warned);
    expect(ended({ start: '2026-11-01T00:00', end: '2026-11-29T11:59', timeZone: 'UTC' })).toEqual(warned);
    expect(ended({ end: '2026-11-29T12:01', timeZone: 'UTC' })).toEqual([]);
    // 12:00 UTC is 13:00 in Stockholm: an end at 13:30 there is still ahead, one at 12:30 has passed.
    expect(ended({ end: '2026-11-29T13:30', timeZone: 'Europe/Stockholm' })).toEqual([]);
    expect(ended({ end: '2026-11-29T12:30', timeZone: 'Europe/Stockholm' })).toEqual(warned);
    expect(ended({ start: '2026-11-01T00:00', timeZone: 'UTC' })).toEqual([]);
    expect(ended(undefined)).toEqual([]);
    // A schedule the validation refuses gets its error, not this warning as well.
    expect(ended({ start: '2026-11-20T00:00', end: '2026-11-10T00:00', timeZone: 'UTC' })).toEqual([]);
    expect(ended({ end: '2026-11-10T00:00', timeZone: 'Mars/Olympus' })).toEqual([]);
    expect(
      validateQueryRule(
        rule({ actions: { pins: [], hides: ['1'] }, schedule: { end: '2026-11-10T00:00', timeZone: 'UTC' } }),
      ).ok,
    ).toBe(true);
  });

  it('accepts every generated valid rule, unchanged by saving it again', () => {
    fc.assert(
      fc.property(textArb, matchKindArb, actionsArb(), (matchText, matchKind, actions) => {
        const result = validateQueryRule(rule({ matchText, matchKind, actions }));
        expect(result.ok).toBe(true);
        if (result.ok) {
          expect(validateQueryRule(result.value)).toEqual(result);
          expect(normaliseActions(result.value.actions)).toEqual(result.value.actions);
        }
      }),
      { numRuns: 300 },
    );
  });
});
