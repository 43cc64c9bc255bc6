import { Flex, Select, Switch, Text } from '@radix-ui/themes';
import { formatCurrency, formatDate } from '@storesearch/sdk';
import {
  type InsightsOverview,
  SERIES_CHART_LABELS,
  SERIES_FIGURE_LABELS,
  SERIES_FIGURES,
  SERIES_LABELS,
  type SeriesFigure,
  type SeriesRow,
  seriesRows,
} from '@storesearch/sdk/insights';
import { useCallback, useId, useMemo, useState } from 'react';
import type { ChartCategory } from '../../../charts/chart.types';
import { LineChart } from '../../../charts/LineChart';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';

/** Props of InsightsDailyChart. */
export interface InsightsDailyChartProps {
  /** The overview whose daily series is drawn; undefined while it loads. */
  overview: InsightsOverview | undefined;
  /** The figure drawn first; searches by default. */
  defaultFigure?: SeriesFigure;
  /** Whether the previous period is drawn at first; true by default. */
  defaultCompare?: boolean;
}

/** A day `YYYY-MM-DD` in full words of the locale, for the tooltip and the data table. */
const dayText = (locale: string) => (day: string) =>
  formatDate(`${day}T00:00:00Z`, locale, { fallback: day, timeZone: 'UTC' });

/**
 * A period's figure day by day (searches, clicks, conversions or revenue, as picked) with the previous period's
 * same days drawn over it, dashed and named in the legend, so it is told apart without colour; a switch takes
 * the previous period off the chart and puts it back.
 */
export function InsightsDailyChart({
  overview,
  defaultFigure = 'searches',
  defaultCompare = true,
}: InsightsDailyChartProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [figure, setFigure] = useState<SeriesFigure>(defaultFigure);
  const [compare, setCompare] = useState(defaultCompare);
  const currency = overview?.currency;
  // The same rows, series and formatters on every render that changes none of them, so the chart does not redraw.
  const rows = useMemo(() => overview && seriesRows(overview.series, figure), [overview, figure]);
  const categories = useMemo<ChartCategory<SeriesRow>[]>(
    () => [
      { key: 'current', label: t(SERIES_LABELS.current) },
      ...(compare ? [{ key: 'previous' as const, label: t(SERIES_LABELS.previous), dashed: true }] : []),
    ],
    [t, compare],
  );
  const revenue = useCallback(
    (value: number) => formatCurrency(value, currency ?? 'USD', locale),
    [currency, locale],
  );
  const fullDay = useMemo(() => dayText(locale), [locale]);
  // The axis shows month and day ('Nov 17'): the full date, cut to 10 characters, would lose its year mid-way.
  const axisDay = useCallback(
    (day: string) =>
      formatDate(`${day}T00:00:00Z`, locale, {
        fallback: day,
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    [locale],
  );
  return (
    <Flex direction="column" gap="3">
      <Flex gap="4" align="end" wrap="wrap">
        <Flex direction="column" gap="1">
          <Text as="label" size="2" weight="medium" id={`${id}-figure`}>
            {t(SERIES_CHART_LABELS.figure)}
          </Text>
          <Select.Root value={figure} onValueChange={(next) => setFigure(next as SeriesFigure)}>
            <Select.Trigger aria-labelledby={`${id}-figure`} />
            <Select.Content>
              {SERIES_FIGURES.map((option) => (
                <Select.Item key={option} value={option}>
                  {t(SERIES_FIGURE_LABELS[option])}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Text as="label" size="2">
          <Flex gap="2" align="center" minHeight="var(--space-6)">
            <Switch checked={compare} onCheckedChange={setCompare} />
            {t(SERIES_CHART_LABELS.compare)}
          </Flex>
        </Text>
      </Flex>
      <LineChart
        title={t(SERIES_CHART_LABELS.title)}
        description={t(SERIES_FIGURE_LABELS[figure])}
        titleAs="h3"
        data={rows}
        loading={!rows}
        index="date"
        indexLabel={t(SERIES_CHART_LABELS.day)}
        indexFormatter={fullDay}
        axisFormatter={axisDay}
        categories={categories}
        {...(figure === 'revenue' ? { valueFormatter: revenue } : {})}
      />
    </Flex>
  );
}
