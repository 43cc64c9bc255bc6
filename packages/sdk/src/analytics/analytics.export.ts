/** CSV export of the analytics tables: built in the browser, so no server call is needed. */

import { csvField } from '../csv/csv.rules';
import { zonedDate } from '../insights/insights.zone';

/** One CSV column: its header and how a row fills it. */
export interface CsvColumn<Row> {
  /** Header text (translated by the caller). */
  readonly header: string;
  /** The cell: text or a plain number (no currency sign or grouping, so spreadsheets read it as a number). */
  readonly value: (row: Row) => string | number | null | undefined;
}

/** Line ending of the export (RFC 4180). */
export const CSV_LINE_END = '\r\n';

/** MIME type of the export. */
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

/**
 * One CSV cell. Text is written by the SDK's one CSV field writer (`csvField`): quoted when it holds a comma,
 * quote or line break, and defused when a spreadsheet would run it as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // A number is written as itself, never defused: its text is digits with at most a sign, a point and an
  // exponent, which no spreadsheet runs as a formula, and a change of -3 must stay a number a spreadsheet can
  // sum, not the text '-3. Every column of text (queries, names, dates) is defused as a whole.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return csvField(value);
}

/** A CSV document: a header line, then one line per row, CRLF-separated, ending with a line break. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row))).join(',')),
  ];
  return `${lines.join(CSV_LINE_END)}${CSV_LINE_END}`;
}

/**
 * The export's file name: a slug of the table's name and the day it was made on, e.g.
 * `recent-searches-2026-11-22.csv`: the day in `timeZone` (the store's, whose days the figures count) when given
 * and known, else in UTC.
 */
export function csvFileName(name: string, now: Date, timeZone?: string): string {
  const slug =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'export';
  return `${slug}-${dayIn(now, timeZone)}.csv`;
}

/** The calendar day of `now` in `timeZone`, or in UTC without a zone or for one the runtime does not know. */
function dayIn(now: Date, timeZone: string | undefined): string {
  if (timeZone !== undefined) {
    try {
      return zonedDate(now.getTime(), timeZone);
    } catch {
      // An unknown zone: the UTC day below.
    }
  }
  return now.toISOString().slice(0, 10);
}
