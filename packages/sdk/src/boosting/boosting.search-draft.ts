import type { ProductAttributes } from '../products/products.schema';
import { conditionId, newRuleForm } from './boosting.rules';
import type { RuleCondition, RuleForm } from './boosting.schema';

/**
 * Fields a shopper names in a search ("nike hoodie", "black sneakers"), in the rule form's order. Size and the
 * yes/no fields are left out: a query's "s" or "new" says nothing about them.
 */
export const QUERY_DRAFT_FIELDS = ['brand', 'category', 'tag', 'color'] as const;

type QueryDraftField = (typeof QUERY_DRAFT_FIELDS)[number];

/** A word without its plural ending: "hoodies" and "hoodie", "dresses" and "dress", "boxes" and "box" meet. */
function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss')) return word;
  return /(ss|sh|ch|x)es$/.test(word) ? word.slice(0, -2) : word.slice(0, -1);
}

/** Lower-case words of a query or a catalogue value, each in its singular form. */
function words(text: string): string[] {
  return text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map(singular);
}

/** Where `needle` occurs as consecutive whole words of `haystack`, or -1. */
function indexOfWords(haystack: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0) return -1;
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((word, i) => haystack[start + i] === word)) return start;
  }
  return -1;
}

interface QueryMatch {
  readonly field: QueryDraftField;
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

/**
 * The new-rule form Boost Search opens for a shopper's query: named after the query, with one `is` condition
 * per field whose catalogue values the query names as whole words (all must hold: "black hoodie" is colour
 * Black and category Hoodies). A value named only inside a longer one ("running" in "Running Shoes") is left
 * out. A query that names nothing in the catalogue keeps the usual empty condition to fill in.
 */
export function ruleFormForQuery(query: string, products: readonly ProductAttributes[]): RuleForm {
  const base = newRuleForm();
  const queryWords = words(query);
  const matches: QueryMatch[] = [];
  for (const field of QUERY_DRAFT_FIELDS) {
    const seen = new Set<string>();
    for (const product of products) {
      const value = product[field];
      if (seen.has(value)) continue;
      seen.add(value);
      const valueWords = words(value);
      const start = indexOfWords(queryWords, valueWords);
      if (start >= 0) matches.push({ field, value, start, end: start + valueWords.length });
    }
  }
  const kept = matches.filter(
    (m) =>
      !matches.some(
        (other) => other.end - other.start > m.end - m.start && other.start <= m.start && other.end >= m.end,
      ),
  );
  const conditions: RuleCondition[] = [];
  for (const field of QUERY_DRAFT_FIELDS) {
    const values = kept
      .filter((m) => m.field === field)
      .sort((a, b) => a.start - b.start)
      .map((m) => m.value);
    if (values.length > 0)
      conditions.push({ id: conditionId(conditions.length), field, operator: 'is', value: values });
  }
  return {
    ...base,
    name: query.trim(),
    conditions: conditions.length > 0 ? conditions : base.conditions,
  };
}
