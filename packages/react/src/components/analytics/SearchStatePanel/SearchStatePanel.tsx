import { Callout, Flex } from '@radix-ui/themes';
import { compareSearchRows, TOP_LIST_LIMIT } from '@storesearch/sdk/analytics';
import type { Period } from '@storesearch/sdk/insights';
import { useDeferredValue, useMemo } from 'react';
import { BarChart } from '../../../charts/BarChart';
import { useRecentSearches } from '../../../hooks/analytics/useRecentSearches';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useStoreSearchUser } from '../../../hooks/shared/useStoreSearchUser';
import { useT } from '../../../hooks/shared/useT';
import { ExportCsvTimeZone } from '../../shared/ExportCsvButton/exportCsvTimeZone';
import { RecentSearchesTable } from '../RecentSearchesTable/RecentSearchesTable';

/** Props of SearchStatePanel. */
export interface SearchStatePanelProps {
  /** Opens the boosting-rule editor for a query (the row menu's Boost Search). */
  onBoostSearch?: (query: string) => void;
  /**
   * The period shown; with one, the chart sets each query's searches beside the previous period's and the table
   * says how each moved. Without one, the searches of every event kept (the spec's Search State).
   */
  period?: Period | undefined;
  /** The store's IANA time zone the period's days are counted in; UTC when omitted. */
  timeZone?: string | undefined;
}

/**
 * Search State: the signed-in vendor's recent searches with View Details and Boost Search row actions, and the
 * bar chart 'Top 5 Most Searched Queries Over Time' from the first 5 entries; given a period, each beside the
 * previous period. Failures show with Retry.
 */
export function SearchStatePanel({ onBoostSearch, period, timeZone }: SearchStatePanelProps) {
  const t = useT();
  const range = period === undefined ? undefined : { period, timeZone };
  const searches = useRecentSearches(range);
  // Without a period this is the same query as the one above (one call), and nothing is compared.
  const before = useRecentSearches(range && { ...range, previous: true });
  const insightsReady = useMessageArea('insights');
  const compared = range !== undefined && insightsReady;
  const user = useStoreSearchUser();
  const retry = () => {
    void searches.refetch();
    if (before.error) void before.refetch();
  };
  // The rows wait for the previous period's when comparing, so the table and chart fill in once.
  const rows = useMemo(() => {
    if (!compared) return searches.data;
    return searches.data && before.data ? compareSearchRows(searches.data, before.data) : undefined;
  }, [compared, searches.data, before.data]);
  const error = searches.error ?? (compared ? before.error : null);
  const loading = rows === undefined && !error;
  // The same rows and series on every render that changes neither, so the chart does not redraw.
  const top = useMemo(
    () =>
      rows?.slice(0, TOP_LIST_LIMIT).map((row) => ({
        query: row.query,
        searchCount: row.searchCount,
        previousSearchCount: typeof row.previousSearchCount === 'number' ? row.previousSearchCount : 0,
      })),
    [rows],
  );
  // The table is the screen's list: its rows show first, and the chart draws in the render after them.
  const chartData = useDeferredValue(top, undefined);
  const categories = useMemo(
    () =>
      compared
        ? [
            { key: 'searchCount' as const, label: t('thisPeriod') },
            { key: 'previousSearchCount' as const, label: t('previousPeriod') },
          ]
        : [{ key: 'searchCount' as const, label: t('columnSearchCount') }],
    [t, compared],
  );
  // Without a signed-in user there is nobody to ask for (spec section 8: the call is skipped); say so.
  if (!user) {
    return (
      <Callout.Root color="amber" role="status" highContrast>
        <Callout.Text>{t('noActiveStoreOrVendor')}</Callout.Text>
      </Callout.Root>
    );
  }
  // Its CSV files are dated in the store's zone, whose days the figures count.
  return (
    <ExportCsvTimeZone value={timeZone}>
      <Flex direction="column" gap="4">
        <BarChart
          title={t('topSearchedQueriesOverTime')}
          data={chartData}
          loading={loading || (chartData === undefined && !error)}
          error={error}
          onRetry={retry}
          index="query"
          indexLabel={t('columnQuery')}
          categories={categories}
          showLegend={compared}
          emptyText={t('noSearchData')}
        />
        <RecentSearchesTable
          title={t('recentSearches')}
          rows={rows}
          loading={loading}
          error={error}
          onRetry={retry}
          showDetails
          {...(onBoostSearch ? { onBoostSearch } : {})}
        />
      </Flex>
    </ExportCsvTimeZone>
  );
}
