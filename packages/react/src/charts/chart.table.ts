import { rowValue } from './chart.format';
import type { ChartCategory, ChartRow, ChartValueFormatter } from './chart.types';

/** The data table's rows: the full index text, then each category's formatted value. */
export function chartTableRows<Row extends ChartRow>(
  data: readonly Row[],
  index: keyof Row & string,
  categories: readonly ChartCategory<Row>[],
  valueFormatter: ChartValueFormatter,
  indexFormatter?: (value: string) => string,
): string[][] {
  return data.map((row) => {
    const label = String(row[index] ?? '');
    return [
      indexFormatter ? indexFormatter(label) : label,
      ...categories.map(({ key }) => valueFormatter(rowValue(row, key))),
    ];
  });
}

/** The CSV rows: the index text as shown, then each category's plain number (no grouping, so spreadsheets can sum). */
export function chartCsvRows<Row extends ChartRow>(
  data: readonly Row[],
  index: keyof Row & string,
  categories: readonly ChartCategory<Row>[],
  indexFormatter?: (value: string) => string,
): (string | number)[][] {
  return data.map((row) => {
    const label = String(row[index] ?? '');
    return [
      indexFormatter ? indexFormatter(label) : label,
      ...categories.map(({ key }) => rowValue(row, key)),
    ];
  });
}
