/** The reports by name, with their catalogue texts and CSV columns (the analytics tables' CSV export). */
import { type CsvColumn, csvFileName, toCsv } from '../analytics/analytics.export';
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
export type Translate = (key: MessageKey) => string;

type Columns<Row> = (t: Translate) => CsvColumn<Row>[];

const query = <Row extends { query: string }>(t: Translate): CsvColumn<Row> => ({
  header: t('columnQuery'),
  value: (row) => row.query,
});
const fixes = <Row extends { fixes: readonly InsightFix[] }>(t: Translate): CsvColumn<Row> => ({
  header: t('columnFix'),
  value: (row) => row.fixes.map((fix) => t(FIX_ACTION_LABELS[fix.action])).join('; '),
});
const conversionColumns: Columns<ConversionRow> = (t) => [
  query(t),
  { header: t('columnSearchCount'), value: (row) => row.searches },
  { header: t('columnClicks'), value: (row) => row.clicks },
  { header: t('columnConversions'), value: (row) => row.conversions },
  { header: t('columnConversionRate'), value: (row) => row.conversionRate },
  { header: t('columnRevenue'), value: (row) => row.revenue },
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

/** The CSV columns of a report, headed in the reader's language. */
export function insightsCsvColumns<Report extends InsightsReportName>(
  report: Report,
  t: Translate,
): CsvColumn<InsightsReportRows[Report]>[] {
  return (COLUMNS[report] as Columns<InsightsReportRows[Report]>)(t);
}

/** A report's rows as a CSV document (dates in ISO 8601, figures as plain numbers, fixes by name). */
export function insightsCsv<Report extends InsightsReportName>(
  report: Report,
  rows: readonly InsightsReportRows[Report][],
  t: Translate,
): string {
  return toCsv(insightsCsvColumns(report, t), rows);
}

/** The file a report downloads as: its title and the day, e.g. `queries-with-no-results-2026-11-22.csv`. */
export function insightsCsvFileName(report: InsightsReportName, t: Translate, now: Date): string {
  return csvFileName(t(INSIGHTS_REPORT_MESSAGES[report].title), now);
}
