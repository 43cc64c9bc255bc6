import { useMemo } from 'react';
import { useLocale } from '../hooks/shared/useLocale';
import { ChartDataTable } from './ChartDataTable';
import { ChartFrame } from './ChartFrame';
import { ChartLegend } from './ChartLegend';
import { ChartPlot } from './ChartPlot';
import { ChartTooltip } from './ChartTooltip';
import {
  type DonutSlice,
  donutActiveRing,
  donutRing,
  donutSliceAt,
  donutSlicePath,
  donutSlices,
  donutTooltipPoint,
} from './chart.donut';
import { defaultValueFormatter, rowValue } from './chart.format';
import { chartColor } from './chart.palette';
import { chartCsvRows, chartTableRows } from './chart.table';
import type { ChartBaseProps, ChartCategory, ChartRow, ChartValueFormatter } from './chart.types';
import { PlotSurface, TooltipAt } from './PlotSurface';
import { usePlotTooltip } from './usePlotTooltip';

/** Default donut height in pixels. */
export const DONUT_DEFAULT_HEIGHT = 220;

/** The outline of every slice, in both appearances: it keeps neighbouring slices apart where their gap is thin. */
const SLICE_EDGE = 'var(--color-panel-solid)';

/** Props of DonutChart. */
export interface DonutChartProps<Row extends ChartRow> extends ChartBaseProps<Row> {
  /** The one series whose values size the slices (one slice per row, named by the index). */
  categories: readonly [ChartCategory<Row>];
}

/** One row as the donut shows it: its name (the index value, formatted) and its value. */
interface DonutEntry {
  readonly name: string;
  readonly value: number;
}

/**
 * A donut with a slice per row (e.g. the top 5 clicked products); legend entries are the index values. The donut
 * is one SVG of a path per slice (chart.donut.ts), and a Tab stop whose arrow keys step the tooltip through the
 * slices.
 */
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
  // Memoised, so a render that changes nothing (a moving tooltip) keeps the slices' angles.
  const plotted = useMemo(() => {
    const rows = data ?? [];
    const entries: DonutEntry[] = rows.map((row) => {
      const label = String(row[index] ?? '');
      return { name: indexFormatter ? indexFormatter(label) : label, value: rowValue(row, category.key) };
    });
    return {
      entries,
      // Only the slices with a size are drawn, hovered and stepped through; each keeps its row's colour.
      slices: donutSlices(entries.map((entry) => entry.value)).filter((slice) => slice.end > slice.start),
      legend: entries.map((entry, i) => ({ label: entry.name, color: chartColor(i) })),
      tableRows: chartTableRows(rows, index, categories, format, indexFormatter),
      csvRows: chartCsvRows(rows, index, categories, indexFormatter),
    };
  }, [data, index, indexFormatter, category.key, categories, format]);
  return (
    <ChartFrame
      title={title}
      titleAs={titleAs}
      description={description}
      height={height}
      loading={loading || data === undefined}
      // Slices of nothing draw no donut at all: all-zero data is as empty as no rows.
      empty={plotted.slices.length === 0}
      emptyText={emptyText}
      error={error}
      onRetry={onRetry}
      plotFocusable
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
            <DonutPlot
              title={title}
              width={width}
              height={height}
              entries={plotted.entries}
              slices={plotted.slices}
              format={format}
            />
          )}
        </ChartPlot>
      }
    />
  );
}

/** Props of DonutPlot: the donut's rows and non-empty slices as DonutChart prepared them, and its box. */
interface DonutPlotProps {
  readonly title: string;
  readonly width: number;
  readonly height: number;
  readonly entries: readonly DonutEntry[];
  readonly slices: readonly DonutSlice[];
  readonly format: ChartValueFormatter;
}

/**
 * The drawn donut: one SVG of a path per slice, and the shared tooltip beside the slice shown, which is drawn
 * further out than the others. The SVG is a Tab stop named by the title whose keys move the tooltip through the
 * slices (usePlotTooltip).
 */
function DonutPlot({ title, width, height, entries, slices, format }: DonutPlotProps) {
  const ring = useMemo(() => donutRing(width, height), [width, height]);
  const { shown, surfaceProps } = usePlotTooltip(slices.length, (x, y) => donutSliceAt(ring, slices, x, y));
  const shownSlice = shown === null ? undefined : slices[shown];

  const tooltipPoint = shownSlice && donutTooltipPoint(ring, shownSlice);

  return (
    <PlotSurface
      title={title}
      width={width}
      height={height}
      surfaceProps={surfaceProps}
      tooltip={
        shownSlice &&
        tooltipPoint && (
          <TooltipAt x={tooltipPoint[0]} y={tooltipPoint[1]} width={width} centred>
            <ChartTooltip
              active
              payload={[
                {
                  name: entries[shownSlice.position]?.name ?? '',
                  value: entries[shownSlice.position]?.value ?? 0,
                  color: chartColor(shownSlice.position),
                },
              ]}
              valueFormatter={format}
            />
          </TooltipAt>
        )
      }
    >
      {slices.map((slice, position) => (
        <path
          key={slice.position}
          data-chart-slice={entries[slice.position]?.name ?? ''}
          data-chart-active={position === shown ? '' : undefined}
          d={donutSlicePath(position === shown ? donutActiveRing(ring) : ring, slice) ?? ''}
          fill={chartColor(slice.position)}
          stroke={SLICE_EDGE}
          fillRule="evenodd"
        />
      ))}
    </PlotSurface>
  );
}
