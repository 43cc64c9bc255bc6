import { Card, Flex, Grid, Progress, Text } from '@radix-ui/themes';
import {
  formatAmounts,
  formatCurrency,
  formatDateTime,
  formatNumber,
  type StoreScope,
} from '@storesearch/sdk';
import {
  clickThroughRate,
  hourGoingOn,
  type RealtimeView,
  totalSearchesBarWidth,
  totalSearchRingPercent,
} from '@storesearch/sdk/analytics';
import { useCallback, useMemo } from 'react';
import { LineChart } from '../../../charts/LineChart';
import { RingChart } from '../../../charts/RingChart';
import { useRealtime } from '../../../hooks/analytics/useRealtime';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useMessages } from '../../../hooks/shared/useMessages';
import { useT } from '../../../hooks/shared/useT';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { SearchOriginsMap } from '../SearchOriginsMap/SearchOriginsMap';
import { TopList } from '../TopList/TopList';

/** Props of RealtimePanel. */
export interface RealtimePanelProps {
  /** The store shown; nothing is requested without one. */
  store: StoreScope | null | undefined;
}

/**
 * The real-time state: total searches, click-through rate and sales as rings, the hourly search activity, the
 * top searches, clicked products and opportunities (5 each), the total-searches bar and where searches come
 * from. Refreshed every 10 s while the tab is visible.
 */
export function RealtimePanel({ store }: RealtimePanelProps) {
  const t = useT();
  const messages = useMessages();
  const locale = useLocale();
  const realtime = useRealtime(store);
  // The same series and formatter on every refresh that changes neither, so the chart does not redraw.
  const hourLabel = useCallback(
    (value: string) => formatDateTime(value, locale, { fallback: value, timeStyle: 'short' }),
    [locale],
  );
  // The current hour's searches are those so far: its stretch is drawn dotted, not as a fall.
  const categories = useMemo(
    () => ({
      whole: [{ key: 'searches' as const, label: t('legendSearches') }],
      ongoing: [{ key: 'searches' as const, label: t('legendSearches'), ongoingLast: true }],
    }),
    [t],
  );
  // One layout for the wait and the answer: without data, every ring, chart and list shows its placeholder.
  const panel = (view: RealtimeView | undefined) => {
    const counts = view?.counts;
    const loading = view === undefined;
    const lastHour = view?.hourly.at(-1)?.hour;
    const ongoing = lastHour !== undefined && hourGoingOn(lastHour, Date.now());
    return (
      <Flex direction="column" gap="4">
        <Grid columns={{ initial: '1', sm: '3' }} gap="3">
          <RingChart
            title={t('totalSearches')}
            valueLabel={t('totalSearches')}
            percent={counts && totalSearchRingPercent(counts.searches)}
            value={counts && formatNumber(counts.searches, locale)}
            loading={loading}
          />
          <RingChart
            title={t('clickThroughRate')}
            valueLabel={t('clickThroughRate')}
            percent={counts && clickThroughRate(counts.clicks, counts.searches)}
            colorIndex={1}
            loading={loading}
          />
          <RingChart
            title={t('sales')}
            valueLabel={t('sales')}
            // The ring shows how many searches ended in a purchase; the figure is the revenue, in the store's
            // currency and in each other one a purchase was paid in (never added up across currencies).
            percent={counts && clickThroughRate(counts.purchases, counts.searches)}
            value={counts && formatAmounts(counts.sales, messages, locale)}
            valueLines={counts?.sales.map(({ currency, amount }) => formatCurrency(amount, currency, locale))}
            colorIndex={2}
            loading={loading}
          />
        </Grid>
        <Card size="2">
          <Flex direction="column" gap="2">
            <Flex justify="between">
              <Text size="2">{t('totalSearches')}</Text>
              <Text size="2" weight="medium">
                {formatNumber(counts?.searches ?? 0, locale)}
              </Text>
            </Flex>
            <Progress value={totalSearchesBarWidth(counts?.searches ?? 0)} aria-label={t('totalSearches')} />
          </Flex>
        </Card>
        <LineChart
          title={t('searchActivity')}
          data={view?.hourly}
          index="hour"
          indexLabel={t('columnHour')}
          indexFormatter={hourLabel}
          categories={ongoing ? categories.ongoing : categories.whole}
          // One series needs no legend, but the dots of the hour under way are named in it.
          showLegend={ongoing}
          emptyText={t('noSearchData')}
        />
        <Grid columns={{ initial: '1', md: '3' }} gap="3">
          <TopList title={t('topSearch')} entries={view?.topSearches} />
          <TopList title={t('topClicked')} entries={view?.topClicked} />
          <TopList title={t('topOpportunities')} entries={view?.topOpportunities} />
        </Grid>
        <SearchOriginsMap origins={view?.origins} />
      </Flex>
    );
  };
  return (
    <QueryBoundary query={realtime} onRetry={() => void realtime.refetch()} pending={panel(undefined)}>
      {panel}
    </QueryBoundary>
  );
}
