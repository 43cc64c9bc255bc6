import { Flex, Switch, Text } from '@radix-ui/themes';
import { formatCurrency } from '@storesearch/sdk';
import {
  type InsightsOverview,
  lastDaysSoFar,
  overviewRevenues,
  SERIES_CHART_LABELS,
  SERIES_FIGURE_LABELS,
  SERIES_FIGURES,
  SERIES_LABELS,
  type SeriesFigure,
  type SeriesRow,
  seriesRows,
} from '@storesearch/sdk/insights';
import { useCallback, useMemo, useState } from 'react';
import { dayFormatters } from '../../../charts/chart.format';
import type { ChartCategory } from '../../../charts/chart.types';
import { LineChart } from '../../../charts/LineChart';
import { useControllableValue } from '../../../hooks/shared/useControllableValue';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import { SelectField } from '../../shared/SelectField/SelectField';

/** Props of InsightsDailyChart. */
export interface InsightsDailyChartProps {
  /** The overview whose daily series is drawn; undefined while it loads. */
  overview: InsightsOverview | undefined;
  /** The figure drawn first; searches by default. */
  defaultFigure?: SeriesFigure;
  /** Whether the previous period is drawn at first; true by default. */
  defaultCompare?: boolean;
  /** The figure drawn, when the parent keeps it (in the address, say); with `onFigureChange`. */
  figure?: SeriesFigure | undefined;
  /** Called with the figure picked. */
  onFigureChange?: ((figure: SeriesFigure) => void) | undefined;
  /** Whether the previous period is drawn, when the parent keeps it; with `onCompareChange`. */
  compare?: boolean | undefined;
  /** Called when the switch takes the previous period off the chart or puts it back. */
  onCompareChange?: ((compare: boolean) => void) | undefined;
}

/** What a parent may keep of the daily chart's view (the figure drawn, the previous period on or off). */
export type InsightsDailyChartView = Pick<
  InsightsDailyChartProps,
  'figure' | 'onFigureChange' | 'compare' | 'onCompareChange'
>;

/**
 * A period's figure day by day (searches, clicks, conversions or revenue, as picked; revenue in one currency at a
 * time, picked when the report has several) with the previous period's same days drawn over it, dashed and named
 * in the legend, so it is told apart without colour; a switch takes the previous period off the chart and puts
 * it back. A period ending today draws today's figures so far dotted,
 * and the previous period's last day too: it is counted as far, up to the same time of day.
 */
export function InsightsDailyChart({
  overview,
  defaultFigure = 'searches',
  defaultCompare = true,
  ...view
}: InsightsDailyChartProps) {
  const t = useT();
  const locale = useLocale();
  const [figure, setFigure] = useControllableValue(view.figure, defaultFigure, view.onFigureChange);
  const [compare, setCompare] = useControllableValue(view.compare, defaultCompare, view.onCompareChange);
  // Revenue is drawn in one currency at a time, picked among the report's when there are several: amounts in
  // different currencies are never added up.
  const currencies = useMemo(
    () => (overview ? overviewRevenues(overview).map((r) => r.currency) : []),
    [overview],
  );
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const currency = picked !== undefined && currencies.includes(picked) ? picked : currencies[0];
  const pickCurrency = figure === 'revenue' && currencies.length > 1;
  // The same rows, series and formatters on every render that changes none of them, so the chart does not redraw.
  const rows = useMemo(
    () => overview && seriesRows(overview.series, figure, currency),
    [overview, figure, currency],
  );
  // Today, when the period ends with it, and the previous period's matching day when it is counted as far: their
  // figures so far are drawn dotted, not as a fall.
  const soFar =
    overview && lastDaysSoFar(overview.period, overview.previousPeriod, overview.timeZone, Date.now());
  const ongoingLast = soFar?.current === true;
  const previousSoFar = soFar?.previous === true;
  const categories = useMemo<ChartCategory<SeriesRow>[]>(
    () => [
      { key: 'current', label: t(SERIES_LABELS.current), ongoingLast },
      ...(compare
        ? [
            {
              key: 'previous' as const,
              label: t(SERIES_LABELS.previous),
              dashed: true,
              ongoingLast: previousSoFar,
            },
          ]
        : []),
    ],
    [t, compare, ongoingLast, previousSoFar],
  );
  const revenue = useCallback((value: number) => formatCurrency(value, currency, locale), [currency, locale]);
  const days = useMemo(() => dayFormatters(locale), [locale]);
  const figureOptions = SERIES_FIGURES.map((option) => ({
    value: option,
    label: t(SERIES_FIGURE_LABELS[option]),
  }));
  return (
    <Flex direction="column" gap="3">
      <Flex gap="4" align="end" wrap="wrap">
        <SelectField
          label={t(SERIES_CHART_LABELS.figure)}
          value={figure}
          options={figureOptions}
          onChange={setFigure}
        />
        {pickCurrency && currency !== undefined && (
          <SelectField
            label={t('storeCurrency')}
            value={currency}
            options={currencies.map((code) => ({ value: code, label: code }))}
            onChange={setPicked}
          />
        )}
        <Text as="label" size="2">
          <Flex gap="2" align="center" minHeight="var(--space-6)">
            <Switch checked={compare} onCheckedChange={setCompare} />
            {t(SERIES_CHART_LABELS.compare)}
          </Flex>
        </Text>
      </Flex>
      <LineChart
        title={t(SERIES_CHART_LABELS.title)}
        description={
          pickCurrency && currency !== undefined
            ? t('columnRevenueIn', { currency })
            : t(SERIES_FIGURE_LABELS[figure])
        }
        data={rows}
        loading={!rows}
        index="date"
        indexLabel={t(SERIES_CHART_LABELS.day)}
        indexFormatter={days.full}
        axisFormatter={days.axis}
        categories={categories}
        {...(figure === 'revenue' ? { valueFormatter: revenue } : {})}
      />
    </Flex>
  );
}
