import { Flex } from '@radix-ui/themes';
import {
  type CurrentStore,
  InsightsOverview,
  InsightsReports,
  ReportScopePicker,
  usePeriodToday,
  useSelectedStore,
  useT,
} from '@storesearch/react';
import { fitReportScope, type InsightFixAction, reportScopeInput } from '@storesearch/sdk/insights';
import { useNavigate, useSearch } from '@tanstack/react-router';
import {
  type InsightsSearch,
  insightsPeriod,
  insightsScope,
  PREVIOUS_HIDDEN,
  scopeSearch,
} from '../../routes/insightsSearch.schema';
import { PATHS } from '../../routes/paths';
import { AnalyticsStoreGate } from './AnalyticsStoreGate';
import { AddressPeriodPicker } from './PeriodScreen';

/** Where Merchandising opens each of its fixes for a query. */
const FIX_SEARCH = {
  addSynonym: (synonym: string) => ({ tab: 'synonyms' as const, synonym }),
  addRedirect: (redirect: string) => ({ redirect }),
  pinProducts: (preview: string) => ({ preview }),
} satisfies Record<Exclude<InsightFixAction, 'reRank'>, (query: string) => object>;

/**
 * Search Insights: the figures of the selected store, or of all the vendor's stores together, on one platform or
 * all, over a period against the previous one, and the reports of queries to fix. The period, the scope and the
 * view are the address's (insightsSearch.schema.ts: a reload or a shared link shows the same view); days
 * are counted in the selected store's time zone, all stores included; with the selected store alone, a platform it
 * is not on cannot be chosen (one in the address is dropped). A row's fix opens its editor pre-filled for
 * the row's query: a synonym or a redirect in Merchandising for a query that finds nothing, its search preview to
 * pin products for one nobody clicks, and Dynamic Re-Rank's add-rule editor (`?query=`) for one clicked far down
 * or that does not sell.
 */
export function SearchInsightsScreen() {
  // By route id, not by importing the route: this screen is a lazy chunk of the file that declares it.
  const search = useSearch({ from: '/vendor-area/dashboard/vendor/insights' });
  const t = useT();
  return (
    // With all stores chosen, the line under the title says so instead of naming the selected store.
    <AnalyticsStoreGate
      titleKey="searchInsightsTitle"
      scopeLabel={insightsScope(search).stores === 'all' ? t('allStores') : undefined}
    >
      {(store) => <InsightsBody store={store} search={search} />}
    </AnalyticsStoreGate>
  );
}

/** Search Insights once its store is known: the address's period on the store's today, its scope fitted to it. */
function InsightsBody({ store, search }: { readonly store: CurrentStore; readonly search: InsightsSearch }) {
  const navigate = useNavigate();
  const shown = insightsPeriod(search, usePeriodToday(store.timeZone));
  const scope = fitReportScope(insightsScope(search), store.storeType);
  const show = (next: Partial<InsightsSearch>) =>
    void navigate({ to: PATHS.vendorSearchInsights, search: { ...search, ...next } });
  // A tab, a figure or the previous period switched replace the address rather than adding a step to Back.
  const view = (next: Partial<InsightsSearch>) =>
    void navigate({ to: PATHS.vendorSearchInsights, search: { ...search, ...next }, replace: true });
  const input = reportScopeInput(shown.period, scope, store);
  const { stores, select } = useSelectedStore();
  // A report on all stores names the store each row's query was searched in most: its fix opens on that store
  // (on the report's platform, else on the selected store's when the store is on both), not on the selected one.
  const fixStore = (storeId: string | undefined) => {
    if (scope.stores !== 'all' || storeId === undefined) return;
    const candidates = stores?.filter((candidate) => candidate.id === storeId) ?? [];
    const target =
      candidates.find((candidate) => candidate.storeType === (scope.platform ?? store.storeType)) ??
      candidates[0];
    if (target && (target.id !== store.storeId || target.storeType !== store.storeType))
      select({ id: target.id, storeType: target.storeType });
  };
  return (
    <Flex direction="column" gap="4">
      <AddressPeriodPicker
        path={PATHS.vendorSearchInsights}
        search={search}
        shown={shown}
        timeZone={store.timeZone}
      >
        <ReportScopePicker
          value={scope}
          storeType={store.storeType}
          onChange={(next) => show(scopeSearch(next))}
        />
      </AddressPeriodPicker>
      <InsightsOverview
        input={input}
        chart={{
          figure: search.figure ?? 'searches',
          onFigureChange: (figure) => view({ figure: figure === 'searches' ? undefined : figure }),
          compare: search.previous !== PREVIOUS_HIDDEN,
          onCompareChange: (compare) => view({ previous: compare ? undefined : PREVIOUS_HIDDEN }),
        }}
      />
      <InsightsReports
        // A new scope starts the reports afresh, as a new store does.
        key={input.store ? `${input.store.storeType}-${input.store.storeId}` : 'all'}
        input={input}
        report={search.report ?? 'noResults'}
        onReportChange={(report) => view({ report: report === 'noResults' ? undefined : report })}
        onFix={(query, fix, storeId) => {
          fixStore(storeId);
          if (fix.action === 'reRank') void navigate({ to: PATHS.vendorBoosting, search: { query } });
          else void navigate({ to: PATHS.vendorMerchandising, search: FIX_SEARCH[fix.action](query) });
        }}
      />
    </Flex>
  );
}
