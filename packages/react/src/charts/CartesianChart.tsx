import { useId, useMemo } from 'react';
import { useLocale } from '../hooks/shared/useLocale';
import { useT } from '../hooks/shared/useT';
import { ChartDataTable } from './ChartDataTable';
import { ChartFrame } from './ChartFrame';
import { ChartLegend } from './ChartLegend';
import { ChartPlot } from './ChartPlot';
import { ChartTooltip } from './ChartTooltip';
import {
  barPath,
  barSlots,
  CARTESIAN_MARGIN,
  type CartesianKind,
  monotonePath,
  type PlotArea,
  plotArea,
  positionAt,
  TICK_LABEL_GAP_PX,
  TICK_SIZE_PX,
  X_AXIS_HEIGHT_PX,
  xOf,
  yOf,
} from './chart.cartesian';
import {
  axisLabel,
  type ChartYScale,
  chartTicks,
  defaultValueFormatter,
  LINE_X_LABELS_MAX,
  rowValue,
} from './chart.format';
import {
  labelWidthPx,
  uprightXAxisHeightPx,
  xAxisLayout,
  yAxisTitleRoomPx,
  yAxisWidthPx,
} from './chart.layout';
import {
  CHART_AXIS,
  CHART_BAR_SO_FAR_OPACITY,
  CHART_LINE_DASH,
  CHART_SO_FAR_STROKE,
  chartColor,
} from './chart.palette';
import { chartCsvRows, chartTableRows } from './chart.table';
import { useChartThemeScale } from './chart.theme';
import type { ChartBaseProps, ChartCategory, ChartRow, ChartValueFormatter } from './chart.types';
import { PlotSurface, TooltipAt } from './PlotSurface';
import { usePlotTooltip } from './usePlotTooltip';

/** Default plot height in pixels. */
export const CHART_DEFAULT_HEIGHT = 260;

/** Props shared by LineChart and BarChart. */
export interface CartesianChartProps<Row extends ChartRow> extends ChartBaseProps<Row> {
  /** The series to draw. */
  categories: readonly ChartCategory<Row>[];
  /** Fixes the y scale's top (e.g. 1000); by default it follows the largest value. */
  yMax?: number;
  /**
   * How the y axis is scaled: `step` (the default), by the analytics charts' step of 50; `nice`, fitted to the
   * data by nice steps (1, 2, 5, 10, 20, 25, 50, …), so a chart of a few counts is not flat on its baseline.
   */
  yScale?: ChartYScale;
  /** Names what the y axis measures (e.g. 'Conversions'), over the axis; the chart grows by a line for it. */
  yAxisLabel?: string;
  /**
   * Labels every point or bar (a chart of a few ranked queries): side by side when they fit, else upright, each
   * under its own. The chart grows by the upright labels' room, which a wide chart gives its plot instead. By
   * default the x axis shows as many evenly spaced labels as fit.
   */
  allXLabels?: boolean;
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
  yScale,
  yAxisLabel,
  allXLabels = false,
  axisFormatter,
}: CartesianChartProps<Row> & { readonly kind: CartesianKind }) {
  const axisText = axisFormatter ?? indexFormatter;
  const locale = useLocale();
  const t = useT();
  const format = useMemo(() => valueFormatter ?? defaultValueFormatter(locale), [valueFormatter, locale]);
  const { corner, scale } = useChartThemeScale();
  const fontSize = CHART_AXIS.fontSize * scale;
  const plotted = useMemo(() => {
    const rows = data ?? [];
    const ticks = chartTicks(rows, categories, yMax, yScale);
    // A series whose last value is still being counted says so: a dotted entry in the legend, and the last
    // index value marked "so far" in the tooltip and the data table (the CSV keeps it plain, for spreadsheets).
    // A line needs two points to draw a stretch into the last; a bar is drawn apart on its own.
    const ongoing = rows.length > (kind === 'line' ? 1 : 0) && categories.some((c) => c.ongoingLast);
    const last = ongoing
      ? String((rows.at(-1) as Record<string, unknown>)[index as string] ?? '')
      : undefined;
    const shownIndex =
      last === undefined
        ? indexFormatter
        : (value: string) => {
            const label = indexFormatter ? indexFormatter(value) : value;
            return value === last ? t('chartValueSoFar', { label }) : label;
          };
    const xLabels = rows.map((row) => axisLabel((row as Record<string, unknown>)[index as string], axisText));
    // Room the chart grows by: the y axis's title over the plot, upright x labels under it.
    const titleRoom = yAxisLabel ? yAxisTitleRoomPx(fontSize) : 0;
    const labelRoom = allXLabels
      ? Math.max(0, uprightXAxisHeightPx(xLabels, fontSize) - X_AXIS_HEIGHT_PX)
      : 0;
    return {
      rows,
      ticks,
      // Label room comes from the labels' characters, never from measuring text, so the same data draws the
      // same labels everywhere: the y axis is as wide as its widest label.
      yLabels: ticks.map(format),
      yWidth: yAxisWidthPx(ticks.map(format), fontSize),
      xLabels,
      boxHeight: height + titleRoom + labelRoom,
      titleRoom,
      legend: [
        ...categories.map((c, i) => ({
          label: c.label,
          color: chartColor(i),
          ...(kind === 'line' && c.dashed ? { dashed: true } : {}),
        })),
        ...(ongoing
          ? [
              {
                label: t('chartSoFar'),
                color: CHART_AXIS.tick,
                ...(kind === 'line' ? { dotted: true } : { dottedOutline: true }),
              },
            ]
          : []),
      ],
      columns: [indexLabel, ...categories.map((c) => c.label)],
      tableRows: chartTableRows(rows, index, categories, format, shownIndex),
      csvRows: chartCsvRows(rows, index, categories, indexFormatter),
      shownIndex,
    };
  }, [
    data,
    categories,
    yMax,
    yScale,
    yAxisLabel,
    allXLabels,
    height,
    format,
    fontSize,
    index,
    indexFormatter,
    axisText,
    indexLabel,
    kind,
    t,
  ]);
  return (
    <ChartFrame
      title={title}
      titleAs={titleAs}
      description={description}
      height={plotted.boxHeight}
      loading={loading || data === undefined}
      empty={plotted.rows.length === 0}
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
        <ChartPlot height={plotted.boxHeight}>
          {(width) => (
            <CartesianPlot
              kind={kind}
              title={title}
              width={width}
              height={plotted.boxHeight}
              rows={plotted.rows}
              index={index as string}
              categories={categories}
              ticks={plotted.ticks}
              yLabels={plotted.yLabels}
              yWidth={plotted.yWidth}
              xLabels={plotted.xLabels}
              allXLabels={allXLabels}
              yAxisLabel={yAxisLabel}
              titleRoom={plotted.titleRoom}
              fontSize={fontSize}
              corner={corner}
              format={format}
              indexFormatter={plotted.shownIndex}
            />
          )}
        </ChartPlot>
      }
    />
  );
}

/** Props of CartesianPlot: the chart's data as CartesianChart prepared it, and the box it draws in. */
interface CartesianPlotProps<Row extends ChartRow> {
  readonly kind: CartesianKind;
  readonly title: string;
  readonly width: number;
  readonly height: number;
  readonly rows: readonly Row[];
  readonly index: string;
  readonly categories: readonly ChartCategory<Row>[];
  readonly ticks: readonly number[];
  readonly yLabels: readonly string[];
  readonly yWidth: number;
  readonly xLabels: readonly string[];
  readonly allXLabels: boolean;
  readonly yAxisLabel: string | undefined;
  readonly titleRoom: number;
  readonly fontSize: number;
  readonly corner: number;
  readonly format: ChartValueFormatter;
  readonly indexFormatter: ((value: string) => string) | undefined;
}

/**
 * The drawn chart: one SVG of the grid, the axes with their labels and the series, and the shared tooltip. The
 * SVG is a Tab stop named by the title whose keys move the tooltip through the points (usePlotTooltip).
 */
function CartesianPlot<Row extends ChartRow>({
  kind,
  title,
  width,
  height,
  rows,
  index,
  categories,
  ticks,
  yLabels,
  yWidth,
  xLabels,
  allXLabels,
  yAxisLabel,
  titleRoom,
  fontSize,
  corner,
  format,
  indexFormatter,
}: CartesianPlotProps<Row>) {
  const clipId = `chart-clip-${useId().replace(/[^\w-]/g, '')}`;
  const count = rows.length;
  // As many evenly spaced x labels as fit (a line at most LINE_X_LABELS_MAX), or all of them, upright when they do
  // not fit side by side; the rest are in the tooltip and the table. The plot's width does not depend on them.
  const xAxis = useMemo(() => {
    const { left, right } = plotArea(kind, width, height, yWidth);
    const max = kind === 'line' ? LINE_X_LABELS_MAX : undefined;
    return xAxisLayout(right - left, xLabels, fontSize, { all: allXLabels, ...(max ? { max } : {}) });
  }, [kind, width, height, yWidth, xLabels, fontSize, allXLabels]);
  // One area per box, so a series memoised on it keeps its path while the tooltip moves.
  const area = useMemo(
    () => plotArea(kind, width, height, yWidth, { xAxis: xAxis.height, top: titleRoom }),
    [kind, width, height, yWidth, xAxis.height, titleRoom],
  );
  const top = ticks.at(-1) ?? 0;
  const { shown, surfaceProps } = usePlotTooltip(count, (x) => positionAt(kind, area, count, x));

  return (
    <PlotSurface
      title={title}
      width={width}
      height={height}
      surfaceProps={surfaceProps}
      tooltip={
        shown !== null && (
          <TooltipAt x={xOf(kind, area, count, shown)} y={area.top} width={width}>
            <ChartTooltip
              active
              label={String((rows[shown] as Record<string, unknown> | undefined)?.[index] ?? '')}
              payload={categories.map((category, series) => ({
                name: category.label,
                value: rows[shown] ? rowValue(rows[shown], category.key) : 0,
                color: chartColor(series),
              }))}
              valueFormatter={format}
              labelFormatter={indexFormatter}
            />
          </TooltipAt>
        )
      }
    >
      <defs>
        <clipPath id={clipId}>
          <rect x={area.left} y={area.top} width={area.right - area.left} height={area.bottom - area.top} />
        </clipPath>
      </defs>
      <g data-chart-grid="" stroke={CHART_AXIS.grid}>
        {ticks.map((tick) => (
          <line
            key={tick}
            x1={area.left}
            x2={area.right}
            y1={yOf(area, top, tick)}
            y2={yOf(area, top, tick)}
          />
        ))}
      </g>
      {shown !== null && <Cursor kind={kind} area={area} count={count} position={shown} />}
      <Axes
        kind={kind}
        width={width}
        area={area}
        count={count}
        every={xAxis.every}
        upright={xAxis.upright}
        ticks={ticks}
        top={top}
        xLabels={xLabels}
        yLabels={yLabels}
        yAxisLabel={yAxisLabel}
        fontSize={fontSize}
      />
      <g clipPath={`url(#${clipId})`}>
        {kind === 'line'
          ? categories.map((category, series) => (
              <Line
                key={category.key}
                category={category}
                series={series}
                rows={rows}
                area={area}
                top={top}
              />
            ))
          : categories.map((category, series) => (
              <Bars
                key={category.key}
                category={category}
                series={series}
                seriesCount={categories.length}
                rows={rows}
                area={area}
                top={top}
                corner={corner}
              />
            ))}
      </g>
      {kind === 'line' && shown !== null && (
        // The hovered point's dots, over the lines and outside their clip, so a dot at the plot's edge is whole.
        <g stroke="var(--color-panel-solid)" strokeWidth={2}>
          {categories.map((category, series) => (
            <circle
              key={category.key}
              cx={xOf(kind, area, count, shown)}
              cy={yOf(area, top, rows[shown] ? rowValue(rows[shown], category.key) : 0)}
              r={4}
              fill={chartColor(series)}
            />
          ))}
        </g>
      )}
    </PlotSurface>
  );
}

/** What marks the hovered point: a line's vertical rule, a bar band's shade. */
function Cursor({
  kind,
  area,
  count,
  position,
}: {
  readonly kind: CartesianKind;
  readonly area: PlotArea;
  readonly count: number;
  readonly position: number;
}) {
  if (kind === 'bar') {
    const { band } = barSlots(area, count, 1);
    return (
      <rect
        x={area.left + band * position}
        y={area.top}
        width={band}
        height={area.bottom - area.top}
        fill="var(--gray-a3)"
      />
    );
  }
  const x = xOf(kind, area, count, position);
  return <line x1={x} x2={x} y1={area.top} y2={area.bottom} stroke="var(--gray-a7)" />;
}

/**
 * The axes' lines, tick marks and labels: the y axis left of the plot (its title over it), the x axis under it,
 * its labels side by side or upright.
 */
function Axes({
  kind,
  width,
  area,
  count,
  every,
  upright,
  ticks,
  top,
  xLabels,
  yLabels,
  yAxisLabel,
  fontSize,
}: {
  readonly kind: CartesianKind;
  readonly width: number;
  readonly area: PlotArea;
  readonly count: number;
  readonly every: number;
  readonly upright: boolean;
  readonly ticks: readonly number[];
  readonly top: number;
  readonly xLabels: readonly string[];
  readonly yLabels: readonly string[];
  readonly yAxisLabel: string | undefined;
  readonly fontSize: number;
}) {
  // Every (interval + 1)th label from the first, but none that would stick out of the chart (on a chart narrower
  // than its own label): the tooltip and the table still name that point. An upright label is a line's height
  // across.
  const shownX = xLabels.flatMap((label, position) => {
    const x = xOf(kind, area, count, position);
    const half = upright ? fontSize / 2 : labelWidthPx(label, fontSize) / 2;
    return position % every === 0 && half <= x && x + half <= width ? [{ label, position, x }] : [];
  });
  const labelX = area.left - TICK_SIZE_PX - TICK_LABEL_GAP_PX;
  const labelY = area.bottom + TICK_SIZE_PX + TICK_LABEL_GAP_PX;
  return (
    <>
      <g stroke={CHART_AXIS.grid}>
        <line x1={area.left} x2={area.left} y1={area.top} y2={area.bottom} />
        <line x1={area.left} x2={area.right} y1={area.bottom} y2={area.bottom} />
        {ticks.map((tick) => {
          const y = yOf(area, top, tick);
          return <line key={tick} x1={area.left - TICK_SIZE_PX} x2={area.left} y1={y} y2={y} />;
        })}
        {shownX.map(({ position, x }) => (
          <line key={position} x1={x} x2={x} y1={area.bottom} y2={area.bottom + TICK_SIZE_PX} />
        ))}
      </g>
      <g data-chart-axis-labels="y" fill={CHART_AXIS.tick} fontSize={fontSize} textAnchor="end">
        {ticks.map((tick, i) => (
          <text key={tick} x={labelX} y={yOf(area, top, tick)} dy="0.355em">
            {yLabels[i]}
          </text>
        ))}
      </g>
      <g data-chart-axis-labels="x" fill={CHART_AXIS.tick} fontSize={fontSize} textAnchor="middle">
        {shownX.map(({ label, position, x }) =>
          label === '' ? null : upright ? (
            // Turned to read upwards, ending under its point or bar.
            <text
              key={position}
              x={x}
              y={labelY}
              dy="0.355em"
              textAnchor="end"
              transform={`rotate(-90 ${x} ${labelY})`}
            >
              {label}
            </text>
          ) : (
            <text key={position} x={x} y={labelY} dy="0.71em">
              {label}
            </text>
          ),
        )}
      </g>
      {yAxisLabel && (
        <text
          data-chart-axis-title="y"
          x={CARTESIAN_MARGIN.left}
          y={CARTESIAN_MARGIN.top}
          dy="0.71em"
          fill={CHART_AXIS.tick}
          fontSize={fontSize}
        >
          {yAxisLabel}
        </text>
      )}
    </>
  );
}

/** One series as a monotone line. */
function Line<Row extends ChartRow>({
  category,
  series,
  rows,
  area,
  top,
}: {
  readonly category: ChartCategory<Row>;
  readonly series: number;
  readonly rows: readonly Row[];
  readonly area: PlotArea;
  readonly top: number;
}) {
  // The path is worked out once per series and box: a moving tooltip redraws the plot, not the curve's maths.
  const points = useMemo(
    () =>
      rows.map(
        (row, position) =>
          [xOf('line', area, rows.length, position), yOf(area, top, rowValue(row, category.key))] as const,
      ),
    [rows, area, top, category.key],
  );
  const path = useMemo(() => monotonePath(points), [points]);
  const color = chartColor(series);
  const [lone] = points.length === 1 ? points : [];
  const clipIds = `chart-ongoing-${useId().replace(/[^\w-]/g, '')}`;
  // The curve into a last point still being counted is the same curve, drawn dotted past the point before it.
  const split = category.ongoingLast && points.length > 1 ? points[points.length - 2]?.[0] : undefined;
  const line = { 'data-chart-series': category.label, d: path, fill: 'none', stroke: color, strokeWidth: 2 };
  return (
    <>
      {split !== undefined && (
        <defs>
          <clipPath id={`${clipIds}-done`}>
            <rect x={area.left - 2} y={0} width={split - area.left + 2} height={area.bottom + 2} />
          </clipPath>
          <clipPath id={`${clipIds}-so-far`}>
            <rect x={split} y={0} width={area.right - split + 2} height={area.bottom + 2} />
          </clipPath>
        </defs>
      )}
      <path
        data-chart-line=""
        {...line}
        {...(split !== undefined ? { clipPath: `url(#${clipIds}-done)` } : {})}
        {...(category.dashed ? { strokeDasharray: CHART_LINE_DASH } : {})}
      />
      {split !== undefined && (
        <path
          data-chart-line-ongoing=""
          {...line}
          clipPath={`url(#${clipIds}-so-far)`}
          {...CHART_SO_FAR_STROKE}
        />
      )}
      {/* A line of one point has no length: its point is drawn as a ring so the value still shows. */}
      {lone && (
        <circle
          cx={lone[0]}
          cy={lone[1]}
          r={3}
          fill="var(--color-panel-solid)"
          stroke={color}
          strokeWidth={2}
        />
      )}
    </>
  );
}

/** One series as a bar per index value, its top corners rounded by the Theme's radius. */
function Bars<Row extends ChartRow>({
  category,
  series,
  seriesCount,
  rows,
  area,
  top,
  corner,
}: {
  readonly category: ChartCategory<Row>;
  readonly series: number;
  readonly seriesCount: number;
  readonly rows: readonly Row[];
  readonly area: PlotArea;
  readonly top: number;
  readonly corner: number;
}) {
  const slots = barSlots(area, rows.length, seriesCount);
  const color = chartColor(series);
  // The last bar, when its value is still being counted: light, inside a dotted outline of the series' colour.
  const soFar = category.ongoingLast ? rows.length - 1 : -1;
  return (
    <g data-chart-series={category.label} fill={color}>
      {rows.map((row, position) => (
        <path
          // biome-ignore lint/suspicious/noArrayIndexKey: a bar is its position along the axis
          key={position}
          data-chart-bar=""
          d={barPath(
            slots.left(position, series),
            slots.width,
            yOf(area, top, rowValue(row, category.key)),
            area.bottom,
            corner,
          )}
          {...(position === soFar
            ? {
                'data-chart-bar-ongoing': '',
                fillOpacity: CHART_BAR_SO_FAR_OPACITY,
                stroke: color,
                strokeWidth: 2,
                ...CHART_SO_FAR_STROKE,
              }
            : {})}
        />
      ))}
    </g>
  );
}
