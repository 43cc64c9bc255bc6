import { CartesianChart, type CartesianChartProps } from './CartesianChart';
import type { ChartRow } from './chart.types';

/** Props of BarChart. */
export type BarChartProps<Row extends ChartRow> = CartesianChartProps<Row>;

/** Bars per category over the index (queries, months), y ticks every 50, every label shown. */
export function BarChart<Row extends ChartRow>(props: BarChartProps<Row>) {
  return <CartesianChart {...props} kind="bar" />;
}
