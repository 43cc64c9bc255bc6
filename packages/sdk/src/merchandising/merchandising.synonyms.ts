import { readCsv, writeCsv } from '../csv/csv.rules';
import type { MessageKey } from '../i18n/messages';
import { invalid, type ValidationIssue, type ValidationResult, valid } from '../validation/validation.rules';
import type { SynonymCorrection, SynonymGroup, SynonymSuggestion } from './merchandising.schema';
import { analyse, foldPlural, normaliseQuery, surfaceTerms } from './merchandising.text';

/**
 * Synonyms at query time. A multi-way group lets any of its terms stand for any other; a one-way group lets
 * its `from` term stand for each `to` term. A query is expanded one step: each term of a group found in the
 * query (as consecutive terms, compared after analysis, so "Sneaker" finds the group of "sneakers") gives
 * one variant of the query with that term replaced. Variants are not expanded again, so chains do not
 * compound (a chain that loops is reported by the conflict checks instead).
 */

/** Most variants one query expands to, so a long synonym list cannot make one search run away. */
export const MAX_SYNONYM_ALTERNATIVES = 16;

/** Catalogue labels of the group kinds. */
export const SYNONYM_KIND_LABELS = {
  multiWay: 'synonymKindMultiWay',
  oneWay: 'synonymKindOneWay',
} as const satisfies Record<SynonymGroup['kind'], MessageKey>;

/** The fewest distinct terms a group needs to mean anything. */
export const MIN_SYNONYM_TERMS = 2;

/** One rewrite a group allows. */
export interface SynonymRewrite {
  /** The group. */
  readonly groupId: string;
  /** The term found in the query. */
  readonly from: string;
  /** The term it is replaced with. */
  readonly to: string;
}

/** A variant of a query a synonym produced. */
export interface SynonymAlternative extends SynonymRewrite {
  /** The query with the term replaced. */
  readonly text: string;
}

/** A term's key for comparisons: its analysed terms joined by spaces. */
export function synonymKey(term: string): string {
  return analyse(term).join(' ');
}

/** A term as kept: trimmed, with runs of white space made one space. */
function tidyTerm(term: string): string {
  return term.trim().split(/\s+/u).join(' ');
}

/** Terms once each (by key), tidied, blank ones dropped, in their first order. */
function distinctTerms(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of terms) {
    const term = tidyTerm(raw);
    const key = synonymKey(term);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(term);
  }
  return kept;
}

/** A group as saved: terms tidied, blank and repeated terms dropped (a one-way `to` equal to `from` too). */
export function normaliseSynonymGroup(group: SynonymGroup): SynonymGroup {
  if (group.kind === 'multiWay')
    return { id: String(group.id), kind: 'multiWay', terms: distinctTerms(group.terms) };
  const from = tidyTerm(group.from);
  const to = distinctTerms(group.to).filter((term) => synonymKey(term) !== synonymKey(from));
  return { id: String(group.id), kind: 'oneWay', from, to };
}

/** The rewrites a group allows: every ordered pair of a multi-way group, `from` to each `to` of a one-way one. */
export function synonymRewrites(group: SynonymGroup): SynonymRewrite[] {
  const normalised = normaliseSynonymGroup(group);
  const groupId = normalised.id;
  if (normalised.kind === 'oneWay') {
    return synonymKey(normalised.from) === ''
      ? []
      : normalised.to.map((to) => ({ groupId, from: normalised.from, to }));
  }
  return normalised.terms.flatMap((from) =>
    normalised.terms.filter((to) => to !== from).map((to) => ({ groupId, from, to })),
  );
}

/** Where `inner` first occurs in `outer` as consecutive items, or -1. */
function indexOfRun(outer: readonly string[], inner: readonly string[]): number {
  if (inner.length === 0) return -1;
  for (let start = 0; start + inner.length <= outer.length; start += 1) {
    if (inner.every((item, i) => outer[start + i] === item)) return start;
  }
  return -1;
}

/**
 * The variants of a query the groups give (see the module comment), each once, in group order, at most
 * `MAX_SYNONYM_ALTERNATIVES`. A variant is the query's surface terms with the found term replaced by the
 * other term's, joined by spaces.
 */
export function expandSynonyms(query: string, groups: readonly SynonymGroup[]): SynonymAlternative[] {
  const surface = surfaceTerms(query);
  const keys = surface.map(foldPlural);
  const seen = new Set([keys.join(' ')]);
  const alternatives: SynonymAlternative[] = [];
  for (const group of groups) {
    for (const rewrite of synonymRewrites(group)) {
      const from = analyse(rewrite.from);
      const at = indexOfRun(keys, from);
      if (at < 0) continue;
      const replaced = [
        ...surface.slice(0, at),
        ...surfaceTerms(rewrite.to),
        ...surface.slice(at + from.length),
      ];
      const key = replaced.map(foldPlural).join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      alternatives.push({ ...rewrite, text: replaced.join(' ') });
      if (alternatives.length >= MAX_SYNONYM_ALTERNATIVES) return alternatives;
    }
  }
  return alternatives;
}

/** The terms of a group as typed (tidied, blank ones left out): a one-way group's `from` first. */
function typedTerms(group: SynonymGroup): string[] {
  const terms = group.kind === 'multiWay' ? group.terms : [group.from, ...group.to];
  return terms.map(tidyTerm).filter((term) => synonymKey(term) !== '');
}

/**
 * The first two terms of a group typed differently that count as one term, and why: `plural` when they differ
 * as singular and plural ("tee", "tees"), else `spelling` (capitals, accents, punctuation: "T-shirt", "t shirt").
 */
function sameTerms(group: SynonymGroup): { term: string; other: string; why: 'plural' | 'spelling' } | null {
  const terms = typedTerms(group);
  for (const [i, term] of terms.entries()) {
    const other = terms.slice(i + 1).find((t) => t !== term && synonymKey(t) === synonymKey(term));
    if (other === undefined) continue;
    const why = surfaceTerms(term).join(' ') === surfaceTerms(other).join(' ') ? 'spelling' : 'plural';
    return { term, other, why };
  }
  return null;
}

/**
 * Checks a group: it needs at least two distinct terms, counting a one-way group's `from` and its `to`
 * terms. When two of the terms typed count as one, the message names them and says why
 * (`synonymTermsSamePlural`: singular and plural; `synonymTermsSameSpelling`: capitals, accents or punctuation);
 * otherwise it is `synonymGroupTooFewTerms`. A term with no letter or digit (an emoji, punctuation) is refused
 * first (`synonymTermNoLetters`): search would never match it. The issue's field is the group's id. The value
 * is the group as saved.
 */
export function validateSynonymGroup(group: SynonymGroup): ValidationResult<SynonymGroup> {
  // A term of symbols only ("👟") has no key: kept, it would never match, and dropped, it would vanish unsaid.
  const typed = group.kind === 'multiWay' ? group.terms : [group.from, ...group.to];
  const unreadable = typed.map(tidyTerm).find((term) => term !== '' && synonymKey(term) === '');
  if (unreadable !== undefined)
    return invalid([
      { field: String(group.id), messageKey: 'synonymTermNoLetters', params: { term: unreadable } },
    ]);
  const normalised = normaliseSynonymGroup(group);
  const count =
    normalised.kind === 'multiWay'
      ? normalised.terms.length
      : (synonymKey(normalised.from) === '' ? 0 : 1) + normalised.to.length;
  if (count >= MIN_SYNONYM_TERMS) return valid(normalised);
  const same = sameTerms(group);
  return invalid([
    same === null
      ? { field: normalised.id, messageKey: 'synonymGroupTooFewTerms', params: { min: MIN_SYNONYM_TERMS } }
      : {
          field: normalised.id,
          messageKey: same.why === 'plural' ? 'synonymTermsSamePlural' : 'synonymTermsSameSpelling',
          params: { term: same.term, other: same.other, min: MIN_SYNONYM_TERMS },
        },
  ]);
}

/**
 * Which fields of a one-way group a failed check (`validateSynonymGroup`) is about: `from` when it is blank or
 * the same term as one of `to`; `to` when none of its terms differs from `from` (blank included). An empty group
 * is both.
 */
export function oneWaySynonymFaults(group: SynonymGroup & { readonly kind: 'oneWay' }): {
  readonly from: boolean;
  readonly to: boolean;
} {
  const from = synonymKey(group.from);
  const to = group.to.map(synonymKey).filter((key) => key !== '');
  return { from: from === '' || to.includes(from), to: to.every((key) => key === from) };
}

/** A group as the shop owner reads it: one-way "tee → t-shirt", multi-way "sneakers, trainers, kicks". */
export function synonymGroupText(group: SynonymGroup): string {
  const normalised = normaliseSynonymGroup(group);
  return normalised.kind === 'multiWay'
    ? normalised.terms.join(', ')
    : `${normalised.from} → ${normalised.to.join(', ')}`;
}

/**
 * Groups that change no search: every rewrite they allow (`synonymRewrites`), another single group allows too
 * ("trainers, sneakers" beside "sneakers, trainers, kicks"; "tee → t-shirt" beside "tee, t-shirt"). Each is
 * a warning (`synonymGroupRedundant`), not an error, whose field is the group's id and whose `group` names the
 * group that already has its terms. Two groups with the same rewrites are each named in the other's warning.
 */
export function redundantSynonymGroups(groups: readonly SynonymGroup[]): ValidationIssue[] {
  const rewrites = groups.map(
    (group) => new Set(synonymRewrites(group).map((r) => `${synonymKey(r.from)}\u0000${synonymKey(r.to)}`)),
  );
  // Groups by one rewrite they allow: a group that covers another allows its first rewrite.
  const allowing = new Map<string, number[]>();
  rewrites.forEach((set, index) => {
    for (const rewrite of set) allowing.set(rewrite, [...(allowing.get(rewrite) ?? []), index]);
  });
  const warnings: ValidationIssue[] = [];
  rewrites.forEach((own, index) => {
    const [first] = own;
    if (first === undefined) return;
    const cover = (allowing.get(first) ?? []).find(
      (other) => other !== index && [...own].every((rewrite) => rewrites[other]?.has(rewrite)),
    );
    const covering = cover === undefined ? undefined : groups[cover];
    if (covering !== undefined)
      warnings.push({
        field: String(groups[index]?.id),
        messageKey: 'synonymGroupRedundant',
        params: { group: synonymGroupText(covering) },
      });
  });
  return warnings;
}

/**
 * Groups a search enters by the same term: two groups that share a term a search starts from (any term of a
 * multi-way group, a one-way group's `from`). A search for that term uses both groups, but their other terms
 * do not become synonyms of each other ("sneakers, trainers" beside "sneakers, kicks": "trainers" does not
 * find "kicks"), which a shop owner who meant one group does not expect. Each group of such a pair gets a
 * warning (`synonymTermShared`), not an error, for its first shared term: `term` as the group has it, `group`
 * the first other group that starts from it too. Groups that change no search (`redundantSynonymGroups`) and
 * groups that cannot be saved (`validateSynonymGroup`) are left out: their own message says more.
 */
export function sharedSynonymTerms(groups: readonly SynonymGroup[]): ValidationIssue[] {
  const redundant = new Set(redundantSynonymGroups(groups).map((issue) => issue.field));
  const entries = groups
    .filter((group) => !redundant.has(String(group.id)) && validateSynonymGroup(group).ok)
    .map((group) => {
      const normalised = normaliseSynonymGroup(group);
      const terms = normalised.kind === 'multiWay' ? normalised.terms : [normalised.from];
      return {
        group,
        terms: terms.map((term) => ({ term, key: synonymKey(term) })).filter(({ key }) => key !== ''),
      };
    });
  const startingFrom = new Map<string, SynonymGroup[]>();
  for (const { group, terms } of entries)
    for (const { key } of terms) startingFrom.set(key, [...(startingFrom.get(key) ?? []), group]);
  const warnings: ValidationIssue[] = [];
  for (const { group, terms } of entries) {
    for (const { term, key } of terms) {
      const other = startingFrom.get(key)?.find((candidate) => candidate !== group);
      if (other === undefined) continue;
      warnings.push({
        field: String(group.id),
        messageKey: 'synonymTermShared',
        params: { term, group: synonymGroupText(other) },
      });
      break;
    }
  }
  return warnings;
}

/** Checks every group (see `validateSynonymGroup`); the value is the list as saved. */
export function validateSynonyms(groups: readonly SynonymGroup[]): ValidationResult<SynonymGroup[]> {
  const errors: ValidationIssue[] = [];
  const saved: SynonymGroup[] = [];
  for (const group of groups) {
    const checked = validateSynonymGroup(group);
    if (checked.ok) saved.push(checked.value);
    else errors.push(...checked.errors);
  }
  return errors.length > 0 ? invalid(errors) : valid(saved);
}

/** Column names of the synonyms CSV, one row per term. */
export const SYNONYM_CSV_HEADER = ['group', 'type', 'from', 'term'] as const;

/** How the CSV names the group kinds. */
const CSV_KINDS = { multiWay: 'multi-way', oneWay: 'one-way' } as const;

/**
 * The groups as CSV (RFC 4180, see csv/csv.rules.ts): the header `group,type,from,term`, then one row
 * per term: `g1,multi-way,,sneakers` for each term of a multi-way group, `g2,one-way,tee,t-shirt` for each
 * `to` term of a one-way group. A spreadsheet opens it as a table.
 */
export function exportSynonymsCsv(groups: readonly SynonymGroup[]): string {
  const rows: string[][] = [[...SYNONYM_CSV_HEADER]];
  for (const group of groups) {
    const id = String(group.id);
    if (group.kind === 'multiWay')
      for (const term of group.terms) rows.push([id, CSV_KINDS.multiWay, '', term]);
    else for (const term of group.to) rows.push([id, CSV_KINDS.oneWay, group.from, term]);
  }
  return writeCsv(rows);
}

/** The groups a CSV file holds, or why it cannot be read (each issue's `params.line` names the line). */
export type SynonymCsvResult = ValidationResult<SynonymGroup[], 'csv'>;

/**
 * Reads the CSV `exportSynonymsCsv` writes: the header first (`synonymCsvHeader`), then rows of four fields
 * grouped by their `group` value in first-seen order. A row that is not four fields, has an unknown type,
 * no group or no term is refused (`synonymCsvRow`), so is a group that mixes types or one-way `from` terms
 * (`synonymCsvMixedGroup`), text that is not CSV (`csvUnclosedQuote`, `csvTextAfterQuote`), and a group the
 * editor would refuse (fewer than two different terms, a term with no letter or digit): such an issue's
 * `params.line` and `params.csvGroup` name the group's first line and the group, for `synonymCsvGroupAt` to
 * put before its message. Blank lines are skipped. Groups come back as saved.
 */
export function importSynonymsCsv(text: string): SynonymCsvResult {
  const read = readCsv(text);
  if (!read.ok)
    return invalid([
      { field: 'csv', messageKey: read.problem.messageKey, params: { line: read.problem.line } },
    ]);
  const rows = read.records
    .map((record, index) => ({ record, line: read.lines[index] ?? 0 }))
    .filter(({ record }) => !(record.length === 1 && record[0]?.trim() === ''));
  const [header, ...body] = rows;
  const expected = SYNONYM_CSV_HEADER.join(',');
  if (header === undefined || header.record.map((f) => f.trim().toLowerCase()).join(',') !== expected)
    return invalid([{ field: 'csv', messageKey: 'synonymCsvHeader', params: { header: expected } }]);
  const errors: ValidationIssue<'csv'>[] = [];
  const groups = new Map<string, { group: SynonymGroup; line: number }>();
  for (const { record, line } of body) {
    const [id = '', type = '', from = '', term = ''] = record.map((field) => field.trim());
    const kind = type === CSV_KINDS.multiWay ? 'multiWay' : type === CSV_KINDS.oneWay ? 'oneWay' : null;
    if (record.length !== SYNONYM_CSV_HEADER.length || kind === null || id === '' || term === '') {
      errors.push({ field: 'csv', messageKey: 'synonymCsvRow', params: { line } });
      continue;
    }
    const known = groups.get(id);
    if (known === undefined) {
      const group: SynonymGroup =
        kind === 'multiWay' ? { id, kind, terms: [term] } : { id, kind, from, to: [term] };
      groups.set(id, { group, line });
    } else if (known.group.kind !== kind || (known.group.kind === 'oneWay' && known.group.from !== from)) {
      errors.push({ field: 'csv', messageKey: 'synonymCsvMixedGroup', params: { line, group: id } });
    } else if (known.group.kind === 'multiWay') known.group.terms.push(term);
    else known.group.to.push(term);
  }
  const saved: SynonymGroup[] = [];
  for (const { group, line } of groups.values()) {
    const checked = validateSynonymGroup(group);
    if (checked.ok) saved.push(checked.value);
    else
      errors.push(
        ...checked.errors.map((issue) => ({
          ...issue,
          field: 'csv' as const,
          // The group's first line and its name: the message says why, the screen says where.
          params: { ...issue.params, line, csvGroup: group.id },
        })),
      );
  }
  return errors.length > 0 ? invalid(errors) : valid(saved);
}

/** Edits between two words: insertions, deletions, substitutions and swaps of neighbours (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols).fill(0);
  for (let i = 0; i < rows; i += 1) d[i * cols] = i;
  for (let j = 0; j < cols; j += 1) d[j] = j;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (d[(i - 1) * cols + j] as number) + 1,
        (d[i * cols + j - 1] as number) + 1,
        (d[(i - 1) * cols + j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (d[(i - 2) * cols + j - 2] as number) + 1);
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1] as number;
}

/** The most edits a correction may take: 1 for words of up to 4 letters, 2 for longer ones. */
export function maxCorrectionDistance(word: string): number {
  return word.length <= 4 ? 1 : 2;
}

/** The catalogue fields suggestions read words from. */
export interface VocabularyProduct {
  /** Title. */
  readonly title: string;
  /** Brand. */
  readonly brand: string;
  /** Category. */
  readonly category: string;
  /** Tag. */
  readonly tag: string;
  /** Colour. */
  readonly color: string;
}

/** The words of a catalogue's titles, brands, categories, tags and colours, with how many products use each. */
export function catalogueVocabulary(products: readonly VocabularyProduct[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of products) {
    const words = new Set(
      [product.title, product.brand, product.category, product.tag, product.color].flatMap(surfaceTerms),
    );
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/**
 * The catalogue word a query word most likely means, or null when it is a catalogue word (or its plural or
 * singular is) or nothing is close enough (`maxCorrectionDistance`). Closest first, then the word more
 * products use, then alphabetical.
 */
export function correctWord(word: string, vocabulary: ReadonlyMap<string, number>): SynonymCorrection | null {
  if (vocabulary.has(word)) return null;
  const folded = foldPlural(word);
  const limit = maxCorrectionDistance(word);
  let best: { word: string; distance: number; count: number } | null = null;
  for (const [candidate, count] of vocabulary) {
    if (foldPlural(candidate) === folded) return null;
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const distance = editDistance(word, candidate);
    if (distance > limit) continue;
    if (
      best === null ||
      distance < best.distance ||
      (distance === best.distance && (count > best.count || (count === best.count && candidate < best.word)))
    )
      best = { word: candidate, distance, count };
  }
  return best === null ? null : { from: word, to: best.word, distance: best.distance };
}

/** A logged query with its counts, as the store's search analytics keep it. */
export interface LoggedQuery {
  /** The query text. */
  readonly query: string;
  /** Times searched. */
  readonly searchCount: number;
  /** Clicks on its results. */
  readonly clicks: number;
}

/** How many suggestions the list offers by default. */
export const SYNONYM_SUGGESTION_LIMIT = 10;

/**
 * Synonyms the search log suggests: each query that was never clicked and has a word the catalogue does not
 * know but nearly does ("sneekers", "rain jaket", "hodie") becomes a one-way group from the query as typed to
 * the corrected query. Queries the groups already rewrite to that correction are left out. Most searched
 * first, at most `limit`.
 */
export function suggestSynonyms(input: {
  /** The store's logged queries. */
  readonly queries: readonly LoggedQuery[];
  /** The catalogue's words (`catalogueVocabulary`). */
  readonly vocabulary: ReadonlyMap<string, number>;
  /** The store's groups. */
  readonly groups: readonly SynonymGroup[];
  /** Most suggestions; `SYNONYM_SUGGESTION_LIMIT` by default. */
  readonly limit?: number;
}): SynonymSuggestion[] {
  const suggestions: SynonymSuggestion[] = [];
  const seen = new Set<string>();
  const knownSingulars = new Set([...input.vocabulary.keys()].map(foldPlural));
  const candidates = input.queries
    .filter((q) => q.clicks === 0 && q.searchCount > 0)
    .sort((a, b) => b.searchCount - a.searchCount || a.query.localeCompare(b.query));
  for (const logged of candidates) {
    const from = normaliseQuery(logged.query);
    const words = surfaceTerms(from);
    if (words.length === 0 || seen.has(from)) continue;
    const corrections: SynonymCorrection[] = [];
    let unknown = false;
    const corrected = words.map((word) => {
      if (input.vocabulary.has(word) || knownSingulars.has(foldPlural(word))) return word;
      const correction = correctWord(word, input.vocabulary);
      if (correction === null) unknown = true;
      else corrections.push(correction);
      return correction?.to ?? word;
    });
    if (corrections.length === 0 || unknown) continue;
    const to = corrected.join(' ');
    const covered = expandSynonyms(from, input.groups).some((alt) => synonymKey(alt.text) === synonymKey(to));
    if (covered) continue;
    seen.add(from);
    suggestions.push({
      query: logged.query,
      searchCount: logged.searchCount,
      clicks: logged.clicks,
      group: { id: `suggested:${from}`, kind: 'oneWay', from, to: [to] },
      corrections,
    });
    if (suggestions.length >= (input.limit ?? SYNONYM_SUGGESTION_LIMIT)) break;
  }
  return suggestions;
}

/** Synonyms that lead back to where they start. */
export interface SynonymLoop {
  /** The groups whose rewrites form the loop, in list order. */
  readonly groupIds: readonly string[];
  /** Every term of the loop's terms (a multi-way group's terms all count), in the order first met in the list. */
  readonly terms: readonly string[];
}

/**
 * One-way groups that chain back to their start ("tee" -> "t-shirt", "t-shirt" -> "tee"; or longer). Terms
 * of one multi-way group count as one term, so a one-way group within a multi-way group is redundant, not a
 * loop. Each loop is a strongly connected set of terms with more than one member.
 */
export function synonymLoops(groups: readonly SynonymGroup[]): SynonymLoop[] {
  // Union-find over term keys: the terms of a multi-way group are one node.
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    let root = key;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root) as string;
    parent.set(key, root);
    return root;
  };
  const labels = new Map<string, string>();
  const remember = (term: string) => {
    const key = synonymKey(term);
    if (!labels.has(key)) labels.set(key, term);
    if (!parent.has(key)) parent.set(key, key);
    return key;
  };
  const normalised = groups.map(normaliseSynonymGroup);
  for (const group of normalised) {
    if (group.kind !== 'multiWay') continue;
    const [first, ...rest] = group.terms.map(remember);
    for (const key of rest) if (first !== undefined) parent.set(find(key), find(first));
  }
  const edges: { from: string; to: string }[] = [];
  for (const group of normalised) {
    if (group.kind !== 'oneWay' || synonymKey(group.from) === '') continue;
    const fromKey = remember(group.from);
    for (const to of group.to) edges.push({ from: fromKey, to: remember(to) });
  }
  const nodeOf = (key: string) => find(key);
  const adjacency = new Map<string, string[]>();
  for (const edge of edges) {
    const from = nodeOf(edge.from);
    const to = nodeOf(edge.to);
    if (from === to) continue;
    adjacency.set(from, [...(adjacency.get(from) ?? []), to]);
  }
  // Tarjan's strongly connected components.
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: Set<string>[] = [];
  let counter = 0;
  const visit = (node: string) => {
    order.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of adjacency.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next))
        low.set(node, Math.min(low.get(node) as number, order.get(next) as number));
    }
    if (low.get(node) === order.get(node)) {
      const component = new Set<string>();
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.add(member);
      } while (member !== node);
      if (component.size > 1) components.push(component);
    }
  };
  for (const node of adjacency.keys()) if (!order.has(node)) visit(node);
  return components.map((component) => {
    const inLoop = (term: string) => component.has(nodeOf(synonymKey(term)));
    const groupIds = normalised
      .filter((group) =>
        group.kind === 'multiWay'
          ? group.terms.some(inLoop)
          : inLoop(group.from) &&
            group.to.some((to) => inLoop(to) && nodeOf(synonymKey(to)) !== nodeOf(synonymKey(group.from))),
      )
      .map((group) => group.id);
    const terms = [...labels].filter(([key]) => component.has(nodeOf(key))).map(([, label]) => label);
    return { groupIds, terms };
  });
}
