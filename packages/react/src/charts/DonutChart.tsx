import { useMemo } from 'react';
import { Cell, Pie, PieChart, Tooltip as RechartsTooltip } from 'recharts';
import { useLocale } from '../hooks/shared/useLocale';
import { ChartDataTable } from './ChartDataTable';
import { ChartFrame } from './ChartFrame';
import { ChartLegend } from './ChartLegend';
import { ChartPlot } from './ChartPlot';
import { ChartTooltip } from './ChartTooltip';
import { defaultValueFormatter, rowValue } from './chart.format';
import { chartColor } from './chart.palette';
import { chartCsvRows, chartTableRows } from './chart.table';
import type { ChartBaseProps, ChartCategory, ChartRow } from './chart.types';

/** Default donut height in pixels. */
export const DONUT_DEFAULT_HEIGHT = 220;

/** Props of DonutChart. */
export interface DonutChartProps<Row extends ChartRow> extends ChartBaseProps<Row> {
  /** The one series whose values size the slices (one slice per row, named by the index). */
  categories: readonly [ChartCategory<Row>];
}

/** A donut with a slice per row (e.g. the top 5 clicked products); legend entries are the index values. */
export function DonutChart<Row extends ChartRow>({
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
  height = DONUT_DEFAULT_HEIGHT,
}: DonutChartProps<Row>) {
  const locale = useLocale();
  const format = useMemo(() => valueFormatter ?? defaultValueFormatter(locale), [valueFormatter, locale]);
  const [category] = categories;
  // Memoised, so a render that changes nothing hands recharts the same slices and tooltip.
  const plotted = useMemo(() => {
    const rows = data ?? [];
    const slices = rows.map((row) => {
      const label = String(row[index] ?? '');
      return { name: indexFormatter ? indexFormatter(label) : label, value: rowValue(row, category.key) };
    });
    return {
      slices,
      legend: slices.map((s, i) => ({ label: s.name, color: chartColor(i) })),
      tableRows: chartTableRows(rows, index, categories, format, indexFormatter),
      csvRows: chartCsvRows(rows, index, categories, indexFormatter),
      tooltip: <ChartTooltip valueFormatter={format} />,
    };
  }, [data, index, indexFormatter, category.key, categories, format]);
  const { slices } = plotted;
  return (
    <ChartFrame
      title={title}
      titleAs={titleAs}
      description={description}
      height={height}
      loading={loading || data === undefined}
      // Slices of nothing draw no donut at all: all-zero data is as empty as no rows.
      empty={slices.every((slice) => slice.value <= 0)}
      emptyText={emptyText}
      error={error}
      onRetry={onRetry}
      legend={showLegend ? <ChartLegend items={plotted.legend} /> : undefined}
      table={
        <ChartDataTable
          caption={title}
          columns={[indexLabel, category.label]}
          rows={plotted.tableRows}
          csvRows={plotted.csvRows}
        />
      }
      plot={
        <ChartPlot height={height}>
          {(width) => (
            <PieChart width={width} height={height} accessibilityLayer={false} tabIndex={-1}>
              <Pie
                data={slices}
                dataKey="value"
                rootTabIndex={-1}
                nameKey="name"
                innerRadius="55%"
                outerRadius="85%"
                paddingAngle={1}
                isAnimationActive={false}
              >
                {slices.map((slice, position) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: slice names may repeat; a slice is its position
                  <Cell key={`${slice.name}-${position}`} fill={chartColor(position)} />
                ))}
              </Pie>
              <RechartsTooltip isAnimationActive={false} content={plotted.tooltip} />
            </PieChart>
          )}
        </ChartPlot>
      }
    />
  );
}
