import { CartesianChart, type CartesianChartProps } from './CartesianChart';
import type { ChartRow } from './chart.types';

/** Props of BarChart. */
export type BarChartProps<Row extends ChartRow> = CartesianChartProps<Row>;

/** Bars per category over the index (queries, months), round y ticks, as many x labels as fit. */
export function BarChart<Row extends ChartRow>(props: BarChartProps<Row>) {
  return <CartesianChart {...props} kind="bar" />;
}
