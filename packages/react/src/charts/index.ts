/**
 * The chart kit: line, bar, donut, ring and sparkline, with one prop vocabulary and one look. Every chart is plain SVG drawn
 * from pure geometry (chart.cartesian.ts, chart.donut.ts, chart.ring.ts).
 */
export { BarChart, type BarChartProps } from './BarChart';
export { ChartDataTable, type ChartDataTableProps } from './ChartDataTable';
export { ChartFrame, type ChartFrameProps, type ChartTitleLevel } from './ChartFrame';
export { ChartLegend, type ChartLegendItem, type ChartLegendProps } from './ChartLegend';
export { ChartTooltip, type ChartTooltipProps } from './ChartTooltip';
export { axisLabel, chartTicks, dayFormatters, defaultValueFormatter, rowValue } from './chart.format';
export {
  CHART_AXIS,
  CHART_LINE_DASH,
  CHART_LINE_DOTS,
  CHART_PALETTE,
  CHART_TRACK,
  chartColor,
} from './chart.palette';
export type {
  ChartBaseProps,
  ChartCategory,
  ChartIndexKey,
  ChartRow,
  ChartValueFormatter,
  ChartValueKey,
} from './chart.types';
export { DONUT_DEFAULT_HEIGHT, DonutChart, type DonutChartProps } from './DonutChart';
export { CHART_DEFAULT_HEIGHT, LineChart, type LineChartProps } from './LineChart';
export { RING_DEFAULT_HEIGHT, RingChart, type RingChartProps } from './RingChart';
export { SPARKLINE_SIZE, Sparkline, type SparklineProps } from './Sparkline';
