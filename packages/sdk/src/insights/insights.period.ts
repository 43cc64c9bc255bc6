import type { MessageParams } from '../i18n/i18n.format';
import { isTimeZone } from '../i18n/i18n.zone';
import type { MessageKey } from '../i18n/messages';
import { invalid, type ValidationIssue, type ValidationResult, valid } from '../validation/validation.rules';
import {
  addDays,
  type CalendarDate,
  daysBetween,
  isCalendarDate,
  startOfDay,
  zonedDate,
} from './insights.zone';

/** The periods offered ready-made, in the order a picker lists them. */
export const PERIOD_PRESETS = [
  'today',
  'last7Days',
  'last30Days',
  'last90Days',
  'thisMonth',
  'lastMonth',
] as const;

/** A ready-made period. */
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A period to report on: a preset, resolved against the current day, or a range of whole days. */
export type Period =
  | { readonly kind: 'preset'; readonly preset: PeriodPreset }
  | {
      readonly kind: 'custom';
      /** First day, included. */
      readonly from: CalendarDate;
      /** Last day, included. */
      readonly to: CalendarDate;
    };

/** The period a screen shows until one is chosen. */
export const DEFAULT_PERIOD: Period = { kind: 'preset', preset: 'last7Days' };

/** Most days a custom period may span (a year, leap day included). */
export const MAX_PERIOD_DAYS = 366;

/** Time zone a period is resolved in when the store names none. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Days of each rolling preset, ending with today. */
const ROLLING_DAYS = { today: 1, last7Days: 7, last30Days: 30, last90Days: 90 } as const;

/** How each preset is written in a URL (`?period=last-30-days`). */
export const PERIOD_PRESET_TOKENS = {
  today: 'today',
  last7Days: 'last-7-days',
  last30Days: 'last-30-days',
  last90Days: 'last-90-days',
  thisMonth: 'this-month',
  lastMonth: 'last-month',
} as const satisfies Record<PeriodPreset, string>;

/** Catalogue key of each preset's name. */
export const PERIOD_PRESET_LABELS = {
  today: 'periodToday',
  last7Days: 'periodLast7Days',
  last30Days: 'periodLast30Days',
  last90Days: 'periodLast90Days',
  thisMonth: 'periodThisMonth',
  lastMonth: 'periodLastMonth',
} as const satisfies Record<PeriodPreset, MessageKey>;

/** Between the first and last day of a custom period in a URL: `2026-11-01..2026-11-22`. */
export const PERIOD_RANGE_SEPARATOR = '..';

/** What a period in a URL looks like: a preset's token or `YYYY-MM-DD..YYYY-MM-DD` (parsePeriod checks the days). */
export const PERIOD_PATTERN = new RegExp(
  `^(?:${Object.values(PERIOD_PRESET_TOKENS).join('|')}|\\d{4}-\\d{2}-\\d{2}\\.\\.\\d{4}-\\d{2}-\\d{2})$`,
);

/** A period turned into days and instants in a time zone. */
export interface ResolvedPeriod {
  /** First day, included. */
  readonly from: CalendarDate;
  /** Last day, included. */
  readonly to: CalendarDate;
  /** Days from `from` to `to`, both included. */
  readonly days: number;
  /** First instant, in epoch milliseconds (included). */
  readonly start: number;
  /** First instant after the period, in epoch milliseconds (excluded). */
  readonly end: number;
  /**
   * Set when the period counts only up to `end`, before its last day is over (the same instant): it is
   * compared with a period still going on (see `comparedPeriod`).
   */
  readonly until?: number;
}

/** Where and when a period is resolved. */
export interface PeriodContext {
  /** The current instant, in epoch milliseconds. */
  readonly now: number;
  /** The store's IANA time zone, e.g. Europe/Berlin; days begin at its midnight. */
  readonly timeZone: string;
}

/** The period from `from` to `to` (both included) in the zone; an unknown zone throws a RangeError. */
export function resolveRange(from: CalendarDate, to: CalendarDate, timeZone: string): ResolvedPeriod {
  return {
    from,
    to,
    days: daysBetween(from, to) + 1,
    start: startOfDay(from, timeZone),
    end: startOfDay(addDays(to, 1), timeZone),
  };
}

/**
 * The days and instants of `period` in the store's time zone. Rolling presets end with today (so today's
 * events count at once); this month runs from its first day to today, last month is the whole month before.
 * An unknown time zone throws a RangeError: check it with `parseTimeZone` first.
 */
export function resolvePeriod(period: Period, context: PeriodContext): ResolvedPeriod {
  const { timeZone } = context;
  if (period.kind === 'custom') return resolveRange(period.from, period.to, timeZone);
  const today = zonedDate(context.now, timeZone);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (period.preset) {
    case 'thisMonth':
      return resolveRange(firstOfMonth, today, timeZone);
    case 'lastMonth': {
      const lastDay = addDays(firstOfMonth, -1);
      return resolveRange(`${lastDay.slice(0, 8)}01`, lastDay, timeZone);
    }
    default:
      return resolveRange(addDays(today, 1 - ROLLING_DAYS[period.preset]), today, timeZone);
  }
}

/** The period as written in a URL: a preset's token (`last-30-days`) or `from..to` (`2026-11-01..2026-11-22`). */
export function serialisePeriod(period: Period): string {
  return period.kind === 'preset'
    ? PERIOD_PRESET_TOKENS[period.preset]
    : `${period.from}${PERIOD_RANGE_SEPARATOR}${period.to}`;
}

const PRESET_BY_TOKEN: ReadonlyMap<string, PeriodPreset> = new Map(
  PERIOD_PRESETS.map((preset) => [PERIOD_PRESET_TOKENS[preset], preset]),
);

/** A refused period: the catalogue message that says why. */
function refuse(messageKey: MessageKey, params?: MessageParams) {
  return invalid([{ field: 'period' as const, messageKey, ...(params ? { params } : {}) }]);
}

/**
 * The store's today: the day `now` falls on in its zone (in DEFAULT_TIME_ZONE when the zone is one the runtime
 * does not know, as a malformed answer may name), the last day a custom period may end on.
 */
export function periodToday(now: number, timeZone: string | undefined): CalendarDate {
  return zonedDate(now, timeZone !== undefined && isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE);
}

/**
 * Reads a period written by `serialisePeriod` (a `?period=` search parameter). Never throws: anything else is
 * refused with the catalogue message that says why (unknown text, a date that does not exist, an end before
 * the start, more than MAX_PERIOD_DAYS days). Given the store's `today` (`periodToday`), a range that ends after
 * it is refused too: its days have no figures yet, and the previous period would stop short of its own end.
 */
export function parsePeriod(text: unknown, today?: CalendarDate): ValidationResult<Period, 'period'> {
  if (typeof text !== 'string') return refuse('periodInvalid');
  const preset = PRESET_BY_TOKEN.get(text);
  if (preset) return valid({ kind: 'preset', preset });
  const parts = text.split(PERIOD_RANGE_SEPARATOR);
  if (parts.length !== 2) return refuse('periodInvalid');
  const [from, to] = parts as [string, string];
  for (const date of [from, to]) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return refuse('periodInvalid');
    if (!isCalendarDate(date)) return refuse('periodDateInvalid', { date });
  }
  const days = daysBetween(from, to) + 1;
  if (days < 1) return refuse('periodEndBeforeStart');
  if (days > MAX_PERIOD_DAYS) return refuse('periodTooLong', { days: MAX_PERIOD_DAYS });
  if (today !== undefined && to > today) return refuse('periodEndsAfterToday');
  return valid({ kind: 'custom', from, to });
}

/** The period an address asks for (its `?period=`), as a screen shows it. */
export interface AddressPeriod {
  /** The period shown: the address's, else DEFAULT_PERIOD (without one, or when it is refused). */
  readonly period: Period;
  /** The address's period as written and why it cannot be shown; null when it is used or absent. */
  readonly refused: { readonly text: string; readonly issue: ValidationIssue<'period'> } | null;
}

/**
 * The period of an address's `?period=` on the store's `today`: the period it names when `parsePeriod` accepts
 * it, else the default, with the text and the reason, so a shared link that cannot be used says so instead of
 * showing the default as if it were the sender's period. No text (`undefined`) is the default, refused by nobody.
 */
export function addressPeriod(text: string | undefined, today: CalendarDate): AddressPeriod {
  if (text === undefined) return { period: DEFAULT_PERIOD, refused: null };
  const parsed = parsePeriod(text, today);
  if (parsed.ok) return { period: parsed.value, refused: null };
  const issue = parsed.errors[0] ?? { field: 'period', messageKey: 'periodInvalid' };
  return { period: DEFAULT_PERIOD, refused: { text, issue } };
}

/** Reads a time zone name: an IANA zone Intl knows, else the catalogue message saying so. Never throws. */
export function parseTimeZone(text: unknown): ValidationResult<string, 'timeZone'> {
  return isTimeZone(text)
    ? valid(text)
    : invalid([{ field: 'timeZone', messageKey: 'timeZoneInvalid', params: { timeZone: String(text) } }]);
}
