import type { ReactNode } from 'react';

/** A chart row: any object with a text field for the index and a number field per category. */
export type ChartRow = object;

/** A row's named fields, without index signatures (zod's loose objects add `[key: string]: unknown`). */
type NamedKeys<Row> = keyof {
  [Key in keyof Row as string extends Key ? never : number extends Key ? never : Key]: Row[Key];
} &
  string;

/** The fields of a row that hold strings: candidates for the index. */
export type ChartIndexKey<Row extends ChartRow> = {
  [Key in NamedKeys<Row>]: Row[Key] extends string | null | undefined ? Key : never;
}[NamedKeys<Row>];

/** The fields of a row that hold numbers: candidates for a category. */
export type ChartValueKey<Row extends ChartRow> = {
  [Key in NamedKeys<Row>]: Row[Key] extends number | null | undefined ? Key : never;
}[NamedKeys<Row>];

/** One plotted series: which number field it reads and its translated name. */
export interface ChartCategory<Row extends ChartRow> {
  /** The row field holding the series' values. */
  key: ChartValueKey<Row>;
  /** The series' name in the legend, the tooltip and the data table. */
  label: string;
  /** Draws a line dashed, and its legend swatch too, so a comparison series is told apart without colour. */
  dashed?: boolean;
  /**
   * The last value is still being counted (today's figures so far, the month under way): on a line chart the
   * line's stretch into it is dotted, on a bar chart its bar is light with a dotted outline, so a day or month
   * half counted does not read as a fall.
   */
  ongoingLast?: boolean;
}

/** Formats a plotted number for the axis, the tooltip and the data table. */
export type ChartValueFormatter = (value: number) => string;

/** The props every chart of the kit shares (Tremor's vocabulary: data, index, categories, formatters, show*). */
export interface ChartBaseProps<Row extends ChartRow> {
  /** The chart's title: shown as its heading and used as its accessible name. */
  title: string;
  /** A caption under the title, e.g. the date range shown. */
  description?: ReactNode;
  /** Rows to plot; absent while loading or after a failure. */
  data: readonly Row[] | undefined;
  /** The row field naming each point, bar or slice. */
  index: ChartIndexKey<Row>;
  /** Header of the index column in the data table (e.g. 'Month', 'Query'). */
  indexLabel: string;
  /** Full text of an index value (dates, months); the axis cuts it to 10 characters plus an ellipsis. */
  indexFormatter?: (value: string) => string;
  /** Formats values in the axis, the tooltip and the data table; the locale's number format by default. */
  valueFormatter?: ChartValueFormatter;
  /** Shows the legend of the categories (or slices). */
  showLegend?: boolean;
  /** Shown instead of the chart when there are no rows; 'No data available' by default. */
  emptyText?: string;
  /** Shows a placeholder of the chart's size while the data loads. */
  loading?: boolean;
  /** A failure to show instead of the chart. */
  error?: unknown;
  /** Runs the failed call again; offered as Retry next to the failure. */
  onRetry?: (() => void) | undefined;
  /** Height of the plot area in pixels. */
  height?: number;
  /** The title's heading level, to keep the page's outline in order; h2 by default. */
  titleAs?: 'h2' | 'h3' | 'h4';
}
