import { formatTemplate, numberFormat } from './i18n.format';
import type { Messages } from './messages';
import { coreMessages } from './messages.core';

/** Currencies prices can be shown in (spec section 9). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY', 'THB'] as const;

/** A supported currency. */
export type Currency = (typeof CURRENCIES)[number];

/** Currency used when a store names none (spec section 9). */
export const DEFAULT_CURRENCY: Currency = 'USD';

/** A date input: ISO text, epoch milliseconds or a Date; null/undefined/'' count as missing. */
export type DateInput = string | number | Date | null | undefined;

/** Formats an amount in a currency for a locale (JPY without decimals, as Intl knows). */
export function formatCurrency(amount: number, currency: string = DEFAULT_CURRENCY, locale = 'en'): string {
  return numberFormat(locale, { style: 'currency', currency }).format(amount);
}

/**
 * Formats amounts in different currencies side by side, each in its own currency and never added up: joined
 * by the catalogue's `amountsJoin` ("$950.91 · €1,060.89" in English). No amount gives 0 dollars.
 */
export function formatAmounts(
  amounts: readonly { readonly currency: string; readonly amount: number }[],
  messages: Pick<Messages, 'amountsJoin'>,
  locale = 'en',
): string {
  const texts = amounts.map(({ currency, amount }) => formatCurrency(amount, currency, locale));
  if (texts.length === 0) return formatCurrency(0, DEFAULT_CURRENCY, locale);
  return texts.reduceRight((rest, first) => formatTemplate(messages.amountsJoin, { first, rest }, locale));
}

/** Formats a plain number with the locale's grouping. */
export function formatNumber(value: number, locale = 'en', options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

/**
 * A language's own name (`de` gives 'Deutsch', `es` 'Español', `th` 'ไทย'), so a store's language reads the same
 * to every viewer; a code Intl does not know, or no code, comes back as given.
 */
export function formatLanguageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language', fallback: 'code' }).of(code) ?? code;
    // Several languages write their own name in lower case ('español'); as a field value it starts a sentence.
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

/** Formats a percentage given in percent units (42 gives '42%'). */
export function formatPercent(percent: number, locale = 'en', maximumFractionDigits = 0): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits }).format(percent / 100);
}

// Options that already say what to show; without any of them the formatters pick a default style.
const STYLE_OPTIONS = [
  'dateStyle',
  'timeStyle',
  'weekday',
  'year',
  'month',
  'day',
  'hour',
  'minute',
  'second',
];

function hasStyle(options: Intl.DateTimeFormatOptions): boolean {
  return STYLE_OPTIONS.some((key) => key in options);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The locale's date format for `options`, built once per locale and options (see `numberFormat`). */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Options of the date formatters: Intl options plus the text shown for a missing or unreadable date. */
export type DateFormatOptions = Intl.DateTimeFormatOptions & {
  /** Shown for a missing or unreadable date; pass the locale's `notAvailable` message ('N/A' in English). */
  readonly fallback?: string;
};

/** Formats a date (medium style by default); a missing or unreadable date gives the fallback ('N/A'). */
export function formatDate(value: DateInput, locale = 'en', options: DateFormatOptions = {}): string {
  const { fallback = coreMessages.notAvailable, ...intl } = options;
  const date = toDate(value);
  if (!date) return fallback;
  const style = hasStyle(intl) ? intl : { ...intl, dateStyle: 'medium' as const };
  return dateFormat(locale, style).format(date);
}

/** Formats a date and time (medium date, short time by default); missing gives the fallback ('N/A'). */
export function formatDateTime(value: DateInput, locale = 'en', options: DateFormatOptions = {}): string {
  const { fallback, ...intl } = options;
  const style =
    Object.keys(intl).length > 0 ? intl : { dateStyle: 'medium' as const, timeStyle: 'short' as const };
  return formatDate(value, locale, { ...style, ...(fallback === undefined ? {} : { fallback }) });
}

function minutesAndSeconds(totalSeconds: number): [number, number] {
  const whole = Math.max(0, Math.round(totalSeconds));
  return [Math.floor(whole / 60), whole % 60];
}

/** A duration as a clock, 'm:ss' (125 seconds give '2:05'). */
export function formatDurationClock(totalSeconds: number): string {
  const [minutes, seconds] = minutesAndSeconds(totalSeconds);
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** A duration in words, 'Xm Ys' in English (125 seconds give '2m 5s'), from the locale's catalogue. */
export function formatDuration(
  totalSeconds: number,
  messages: Pick<Messages, 'durationMinutesSeconds'> = coreMessages,
  locale = 'en',
): string {
  const [minutes, seconds] = minutesAndSeconds(totalSeconds);
  return formatTemplate(messages.durationMinutesSeconds, { minutes, seconds }, locale);
}
