/** The reports by name, with their catalogue texts and CSV columns (the analytics tables' CSV export). */
import { type CsvColumn, csvFileName, toCsv } from '../analytics/analytics.export';
import { amountCurrencies, revenueAmounts } from '../analytics/analytics.money';
import type { MessageParams } from '../i18n/i18n.format';
import { DEFAULT_CURRENCY } from '../i18n/i18n.intl';
import type { MessageKey } from '../i18n/messages';
import { FIX_ACTION_LABELS } from './insights.fixes';
import type {
  ClickPositionRow,
  ConversionRow,
  InsightFix,
  NoClickRow,
  NoResultRow,
  TrendRow,
} from './insights.schema';
import type { InsightsReportName } from './insights.views';

/** The row of each report table. */
export interface InsightsReportRows {
  /** Queries with no results. */
  noResults: NoResultRow;
  /** Queries with results but no clicks. */
  noClicks: NoClickRow;
  /** Average click position per query. */
  clickPositions: ClickPositionRow;
  /** Top converting queries. */
  topConverting: ConversionRow;
  /** Queries clicked without a purchase. */
  noConversions: ConversionRow;
  /** Queries searched more than before. */
  rising: TrendRow;
  /** Queries searched less than before. */
  falling: TrendRow;
}

/** Catalogue keys of a report: its title and its empty state. */
export interface InsightsReportMessages {
  /** Title. */
  readonly title: MessageKey;
  /** Shown when the period has no row. */
  readonly empty: MessageKey;
}

/** The catalogue texts of each report. */
export const INSIGHTS_REPORT_MESSAGES = {
  noResults: {
    title: 'reportNoResults',
    empty: 'reportNoResultsEmpty',
  },
  noClicks: {
    title: 'reportNoClicks',
    empty: 'reportNoClicksEmpty',
  },
  clickPositions: {
    title: 'reportClickPosition',
    empty: 'reportClickPositionEmpty',
  },
  topConverting: {
    title: 'reportTopConverting',
    empty: 'reportTopConvertingEmpty',
  },
  noConversions: {
    title: 'reportNoConversions',
    empty: 'reportNoConversionsEmpty',
  },
  rising: { title: 'reportRising', empty: 'reportRisingEmpty' },
  falling: { title: 'reportFalling', empty: 'reportFallingEmpty' },
} as const satisfies Record<InsightsReportName, InsightsReportMessages>;

/** A catalogue lookup in the reader's language. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The currencies of a report's revenue: the report's own (its rows' `revenue`), and every one its rows sold in. */
interface ReportCurrencies {
  /** ISO 4217 code of the rows' `revenue`. */
  readonly currency: string;
  /** A CSV column each, the report's own first: amounts in different currencies are never one column. */
  readonly currencies: readonly string[];
}

type Columns<Row> = (t: Translate, money: ReportCurrencies) => CsvColumn<Row>[];

/** A conversion row's revenue in each currency it sold in, its `revenue` in the report's `currency`. */
function rowRevenue(row: ConversionRow, currency: string) {
  return revenueAmounts({ revenue: row.revenue, currency, revenues: row.revenues });
}

/** The reports whose rows have revenue. */
const REVENUE_REPORTS: ReadonlySet<InsightsReportName> = new Set(['topConverting', 'noConversions']);

/**
 * The currencies of a report's CSV revenue columns: the report's `currency` first, then every other its rows
 * sold in (the report's alone for a report without revenue, or without rows).
 */
export function insightsCsvCurrencies<Report extends InsightsReportName>(
  report: Report,
  rows: readonly InsightsReportRows[Report][],
  currency: string,
): string[] {
  if (!REVENUE_REPORTS.has(report)) return [currency];
  const amounts = (rows as readonly ConversionRow[]).map((row) => rowRevenue(row, currency));
  return amountCurrencies([[{ currency, amount: 0 }], ...amounts]);
}

const query = <Row extends { query: string }>(t: Translate): CsvColumn<Row> => ({
  header: t('columnQuery'),
  value: (row) => row.query,
});
const fixes = <Row extends { fixes: readonly InsightFix[] }>(t: Translate): CsvColumn<Row> => ({
  header: t('columnFix'),
  value: (row) => row.fixes.map((fix) => t(FIX_ACTION_LABELS[fix.action])).join('; '),
});
const conversionColumns: Columns<ConversionRow> = (t, { currency, currencies }) => [
  query(t),
  { header: t('columnSearchCount'), value: (row) => row.searches },
  { header: t('columnClicks'), value: (row) => row.clicks },
  { header: t('columnConversions'), value: (row) => row.conversions },
  { header: t('columnConversionRate'), value: (row) => row.conversionRate },
  ...currencies.map(
    (code): CsvColumn<ConversionRow> => ({
      header: t('columnRevenueIn', { currency: code }),
      value: (row) => rowRevenue(row, currency).find((amount) => amount.currency === code)?.amount ?? 0,
    }),
  ),
  fixes(t),
];
const trendColumns: Columns<TrendRow> = (t) => [
  query(t),
  { header: t('columnSearchCount'), value: (row) => row.searches.current },
  { header: t('previousPeriod'), value: (row) => row.searches.previous },
  // In percent; empty for a query new this period, which has no percentage.
  { header: t('columnChange'), value: (row) => row.searches.percent },
  fixes(t),
];

const COLUMNS: { readonly [Report in InsightsReportName]: Columns<InsightsReportRows[Report]> } = {
  noResults: (t) => [
    query(t),
    { header: t('columnSearchCount'), value: (row) => row.searches },
    { header: t('columnLastSeen'), value: (row) => row.lastSeen },
    { header: t('columnTrend'), value: (row) => row.trend.join(' ') },
    fixes(t),
  ],
  noClicks: (t) => [
    query(t),
    { header: t('columnSearchCount'), value: (row) => row.searches },
    { header: t('columnLastSeen'), value: (row) => row.lastSeen },
    fixes(t),
  ],
  clickPositions: (t) => [
    query(t),
    { header: t('columnClicks'), value: (row) => row.clicks },
    { header: t('columnAveragePosition'), value: (row) => row.averagePosition },
    fixes(t),
  ],
  topConverting: conversionColumns,
  noConversions: conversionColumns,
  rising: trendColumns,
  falling: trendColumns,
};

/**
 * The CSV columns of a report, headed in the reader's language; a report with revenue has a column of it per
 * currency in `currencies` (the report's `currency` alone by default).
 */
export function insightsCsvColumns<Report extends InsightsReportName>(
  report: Report,
  t: Translate,
  currency: string = DEFAULT_CURRENCY,
  currencies: readonly string[] = [currency],
): CsvColumn<InsightsReportRows[Report]>[] {
  return (COLUMNS[report] as Columns<InsightsReportRows[Report]>)(t, { currency, currencies });
}

/**
 * A report's rows as a CSV document (dates in ISO 8601, figures as plain numbers, fixes by name); revenue in a
 * column per currency the rows sold in, the report's `currency` first.
 */
export function insightsCsv<Report extends InsightsReportName>(
  report: Report,
  rows: readonly InsightsReportRows[Report][],
  t: Translate,
  currency: string = DEFAULT_CURRENCY,
): string {
  const currencies = insightsCsvCurrencies(report, rows, currency);
  return toCsv(insightsCsvColumns(report, t, currency, currencies), rows);
}

/**
 * The file a report downloads as: its title and the day in the store's `timeZone` (UTC without one), e.g.
 * `queries-with-no-results-2026-11-22.csv`.
 */
export function insightsCsvFileName(
  report: InsightsReportName,
  t: Translate,
  now: Date,
  timeZone?: string,
): string {
  return csvFileName(t(INSIGHTS_REPORT_MESSAGES[report].title), now, timeZone);
}
