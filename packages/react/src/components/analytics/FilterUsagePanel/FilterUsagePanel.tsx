import { Flex, Switch, Text } from '@radix-ui/themes';
import type { MessageKey, StoreScope } from '@storesearch/sdk';
import {
  type ComparedFilterDay,
  compareFilterDays,
  FILTER_USAGE_FIELDS,
  type FilterUsageField,
  filterUsagePeriodSeries,
} from '@storesearch/sdk/analytics';
import { DEFAULT_TIME_ZONE, type Period } from '@storesearch/sdk/insights';
import { useMemo } from 'react';
import { dayFormatters } from '../../../charts/chart.format';
import type { ChartCategory } from '../../../charts/chart.types';
import { LineChart } from '../../../charts/LineChart';
import { useFilterUsage } from '../../../hooks/analytics/useFilterUsage';
import { useFilterUsageRecords } from '../../../hooks/analytics/useFilterUsageRecords';
import { usePeriodComparison } from '../../../hooks/insights/usePeriodComparison';
import { useControllableValue } from '../../../hooks/shared/useControllableValue';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useT } from '../../../hooks/shared/useT';
import { comparedPeriodsText } from '../../insights/ComparedPeriods/ComparedPeriods';
import { ExportCsvTimeZone } from '../../shared/ExportCsvButton/exportCsvTimeZone';

/** The label key of each filter line. */
const FIELD_LABELS = {
  category: 'fieldCategory',
  brand: 'fieldBrand',
  size: 'fieldSize',
  color: 'fieldColor',
  tag: 'fieldTag',
} as const satisfies Record<FilterUsageField, MessageKey>;

/** Props of FilterUsagePanel. */
export interface FilterUsagePanelProps {
  /** The store shown; nothing is requested without one. */
  store: StoreScope | null | undefined;
  /**
   * The period shown; with one, a switch sets the period's filtered searches beside the previous period's, day
   * by day. Without one, the last 90 days (the spec's chart).
   */
  period?: Period | undefined;
  /** The store's IANA time zone the days are counted in; UTC when omitted. */
  timeZone?: string | undefined;
  /** Whether the previous period is drawn at first; false by default. */
  defaultCompare?: boolean;
  /** Whether the previous period is drawn, when the parent keeps it (in the address, say); with `onCompareChange`. */
  compare?: boolean | undefined;
  /** Called when the switch sets the previous period beside this one or takes it away. */
  onCompareChange?: ((compare: boolean) => void) | undefined;
}

/**
 * Filter state: a line per filter (category, brand, size, color, tag) of how often it was used each day, in
 * the store's days (given a period, each of its days, a day without use at 0). Given a period, a switch turns
 * the chart into the period's searches that used a filter beside the previous period's same days, dashed and
 * named in the legend. That chart is titled by what it counts: a search that used several filters is one
 * search there, where each of its filters' lines counts it.
 */
export function FilterUsagePanel({
  store,
  period,
  timeZone,
  defaultCompare = false,
  compare: compareGiven,
  onCompareChange,
}: FilterUsagePanelProps) {
  const t = useT();
  const locale = useLocale();
  const insightsReady = useMessageArea('insights');
  const [compareChosen, setCompare] = useControllableValue(compareGiven, defaultCompare, onCompareChange);
  const range = period === undefined ? undefined : { period, timeZone };
  const compare = range !== undefined && compareChosen;
  const usage = useFilterUsage(store, range);
  // Asked for only while comparing: the period's records (the same call as the per-filter lines) and the one before.
  const current = useFilterUsageRecords(compare ? store : null, range ?? {});
  const before = useFilterUsageRecords(compare ? store : null, { ...range, previous: true });
  const zone = timeZone ?? DEFAULT_TIME_ZONE;
  // The days of both periods, as the server counts them (its clock and the browser's agree to the day): the
  // previous period as far as it compares, and today and its matching day, when counted so far, drawn dotted.
  const days = usePeriodComparison(period, zone);
  const ongoingLast = days?.soFar.current === true;
  const previousSoFar = days?.soFar.previous === true;
  // Given a period, every day of it is drawn, a quiet day at 0, rather than a line across the days without records.
  const series = useMemo(
    () => (usage.data && days ? filterUsagePeriodSeries(usage.data, days.shown) : usage.data),
    [usage.data, days],
  );
  const compared = useMemo(
    () =>
      compare && days && current.data && before.data
        ? compareFilterDays(current.data, before.data, {
            from: days.shown.from,
            previousFrom: days.previous.from,
            days: days.shown.days,
            timeZone: zone,
          })
        : undefined,
    [compare, days, current.data, before.data, zone],
  );
  // The same series and formatter on every render that changes neither, so the chart does not redraw.
  const fieldCategories = useMemo(
    () =>
      FILTER_USAGE_FIELDS.map((field) => ({
        key: field,
        label: t(FIELD_LABELS[field]),
        ongoingLast,
      })),
    [t, ongoingLast],
  );
  const comparedCategories = useMemo<ChartCategory<ComparedFilterDay>[]>(
    () => [
      { key: 'uses', label: t('thisPeriod'), ongoingLast },
      {
        key: 'previousUses',
        label: t('previousPeriod'),
        dashed: true,
        ongoingLast: previousSoFar,
      },
    ],
    [t, ongoingLast, previousSoFar],
  );
  const dayLabels = useMemo(() => dayFormatters(locale), [locale]);
  const ranges = days && insightsReady ? comparedPeriodsText(days, zone, locale, t) : undefined;
  const chart = {
    title: t('filterUsage'),
    index: 'day' as const,
    indexLabel: t('columnDate'),
    indexFormatter: dayLabels.full,
    axisFormatter: dayLabels.axis,
    emptyText: t('noDataAvailable'),
    height: 320,
  };
  // Its CSV files are dated in the store's zone, whose days the chart counts.
  return (
    <ExportCsvTimeZone value={timeZone}>
      <Flex direction="column" gap="3">
        {range && insightsReady && (
          <Text as="label" size="2">
            <Flex gap="2" align="center" minHeight="var(--space-6)">
              <Switch checked={compareChosen} onCheckedChange={setCompare} />
              {t('comparePreviousPeriod')}
            </Flex>
          </Text>
        )}
        {compare ? (
          <LineChart
            {...chart}
            title={t('filterSearches')}
            description={
              <>
                {t('filterSearchesNote')}
                {ranges !== undefined && (
                  <>
                    <br />
                    {ranges}
                  </>
                )}
              </>
            }
            data={compared}
            loading={compared === undefined && !current.error && !before.error}
            error={current.error ?? before.error}
            onRetry={() => {
              void current.refetch();
              void before.refetch();
            }}
            categories={comparedCategories}
          />
        ) : (
          <LineChart
            {...chart}
            data={series}
            loading={usage.isPending && !usage.error}
            error={usage.error}
            onRetry={() => void usage.refetch()}
            categories={fieldCategories}
          />
        )}
      </Flex>
    </ExportCsvTimeZone>
  );
}
