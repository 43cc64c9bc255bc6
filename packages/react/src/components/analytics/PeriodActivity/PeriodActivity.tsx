import { Flex, Grid, Heading } from '@radix-ui/themes';
import { formatNumber, type StoreScope } from '@storesearch/sdk';
import { figureChange, PERIOD_ACTIVITY_LABELS, type Period } from '@storesearch/sdk/insights';
import { useMemo } from 'react';
import { useVendorDashboard } from '../../../hooks/analytics/useVendorDashboard';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useT } from '../../../hooks/shared/useT';
import { FigureChange } from '../../insights/FigureChange/FigureChange';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { StatCard } from '../../shared/StatCard/StatCard';

/** Props of PeriodActivity. */
export interface PeriodActivityProps {
  /** The store; nothing is requested without one. */
  store: StoreScope | null | undefined;
  /** The period. */
  period: Period;
  /** The store's IANA time zone the period's days are counted in; UTC when omitted. */
  timeZone?: string | undefined;
}

/**
 * A store's searches and clicks in a period, each with its change against the previous period of as many days:
 * what the usage page adds to the plan's monthly figures. The same call as the dashboard's, so a period's
 * figures agree across both screens (and are fetched once).
 */
export function PeriodActivity({ store, period, timeZone }: PeriodActivityProps) {
  const t = useT();
  const locale = useLocale();
  const insightsReady = useMessageArea('insights');
  const range = { period, timeZone };
  const current = useVendorDashboard(store, range);
  const before = useVendorDashboard(store, { ...range, previous: true });
  const data = useMemo(
    () =>
      current.data && before.data
        ? {
            searches: figureChange(current.data.totalSearches, before.data.totalSearches),
            clicks: figureChange(current.data.clicks, before.data.clicks),
          }
        : undefined,
    [current.data, before.data],
  );
  const cards = (shown: typeof data) => (
    <Grid columns={{ initial: '1', sm: '2' }} gap="3">
      {(['searches', 'clicks'] as const).map((figure) => (
        <StatCard
          key={figure}
          label={t(PERIOD_ACTIVITY_LABELS[figure])}
          value={formatNumber(shown?.[figure].current ?? 0, locale)}
          hint={shown ? <FigureChange change={shown[figure]} /> : undefined}
          loading={!shown}
        />
      ))}
    </Grid>
  );
  // The cards' names are the insights area's: they wait for it, as they wait for the figures.
  const shown = insightsReady ? data : undefined;
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="3">
        {insightsReady ? t('thisPeriod') : t('loading')}
      </Heading>
      <QueryBoundary
        query={{ isPending: shown === undefined, error: current.error ?? before.error, data: shown }}
        onRetry={() => {
          void current.refetch();
          void before.refetch();
        }}
        pending={cards(undefined)}
      >
        {cards}
      </QueryBoundary>
    </Flex>
  );
}
