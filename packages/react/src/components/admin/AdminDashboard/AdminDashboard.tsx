import { Card, Flex, Grid, Heading } from '@radix-ui/themes';
import { formatCurrency, formatNumber } from '@storesearch/sdk';
import { lastMonths, percentChange } from '@storesearch/sdk/admin';
import { useCallback, useMemo } from 'react';
import { LineChart } from '../../../charts';
import { formatChartMonth, formatTrend } from '../../../format/admin.format';
import { useAdminAnalytics } from '../../../hooks/admin/useAdminAnalytics';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { StatRow } from '../../shared/StatCard/StatRow';
import { FiguresTable } from '../AdminTable/FiguresTable';

/** One month of the revenue chart (a plain row: the chart kit reads its fields by name). */
interface RevenueRow {
  readonly month: string;
  readonly revenue: number;
}

/**
 * The admin dashboard: tiles for monthly revenue, new users this month, active users and total users,
 * each with its trend against the previous month; the current-versus-previous panel for revenue and new
 * users; and the revenue of the last six months as a line chart.
 */
export function AdminDashboard() {
  const t = useT();
  const locale = useLocale();
  const analytics = useAdminAnalytics();
  const data = analytics.data;
  const previous = data?.previousMonth;
  const money = useCallback((amount: number) => formatCurrency(amount, 'USD', locale), [locale]);
  // The same series and formatter on every render that changes neither, so the chart does not redraw.
  const monthLabel = useCallback((month: string) => formatChartMonth(month, locale), [locale]);
  const categories = useMemo(() => [{ key: 'revenue' as const, label: t('columnRevenue') }], [t]);
  const trend = (current: number | undefined, before: number | undefined) =>
    t('trendVsLastMonth', {
      percent:
        formatTrend(
          current === undefined || before === undefined ? null : percentChange(current, before),
          locale,
        ) ?? t('notAvailable'),
    });
  const revenue = useMemo<RevenueRow[] | undefined>(
    () =>
      data
        ? lastMonths(data.monthlyRevenueData).map(({ month, revenue }) => ({ month, revenue }))
        : undefined,
    [data],
  );
  const loading = analytics.isPending;

  const view = (
    <Flex direction="column" gap="4">
      <StatRow
        loading={loading}
        stats={[
          {
            label: t('monthlyRevenue'),
            value: data ? money(data.monthlyRevenue) : '',
            hint: trend(data?.monthlyRevenue, previous?.monthlyRevenue),
          },
          {
            label: t('newUsersThisMonth'),
            value: data ? formatNumber(data.newUsersThisMonth, locale) : '',
            hint: trend(data?.newUsersThisMonth, previous?.newUsers),
          },
          {
            label: t('activeUsers'),
            definition: t('activeUsersDefinition'),
            value: data ? formatNumber(data.activeUsers, locale) : '',
            hint: trend(data?.activeUsers, previous?.activeUsers),
          },
          {
            label: t('totalUsers'),
            value: data ? formatNumber(data.totalUsers, locale) : '',
            hint: trend(data?.totalUsers, previous?.totalUsers),
          },
        ]}
      />
      <Grid columns={{ initial: '1', md: '3' }} gap="3">
        <Card style={{ gridColumn: 'span 1' }}>
          <Heading as="h2" size="3" mb="2">
            {t('currentMonth')} / {t('previousMonth')}
          </Heading>
          <FiguresTable
            caption={`${t('currentMonth')} / ${t('previousMonth')}`}
            labelHeader={t('columnMonth')}
            columns={[t('currentMonth'), t('previousMonth')]}
            rows={[
              {
                label: t('columnRevenue'),
                cells: [
                  data ? money(data.monthlyRevenue) : '…',
                  previous ? money(previous.monthlyRevenue) : t('notAvailable'),
                ],
              },
              {
                label: t('columnNewUsers'),
                cells: [
                  data ? formatNumber(data.newUsersThisMonth, locale) : '…',
                  previous ? formatNumber(previous.newUsers, locale) : t('notAvailable'),
                ],
              },
            ]}
          />
        </Card>
        <div style={{ gridColumn: 'span 2' }}>
          <LineChart<RevenueRow>
            title={t('revenueOverview')}
            data={revenue}
            index="month"
            indexLabel={t('columnMonth')}
            indexFormatter={monthLabel}
            categories={categories}
            valueFormatter={money}
            loading={loading}
          />
        </div>
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
