import { CartesianChart, type CartesianChartProps } from './CartesianChart';
import type { ChartRow } from './chart.types';

export { CHART_DEFAULT_HEIGHT } from './CartesianChart';

/** Props of LineChart. */
export type LineChartProps<Row extends ChartRow> = CartesianChartProps<Row>;

/** A line per category over the index (time, hour, month), round y ticks, evenly spaced x labels. */
export function LineChart<Row extends ChartRow>(props: LineChartProps<Row>) {
  return <CartesianChart {...props} kind="line" />;
}
