import { Box, Flex, Grid } from '@radix-ui/themes';
import { formatCurrency, formatNumber, formatPercent, type StoreScope } from '@storesearch/sdk';
import {
  type VendorDashboardChanges,
  type VendorDashboardData,
  vendorDashboardChanges,
} from '@storesearch/sdk/analytics';
import type { Period } from '@storesearch/sdk/insights';
import { useDeferredValue, useMemo } from 'react';
import { BarChart } from '../../../charts/BarChart';
import { DonutChart } from '../../../charts/DonutChart';
import { useVendorDashboard } from '../../../hooks/analytics/useVendorDashboard';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import { FigureChange } from '../../insights/FigureChange/FigureChange';
import { ExportCsvTimeZone } from '../../shared/ExportCsvButton/exportCsvTimeZone';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { StatCard } from '../../shared/StatCard/StatCard';
import { RecentSearchesTable } from '../RecentSearchesTable/RecentSearchesTable';

/** Props of VendorDashboardPanel. */
export interface VendorDashboardPanelProps {
  /** The store shown; nothing is requested without one. */
  store: StoreScope | null | undefined;
  /**
   * The period shown; with one, each tile also shows its change against the previous period of as many days.
   * Without one, the figures cover every event kept (the spec's dashboard).
   */
  period?: Period | undefined;
  /** The store's IANA time zone the period's days are counted in; UTC when omitted. */
  timeZone?: string | undefined;
}

/** No company-facts series exists in the API yet (spec section 2: the chart is empty), so the chart shows its empty state. */
const COMPANY_FACTS: readonly CompanyFact[] = [];

/** A company fact: a named figure. */
type CompanyFact = { readonly fact: string; readonly value: number };

/**
 * The vendor dashboard: total searches, click-through rate and conversion tiles (the SDK's formulas), the top 5
 * clicked products, the company-facts chart and the recent searches with a filter that reorders them. Given a
 * period, everything covers it and each tile says how it moved against the previous period. Refreshed every
 * 30 s while the tab is visible and whenever the store or the period changes.
 */
export function VendorDashboardPanel({ store, period, timeZone }: VendorDashboardPanelProps) {
  const t = useT();
  const locale = useLocale();
  const range = period === undefined ? undefined : { period, timeZone };
  const dashboard = useVendorDashboard(store, range);
  // Without a period there is nothing to compare with: no store, no call.
  const before = useVendorDashboard(range ? store : null, range && { ...range, previous: true });
  const changes = useMemo(
    () => (dashboard.data && before.data ? vendorDashboardChanges(dashboard.data, before.data) : undefined),
    [dashboard.data, before.data],
  );
  const hint = (figure: keyof VendorDashboardChanges) =>
    changes ? <FigureChange change={changes[figure]} /> : undefined;
  // The same series on every refresh that changes none, so the charts do not redraw.
  const series = useMemo(
    () => ({
      clicks: [{ key: 'clicks' as const, label: t('columnClicks') }] as const,
      facts: [{ key: 'value' as const, label: t('companyFacts') }],
    }),
    [t],
  );
  // The figures show first; the chart and the table below them draw in the render after.
  const below = useDeferredValue(dashboard.data, undefined);
  // One layout for the wait and the answer: without data, every tile, chart and table shows its placeholder.
  const panel = (data: VendorDashboardData | undefined) => {
    const loading = data === undefined;
    const shownBelow = data === undefined ? undefined : below;
    return (
      <Flex direction="column" gap="4">
        <Grid columns={{ initial: '1', sm: '3' }} gap="3">
          <StatCard
            label={t('totalSearches')}
            value={formatNumber(data?.totalSearches ?? 0, locale)}
            hint={hint('totalSearches')}
            loading={loading}
          />
          <StatCard
            label={t('clickThroughRate')}
            value={formatPercent(data?.clickThroughRate ?? 0, locale)}
            hint={hint('clickThroughRate')}
            loading={loading}
          />
          <StatCard
            label={t('conversion')}
            value={formatCurrency(data?.conversionValue ?? 0, 'USD', locale)}
            hint={hint('conversionValue')}
            loading={loading}
          />
        </Grid>
        <Grid columns={{ initial: '1', md: '2' }} gap="3">
          <DonutChart
            title={t('topClickedProducts')}
            data={shownBelow?.topClicked}
            index="productTitle"
            indexLabel={t('columnProduct')}
            categories={series.clicks}
            emptyText={t('noSearchData')}
          />
          <BarChart<CompanyFact>
            title={t('companyFacts')}
            data={COMPANY_FACTS}
            index="fact"
            indexLabel={t('companyFacts')}
            categories={series.facts}
            showLegend={false}
            emptyText={t('companyFactsEmpty')}
          />
        </Grid>
        <Box>
          <RecentSearchesTable
            title={t('recentSearches')}
            rows={shownBelow?.recentSearches}
            loading={shownBelow === undefined}
            sortable
          />
        </Box>
      </Flex>
    );
  };
  // Its CSV files are dated in the store's zone, whose days the figures count.
  return (
    <ExportCsvTimeZone value={timeZone}>
      <QueryBoundary query={dashboard} onRetry={() => void dashboard.refetch()} pending={panel(undefined)}>
        {panel}
      </QueryBoundary>
    </ExportCsvTimeZone>
  );
}
