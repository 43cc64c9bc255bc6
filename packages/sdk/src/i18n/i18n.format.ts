import { en, type MessageKey, type Messages } from './messages.en';

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
 * `{count}` stand for the number. Placeholders without a parameter are left as written.
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
      out +=
        branch === undefined
          ? template.slice(open, close + 1)
          : formatTemplate(branch.replaceAll('#', String(value)), params, locale);
    } else {
      out += String(value);
    }
    at = close + 1;
  }
  return out;
}

/**
 * Looks up `key` in `messages` (English by default; English again for a key a catalogue lacks) and fills
 * its placeholders and plurals from `params`, with `locale`'s plural rules.
 */
export function formatMessage(
  key: MessageKey,
  params?: MessageParams,
  messages: Messages = en,
  locale = 'en',
): string {
  const template = messages[key] ?? en[key];
  return params ? formatTemplate(template, params, locale) : template;
}
