import { Card, DataList, Flex, Grid, Heading } from '@radix-ui/themes';
import { formatCurrency, formatNumber, formatPercent } from '@storesearch/sdk';
import { type AdminAnalytics, planListPrices, quarterlyTotals, yearOverYear } from '@storesearch/sdk/admin';
import { useCallback, useMemo } from 'react';
import { BarChart, DonutChart, LineChart } from '../../../charts';
import { formatChartMonth, formatTrend } from '../../../format/admin.format';
import { labelOf, PLAN_LABEL_KEYS } from '../../../format/admin.labels';
import { useAdminAnalytics } from '../../../hooks/admin/useAdminAnalytics';
import { usePricingPlans } from '../../../hooks/admin/usePricingPlans';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { StatRow } from '../../shared/StatCard/StatRow';
import { FiguresTable } from '../AdminTable/FiguresTable';

/** Vendors shown in each top-vendors chart. */
export const TOP_VENDORS_SHOWN = 5;

/** One month of the revenue chart. */
interface RevenueRow {
  readonly month: string;
  readonly revenue: number;
}

/** One plan's slice of the distribution. */
interface ShareRow {
  readonly plan: string;
  readonly count: number;
}

/** One vendor of a top-vendors chart: searches and revenue, each on a chart of its own unit. */
interface VendorRow {
  readonly vendor: string;
  readonly searches: number;
  readonly revenue: number;
}

/** The first TOP_VENDORS_SHOWN vendors by one measure, largest first. */
function topBy(vendors: readonly VendorRow[], measure: 'searches' | 'revenue'): VendorRow[] {
  return [...vendors].sort((a, b) => b[measure] - a[measure]).slice(0, TOP_VENDORS_SHOWN);
}

/** One quarter of the growth chart. */
interface QuarterRow {
  readonly quarter: string;
  readonly users: number;
}

const PLAN_ROWS = [
  { key: 'starter', name: 'Starter' },
  { key: 'professional', name: 'Professional' },
  { key: 'enterprise', name: 'Enterprise' },
] as const satisfies readonly { key: keyof AdminAnalytics['subscriptionPlans']; name: string }[];

/**
 * The admin analytics screen's content: cards (total users, monthly revenue, active vendors, system uptime),
 * the plan breakdown at list prices, the year-over-year panel and system metrics, the 24-month revenue chart,
 * quarterly user growth, the subscription distribution, and top vendors by searches and by revenue (each on its
 * own scale). On failure, the translated error panel with a retry.
 */
export function AdminAnalyticsPanel() {
  const t = useT();
  const locale = useLocale();
  const analytics = useAdminAnalytics();
  const data = analytics.data;
  const loading = analytics.isPending;
  const money = useCallback((amount: number) => formatCurrency(amount, 'USD', locale), [locale]);
  // Each plan's price as the pricing list has it now (a price the admin changed included); the plans' list
  // prices if that list cannot be read.
  const plans = usePricingPlans();
  const listPrices = useMemo(
    () => (plans.data || plans.error ? planListPrices(plans.data ?? []) : undefined),
    [plans.data, plans.error],
  );
  // The same series and formatters on every render that changes none of them, so no chart redraws.
  const monthLabel = useCallback((month: string) => formatChartMonth(month, locale), [locale]);
  const planLabel = useCallback((plan: string) => labelOf(t, PLAN_LABEL_KEYS, plan), [t]);
  const series = useMemo(
    () => ({
      revenue: [{ key: 'revenue' as const, label: t('columnRevenue') }],
      users: [{ key: 'users' as const, label: t('columnNewUsers') }],
      subscriptions: [{ key: 'count' as const, label: t('columnSubscriptions') }] as const,
      searches: [{ key: 'searches' as const, label: t('columnSearchCount') }],
    }),
    [t],
  );
  const quarters = useMemo<QuarterRow[] | undefined>(
    () =>
      data
        ? quarterlyTotals(data.userOnboardingData).map((q) => ({
            quarter: t('quarterLabel', { quarter: q.quarter, year: q.year }),
            users: q.users,
          }))
        : undefined,
    [data, t],
  );
  // Plain rows: the chart kit reads fields by name, which the API's open (loose) objects do not type.
  const revenue = useMemo<RevenueRow[] | undefined>(
    () => data?.monthlyRevenueData.map(({ month, revenue }) => ({ month, revenue })),
    [data],
  );
  const shares = useMemo<ShareRow[] | undefined>(
    () => data?.subscriptionDistribution.map(({ plan, count }) => ({ plan, count })),
    [data],
  );
  const vendors = useMemo<VendorRow[] | undefined>(
    () => data?.vendorPerformance.map(({ vendor, searches, revenue }) => ({ vendor, searches, revenue })),
    [data],
  );
  const topBySearches = useMemo(() => vendors && topBy(vendors, 'searches'), [vendors]);
  const topByRevenue = useMemo(() => vendors && topBy(vendors, 'revenue'), [vendors]);
  const yoy = data ? yearOverYear(data.monthlyRevenueData) : null;

  const view = (
    <Flex direction="column" gap="4">
      <StatRow
        loading={loading}
        stats={[
          { label: t('totalUsers'), value: data ? formatNumber(data.totalUsers, locale) : '' },
          { label: t('monthlyRevenue'), value: data ? money(data.monthlyRevenue) : '' },
          { label: t('activeVendors'), value: data ? formatNumber(data.activeVendors, locale) : '' },
          { label: t('systemUptime'), value: data ? formatPercent(data.systemUptime, locale, 2) : '' },
        ]}
      />
      {/* Figures first: their h2 headings come before the charts' h3 titles, keeping the outline in order. */}
      <Card>
        <Heading as="h2" size="3" mb="2">
          {t('planBreakdown')}
        </Heading>
        <FiguresTable
          caption={t('planBreakdown')}
          labelHeader={t('columnPlan')}
          columns={[t('columnListPrice'), t('columnSubscriptions'), t('columnRevenue')]}
          rows={PLAN_ROWS.map(({ key, name }) => ({
            label: labelOf(t, PLAN_LABEL_KEYS, name),
            cells: [
              listPrices ? t('pricePerMonth', { price: money(listPrices[key]) }) : '…',
              data ? formatNumber(data.subscriptionPlans[key].count, locale) : '…',
              data ? money(data.subscriptionPlans[key].revenue) : '…',
            ],
          }))}
        />
      </Card>
      {/* The plan breakdown takes the whole row: four columns of figures need more than a third of it. */}
      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        <Card role="group" aria-label={t('yearOverYear')}>
          <Heading as="h2" size="3" mb="2">
            {t('yearOverYear')}
          </Heading>
          <DataList.Root size="2">
            <DataList.Item>
              <DataList.Label>{t('revenueInYear', { year: yoy?.year ?? '' })}</DataList.Label>
              <DataList.Value>{yoy ? money(yoy.revenue) : t('notAvailable')}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('revenueInYear', { year: yoy?.previousYear ?? '' })}</DataList.Label>
              <DataList.Value>{yoy ? money(yoy.previousRevenue) : t('notAvailable')}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('revenueGrowth')}</DataList.Label>
              <DataList.Value>{formatTrend(yoy?.change ?? null, locale) ?? t('notAvailable')}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </Card>
        <Card role="group" aria-label={t('systemMetrics')}>
          <Heading as="h2" size="3" mb="2">
            {t('systemMetrics')}
          </Heading>
          <DataList.Root size="2">
            <DataList.Item>
              <DataList.Label>{t('totalSearches')}</DataList.Label>
              <DataList.Value>{data ? formatNumber(data.totalSearches, locale) : '…'}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('averageSearchTime')}</DataList.Label>
              <DataList.Value>
                {data ? t('milliseconds', { value: formatNumber(data.averageSearchTime, locale) }) : '…'}
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('systemUptime')}</DataList.Label>
              <DataList.Value>{data ? formatPercent(data.systemUptime, locale, 2) : '…'}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('totalVendors')}</DataList.Label>
              <DataList.Value>{data ? formatNumber(data.totalVendors, locale) : '…'}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('vendorGrowth')}</DataList.Label>
              <DataList.Value>{data ? (formatTrend(data.vendorGrowth, locale) ?? '') : '…'}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </Card>
      </Grid>
      <LineChart<RevenueRow>
        title={t('historicalRevenue')}
        data={revenue}
        index="month"
        indexLabel={t('columnMonth')}
        indexFormatter={monthLabel}
        categories={series.revenue}
        valueFormatter={money}
        loading={loading}
      />
      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        <BarChart<QuarterRow>
          title={t('quarterlyUserGrowth')}
          data={quarters}
          index="quarter"
          indexLabel={t('columnQuarter')}
          categories={series.users}
          loading={loading}
        />
        <DonutChart<ShareRow>
          title={t('subscriptionDistribution')}
          data={shares}
          index="plan"
          indexLabel={t('columnPlan')}
          indexFormatter={planLabel}
          categories={series.subscriptions}
          loading={loading}
        />
      </Grid>
      {/* Searches and revenue are different units: each gets its own chart and scale. */}
      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        <BarChart<VendorRow>
          title={t('topVendorsBySearches')}
          data={topBySearches}
          index="vendor"
          indexLabel={t('columnVendor')}
          categories={series.searches}
          showLegend={false}
          loading={loading}
        />
        <BarChart<VendorRow>
          title={t('topVendorsByRevenue')}
          data={topByRevenue}
          index="vendor"
          indexLabel={t('columnVendor')}
          categories={series.revenue}
          valueFormatter={money}
          showLegend={false}
          loading={loading}
        />
      </Grid>
    </Flex>
  );
  return (
    <QueryBoundary
      query={analytics}
      errorTitle="failedToLoadAnalytics"
      onRetry={() => void analytics.refetch()}
      pending={view}
    >
      {() => view}
    </QueryBoundary>
  );
}
