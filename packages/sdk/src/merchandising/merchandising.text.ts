/**
 * Text as merchandising compares it. Two levels:
 * - a query's **words** (`queryWords`): lowercase, accents removed (NFD, combining marks dropped), split on
 *   white space. Rules match on words, so "Running  Shoes" and "running shoes" are the same query.
 * - a text's **terms** (`analyse`): its words further split on anything that is not a letter or a digit
 *   ("t-shirt" is "t" and "shirt") with a plural folded to its singular (`foldPlural`). The preview's
 *   relevance and its synonyms compare terms, so "shoes" finds "Running Shoe".
 */

const MARKS = /\p{M}+/gu;
const SPACES = /\s+/u;
const NOT_WORD = /[^\p{L}\p{N}]+/u;

/** Lowercase, without accents, with runs of white space made one space and none at either end. */
export function normaliseQuery(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .normalize('NFC')
    .trim()
    .split(SPACES)
    .join(' ');
}

/** The words of a normalised query; none for a blank one. */
export function queryWords(text: string): string[] {
  const normalised = normaliseQuery(text);
  return normalised === '' ? [] : normalised.split(' ');
}

const ES_PLURAL = /(?:ss|x|ch|sh)es$/;

/**
 * A term's singular, by the smallest rules that serve a product catalogue: "es" is dropped after "ss",
 * "x", "ch" and "sh" ("dresses" -> "dress", "boxes" -> "box"); otherwise a final "s" is dropped unless the
 * word ends in "ss", "us" or "is" or has three letters or fewer ("shoes" -> "shoe", "hoodies" -> "hoodie";
 * "dress", "bus" and "gas" stay). Applying it twice changes nothing.
 */
export function foldPlural(term: string): string {
  if (term.length <= 3 || !term.endsWith('s')) return term;
  if (ES_PLURAL.test(term)) return term.slice(0, -2);
  if (term.endsWith('ss') || term.endsWith('us') || term.endsWith('is')) return term;
  return term.slice(0, -1);
}

/** A text's words split on anything but letters and digits, before plural folding. */
export function surfaceTerms(text: string): string[] {
  return normaliseQuery(text)
    .split(NOT_WORD)
    .filter((term) => term !== '');
}

/** A text's terms: its surface terms with plurals folded (see the module comment). */
export function analyse(text: string): string[] {
  return surfaceTerms(text).map(foldPlural);
}
