import { formatDate, formatNumber } from '@storesearch/sdk';
import { niceAxisTicks, truncateChartLabel, yAxisTicks } from '@storesearch/sdk/analytics';
import type { ChartCategory, ChartRow, ChartValueFormatter } from './chart.types';

/** The locale's number format, the default value formatter. */
export function defaultValueFormatter(locale: string): ChartValueFormatter {
  return (value) => formatNumber(value, locale);
}

/**
 * The formatters of a day index (`YYYY-MM-DD`, a calendar day with no time zone of its own): `full`, the
 * locale's date for the tooltip and the data table; `axis`, month and day ('Nov 17') for the x axis, where the
 * full date cut to 10 characters would lose its year mid-way.
 */
export function dayFormatters(locale: string) {
  const options = { timeZone: 'UTC' } as const;
  return {
    full: (day: string) => formatDate(`${day}T00:00:00Z`, locale, { ...options, fallback: day }),
    axis: (day: string) =>
      formatDate(`${day}T00:00:00Z`, locale, { ...options, fallback: day, month: 'short', day: 'numeric' }),
  };
}

/** An axis label: the full text cut to 10 characters plus an ellipsis (the SDK's rule). */
export function axisLabel(value: unknown, indexFormatter?: (value: string) => string): string {
  const text = String(value ?? '');
  return truncateChartLabel(indexFormatter ? indexFormatter(text) : text);
}

/** A row's number for a category; missing or non-numeric values count as 0. */
export function rowValue<Row extends ChartRow>(row: Row, key: ChartCategory<Row>['key']): number {
  const value: unknown = row[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * How a chart's y axis is scaled: `step`, the analytics charts' step of 50 (a rounder one past 8 ticks); `nice`,
 * fitted to the data by nice steps (1, 2, 5, 10, 20, 25, 50, …), for a chart of small counts.
 */
export type ChartYScale = 'step' | 'nice';

/** Y-axis ticks up to the largest plotted value or a fixed top, by the chart's scale. */
export function chartTicks<Row extends ChartRow>(
  data: readonly Row[],
  categories: readonly ChartCategory<Row>[],
  domainMax?: number,
  scale: ChartYScale = 'step',
): number[] {
  const ticks = scale === 'nice' ? niceAxisTicks : yAxisTicks;
  if (domainMax !== undefined) return ticks(domainMax);
  let max = 0;
  for (const row of data) for (const { key } of categories) max = Math.max(max, rowValue(row, key));
  return ticks(max);
}

/** Most labels a line chart's x axis shows: evenly spaced, readable down to a 360 px wide chart. */
export const LINE_X_LABELS_MAX = 6;

/**
 * The interval of an x axis of `points` labels: it shows every (n + 1)th, chosen from the count alone. Measuring the
 * labels' text would let the same data draw other labels on another machine.
 */
export function xLabelInterval(points: number, max: number = LINE_X_LABELS_MAX): number {
  return points <= max ? 0 : Math.ceil(points / max) - 1;
}
