/** How the insights screens word what they show: catalogue keys of figures, pickers and charts, and messages with their parameters. */
import type { StoreType } from '../client/client.schema';
import type { MessageParams } from '../i18n/i18n.format';
import { formatDate, formatNumber } from '../i18n/i18n.intl';
import { isTimeZone } from '../i18n/i18n.zone';
import type { MessageKey } from '../i18n/messages';
import { INSIGHTS_REPORT_MESSAGES } from './insights.export';
import { DEFAULT_TIME_ZONE } from './insights.period';
import type { InsightsTotals, PeriodRange, PositionBucket } from './insights.schema';
import type { ReportStoreScope } from './insights.scope';
import type { SeriesFigure } from './insights.series';
import type { InsightsReportName } from './insights.views';
import { type CalendarDate, isCalendarDate, startOfDay } from './insights.zone';

/** A message to show: its catalogue key and parameters. */
export interface InsightsMessage {
  /** Catalogue key. */
  readonly messageKey: MessageKey;
  /** Values of its placeholders. */
  readonly params: MessageParams;
}

/** Each headline figure's label, and which way it is better (for the colour of its change, beside the arrow). */
export const INSIGHTS_TOTALS = {
  searches: { label: 'totalSearches', better: 'higher' },
  clicks: { label: 'columnClicks', better: 'higher' },
  clickThroughRate: { label: 'clickThroughRate', better: 'higher' },
  conversions: { label: 'columnConversions', better: 'higher' },
  conversionRate: { label: 'columnConversionRate', better: 'higher' },
  revenue: { label: 'columnRevenue', better: 'higher' },
  noResultSearches: { label: 'searchesWithoutResults', better: 'lower' },
} as const satisfies Record<keyof InsightsTotals, { label: MessageKey; better: 'higher' | 'lower' }>;

/** Labels of the period picker. */
export const PERIOD_PICKER_LABELS = {
  /** The picker's name. */
  period: 'period',
  /** The choice of a range of one's own. */
  custom: 'periodCustom',
  /** Its first day. */
  start: 'periodStart',
  /** Its last day. */
  end: 'periodEnd',
  /** The button that applies a custom range once both days are typed. */
  apply: 'applyPeriod',
  /** The switch that draws the previous period beside this one. */
  compare: 'comparePreviousPeriod',
  /** The notice of an address's period that cannot be shown: `{period}` as written, `{reason}` the refusal. */
  refused: 'periodLinkRefused',
} as const satisfies Record<string, MessageKey>;

/** Name of the list of report tabs. */
export const INSIGHTS_REPORTS_LABEL = 'insightsReports' satisfies MessageKey;

/** Labels of the scope pickers: their names and their "everything" choices. */
export const INSIGHTS_SCOPE_LABELS = {
  /** Every store of the vendor together. */
  allStores: 'allStores',
  /** Every platform. */
  allPlatforms: 'allPlatforms',
  /** The stores picker's name. */
  stores: 'storeScope',
  /** The platform picker's name. */
  platform: 'platform',
  /** Why a platform cannot be chosen for the selected store alone: `{platform}`, the one the store is on. */
  platformNotThisStore: 'platformNotThisStore',
} as const satisfies Record<string, MessageKey>;

/** Each choice of the stores picker. */
export const REPORT_STORE_SCOPE_LABELS = {
  store: 'thisStore',
  all: 'allStores',
} as const satisfies Record<ReportStoreScope, MessageKey>;

/** Each platform's name. */
export const PLATFORM_LABELS = {
  shopify: 'platformShopify',
  woocommerce: 'platformWooCommerce',
} as const satisfies Record<StoreType, MessageKey>;

/** Legend of the daily chart: this period's line and the previous period's. */
export const SERIES_LABELS = {
  current: 'thisPeriod',
  previous: 'previousPeriod',
} as const satisfies Record<'current' | 'previous', MessageKey>;

/** Names of a period's searches and clicks beside the plan's figures (Usage), apart from the plan's own. */
export const PERIOD_ACTIVITY_LABELS = {
  searches: 'periodSearches',
  clicks: 'periodClicks',
} as const satisfies Record<'searches' | 'clicks', MessageKey>;

/** Labels of the daily chart and its controls. */
export const SERIES_CHART_LABELS = {
  /** The chart's title. */
  title: 'dailyFigures',
  /** The picker of the figure drawn. */
  figure: 'chartFigure',
  /** The switch that draws the previous period over this one. */
  compare: 'comparePreviousPeriod',
  /** The axis of days. */
  day: 'columnDate',
} as const satisfies Record<string, MessageKey>;

/** Each figure the daily chart can draw. */
export const SERIES_FIGURE_LABELS = {
  searches: 'figureSearches',
  clicks: 'columnClicks',
  conversions: 'columnConversions',
  revenue: 'columnRevenue',
} as const satisfies Record<SeriesFigure, MessageKey>;

/** Labels of the click-position chart. */
export const CLICK_POSITION_CHART_LABELS = {
  /** Its title. */
  title: 'clicksByPosition',
  /** The axis of positions. */
  position: 'columnPosition',
  /** The axis of clicks. */
  clicks: 'columnClicks',
} as const satisfies Record<string, MessageKey>;

/**
 * A day of a period as the locale writes a date ("Nov 16, 2026", "16.11.2026", in Thai with the Buddhist era),
 * as the tables do: the day in the store's zone (UTC for a zone the runtime does not know). Text that is not a
 * calendar day is left as it came.
 */
export function periodDayText(day: CalendarDate, timeZone: string, locale: string): string {
  if (!isCalendarDate(day)) return day;
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  return formatDate(startOfDay(day, zone), locale, { dateStyle: 'medium', timeZone: zone });
}

/** A period's days in words, `{from} – {to}` in the locale's dates; `previous`: it is the one compared with. */
export function periodRangeMessage(
  period: Pick<PeriodRange, 'from' | 'to'>,
  timeZone: string,
  locale: string,
  previous = false,
): InsightsMessage {
  return {
    messageKey: previous ? 'previousPeriodRange' : 'periodRange',
    params: {
      from: periodDayText(period.from, timeZone, locale),
      to: periodDayText(period.to, timeZone, locale),
    },
  };
}

/**
 * The period compared with, in words: its days, and while the period is still going on the time of day it is
 * counted up to (its `until`, as a response states it or as `comparedPeriod` resolves it, in the locale's
 * short time in the store's zone). A zone the runtime does not know, or an instant that does not parse, leaves
 * the time out rather than show a wrong one.
 */
export function previousPeriodMessage(
  period: Pick<PeriodRange, 'from' | 'to'> & { readonly until?: string | number | undefined },
  timeZone: string,
  locale: string,
): InsightsMessage {
  const { params } = periodRangeMessage(period, timeZone, locale, true);
  const until = new Date(period.until ?? Number.NaN).getTime();
  if (Number.isNaN(until) || !isTimeZone(timeZone)) return { messageKey: 'previousPeriodRange', params };
  const time = formatDate(until, locale, { timeStyle: 'short', timeZone });
  return { messageKey: 'previousPeriodRangeUntil', params: { ...params, time } };
}

/**
 * A period's days and the previous period's as far as they compare, in words, in that order: what a screen that
 * shows a change against the previous period says it compares.
 */
export function comparedPeriodsMessages(
  days: {
    readonly shown: Pick<PeriodRange, 'from' | 'to'>;
    readonly previous: Pick<PeriodRange, 'from' | 'to'> & { readonly until?: string | number | undefined };
  },
  timeZone: string,
  locale: string,
): readonly [InsightsMessage, InsightsMessage] {
  return [
    periodRangeMessage(days.shown, timeZone, locale),
    previousPeriodMessage(days.previous, timeZone, locale),
  ];
}

/**
 * The catalogue's line of a period beside the one compared with (`comparedPeriodsMessages`, each in words):
 * `{period}`, then `{previous}`, joined as the locale joins them.
 */
export const COMPARED_PERIODS_LINE = 'comparedPeriods' satisfies MessageKey;

/** A position range in words: `3` for one position, `11–20` for a range, `21+` for the last, open one. */
export function positionBucketMessage(bucket: Pick<PositionBucket, 'from' | 'to'>): InsightsMessage | string {
  if (bucket.to === null) return { messageKey: 'positionAndBeyond', params: { from: bucket.from } };
  return bucket.to === bucket.from
    ? String(bucket.from)
    : { messageKey: 'positionRange', params: { from: bucket.from, to: bucket.to } };
}

/**
 * A query's trend in words, for a reader who does not see its line: its first and last points and its highest,
 * as the locale writes numbers ("From 0 to 2, highest 5"); null for a trend without points.
 */
export function trendSummaryMessage(trend: readonly number[], locale: string): InsightsMessage | null {
  const [first] = trend;
  const last = trend.at(-1);
  if (first === undefined || last === undefined) return null;
  return {
    messageKey: 'trendSummary',
    params: {
      first: formatNumber(first, locale),
      last: formatNumber(last, locale),
      highest: formatNumber(Math.max(...trend), locale),
    },
  };
}

/**
 * What a report says when it has no rows: with no search at all in the period (`searches` 0), that there was
 * none, rather than its own empty text ("Every search found results") that would read as good news; while the
 * searches are not known (`undefined`), its own.
 */
export function reportEmptyMessage(report: InsightsReportName, searches: number | undefined): MessageKey {
  return searches === 0 ? 'reportNoSearches' : INSIGHTS_REPORT_MESSAGES[report].empty;
}

/** A headline figure. */
type HeadlineFigure = keyof typeof INSIGHTS_TOTALS;

/** The figure each rate divides by. */
export const INSIGHTS_RATE_BASES: Partial<Record<HeadlineFigure, HeadlineFigure>> = {
  clickThroughRate: 'searches',
  conversionRate: 'searches',
};

/**
 * Whether a headline figure has a value to show: false for a rate whose base is 0 in the period (0 / 0 is no
 * rate, shown as '—', not 0 %); true for every count and for a rate of a period with searches.
 */
export function hasFigureValue(
  figure: HeadlineFigure,
  totals: { readonly [Figure in HeadlineFigure]: { readonly current: number } },
): boolean {
  const base = INSIGHTS_RATE_BASES[figure];
  return base === undefined || totals[base].current !== 0;
}

/** The title of a report's chart of its first rows, the queries it ranks highest ("Top 10 queries"): `{count}`. */
export const REPORT_TOP_CHART_TITLE = 'reportTopChart' satisfies MessageKey;

/** What a report's table says under its rows when it shows only the first of them; null when it shows all. */
export function rowsLimitedMessage(shown: number, total: number): InsightsMessage | null {
  return shown < total ? { messageKey: 'reportRowsLimited', params: { shown, total } } : null;
}
