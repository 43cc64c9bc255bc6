/**
 * CSV as RFC 4180 writes it: records end with CRLF, fields are separated by commas, and a field holding a
 * comma, a double quote, a CR or an LF is enclosed in double quotes with its own quotes doubled. The reader
 * also takes LF line ends and a leading byte-order mark, as spreadsheets save them.
 *
 * Every CSV the SDK writes goes through `csvField`, which also defuses formulas (CSV injection, as OWASP
 * describes it): a spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, a tab or a CR, so such a
 * field is written with an apostrophe in front, inside quotes. `readCsv` takes that apostrophe off again, so
 * our own files read back exactly as they were written.
 */

/** Why a CSV text could not be read: the catalogue message and the line (1-based) it concerns. */
export interface CsvProblem {
  /** Catalogue key. */
  readonly messageKey: 'csvUnclosedQuote' | 'csvTextAfterQuote';
  /** Line of the text where the problem starts. */
  readonly line: number;
}

/** The records of a CSV text (each a list of fields) and the line each starts on, or why it cannot be read. */
export type CsvReadResult =
  | { readonly ok: true; readonly records: string[][]; readonly lines: number[] }
  | { readonly ok: false; readonly problem: CsvProblem };

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Text a spreadsheet would run as a formula, or that is such text already defused: any apostrophes, then
 * `=`, `+`, `-`, `@`, a tab or a CR. Defusing one more apostrophe onto text that starts with apostrophes too is
 * what lets the reader take exactly one off: `'=x` is written `''=x` and reads back as `'=x`.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A field as the writer defused it: one apostrophe to take off. */
const DEFUSED = /^'+[=+\-@\t\r]/;

/**
 * One field as written: quoted when RFC 4180 requires it (and when it has spaces at either end, for spreadsheets);
 * text that a spreadsheet would run as a formula is written with an apostrophe in front, inside quotes.
 */
export function csvField(value: string): string {
  const defused = FORMULA_START.test(value);
  const text = defused ? `'${value}` : value;
  const quote = defused || NEEDS_QUOTES.test(text) || text !== text.trim();
  return quote ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A field as read: the apostrophe `csvField` put in front of a formula taken off. */
function undefused(field: string): string {
  return DEFUSED.test(field) ? field.slice(1) : field;
}

/** Records as CSV text: fields joined by commas, each record ended by CRLF. */
export function writeCsv(records: readonly (readonly string[])[]): string {
  return records.map((record) => `${record.map(csvField).join(',')}\r\n`).join('');
}

/** Reads CSV text into records (see the module comment, defused formulas included); an empty text has none. */
export function readCsv(input: string): CsvReadResult {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: string[][] = [];
  const lines: number[] = [];
  let record: string[] = [];
  let field = '';
  let fieldStart = true;
  let inRecord = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    record.push(undefused(field));
    records.push(record);
    lines.push(recordLine);
    record = [];
    field = '';
    fieldStart = true;
    inRecord = false;
  };
  while (i < text.length) {
    const char = text[i] as string;
    inRecord = true;
    if (fieldStart && char === '"') {
      // A quoted field runs to the first quote that is not doubled; it must be followed by a separator.
      const startLine = line;
      const close = () => {
        for (i += 1; i < text.length; i += 1) {
          const inner = text[i] as string;
          if (inner !== '"') {
            if (inner === '\n') line += 1;
            field += inner;
          } else if (text[i + 1] === '"') {
            field += '"';
            i += 1;
          } else {
            i += 1;
            return true;
          }
        }
        return false;
      };
      if (!close()) return { ok: false, problem: { messageKey: 'csvUnclosedQuote', line: startLine } };
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n')
        return { ok: false, problem: { messageKey: 'csvTextAfterQuote', line } };
      fieldStart = false;
      continue;
    }
    if (char === ',') {
      record.push(undefused(field));
      field = '';
      fieldStart = true;
      i += 1;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      field += char;
      fieldStart = false;
      i += 1;
    }
  }
  if (inRecord) endRecord();
  return { ok: true, records, lines };
}
