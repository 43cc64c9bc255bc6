import {
  Bar,
  CartesianGrid,
  BarChart as RechartsBarChart,
  Tooltip as RechartsTooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLocale } from '../hooks/useMessages';
import { ChartDataTable } from './ChartDataTable';
import { ChartFrame } from './ChartFrame';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import { axisLabel, chartTicks, defaultValueFormatter } from './chart.format';
import { CHART_AXIS, chartColor } from './chart.palette';
import { chartCsvRows, chartTableRows } from './chart.table';
import type { ChartBaseProps, ChartCategory, ChartRow } from './chart.types';
import { CHART_DEFAULT_HEIGHT } from './LineChart';

/** Props of BarChart. */
export interface BarChartProps<Row extends ChartRow> extends ChartBaseProps<Row> {
  /** The series to draw, one bar per index value each. */
  categories: readonly ChartCategory<Row>[];
  /** Fixes the y scale's top (e.g. 1000); by default it follows the largest value. */
  yMax?: number;
}

/** Bars per category over the index (queries, months), y ticks every 50. */
export function BarChart<Row extends ChartRow>({
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
}: BarChartProps<Row>) {
  const locale = useLocale();
  const format = valueFormatter ?? defaultValueFormatter(locale);
  const rows = data ?? [];
  const ticks = chartTicks(rows, categories, yMax);
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
        <RechartsBarChart
          data={[...rows]}
          responsive
          accessibilityLayer={false}
          tabIndex={-1}
          style={{ width: '100%', height }}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
        >
          <CartesianGrid stroke={CHART_AXIS.grid} vertical={false} />
          <XAxis
            dataKey={index as string}
            interval={0}
            tickFormatter={(value) => axisLabel(value, indexFormatter)}
            tick={{ fill: CHART_AXIS.tick, fontSize: CHART_AXIS.fontSize }}
            stroke={CHART_AXIS.grid}
          />
          <YAxis
            ticks={ticks}
            interval={0}
            domain={[0, ticks.at(-1) ?? 0]}
            allowDataOverflow={yMax !== undefined}
            tickFormatter={format}
            tick={{ fill: CHART_AXIS.tick, fontSize: CHART_AXIS.fontSize }}
            stroke={CHART_AXIS.grid}
            width={56}
          />
          <RechartsTooltip
            cursor={{ fill: 'var(--gray-a3)' }}
            content={<ChartTooltip valueFormatter={format} labelFormatter={indexFormatter} />}
          />
          {categories.map((category, position) => (
            <Bar
              key={category.key}
              dataKey={category.key as string}
              name={category.label}
              fill={chartColor(position)}
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </RechartsBarChart>
      }
    />
  );
}
