import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../csv/csv.rules';
import { CSV_LINE_END, csvCell, csvFileName, toCsv } from './analytics.export';

describe('CSV export', () => {
  it('quotes cells with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('writes numbers plainly and leaves missing values empty', () => {
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('defuses text that a spreadsheet would run as a formula, with an apostrophe inside quotes', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-shoes')).toBe(`"'-shoes"`);
    expect(csvCell('@me')).toBe(`"'@me"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('leaves a negative number a number, and reads back what it writes', () => {
    expect(toCsv([{ header: 'Change', value: (row: number) => row }], [-3, -0.5])).toBe(
      ['Change', '-3', '-0.5', ''].join(CSV_LINE_END),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 24 }), (text) => {
        const read = readCsv(toCsv([{ header: text, value: (row: string) => row }], [text]));
        expect(read.ok && read.records).toEqual([[text], [text]]);
      }),
      { numRuns: 300 },
    );
  });

  it('builds a header line and one CRLF line per row', () => {
    const csv = toCsv(
      [
        { header: 'Query', value: (row: { q: string; n: number }) => row.q },
        { header: 'Searches', value: (row) => row.n },
      ],
      [
        { q: 'boots', n: 3 },
        { q: 'red, wool', n: 0 },
      ],
    );
    expect(csv).toBe(['Query,Searches', 'boots,3', '"red, wool",0', ''].join(CSV_LINE_END));
  });

  it('names the file after the table and the UTC date', () => {
    const now = new Date('2026-11-22T23:30:00Z');
    expect(csvFileName('Recent Searches', now)).toBe('recent-searches-2026-11-22.csv');
    expect(csvFileName('  Top 5: Clicked!  ', now)).toBe('top-5-clicked-2026-11-22.csv');
    expect(csvFileName('!!!', now)).toBe('export-2026-11-22.csv');
  });

  it("dates the file by the day in the store's time zone when given, either side of its midnight", () => {
    // 23:30 UTC on the 22nd is the next day in Tokyo and still the 22nd in New York.
    const lateUtc = new Date('2026-11-22T23:30:00Z');
    expect(csvFileName('Report', lateUtc, 'Asia/Tokyo')).toBe('report-2026-11-23.csv');
    expect(csvFileName('Report', lateUtc, 'America/New_York')).toBe('report-2026-11-22.csv');
    // 03:00 UTC on the 30th is still the 29th in New York: the day a tester saw named the 30th.
    const earlyUtc = new Date('2026-11-30T03:00:00Z');
    expect(csvFileName('Report', earlyUtc, 'America/New_York')).toBe('report-2026-11-29.csv');
    expect(csvFileName('Report', earlyUtc)).toBe('report-2026-11-30.csv');
    // New York's midnight exactly (05:00 UTC in winter): the new day.
    expect(csvFileName('Report', new Date('2026-11-30T05:00:00Z'), 'America/New_York')).toBe(
      'report-2026-11-30.csv',
    );
    expect(csvFileName('Report', new Date('2026-11-30T04:59:59.999Z'), 'America/New_York')).toBe(
      'report-2026-11-29.csv',
    );
    // A zone the runtime does not know: the UTC day.
    expect(csvFileName('Report', earlyUtc, 'Mars/Olympus')).toBe('report-2026-11-30.csv');
  });
});
