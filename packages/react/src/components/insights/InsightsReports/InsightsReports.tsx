import { Flex, Skeleton, Tabs } from '@radix-ui/themes';
import {
  INSIGHTS_REPORT_MESSAGES,
  INSIGHTS_REPORTS,
  INSIGHTS_REPORTS_LABEL,
  type InsightsQueryInput,
  type InsightsReportName,
  type InsightsReportRows,
  insightsCsvColumns,
  insightsCsvCurrencies,
  reportEmptyMessage,
} from '@storesearch/sdk/insights';
import { useDeferredValue, useMemo } from 'react';
import { useInsightsOverview } from '../../../hooks/insights/useInsightsOverview';
import { type InsightsReportCalls, useInsightsReport } from '../../../hooks/insights/useInsightsReport';
import { useControllableValue } from '../../../hooks/shared/useControllableValue';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useMessages } from '../../../hooks/shared/useMessages';
import { useT } from '../../../hooks/shared/useT';
import { ClickPositionChart } from './ClickPositionChart';
import { ReportTable } from './ReportTable';
import { type RankedReportName, ReportTopChart } from './ReportTopChart';
import { type InsightsFixHandler, REPORT_COLUMNS } from './reportColumns';

/** Props of InsightsReports. */
export interface InsightsReportsProps {
  /** The period, store scope and time zone to report on. */
  input: InsightsQueryInput;
  /** The report shown first. */
  defaultReport?: InsightsReportName;
  /** The report shown, when the parent keeps it (in the address, say); with `onReportChange`. */
  report?: InsightsReportName | undefined;
  /** Called with the report whose tab is picked. */
  onReportChange?: ((report: InsightsReportName) => void) | undefined;
  /**
   * Opens the editor of a fix pre-filled for a row's query: a synonym or a redirect for a query that finds
   * nothing, pinned products for one nobody clicks, a Dynamic Re-Rank rule (with the filters shoppers use)
   * for one clicked far down or that does not sell. With it, each row offers the fixes its query needs. In a
   * report on several stores, the third argument names the store a row's fix applies to (see
   * InsightsFixHandler).
   */
  onFix?: InsightsFixHandler;
}

/** Height of the reports' placeholder before they mount: the tabs, a heading and the table. */
const REPORTS_PLACEHOLDER_HEIGHT = '520px';

/** The call that answers a report: rising and falling queries come from one. */
const CALL_OF = {
  noResults: 'noResults',
  noClicks: 'noClicks',
  clickPositions: 'clickPositions',
  topConverting: 'topConverting',
  noConversions: 'noConversions',
  rising: 'trending',
  falling: 'trending',
} as const satisfies Record<InsightsReportName, keyof InsightsReportCalls>;

/** A report's rows and their total, out of its call's answer. */
function rowsOf<Report extends InsightsReportName>(
  report: Report,
  data: InsightsReportCalls[keyof InsightsReportCalls] | undefined,
): { rows: readonly InsightsReportRows[Report][] | undefined; total: number | undefined } {
  if (!data) return { rows: undefined, total: undefined };
  if (CALL_OF[report] === 'trending') {
    const trending = data as InsightsReportCalls['trending'];
    const rising = report === 'rising';
    return {
      rows: (rising ? trending.rising : trending.falling) as InsightsReportRows[Report][],
      total: rising ? trending.totalRising : trending.totalFalling,
    };
  }
  const rowsReport = data as InsightsReportCalls['noResults'];
  return { rows: rowsReport.rows as InsightsReportRows[Report][], total: rowsReport.totalRows };
}

/**
 * The click-position report's chart, while it loads and once there are clicks to draw: a failure and a period
 * without clicks are the table's to say.
 */
function PositionsChart({
  report,
  loading,
}: {
  report: InsightsReportCalls['clickPositions'] | undefined;
  loading: boolean;
}) {
  const distribution = report?.distribution;
  const clicks = distribution?.reduce((sum, bucket) => sum + bucket.clicks, 0) ?? 0;
  if (!loading && clicks === 0) return null;
  return <ClickPositionChart distribution={distribution} loading={loading} />;
}

/** One report's tab: its call (made once the tab shows), its table and its CSV export. */
function ReportTab<Report extends InsightsReportName>({
  report,
  input,
  onFix,
}: {
  report: Report;
  input: InsightsQueryInput;
  onFix: InsightsFixHandler | undefined;
}) {
  const t = useT();
  const messages = useMessages();
  const locale = useLocale();
  const messagesReady = useMessageArea('insights');
  const query = useInsightsReport(CALL_OF[report], input);
  // The period's searches (the overview's call, shared with its cards): a report of a period without any says so,
  // instead of its own empty text ("Every search found results") that would read as good news.
  const searches = useInsightsOverview(input).data?.totals.searches.current;
  // The rows draw in a render of their own, after the figures above them have shown.
  const data = useDeferredValue(messagesReady ? query.data : undefined, undefined);
  const currency = data?.currency ?? 'USD';
  const { rows, total } = rowsOf(report, data);
  // A report whose rows offer no fix (top converting queries, say) has no column of fixes.
  const fixable = rows?.some((row) => row.fixes.length > 0) === true;
  const columns = useMemo(
    () =>
      REPORT_COLUMNS[report]({
        t,
        messages,
        locale,
        currency,
        timeZone: input.timeZone,
        onFix: fixable ? onFix : undefined,
      }),
    [report, t, messages, locale, currency, input.timeZone, onFix, fixable],
  );
  const csvColumns = useMemo(
    () => insightsCsvColumns(report, t, currency, insightsCsvCurrencies(report, rows ?? [], currency)),
    [report, t, currency, rows],
  );
  const loading = !data && !query.error;
  return (
    <ReportTable
      title={t(INSIGHTS_REPORT_MESSAGES[report].title)}
      emptyText={t(reportEmptyMessage(report, searches))}
      rows={rows}
      totalRows={total}
      columns={columns}
      csvColumns={csvColumns}
      timeZone={input.timeZone}
      loading={loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      chart={
        report === 'clickPositions' ? (
          <PositionsChart
            report={data as InsightsReportCalls['clickPositions'] | undefined}
            loading={loading}
          />
        ) : (
          (loading || (rows !== undefined && rows.length > 0)) && (
            <ReportTopChart
              report={report as RankedReportName}
              rows={rows as InsightsReportRows[RankedReportName][] | undefined}
              loading={loading}
            />
          )
        )
      }
    />
  );
}

/**
 * The reports that tell a shop owner what to fix, one tab each: queries with no results, with no clicks, click
 * positions, top converting, without conversions, rising and falling. Each is a sortable table with Export CSV
 * and, per row, the fixes its query needs, each opening its editor pre-filled. A report is requested when its
 * tab is first shown.
 */
export function InsightsReports({
  input,
  defaultReport = 'noResults',
  onFix,
  ...view
}: InsightsReportsProps) {
  const t = useT();
  const [report, setReport] = useControllableValue(view.report, defaultReport, view.onReportChange);
  // The tabs and their table mount in the render after the page's first, so the figures above them show first.
  const mounted = useDeferredValue(true, false);
  if (!mounted) return <Skeleton height={REPORTS_PLACEHOLDER_HEIGHT} aria-busy="true" />;
  return (
    <Tabs.Root value={report} onValueChange={(value) => setReport(value as InsightsReportName)}>
      <Tabs.List aria-label={t(INSIGHTS_REPORTS_LABEL)} wrap="wrap">
        {INSIGHTS_REPORTS.map((name) => (
          <Tabs.Trigger key={name} value={name}>
            {t(INSIGHTS_REPORT_MESSAGES[name].title)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {INSIGHTS_REPORTS.map((name) => (
        <Tabs.Content key={name} value={name}>
          <Flex direction="column" pt="3">
            {name === report && <ReportTab report={name} input={input} onFix={onFix} />}
          </Flex>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
