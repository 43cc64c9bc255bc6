import type { MessageKey } from '@storesearch/sdk';
import {
  type InsightsReportName,
  type InsightsReportRows,
  REPORT_TOP_CHART_TITLE,
} from '@storesearch/sdk/insights';
import { useMemo } from 'react';
import { BarChart } from '../../../charts/BarChart';
import { useT } from '../../../hooks/shared/useT';
import { REPORT_CHART_HEIGHT } from './ReportTable';

/** How many of a report's first rows its chart draws: the queries it ranks highest. */
export const REPORT_CHART_ROWS = 10;

/** The reports whose chart draws their first rows (click position draws its distribution instead). */
export type RankedReportName = Exclude<InsightsReportName, 'clickPositions'>;

/** What a report's chart draws of a row: the figure the report ranks by, or this period's and the previous. */
interface RankedFigures<Row> {
  /** The row's values, one per bar of its query. */
  readonly values: (row: Row) => readonly [number] | readonly [number, number];
  /** The values' names, in the same order. */
  readonly labels: readonly [MessageKey] | readonly [MessageKey, MessageKey];
  /** What the values count: the y axis's title. */
  readonly axis: MessageKey;
}

const searchesThenAndNow: RankedFigures<InsightsReportRows['rising']> = {
  values: (row) => [row.searches.current, row.searches.previous],
  labels: ['thisPeriod', 'previousPeriod'],
  axis: 'columnSearchCount',
};

/** A report ranked by one count: its bars and its axis named by it. */
const rankedBy = <Row,>(key: MessageKey, value: (row: Row) => number): RankedFigures<Row> => ({
  values: (row) => [value(row)],
  labels: [key],
  axis: key,
});

/**
 * Each report's ranking figure, as its rows are ordered: most such searches, purchases (revenue only breaks ties,
 * and is in the table) or clicks first. Counts, so a report of stores in several currencies charts the same.
 */
const RANKED_FIGURES: { readonly [Report in RankedReportName]: RankedFigures<InsightsReportRows[Report]> } = {
  noResults: rankedBy('searchesWithoutResults', (row) => row.searches),
  noClicks: rankedBy('columnSearchCount', (row) => row.searches),
  topConverting: rankedBy('columnConversions', (row) => row.conversions),
  noConversions: rankedBy('columnClicks', (row) => row.clicks),
  rising: searchesThenAndNow,
  falling: searchesThenAndNow,
};

/** Props of ReportTopChart. */
export interface ReportTopChartProps<Report extends RankedReportName> {
  /** The report. */
  report: Report;
  /** Its rows as sent, most telling first; absent while it loads. */
  rows: readonly InsightsReportRows[Report][] | undefined;
  /** Shows the chart's placeholder. */
  loading: boolean;
}

/**
 * A report's first REPORT_CHART_ROWS queries, a bar each by the figure the report ranks them by (searches without
 * results or clicks, purchases, clicks; this period's searches beside the previous period's for rising and
 * falling queries): the few queries that matter most, before the table lists them all. The y axis names the
 * figure and is scaled to it, and every bar is labelled (cut, the full query in the tooltip and the data table).
 */
export function ReportTopChart<Report extends RankedReportName>({
  report,
  rows,
  loading,
}: ReportTopChartProps<Report>) {
  const t = useT();
  const figures = RANKED_FIGURES[report] as RankedFigures<InsightsReportRows[Report]>;
  const data = useMemo(
    () =>
      rows?.slice(0, REPORT_CHART_ROWS).map((row) => {
        const [first, second] = figures.values(row);
        return { query: row.query, first, second };
      }),
    [rows, figures],
  );
  const categories = useMemo(
    () =>
      figures.labels.map((label, i) => ({
        key: i === 0 ? ('first' as const) : ('second' as const),
        label: t(label),
      })),
    [figures, t],
  );
  return (
    <BarChart
      title={t(REPORT_TOP_CHART_TITLE, { count: data?.length ?? REPORT_CHART_ROWS })}
      titleAs="h3"
      data={data}
      index="query"
      indexLabel={t('columnQuery')}
      categories={categories}
      showLegend={categories.length > 1}
      loading={loading}
      height={REPORT_CHART_HEIGHT}
      yScale="nice"
      yAxisLabel={t(figures.axis)}
      allXLabels
    />
  );
}
