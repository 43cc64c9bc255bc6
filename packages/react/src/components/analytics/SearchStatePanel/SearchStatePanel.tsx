import { Callout, Flex } from '@radix-ui/themes';
import { TOP_LIST_LIMIT } from '@storesearch/sdk/analytics';
import { useMemo } from 'react';
import { BarChart } from '../../../charts/BarChart';
import { useRecentSearches } from '../../../hooks/analytics/useRecentSearches';
import { useStoreSearchUser } from '../../../hooks/shared/useStoreSearchUser';
import { useT } from '../../../hooks/shared/useT';
import { RecentSearchesTable } from '../RecentSearchesTable/RecentSearchesTable';

/** Props of SearchStatePanel. */
export interface SearchStatePanelProps {
  /** Opens the boosting-rule editor for a query (the row menu's Boost Search). */
  onBoostSearch?: (query: string) => void;
}

/**
 * Search State: the signed-in vendor's recent searches with View Details and Boost Search row actions, and the
 * bar chart 'Top 5 Most Searched Queries Over Time' from the first 5 entries. Failures show with Retry.
 */
export function SearchStatePanel({ onBoostSearch }: SearchStatePanelProps) {
  const t = useT();
  const searches = useRecentSearches();
  const user = useStoreSearchUser();
  const retry = () => void searches.refetch();
  // The same rows and series on every render that changes neither, so the chart does not redraw.
  const top = useMemo(() => searches.data?.slice(0, TOP_LIST_LIMIT), [searches.data]);
  const categories = useMemo(() => [{ key: 'searchCount' as const, label: t('columnSearchCount') }], [t]);
  // Without a signed-in user there is nobody to ask for (spec section 8: the call is skipped); say so.
  if (!user) {
    return (
      <Callout.Root color="amber" role="status" highContrast>
        <Callout.Text>{t('noActiveStoreOrVendor')}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Flex direction="column" gap="4">
      <BarChart
        title={t('topSearchedQueriesOverTime')}
        data={top}
        loading={searches.isPending && !searches.error}
        error={searches.error}
        onRetry={retry}
        index="query"
        indexLabel={t('columnQuery')}
        categories={categories}
        showLegend={false}
        emptyText={t('noSearchData')}
      />
      <RecentSearchesTable
        title={t('recentSearches')}
        rows={searches.data}
        loading={searches.isPending && !searches.error}
        error={searches.error}
        onRetry={retry}
        showDetails
        {...(onBoostSearch ? { onBoostSearch } : {})}
      />
    </Flex>
  );
}
