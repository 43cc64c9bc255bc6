import { Button, Flex } from '@radix-ui/themes';
import { formatAmounts, formatDateTime, formatNumber, formatPercent, type Messages } from '@storesearch/sdk';
import { revenueAmounts } from '@storesearch/sdk/analytics';
import {
  FIX_ACTION_LABELS,
  type InsightFix,
  type InsightsReportName,
  type InsightsReportRows,
  trendSummaryMessage,
} from '@storesearch/sdk/insights';
import type { ColumnDef } from '@tanstack/react-table';
import { Sparkline } from '../../../charts/Sparkline';
import type { TranslateFn } from '../../../hooks/shared/useMessages';
import { FigureChange } from '../FigureChange/FigureChange';

/**
 * Opens the editor of a fix pre-filled for a row's query. `storeId` is the store the query was searched in most
 * over the period (where it found nothing, for a query without results), when the API names one: in a report on
 * several stores, the store the fix applies to.
 */
export type InsightsFixHandler = (query: string, fix: InsightFix, storeId?: string) => void;

/** What the cells need besides the row: the reader's language and the report's currency. */
export interface ReportColumnContext {
  /** Catalogue lookup. */
  readonly t: TranslateFn;
  /** The catalogue (the join of amounts in several currencies). */
  readonly messages: Messages;
  /** Locale of the figures and dates. */
  readonly locale: string;
  /** ISO 4217 code of the revenue figures. */
  readonly currency: string;
  /**
   * The store's IANA time zone, the one the period is counted in (UTC when unknown): a query's last search is
   * told in it too.
   */
  readonly timeZone: string | undefined;
  /**
   * Opens the editor of a row's fix, pre-filled for its query; without it (or when no row offers a fix) the table
   * has no fix column.
   */
  readonly onFix: InsightsFixHandler | undefined;
}

type Columns<Row> = (context: ReportColumnContext) => ColumnDef<Row>[];

function queryColumn<Row extends { query: string }>({ t }: ReportColumnContext): ColumnDef<Row> {
  return {
    id: 'query',
    header: t('columnQuery'),
    accessorFn: (row) => row.query,
  };
}

const countColumn = <Row,>(
  id: string,
  header: string,
  value: (row: Row) => number,
  locale: string,
): ColumnDef<Row> => ({
  id,
  header,
  accessorFn: value,
  cell: ({ row }) => formatNumber(value(row.original), locale),
});

function lastSeenColumn<Row extends { lastSeen: string }>({
  t,
  locale,
  timeZone,
}: ReportColumnContext): ColumnDef<Row> {
  return {
    id: 'lastSeen',
    header: t('columnLastSeen'),
    accessorFn: (row) => row.lastSeen,
    cell: ({ row }) =>
      formatDateTime(row.original.lastSeen, locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: timeZone ?? 'UTC',
        fallback: t('notAvailable'),
      }),
  };
}

/** A query's searches over the period as a small line, named in words for those who do not see it. */
function trendColumn<Row extends { trend: number[] }>({ t, locale }: ReportColumnContext): ColumnDef<Row> {
  return {
    id: 'trend',
    header: t('columnTrend'),
    enableSorting: false,
    cell: ({ row }) => {
      const words = trendSummaryMessage(row.original.trend, locale);
      return (
        <Sparkline
          values={row.original.trend}
          label={words ? t(words.messageKey, words.params) : t('noDataAvailable')}
        />
      );
    },
  };
}

/** Id of a report's column of fixes. */
const REPORT_FIX_COLUMN = 'fix';

/**
 * The fixes a row's query needs (a synonym or a redirect, pinned products, a Dynamic Re-Rank rule), one button
 * each. The column scrolls sideways with the others on a narrow screen: pinned at the edge, its buttons would lie
 * over the other columns' headers and figures.
 */
function fixColumns<Row extends { query: string; storeId?: string; fixes: InsightFix[] }>({
  t,
  onFix,
}: ReportColumnContext): ColumnDef<Row>[] {
  return onFix
    ? [
        {
          id: REPORT_FIX_COLUMN,
          header: t('columnFix'),
          enableSorting: false,
          cell: ({ row }) => (
            <Flex gap="2">
              {row.original.fixes.map((fix) => (
                <Button
                  key={fix.action}
                  size="1"
                  variant="soft"
                  aria-label={`${t(FIX_ACTION_LABELS[fix.action])}: ${row.original.query}`}
                  onClick={() => onFix(row.original.query, fix, row.original.storeId)}
                >
                  {t(FIX_ACTION_LABELS[fix.action])}
                </Button>
              ))}
            </Flex>
          ),
        },
      ]
    : [];
}

type ConversionRow = InsightsReportRows['topConverting'];
type TrendRow = InsightsReportRows['rising'];
type NoResultRow = InsightsReportRows['noResults'];
type NoClickRow = InsightsReportRows['noClicks'];
type ClickPositionRow = InsightsReportRows['clickPositions'];

const conversionColumns: Columns<ConversionRow> = (context) => {
  const { t, messages, locale, currency } = context;
  return [
    queryColumn<ConversionRow>(context),
    countColumn<ConversionRow>('searches', t('columnSearchCount'), (row) => row.searches, locale),
    countColumn<ConversionRow>('clicks', t('columnClicks'), (row) => row.clicks, locale),
    countColumn<ConversionRow>('conversions', t('columnConversions'), (row) => row.conversions, locale),
    {
      id: 'conversionRate',
      header: t('columnConversionRate'),
      accessorFn: (row) => row.conversionRate,
      cell: ({ row }) => formatPercent(row.original.conversionRate, locale, 1),
    },
    {
      id: 'revenue',
      header: t('columnRevenue'),
      accessorFn: (row) => row.revenue,
      // Each currency it sold in with its own sign: amounts in different currencies are never added up.
      cell: ({ row }) =>
        formatAmounts(
          revenueAmounts({ revenue: row.original.revenue, currency, revenues: row.original.revenues }),
          messages,
          locale,
        ),
    },
    ...fixColumns<ConversionRow>(context),
  ];
};

const trendColumns: Columns<TrendRow> = (context) => {
  const { t, locale } = context;
  return [
    queryColumn<TrendRow>(context),
    countColumn<TrendRow>('searches', t('columnSearchCount'), (row) => row.searches.current, locale),
    countColumn<TrendRow>('previous', t('previousPeriod'), (row) => row.searches.previous, locale),
    {
      id: 'change',
      header: t('columnChange'),
      // A query new this period (no percentage) sorts above every rise.
      accessorFn: (row) => row.searches.percent ?? Number.POSITIVE_INFINITY,
      cell: ({ row }) => <FigureChange change={row.original.searches} />,
    },
    ...fixColumns<TrendRow>(context),
  ];
};

/** The table columns of each report. */
export const REPORT_COLUMNS: {
  readonly [Report in InsightsReportName]: Columns<InsightsReportRows[Report]>;
} = {
  noResults: (context) => [
    queryColumn<NoResultRow>(context),
    countColumn<NoResultRow>(
      'searches',
      context.t('columnSearchCount'),
      (row) => row.searches,
      context.locale,
    ),
    lastSeenColumn<NoResultRow>(context),
    trendColumn<NoResultRow>(context),
    ...fixColumns<NoResultRow>(context),
  ],
  noClicks: (context) => [
    queryColumn<NoClickRow>(context),
    countColumn<NoClickRow>(
      'searches',
      context.t('columnSearchCount'),
      (row) => row.searches,
      context.locale,
    ),
    lastSeenColumn<NoClickRow>(context),
    ...fixColumns<NoClickRow>(context),
  ],
  clickPositions: (context) => [
    queryColumn<ClickPositionRow>(context),
    countColumn<ClickPositionRow>('clicks', context.t('columnClicks'), (row) => row.clicks, context.locale),
    {
      id: 'averagePosition',
      header: context.t('columnAveragePosition'),
      accessorFn: (row) => row.averagePosition,
      cell: ({ row }) =>
        formatNumber(row.original.averagePosition, context.locale, { maximumFractionDigits: 1 }),
    },
    ...fixColumns<ClickPositionRow>(context),
  ],
  topConverting: conversionColumns,
  noConversions: conversionColumns,
  rising: trendColumns,
  falling: trendColumns,
};
