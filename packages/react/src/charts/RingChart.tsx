import { Flex, Text } from '@radix-ui/themes';
import { formatPercent } from '@storesearch/sdk';
import { MAX_PERCENT } from '@storesearch/sdk/analytics';
import type { ReactNode } from 'react';
import { useLocale } from '../hooks/shared/useLocale';
import { ChartDataTable } from './ChartDataTable';
import { ChartFrame } from './ChartFrame';
import { CHART_TRACK, chartColor } from './chart.palette';
import { ringArcPath, ringBand, ringFigureSize, ringTrackPath } from './chart.ring';
import { useChartThemeScale } from './chart.theme';

/** Default ring height in pixels. */
export const RING_DEFAULT_HEIGHT = 160;

/** Props of RingChart. */
export interface RingChartProps {
  /** The ring's title and accessible name (e.g. 'Total Searches'). */
  title: string;
  /** A caption under the title. */
  description?: ReactNode;
  /** How full the ring is, in percent; kept within 0..100. Absent while loading. */
  percent: number | undefined;
  /** The figure in the ring's middle (e.g. '1,234' or '$560.00') and in the data table; the percentage by default. */
  value?: string;
  /**
   * The figure in the ring's middle as lines, when it has several parts (amounts in two currencies: '€29.50' and
   * '£10.00'); `value` is then the data table's. The text gets smaller to fit the ring's hole.
   */
  valueLines?: readonly string[];
  /** Header of the data table's value column. */
  valueLabel: string;
  /** Palette position of the arc's colour. */
  colorIndex?: number;
  /** Shows a placeholder while the data loads. */
  loading?: boolean;
  /** A failure to show instead of the ring. */
  error?: unknown;
  /** Runs the failed call again; offered as Retry next to the failure. */
  onRetry?: (() => void) | undefined;
  /** Height in pixels. */
  height?: number;
  /** The title's heading level; h2 by default. */
  titleAs?: 'h2' | 'h3' | 'h4';
}

/**
 * One figure as a ring filled to a percentage (the dashboards' donut stats), with its value in the middle. The ring is
 * two SVG paths (chart.ring.ts): it needs no chart library and not its box's width.
 */
export function RingChart({
  title,
  description,
  percent,
  value,
  valueLines,
  valueLabel,
  colorIndex = 0,
  loading = false,
  error,
  onRetry,
  height = RING_DEFAULT_HEIGHT,
  titleAs,
}: RingChartProps) {
  const locale = useLocale();
  const filled = Math.min(MAX_PERCENT, Math.max(0, percent ?? 0));
  const { corner } = useChartThemeScale();
  const percentText = formatPercent(filled, locale);
  const figure = value ?? percentText;
  const lines = valueLines && valueLines.length > 0 ? valueLines : [figure];
  const figureSize = ringFigureSize(lines);
  const band = ringBand(height);
  const arc = ringArcPath(band, filled / MAX_PERCENT, corner);
  return (
    <ChartFrame
      title={title}
      titleAs={titleAs}
      description={description}
      height={height}
      loading={loading || percent === undefined}
      empty={false}
      error={error}
      onRetry={onRetry}
      table={<ChartDataTable caption={title} columns={[valueLabel, '%']} rows={[[figure, percentText]]} />}
      plot={
        <Flex position="relative" align="center" justify="center" style={{ height }}>
          {/* A square as tall as the plot, centred; narrower than that, it shrinks to the width. The data table
              is its text alternative. */}
          <svg
            aria-hidden="true"
            width="100%"
            height={height}
            viewBox={`0 0 ${height} ${height}`}
            style={{ position: 'absolute', inset: 0 }}
          >
            <path d={ringTrackPath(band)} fill={CHART_TRACK} fillRule="evenodd" />
            {arc && <path d={arc} fill={chartColor(colorIndex)} fillRule="evenodd" />}
          </svg>
          <Flex
            direction="column"
            align="center"
            position="relative"
            // Within the hole: a figure too long for it wraps instead of running over the band.
            style={{ maxWidth: band.inner * 2, textAlign: 'center', overflowWrap: 'anywhere' }}
          >
            {lines.map((line) => (
              <Text key={line} size={figureSize} weight="bold">
                {line}
              </Text>
            ))}
          </Flex>
        </Flex>
      }
    />
  );
}
