import { Flex } from '@radix-ui/themes';
import { InsightsOverview, InsightsReports, PeriodPicker } from '@storesearch/react';
import { type InsightFixAction, type InsightsQueryInput, serialisePeriod } from '@storesearch/sdk/insights';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { insightsPeriod } from '../../routes/insightsSearch.schema';
import { PATHS } from '../../routes/paths';
import { AnalyticsStoreGate } from './AnalyticsStoreGate';

/** Where Merchandising opens each of its fixes for a query. */
const FIX_SEARCH = {
  addSynonym: (synonym: string) => ({ tab: 'synonyms' as const, synonym }),
  addRedirect: (redirect: string) => ({ redirect }),
  pinProducts: (preview: string) => ({ preview }),
} satisfies Record<Exclude<InsightFixAction, 'reRank'>, (query: string) => object>;

/**
 * Search Insights: the selected store's figures over a period against the previous one, and the reports of
 * queries to fix. The period is the address's `?period=` (a reload or a shared link shows the same one);
 * a row's fix opens its editor pre-filled for the row's query: a synonym or a redirect in Merchandising for a
 * query that finds nothing, its search preview to pin products for one nobody clicks, and Dynamic Re-Rank's
 * add-rule editor (`?query=`) for one clicked far down or that does not sell.
 */
export function SearchInsightsScreen() {
  // By route id, not by importing the route: this screen is a lazy chunk of the file that declares it.
  const search = useSearch({ from: '/vendor-area/dashboard/vendor/insights' });
  const navigate = useNavigate();
  const period = insightsPeriod(search);
  const token = serialisePeriod(period);
  return (
    <AnalyticsStoreGate titleKey="searchInsightsTitle">
      {(store) => {
        // Days are the store's, when the API names its zone.
        const input: InsightsQueryInput = {
          period,
          store,
          ...(store.timeZone === undefined ? {} : { timeZone: store.timeZone }),
        };
        return (
          <Flex direction="column" gap="4">
            <PeriodPicker
              key={token}
              value={period}
              onChange={(next) =>
                void navigate({ to: PATHS.vendorSearchInsights, search: { period: serialisePeriod(next) } })
              }
            />
            <InsightsOverview input={input} />
            <InsightsReports
              key={`${store.storeType}-${store.storeId}`}
              input={input}
              onFix={(query, fix) => {
                if (fix.action === 'reRank') void navigate({ to: PATHS.vendorBoosting, search: { query } });
                else void navigate({ to: PATHS.vendorMerchandising, search: FIX_SEARCH[fix.action](query) });
              }}
            />
          </Flex>
        );
      }}
    </AnalyticsStoreGate>
  );
}
