import {
  CLICK_POSITION_CHART_LABELS,
  type PositionBucket,
  positionBucketMessage,
} from '@storesearch/sdk/insights';
import { useMemo } from 'react';
import { BarChart } from '../../../charts/BarChart';
import { useT } from '../../../hooks/shared/useT';
import { REPORT_CHART_HEIGHT } from './ReportTable';

/** Props of ClickPositionChart. */
export interface ClickPositionChartProps {
  /** Clicks per position over the period, as the report sends them; absent while it loads. */
  distribution: readonly PositionBucket[] | undefined;
  /** Shows the chart's placeholder. */
  loading: boolean;
}

/**
 * Where in the results shoppers click, over every query of the period: a bar per position from 1 to 10, then
 * one for 11 to 20 and one beyond, each labelled, on an axis of clicks scaled to them. Clicks far from the first
 * positions say the ranking puts what shoppers want too low; the table under it names the queries.
 */
export function ClickPositionChart({ distribution, loading }: ClickPositionChartProps) {
  const t = useT();
  const rows = useMemo(
    () =>
      distribution?.map((bucket) => {
        const words = positionBucketMessage(bucket);
        return {
          position: typeof words === 'string' ? words : t(words.messageKey, words.params),
          clicks: bucket.clicks,
        };
      }),
    [distribution, t],
  );
  const categories = useMemo(
    () => [{ key: 'clicks' as const, label: t(CLICK_POSITION_CHART_LABELS.clicks) }],
    [t],
  );
  return (
    <BarChart
      title={t(CLICK_POSITION_CHART_LABELS.title)}
      titleAs="h3"
      data={rows}
      index="position"
      indexLabel={t(CLICK_POSITION_CHART_LABELS.position)}
      categories={categories}
      showLegend={false}
      loading={loading}
      height={REPORT_CHART_HEIGHT}
      yScale="nice"
      yAxisLabel={t(CLICK_POSITION_CHART_LABELS.clicks)}
      allXLabels
    />
  );
}
