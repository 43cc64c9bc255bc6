import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, readCsv, writeCsv } from '../csv/csv.rules';
import { formatMessage } from '../i18n/i18n.format';
import { enComplete as en } from '../i18n/messages';
import type { SynonymGroup } from './merchandising.schema';
import {
  catalogueVocabulary,
  correctWord,
  editDistance,
  expandSynonyms,
  exportSynonymsCsv,
  importSynonymsCsv,
  MAX_SYNONYM_ALTERNATIVES,
  normaliseSynonymGroup,
  oneWaySynonymFaults,
  redundantSynonymGroups,
  sharedSynonymTerms,
  suggestSynonyms,
  synonymKey,
  synonymLoops,
  validateSynonyms,
} from './merchandising.synonyms';
import { demoProducts, demoQueries, demoStores, synonymGroupArb } from './merchandising.test-support';

const multi = (id: string, ...terms: string[]): SynonymGroup => ({ id, kind: 'multiWay', terms });
const one = (id: string, from: string, ...to: string[]): SynonymGroup => ({ id, kind: 'oneWay', from, to });

/** Any field text, separators, quotes, line ends and formula starts included. */
const fieldArb = fc.string({
  unit: fc.constantFrom('a', 'b', ' ', ',', '"', '\r', '\n', 'é', '\t', '\uFEFF', '=', '+', '-', '@', "'"),
  maxLength: 8,
});

/** What a spreadsheet reads as a formula. */
const FORMULA = /^[=+\-@\t\r]/;

/** A written field's text as a spreadsheet sees it: outer quotes off, doubled quotes single. */
const cellText = (field: string) =>
  field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field;

describe('RFC 4180 CSV', () => {
  it('quotes what must be quoted and ends each record with CRLF', () => {
    expect(
      writeCsv([
        ['a', 'b,c', 'say "hi"'],
        ['line\nbreak', ' padded ', ''],
      ]),
    ).toBe('a,"b,c","say ""hi"""\r\n"line\nbreak"," padded ",\r\n');
  });

  it('reads CRLF and LF files, quoted separators, an unended last line and a byte-order mark', () => {
    expect(readCsv('\uFEFFa,"b,""c"""\nd,"e\r\nf"\r\ng,')).toEqual({
      ok: true,
      records: [
        ['a', 'b,"c"'],
        ['d', 'e\r\nf'],
        ['g', ''],
      ],
      lines: [1, 2, 4],
    });
    expect(readCsv('')).toEqual({ ok: true, records: [], lines: [] });
    expect(readCsv('\r\n')).toEqual({ ok: true, records: [['']], lines: [1] });
  });

  it('writes text a spreadsheet would run as a formula with an apostrophe in front, inside quotes', () => {
    expect(writeCsv([['=SUM(1+1)', '@cmd', '+1', '-shoes', '\tx', '\rx', 'a=b', "'quoted"]])).toBe(
      `"'=SUM(1+1)","'@cmd","'+1","'-shoes","'\tx","'\rx",a=b,'quoted\r\n`,
    );
    // Text that starts with apostrophes before a formula start gets one more, so reading takes exactly one off.
    expect(writeCsv([["'=x", "''-1"]])).toBe(`"''=x","'''-1"\r\n`);
  });

  it('reads a defused formula back without its apostrophe, quoted or as a spreadsheet saves it', () => {
    expect(readCsv(`"'=SUM(1+1)",'@cmd,''=x,'plain,'\r\n`)).toEqual({
      ok: true,
      records: [['=SUM(1+1)', '@cmd', "'=x", "'plain", "'"]],
      lines: [1],
    });
  });

  it('reads back any text as it was, and no written cell starts as a formula', () => {
    fc.assert(
      fc.property(fc.oneof(fieldArb, fc.string({ unit: 'binary', maxLength: 24 })), (text) => {
        const field = csvField(text);
        expect(cellText(field)).not.toMatch(FORMULA);
        expect(field).not.toMatch(FORMULA);
        const read = readCsv(writeCsv([[text, text]]));
        expect(read.ok && read.records).toEqual([[text, text]]);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses an unclosed quote and text after a closing quote, with the line', () => {
    expect(readCsv('a,b\r\nc,"d\r\ne')).toEqual({
      ok: false,
      problem: { messageKey: 'csvUnclosedQuote', line: 2 },
    });
    expect(readCsv('a\n"b"c')).toEqual({ ok: false, problem: { messageKey: 'csvTextAfterQuote', line: 2 } });
  });

  it('reads back exactly what it writes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fieldArb, { minLength: 1, maxLength: 4 }), { maxLength: 5 }),
        (records) => {
          const read = readCsv(writeCsv(records));
          expect(read.ok && read.records).toEqual(records);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('synonym groups', () => {
  it('are kept tidy: terms trimmed, repeats and blanks dropped, a one-way target equal to its source dropped', () => {
    expect(
      normaliseSynonymGroup(multi('a', ' Sneakers ', 'sneaker', 'trainers', '  ', 'running   shoes')),
    ).toEqual(multi('a', 'Sneakers', 'trainers', 'running shoes'));
    expect(normaliseSynonymGroup(one('b', ' tee ', 'T-shirt', 'tees', 't shirt'))).toEqual(
      one('b', 'tee', 'T-shirt'),
    );
  });

  it('need two different terms', () => {
    expect(validateSynonyms([multi('a', 'sneakers', 'trainers'), one('b', 'tee', 't-shirt')]).ok).toBe(true);
    for (const group of [
      multi('a', 'sneakers'),
      multi('a', 'sneakers', ' sneakers'),
      one('b', 'tee'),
      one('b', '', 'tee'),
    ])
      expect(validateSynonyms([group])).toEqual({
        ok: false,
        errors: [{ field: group.id, messageKey: 'synonymGroupTooFewTerms', params: { min: 2 } }],
      });
  });

  it('refuse a term with no letter or digit, naming it, instead of dropping it unsaid', () => {
    for (const [group, term] of [
      [one('a', 'Sneakers', 'Trainers', ' 👟 ', 'حذاء'), '👟'],
      [multi('b', 'sneakers', '!!!', 'trainers'), '!!!'],
      [one('c', '🔥', 'sale'), '🔥'],
    ] as const)
      expect(validateSynonyms([group])).toEqual({
        ok: false,
        errors: [{ field: group.id, messageKey: 'synonymTermNoLetters', params: { term } }],
      });
    // A letter or a digit beside the symbol is enough; a blank term is still only dropped.
    expect(validateSynonyms([multi('d', '👟 shoes', 'sneakers', '  ')]).ok).toBe(true);
    expect(validateSynonyms([one('e', 'tee', 't-shirt', '')]).ok).toBe(true);
    expect(validateSynonyms([multi('f', 'size 42', '42')]).ok).toBe(true);
  });

  it('say which two terms count as one, and why: singular and plural, or capitals, accents and punctuation', () => {
    const refusal = (group: SynonymGroup) => {
      const checked = validateSynonyms([group]);
      const [issue] = checked.ok ? [] : checked.errors;
      return issue && formatMessage(issue.messageKey, issue.params, en);
    };
    expect(refusal(one('b', 'tee', 'tees'))).toBe(
      '"tee" and "tees" count as the same term: singular and plural are searched alike. ' +
        'A synonym group needs at least 2 different terms.',
    );
    expect(refusal(multi('a', 'sneakers', 'Sneaker'))).toBe(
      '"sneakers" and "Sneaker" count as the same term: singular and plural are searched alike. ' +
        'A synonym group needs at least 2 different terms.',
    );
    expect(refusal(multi('a', 'kicks', 'Kicks'))).toBe(
      '"kicks" and "Kicks" count as the same term: capitals, accents and punctuation make no difference. ' +
        'A synonym group needs at least 2 different terms.',
    );
    expect(refusal(one('b', 't-shirt', 'T Shirt', 't-shirt'))).toContain('"t-shirt" and "T Shirt"');
    // Two different terms beside the repeated ones: the group is saved, the repeat dropped.
    expect(validateSynonyms([one('b', 'tee', 'tees', 't-shirt')])).toEqual({
      ok: true,
      value: [one('b', 'tee', 't-shirt')],
    });
  });

  it('mark the fields of a refused one-way group that the message is about', () => {
    const one = (id: string, from: string, ...to: string[]) => ({ id, kind: 'oneWay' as const, from, to });
    expect(oneWaySynonymFaults(one('b', ''))).toEqual({ from: true, to: true });
    expect(oneWaySynonymFaults(one('b', ' ', ' , '))).toEqual({ from: true, to: true });
    expect(oneWaySynonymFaults(one('b', 'tee'))).toEqual({ from: false, to: true });
    expect(oneWaySynonymFaults(one('b', '', 'tee'))).toEqual({ from: true, to: false });
    expect(oneWaySynonymFaults(one('b', 'tee', 'tees'))).toEqual({ from: true, to: true });
  });

  it('warn about groups a search enters by the same term, on each group of the pair', () => {
    const issues = sharedSynonymTerms([
      multi('a', 'sneakers', 'trainers'),
      multi('b', 'kicks', 'Sneaker'),
      one('c', 'tee', 't-shirt'),
      one('d', 'tee', 'tshirt'),
      one('e', 'sneekers', 'sneakers'),
      multi('f', 'boots', 'wellies'),
    ]);
    expect(issues).toEqual([
      { field: 'a', messageKey: 'synonymTermShared', params: { term: 'sneakers', group: 'kicks, Sneaker' } },
      {
        field: 'b',
        messageKey: 'synonymTermShared',
        params: { term: 'Sneaker', group: 'sneakers, trainers' },
      },
      { field: 'c', messageKey: 'synonymTermShared', params: { term: 'tee', group: 'tee → tshirt' } },
      { field: 'd', messageKey: 'synonymTermShared', params: { term: 'tee', group: 'tee → t-shirt' } },
    ]);
    const [first] = issues;
    expect(first && formatMessage(first.messageKey, first.params, en)).toBe(
      'Another group also starts from "sneakers" (kicks, Sneaker). A search for "sneakers" uses both, but their other terms are not synonyms of each other: merge the groups if they should be.',
    );
    // A one-way group leading to a term another group starts from, and a group that repeats another, are
    // not warned of here: the first is how one-way synonyms chain, the second has its own warning.
    expect(
      sharedSynonymTerms([one('x', 'sneekers', 'sneakers'), multi('y', 'sneakers', 'trainers')]),
    ).toEqual([]);
    expect(sharedSynonymTerms([multi('x', 'tee', 't-shirt'), one('y', 'tee', 't-shirt')])).toEqual([]);
    // Nor is a group that cannot be saved ("tee → tees" is one term twice): its error says what to fix.
    expect(sharedSynonymTerms([one('x', 'tee', 'tees'), one('y', 'tee', 't-shirt')])).toEqual([]);
    // What is warned of is exactly what a search shows: the shared term expands through both groups, and a
    // term of one group does not reach the other's.
    const [warned] = sharedSynonymTerms([
      multi('a', 'sneakers', 'trainers'),
      multi('b', 'sneakers', 'kicks'),
    ]);
    expect(warned?.params?.term).toBe('sneakers');
    const groups = [multi('a', 'sneakers', 'trainers'), multi('b', 'sneakers', 'kicks')];
    expect(expandSynonyms('sneakers', groups).map((v) => v.text)).toEqual(['trainers', 'kicks']);
    expect(expandSynonyms('trainers', groups).map((v) => v.text)).toEqual(['sneakers']);
    fc.assert(
      fc.property(fc.array(synonymGroupArb, { maxLength: 8 }), (generated) => {
        const issues = sharedSynonymTerms(generated);
        // At most one warning per group, and each names a term that another group really starts from.
        expect(new Set(issues.map((i) => i.field)).size).toBe(issues.length);
        for (const issue of issues) {
          const key = synonymKey(String(issue.params?.term));
          const starting = generated.filter((g) =>
            (g.kind === 'multiWay' ? g.terms : [g.from]).some((t) => synonymKey(t) === key),
          );
          expect(starting.length).toBeGreaterThan(1);
        }
      }),
    );
  });

  it('warn about a group whose terms another single group already makes synonyms', () => {
    const kept = multi('s', 'sneakers', 'trainers', 'kicks');
    expect(
      redundantSynonymGroups([multi('n', 'trainers', 'sneakers'), kept, one('t', 'tee', 't-shirt')]),
    ).toEqual([
      {
        field: 'n',
        messageKey: 'synonymGroupRedundant',
        params: { group: 'sneakers, trainers, kicks' },
      },
    ]);
    const [warning] = redundantSynonymGroups([multi('n', 'Trainer', 'kicks'), kept]);
    expect(warning && formatMessage(warning.messageKey, warning.params, en)).toBe(
      'These terms are already synonyms in another group (sneakers, trainers, kicks), so this group changes no search.',
    );
    // A one-way group inside a multi-way one, and a one-way group inside a wider one-way group.
    expect(
      redundantSynonymGroups([
        one('a', 'kicks', 'sneakers'),
        kept,
        one('b', 'tee', 't-shirt'),
        one('c', 'tee', 't-shirt', 'top'),
      ]).map((issue) => [issue.field, issue.params?.group]),
    ).toEqual([
      ['a', 'sneakers, trainers, kicks'],
      ['b', 'tee → t-shirt, top'],
    ]);
    // The same group twice: each names the other.
    expect(
      redundantSynonymGroups([multi('x', 'a', 'b'), multi('y', 'b', 'a')]).map((issue) => issue.field),
    ).toEqual(['x', 'y']);
    // Overlapping groups each add something; a group of too few terms has nothing to repeat.
    expect(
      redundantSynonymGroups([
        multi('x', 'sneakers', 'shoes'),
        kept,
        one('y', 'sneakers', 'kicks', 'boots'),
        multi('z', 'kicks'),
      ]),
    ).toEqual([]);
    fc.assert(
      fc.property(fc.array(synonymGroupArb, { maxLength: 8 }), (groups) => {
        for (const issue of redundantSynonymGroups(groups)) {
          const index = groups.findIndex((group) => group.id === issue.field);
          const without = groups.filter((_, i) => i !== index);
          // Dropping a redundant group changes no query's expansion.
          for (const query of ['running shoes', 'red nike', 'sneakers', 'trail rain jacket', 'sale'])
            expect(new Set(expandSynonyms(query, without).map((a) => a.text))).toEqual(
              new Set(expandSynonyms(query, groups).map((a) => a.text)),
            );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('expand a query one step: multi-way both ways, one-way from the source only', () => {
    const groups = [multi('m', 'sneakers', 'trainers', 'running shoes'), one('o', 'tee', 't-shirt')];
    expect(expandSynonyms('white Sneaker', groups).map((a) => a.text)).toEqual([
      'white trainers',
      'white running shoes',
    ]);
    expect(expandSynonyms('red running shoes', groups).map((a) => [a.text, a.from, a.to])).toEqual([
      ['red sneakers', 'running shoes', 'sneakers'],
      ['red trainers', 'running shoes', 'trainers'],
    ]);
    expect(expandSynonyms('black tee', groups).map((a) => a.text)).toEqual(['black t shirt']);
    expect(expandSynonyms('black t-shirt', groups)).toEqual([]);
    // One step only: a chain a -> b -> c gives b, not c.
    expect(expandSynonyms('a', [one('1', 'a', 'b'), one('2', 'b', 'c')]).map((x) => x.text)).toEqual(['b']);
  });

  it('never expand past the limit, and never to the query itself', () => {
    fc.assert(
      fc.property(
        fc.array(synonymGroupArb, { maxLength: 12 }),
        fc.constantFrom('running shoes', 'red trail jacket', 'sale', 'sneekers'),
        (groups, query) => {
          const variants = expandSynonyms(query, groups);
          expect(variants.length).toBeLessThanOrEqual(MAX_SYNONYM_ALTERNATIVES);
          const keys = variants.map((v) => synonymKey(v.text));
          expect(new Set(keys).size).toBe(keys.length);
          expect(keys).not.toContain(synonymKey(query));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('export to CSV and import back unchanged', () => {
    const groups = [
      multi('g1', 'sneakers', 'trainers', 'running, "fast" shoes'),
      one('g2', 'tee', 't-shirt', 'top'),
    ];
    const csv = exportSynonymsCsv(groups);
    expect(csv).toBe(
      'group,type,from,term\r\ng1,multi-way,,sneakers\r\ng1,multi-way,,trainers\r\ng1,multi-way,,"running, ""fast"" shoes"\r\n' +
        'g2,one-way,tee,t-shirt\r\ng2,one-way,tee,top\r\n',
    );
    expect(importSynonymsCsv(csv)).toEqual({ ok: true, value: groups });
    const formulas = [multi('=g', '=SUM(1+1)', '@cmd', '-shoes'), one('+g', "'=tee", '+top')];
    const defused = exportSynonymsCsv(formulas);
    expect(defused).toBe(
      `group,type,from,term\r\n"'=g",multi-way,,"'=SUM(1+1)"\r\n"'=g",multi-way,,"'@cmd"\r\n"'=g",multi-way,,"'-shoes"\r\n` +
        `"'+g",one-way,"''=tee","'+top"\r\n`,
    );
    expect(importSynonymsCsv(defused)).toEqual({ ok: true, value: formulas });
    fc.assert(
      fc.property(fc.uniqueArray(synonymGroupArb, { maxLength: 6, selector: (g) => g.id }), (generated) => {
        const valid = validateSynonyms(generated);
        if (!valid.ok) return;
        expect(importSynonymsCsv(exportSynonymsCsv(valid.value))).toEqual({ ok: true, value: valid.value });
      }),
      { numRuns: 300 },
    );
  });

  it('import a spreadsheet file, and say which line is wrong', () => {
    expect(
      importSynonymsCsv('\uFEFFGroup,Type,From,Term\n\na,multi-way,,hoodie\na,multi-way,,sweatshirt\n'),
    ).toEqual({
      ok: true,
      value: [multi('a', 'hoodie', 'sweatshirt')],
    });
    expect(importSynonymsCsv('name,terms\n')).toMatchObject({
      ok: false,
      errors: [{ messageKey: 'synonymCsvHeader' }],
    });
    expect(importSynonymsCsv('group,type,from,term\na,two-way,,x\nb,one-way,tee\n')).toMatchObject({
      ok: false,
      errors: [
        { messageKey: 'synonymCsvRow', params: { line: 2 } },
        { messageKey: 'synonymCsvRow', params: { line: 3 } },
      ],
    });
    expect(
      importSynonymsCsv('group,type,from,term\na,one-way,tee,shirt\na,one-way,top,shirt\n'),
    ).toMatchObject({
      ok: false,
      errors: [{ messageKey: 'synonymCsvMixedGroup', params: { line: 3, group: 'a' } }],
    });
    // A group the editor would refuse is named by its first line and its name.
    expect(
      importSynonymsCsv('group,type,from,term\nok,multi-way,,a\nok,multi-way,,b\nx,multi-way,,lonely\n'),
    ).toMatchObject({
      ok: false,
      errors: [{ messageKey: 'synonymGroupTooFewTerms', params: { line: 4, csvGroup: 'x' } }],
    });
    expect(
      importSynonymsCsv('group,type,from,term\n\ne,one-way,sneaker,👟\ne,one-way,sneaker,trainer\n'),
    ).toMatchObject({
      ok: false,
      errors: [{ messageKey: 'synonymTermNoLetters', params: { term: '👟', line: 3, csvGroup: 'e' } }],
    });
    expect(importSynonymsCsv('group,type,from,term\na,multi-way,,"open\n')).toMatchObject({
      ok: false,
      errors: [{ messageKey: 'csvUnclosedQuote', params: { line: 2 } }],
    });
  });

  it('find loops of one-way synonyms, treating a multi-way group as one term', () => {
    expect(synonymLoops([one('1', 'tee', 't-shirt'), one('2', 't-shirt', 'tee')])).toEqual([
      { groupIds: ['1', '2'], terms: ['tee', 't-shirt'] },
    ]);
    expect(
      synonymLoops([one('1', 'a', 'b'), one('2', 'b', 'c'), one('3', 'c', 'a'), one('4', 'c', 'd')]),
    ).toEqual([{ groupIds: ['1', '2', '3'], terms: ['a', 'b', 'c'] }]);
    expect(synonymLoops([one('1', 'a', 'b'), multi('m', 'b', 'c', 'e'), one('3', 'c', 'A')])).toEqual([
      { groupIds: ['1', 'm', '3'], terms: ['b', 'c', 'e', 'a'] },
    ]);
    // Within one multi-way group a one-way rewrite is redundant, not a loop.
    expect(synonymLoops([multi('m', 'a', 'b'), one('1', 'a', 'b'), one('2', 'b', 'a')])).toEqual([]);
    expect(synonymLoops([one('1', 'a', 'b'), one('2', 'b', 'c')])).toEqual([]);
  });
});

describe('synonym suggestions', () => {
  it('measure edits as insertions, deletions, substitutions and swaps', () => {
    expect(editDistance('sneekers', 'sneakers')).toBe(1);
    expect(editDistance('hodie', 'hoodie')).toBe(1);
    expect(editDistance('nkie', 'nike')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), fc.string({ maxLength: 7 }), (a, b) => {
        const d = editDistance(a, b);
        expect(d).toBe(editDistance(b, a));
        expect(d === 0).toBe(a === b);
        expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
        expect(d).toBeGreaterThanOrEqual(Math.abs(a.length - b.length));
      }),
      { numRuns: 500 },
    );
  });

  it('correct a word to the closest catalogue word, and leave known words and plurals alone', () => {
    const vocabulary = catalogueVocabulary(demoProducts);
    expect(correctWord('sneekers', vocabulary)).toEqual({ from: 'sneekers', to: 'sneakers', distance: 1 });
    expect(correctWord('jaket', vocabulary)).toEqual({ from: 'jaket', to: 'jacket', distance: 1 });
    expect(correctWord('hoodie', vocabulary)).toBeNull();
    expect(correctWord('jackets', vocabulary)).toBeNull();
    expect(correctWord('xqzvw', vocabulary)).toBeNull();
  });

  it("come from the demo store's never-clicked misspellings, most searched first", () => {
    const suggestions = suggestSynonyms({
      queries: demoQueries,
      vocabulary: catalogueVocabulary(demoProducts),
      groups: [],
    });
    expect(suggestions.map((s) => [s.query, s.group.from, s.group.to])).toEqual(
      expect.arrayContaining([
        ['sneekers', 'sneekers', ['sneakers']],
        ['rain jaket', 'rain jaket', ['rain jacket']],
        ['hodie', 'hodie', ['hoodie']],
      ]),
    );
    const counts = suggestions.map((s) => s.searchCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const s of suggestions) expect(s.clicks).toBe(0);
    // Every demo store's misspellings are suggested: 'addidas' and 'nkie air' too where they were searched.
    for (const store of demoStores) {
      const typos = store.queries.filter((q) => q.clicks === 0).map((q) => q.query);
      const suggested = suggestSynonyms({
        queries: store.queries,
        vocabulary: catalogueVocabulary(store.products),
        groups: [],
      });
      expect(suggested.map((s) => s.query).sort()).toEqual([...typos].sort());
    }
  });

  it("leave out what the store's synonyms already fix", () => {
    const vocabulary = catalogueVocabulary(demoProducts);
    const fixed = suggestSynonyms({
      queries: demoQueries,
      vocabulary,
      groups: [one('s', 'sneekers', 'sneakers')],
    });
    expect(fixed.map((s) => s.query)).not.toContain('sneekers');
    const unrelated = suggestSynonyms({
      queries: demoQueries,
      vocabulary,
      groups: [one('s', 'sneekers', 'boots')],
    });
    expect(unrelated.map((s) => s.query)).toContain('sneekers');
    expect(suggestSynonyms({ queries: demoQueries, vocabulary, groups: [], limit: 1 })).toHaveLength(1);
  });
});
