import type { MessageKey, Messages } from './messages';
import { en } from './messages.en';

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The locale's number format for `options`, built once per locale and options: building an Intl formatter
 * costs far more than using one, and charts and tables format thousands of numbers. An unknown locale throws
 * a RangeError, as `Intl.NumberFormat` does.
 */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A number given for a placeholder, in the locale's digits and decimal sign (a boost of ×1,5 in German) and
 * without digit grouping, so ids, years and version numbers read as written; an unknown locale writes it as
 * JavaScript does.
 */
function placeholderNumber(value: number, locale: string): string {
  try {
    return numberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
  } catch {
    return String(value);
  }
}

/** Values substituted for `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Finds the `}` closing the `{` at `open`, counting nested braces; -1 when unbalanced. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

const PLURAL_HEAD = /^\s*(\w+)\s*,\s*plural\s*,/;
const PLURAL_OPTION = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/y;

/** Picks the branch of `one {..} other {..}` for `count`: an exact `=n` first, then the locale's category. */
function pluralBranch(options: string, count: number, locale: string): string | undefined {
  const branches = new Map<string, string>();
  let at = 0;
  while (at < options.length) {
    PLURAL_OPTION.lastIndex = at;
    const match = PLURAL_OPTION.exec(options);
    if (!match?.[1]) break;
    const open = PLURAL_OPTION.lastIndex - 1;
    const close = closingBrace(options, open);
    if (close === -1) break;
    branches.set(match[1], options.slice(open + 1, close));
    at = close + 1;
  }
  return (
    branches.get(`=${count}`) ??
    branches.get(new Intl.PluralRules(locale).select(count)) ??
    branches.get('other')
  );
}

/**
 * Fills a template: `{name}` takes `params.name`; `{count, plural, one {...} other {...}}` picks the
 * branch for `params.count` by the locale's plural rules (`=0`-style exact branches win), where `#` and
 * `{count}` stand for the number, grouped as the locale writes it. Placeholders without a parameter are left as written.
 */
export function formatTemplate(template: string, params: MessageParams = {}, locale = 'en'): string {
  let out = '';
  let at = 0;
  while (at < template.length) {
    const open = template.indexOf('{', at);
    const close = open === -1 ? -1 : closingBrace(template, open);
    if (close === -1) return out + template.slice(at);
    out += template.slice(at, open);
    const inner = template.slice(open + 1, close);
    const plural = PLURAL_HEAD.exec(inner);
    const name = plural?.[1] ?? inner.trim();
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined) {
      out += template.slice(open, close + 1);
    } else if (plural) {
      const count = Number(value);
      const branch = pluralBranch(inner.slice(plural[0].length), count, locale);
      // The counted number is shown with the locale's digit grouping (3,840 in English, 3.840 in German).
      const shown = Number.isFinite(count) ? numberFormat(locale).format(count) : String(value);
      out +=
        branch === undefined
          ? template.slice(open, close + 1)
          : formatTemplate(branch.replaceAll('#', shown), { ...params, [name]: shown }, locale);
    } else {
      out +=
        typeof value === 'number' && Number.isFinite(value)
          ? placeholderNumber(value, locale)
          : String(value);
    }
    at = close + 1;
  }
  return out;
}

/**
 * Looks up `key` in `messages` (the English base by default; the English base again for a key a catalogue
 * lacks) and fills its placeholders and plurals from `params`, with `locale`'s plural rules. An area's key
 * (`i18n.areas.ts`) needs a catalogue that holds its area: without one, the key itself is returned.
 */
export function formatMessage(
  key: MessageKey,
  params?: MessageParams,
  messages: Partial<Messages> = en,
  locale = 'en',
): string {
  const template = messages[key] ?? (en as Partial<Messages>)[key] ?? key;
  return params ? formatTemplate(template, params, locale) : template;
}
