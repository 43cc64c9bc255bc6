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
import { useLocale } from '../hooks/useMessages';
import { ChartDataTable } from './ChartDataTable';
import { ChartFrame } from './ChartFrame';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import { axisLabel, chartTicks, defaultValueFormatter, xLabelInterval } from './chart.format';
import { CHART_AXIS, chartColor } from './chart.palette';
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

/** Props shared by LineChart and BarChart. */
export interface CartesianChartProps<Row extends ChartRow> extends ChartBaseProps<Row> {
  /** The series to draw. */
  categories: readonly ChartCategory<Row>[];
  /** Fixes the y scale's top (e.g. 1000); by default it follows the largest value. */
  yMax?: number;
}

/**
 * The one body of the line and bar charts (axes, ticks every 50, cut labels, tooltip, legend, data table),
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
  errorAction,
  titleAs,
  height = CHART_DEFAULT_HEIGHT,
  yMax,
}: CartesianChartProps<Row> & { readonly kind: 'line' | 'bar' }) {
  const locale = useLocale();
  const format = valueFormatter ?? defaultValueFormatter(locale);
  const rows = data ?? [];
  const ticks = chartTicks(rows, categories, yMax);
  const Chart = kind === 'line' ? RechartsLineChart : RechartsBarChart;
  const { corner, scale } = useChartThemeScale();
  const tick = { fill: CHART_AXIS.tick, fontSize: CHART_AXIS.fontSize * scale };
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
      errorAction={errorAction}
      plotFocusable
      legend={
        showLegend ? (
          <ChartLegend items={categories.map((c, i) => ({ label: c.label, color: chartColor(i) }))} />
        ) : undefined
      }
      table={
        <ChartDataTable
          caption={title}
          columns={[indexLabel, ...categories.map((c) => c.label)]}
          rows={chartTableRows(rows, index, categories, format, indexFormatter)}
          csvRows={chartCsvRows(rows, index, categories, indexFormatter)}
        />
      }
      plot={
        <Chart
          data={[...rows]}
          responsive
          // A Tab stop named by the title, whose Left and Right arrows step the tooltip through the points
          // (Enter hides or shows it), so keyboard users read the values sighted mouse users hover.
          accessibilityLayer
          aria-label={title}
          style={{ width: '100%', height }}
          margin={{ top: 8, right: kind === 'line' ? LINE_END_LABEL_ROOM : 16, bottom: 8, left: 8 }}
        >
          <CartesianGrid stroke={CHART_AXIS.grid} vertical={false} />
          <XAxis
            dataKey={index as string}
            // Bars label every query; a line over many points labels an evenly spaced few, chosen by count.
            interval={kind === 'bar' ? 0 : xLabelInterval(rows.length)}
            tickFormatter={(value) => axisLabel(value, indexFormatter)}
            tick={tick}
            stroke={CHART_AXIS.grid}
          />
          <YAxis
            ticks={ticks}
            interval={0}
            domain={[0, ticks.at(-1) ?? 0]}
            allowDataOverflow={yMax !== undefined}
            tickFormatter={format}
            tick={tick}
            stroke={CHART_AXIS.grid}
            width={56}
          />
          <RechartsTooltip
            {...(kind === 'bar' ? { cursor: { fill: 'var(--gray-a3)' } } : {})}
            content={<ChartTooltip valueFormatter={format} labelFormatter={indexFormatter} />}
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
      }
    />
  );
}
