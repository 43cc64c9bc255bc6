import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Grid,
  Heading,
  Link,
  Table,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import { formatDate, type StoreScope } from '@storesearch/sdk';
import { MONTHLY_CHART_MAX, monthlyChartSeries } from '@storesearch/sdk/analytics';
import {
  hasPlanUpgrade,
  type ManualBoostingRow,
  USAGE_METRICS,
  type UsageLimits,
  usageBanner,
} from '@storesearch/sdk/usage';
import { type MouseEvent, useCallback, useMemo } from 'react';
import { BarChart } from '../../../charts/BarChart';
import { labelOf, PLAN_LABEL_KEYS } from '../../../format/admin.labels';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import { useSubscriptionPlans } from '../../../hooks/usage/useSubscriptionPlans';
import { useUsage } from '../../../hooks/usage/useUsage';
import { ExportCsvButton } from '../../shared/ExportCsvButton/ExportCsvButton';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { UsageCard } from '../UsageCard/UsageCard';

/** The monthly chart is tall enough to label every tick of its 0 to 1000 scale (21 ticks, one per 50). */
const MONTHLY_CHART_HEIGHT = 440;

/** Callout colour of each banner. */
const BANNER_COLORS = { exceeded: 'red', warning: 'orange', info: 'blue' } as const;

/** Props of UsagePanel. */
export interface UsagePanelProps {
  /** The store shown; nothing is requested without one. */
  store: StoreScope | null | undefined;
  /** Where Manage Subscription, Upgrade Now and View Plans lead (`/dashboard/vendor/settings/subscription`). */
  subscriptionHref: string;
  /** Client-side navigation (the app's router); without it the links load the page. */
  onNavigate?: (href: string) => void;
  /** Rows of the manual boosting table; none are sent by the API yet, so it shows its no-data message. */
  manualBoosting?: readonly ManualBoostingRow[];
  /** The clock, for the 12 months shown. */
  now?: () => Date;
}

/** The real clock: one function, so the chart's months are worked out again only when the data changes. */
const currentDate = () => new Date();

/**
 * Usage: the exceeded or warning banner (or the no-subscription message), the searches, products and stores
 * cards, the plan badge with Manage Subscription, the monthly searches chart (12 months, 0 to 1000; the month
 * under way drawn apart, its searches so far), the manual boosting table, and View Plans with Upgrade Now unless the
 * vendor is on the top plan.
 * Failures show with Retry (the spec only logged them).
 */
export function UsagePanel({
  store,
  subscriptionHref,
  onNavigate,
  manualBoosting = [],
  now = currentDate,
}: UsagePanelProps) {
  // A plain click navigates in the app; modified clicks (new tab, new window) keep the browser's behaviour.
  const link = {
    href: subscriptionHref,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onNavigate(subscriptionHref);
    },
  };
  const t = useT();
  const locale = useLocale();
  const { limits, stats } = useUsage(store);
  const plans = useSubscriptionPlans();
  // Upgrade Now once a plan on offer is an upgrade: on the top plan only View Plans stays. Should the plans not be
  // read, the link stays: it leads to the page that lists them.
  const upgrade = plans.error
    ? true
    : plans.data !== undefined && hasPlanUpgrade(plans.data.current, plans.data.plans);
  // The same rows, series and formatter on every render that changes none, so the chart does not redraw.
  const series = useMemo(
    () => (stats.data ? monthlyChartSeries(stats.data.monthlyData, now()) : undefined),
    [stats.data, now],
  );
  const monthLabel = useCallback(
    (month: string) =>
      formatDate(`${month}-01T00:00:00Z`, locale, {
        fallback: month,
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    [locale],
  );
  // The last month is always the one under way: its bars count so far, and are drawn apart.
  const categories = useMemo(
    () => [
      { key: 'searches' as const, label: t('legendSearches'), ongoingLast: true },
      { key: 'clicks' as const, label: t('legendActualSearches'), ongoingLast: true },
    ],
    [t],
  );
  // The plan's banner, badge and cards: placeholders while the limits load, only the banner without a plan.
  const plan = (data: UsageLimits | null | undefined) => {
    const banner = data === undefined ? null : usageBanner(data);
    return (
      <>
        {banner && (
          <Callout.Root
            color={BANNER_COLORS[banner.kind]}
            role={banner.kind === 'info' ? 'status' : 'alert'}
            data-banner={banner.kind}
            highContrast
          >
            <Callout.Text>
              <Text weight="bold">{t(banner.titleKey)}</Text> {t(banner.messageKey, banner.params)}
            </Callout.Text>
          </Callout.Root>
        )}
        {data && (
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Badge size="2" highContrast>
              {t('currentPlan', { plan: labelOf(t, PLAN_LABEL_KEYS, data.planName) })}
            </Badge>
            <Link {...link}>{t('manageSubscription')}</Link>
          </Flex>
        )}
        {data !== null && (
          <Grid columns={{ initial: '1', sm: '3' }} gap="3">
            {USAGE_METRICS.map((metric) => (
              <UsageCard key={metric} metric={metric} usage={data?.[metric]} />
            ))}
          </Grid>
        )}
      </>
    );
  };
  const first = series?.[0];
  const last = series?.at(-1);
  return (
    <Flex direction="column" gap="4">
      <QueryBoundary
        query={limits}
        onRetry={() => void limits.refetch()}
        pending={plan(undefined)}
        empty={plan(null)}
      >
        {plan}
      </QueryBoundary>
      <BarChart
        title={t('monthlySearches')}
        description={
          first && last
            ? t('dateRange', { start: monthLabel(first.month), end: monthLabel(last.month) })
            : undefined
        }
        data={series}
        loading={stats.isPending && !stats.error}
        error={stats.error}
        onRetry={() => void stats.refetch()}
        index="month"
        indexLabel={t('columnMonth')}
        indexFormatter={monthLabel}
        categories={categories}
        yMax={MONTHLY_CHART_MAX}
        height={MONTHLY_CHART_HEIGHT}
        emptyText={t('noSearchData')}
      />
      <Card size="2">
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3">
            <Heading as="h2" size="3">
              {t('manualBoosting')}
            </Heading>
            <ExportCsvButton
              name={t('manualBoosting')}
              rows={manualBoosting}
              columns={[
                { header: t('columnPurchaseDate'), value: (row) => row.purchaseDate },
                { header: t('columnOrigin'), value: (row) => row.origin },
                { header: t('columnRequest'), value: (row) => row.request },
                { header: t('columnStatus'), value: (row) => row.status },
                { header: t('columnDetails'), value: (row) => row.details },
              ]}
            />
          </Flex>
          <Table.Root variant="ghost">
            <VisuallyHidden asChild>
              <caption>{t('manualBoosting')}</caption>
            </VisuallyHidden>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('columnPurchaseDate')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('columnOrigin')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('columnRequest')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('columnStatus')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('columnDetails')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {manualBoosting.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={5}>
                    <Text color="gray">{t('noManualBoostingData')}</Text>
                  </Table.Cell>
                </Table.Row>
              ) : (
                manualBoosting.map((row) => (
                  <Table.Row key={row.id}>
                    <Table.RowHeaderCell>{formatDate(row.purchaseDate, locale)}</Table.RowHeaderCell>
                    <Table.Cell>{row.origin}</Table.Cell>
                    <Table.Cell>{row.request}</Table.Cell>
                    <Table.Cell>{row.status}</Table.Cell>
                    <Table.Cell>{row.details}</Table.Cell>
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
        </Flex>
      </Card>
      {/* Busy until the plans say whether Upgrade Now belongs here. */}
      <Flex gap="3" justify="end" aria-busy={plans.isPending}>
        <Button asChild variant="soft">
          <a {...link}>{t('viewPlans')}</a>
        </Button>
        {upgrade ? (
          <Button asChild>
            <a {...link}>{t('upgradeNow')}</a>
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
