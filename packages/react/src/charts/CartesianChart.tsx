import { useMemo } from 'react';
import {
  Bar,
  CartesianGrid,
  Line,
  BarChart as RechartsBarChart,
  LineChart as RechartsLineChart,
  Tooltip as RechartsTooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLocale } from '../hooks/shared/useLocale';
import { ChartAxisTick, type ChartAxisTickProps } from './ChartAxisTick';
import { ChartDataTable } from './ChartDataTable';
import { ChartFrame } from './ChartFrame';
import { ChartLegend } from './ChartLegend';
import { ChartPlot } from './ChartPlot';
import { ChartTooltip } from './ChartTooltip';
import {
  axisLabel,
  chartTicks,
  defaultValueFormatter,
  LINE_X_LABELS_MAX,
  xLabelInterval,
} from './chart.format';
import { xLabelsThatFit, yAxisWidthPx } from './chart.layout';
import { CHART_AXIS, CHART_LINE_DASH, chartColor } from './chart.palette';
import { chartCsvRows, chartTableRows } from './chart.table';
import { useChartThemeScale } from './chart.theme';
import type { ChartBaseProps, ChartCategory, ChartRow } from './chart.types';

/** Default plot height in pixels. */
export const CHART_DEFAULT_HEIGHT = 260;

/**
 * Room right of a line chart's last point, in pixels: its x label is centred on the point, and recharts does not
 * move it back inside the plot, so a label of the axis's 11 characters needs about half its width here.
 */
const LINE_END_LABEL_ROOM = 40;

/** The grid draws no vertical lines: giving it none spares recharts measuring every x label to place them. */
const NO_GRID_POINTS = (): number[] => [];

/** Props shared by LineChart and BarChart. */
export interface CartesianChartProps<Row extends ChartRow> extends ChartBaseProps<Row> {
  /** The series to draw. */
  categories: readonly ChartCategory<Row>[];
  /** Fixes the y scale's top (e.g. 1000); by default it follows the largest value. */
  yMax?: number;
  /**
   * An index value as the x axis shows it, where the full text is longer than it needs to be there (a day
   * without its year); the axis still cuts it to 10 characters plus an ellipsis, and the tooltip and the data
   * table keep the full text (`indexFormatter`). By default the axis shows the full text, cut.
   */
  axisFormatter?: (value: string) => string;
}

/**
 * The one body of the line and bar charts (axes, round ticks, cut labels, tooltip, legend, data table),
 * so the two never drift apart; `kind` picks the series shape.
 */
export function CartesianChart<Row extends ChartRow>({
  kind,
  title,
  description,
  data,
  index,
  indexLabel,
  indexFormatter,
  valueFormatter,
  categories,
  showLegend = true,
  emptyText,
  loading = false,
  error,
  onRetry,
  titleAs,
  height = CHART_DEFAULT_HEIGHT,
  yMax,
  axisFormatter,
}: CartesianChartProps<Row> & { readonly kind: 'line' | 'bar' }) {
  const axisText = axisFormatter ?? indexFormatter;
  const locale = useLocale();
  const format = useMemo(() => valueFormatter ?? defaultValueFormatter(locale), [valueFormatter, locale]);
  const { corner, scale } = useChartThemeScale();
  const fontSize = CHART_AXIS.fontSize * scale;
  // Everything recharts is given is memoised: a new object or function re-runs its selectors for every point.
  const plotted = useMemo(() => {
    const rows = data ?? [];
    const ticks = chartTicks(rows, categories, yMax);
    return {
      rows,
      chartData: [...rows],
      ticks,
      domain: [0, ticks.at(-1) ?? 0] as [number, number],
      // Label room comes from the labels' characters, never from measuring text, so the same data draws the
      // same labels everywhere: the y axis is as wide as its widest label.
      yWidth: yAxisWidthPx(ticks.map(format), fontSize),
      xLabels: rows.map((row) => axisLabel((row as Record<string, unknown>)[index as string], axisText)),
      legend: categories.map((c, i) => ({
        label: c.label,
        color: chartColor(i),
        ...(kind === 'line' && c.dashed ? { dashed: true } : {}),
      })),
      columns: [indexLabel, ...categories.map((c) => c.label)],
      tableRows: chartTableRows(rows, index, categories, format, indexFormatter),
      csvRows: chartCsvRows(rows, index, categories, indexFormatter),
    };
  }, [data, categories, yMax, format, fontSize, index, indexFormatter, axisText, indexLabel, kind]);
  const axes = useMemo(() => {
    const tick =
      (formatLabel: (value: unknown) => string) =>
      (props: Omit<ChartAxisTickProps, 'format' | 'fill' | 'fontSize'>) => (
        <ChartAxisTick {...props} format={formatLabel} fill={CHART_AXIS.tick} fontSize={fontSize} />
      );
    return {
      margin: { top: 8, right: kind === 'line' ? LINE_END_LABEL_ROOM : 16, bottom: 8, left: 8 },
      xTick: tick((value) => axisLabel(value, axisText)),
      yTick: tick((value) => (typeof value === 'number' ? format(value) : '')),
      tooltip: <ChartTooltip valueFormatter={format} labelFormatter={indexFormatter} />,
    };
  }, [kind, fontSize, format, indexFormatter, axisText]);
  const { rows, ticks, yWidth, xLabels } = plotted;
  const Chart = kind === 'line' ? RechartsLineChart : RechartsBarChart;
  return (
    <ChartFrame
      title={title}
      titleAs={titleAs}
      description={description}
      height={height}
      loading={loading || data === undefined}
      empty={rows.length === 0}
      emptyText={emptyText}
      error={error}
      onRetry={onRetry}
      plotFocusable
      legend={showLegend ? <ChartLegend items={plotted.legend} /> : undefined}
      table={
        <ChartDataTable
          caption={title}
          columns={plotted.columns}
          rows={plotted.tableRows}
          csvRows={plotted.csvRows}
        />
      }
      plot={
        <ChartPlot height={height}>
          {(width) => {
            // As many evenly spaced x labels as fit (a line at most LINE_X_LABELS_MAX); the rest are in the
            // tooltip and the table.
            const fitting = xLabelsThatFit(
              width - axes.margin.left - axes.margin.right - yWidth,
              xLabels,
              fontSize,
            );
            const xInterval = xLabelInterval(
              rows.length,
              kind === 'line' ? Math.min(fitting, LINE_X_LABELS_MAX) : fitting,
            );
            return (
              <Chart
                data={plotted.chartData}
                width={width}
                height={height}
                // A Tab stop named by the title, whose Left and Right arrows step the tooltip through the points
                // (Enter hides or shows it), so keyboard users read the values sighted mouse users hover.
                accessibilityLayer
                aria-label={title}
                margin={axes.margin}
              >
                <CartesianGrid
                  stroke={CHART_AXIS.grid}
                  vertical={false}
                  verticalCoordinatesGenerator={NO_GRID_POINTS}
                />
                <XAxis
                  dataKey={index as string}
                  interval={xInterval}
                  tick={axes.xTick}
                  stroke={CHART_AXIS.grid}
                />
                <YAxis
                  ticks={ticks}
                  interval={0}
                  domain={plotted.domain}
                  allowDataOverflow={yMax !== undefined}
                  tick={axes.yTick}
                  stroke={CHART_AXIS.grid}
                  width={yWidth}
                />
                <RechartsTooltip
                  {...(kind === 'bar' ? { cursor: { fill: 'var(--gray-a3)' } } : {})}
                  isAnimationActive={false}
                  content={axes.tooltip}
                />
                {categories.map((category, position) =>
                  kind === 'line' ? (
                    <Line
                      key={category.key}
                      type="monotone"
                      dataKey={category.key as string}
                      name={category.label}
                      stroke={chartColor(position)}
                      strokeWidth={2}
                      {...(category.dashed ? { strokeDasharray: CHART_LINE_DASH } : {})}
                      dot={false}
                      isAnimationActive={false}
                    />
                  ) : (
                    <Bar
                      key={category.key}
                      dataKey={category.key as string}
                      name={category.label}
                      fill={chartColor(position)}
                      radius={[corner, corner, 0, 0]}
                      isAnimationActive={false}
                    />
                  ),
                )}
              </Chart>
            );
          }}
        </ChartPlot>
      }
    />
  );
}
