import { describe, expect, it } from 'vitest';
import { CSV_LINE_END } from '../analytics/analytics.export';
import { formatMessage as formatWith, type MessageParams } from '../i18n/i18n.format';
import { loadMessages } from '../i18n/i18n.load';
import { enComplete as en, type MessageKey } from '../i18n/messages';
import {
  INSIGHTS_REPORT_MESSAGES,
  insightsCsv,
  insightsCsvCurrencies,
  insightsCsvFileName,
} from './insights.export';
import { ubiEvent } from './insights.harness';
import { noResultsReport, trendingReport } from './insights.reports';
import { tallyEvents } from './insights.tally';
import { INSIGHTS_REPORTS } from './insights.views';

/** The English text of a message, areas included. */
const formatMessage = (key: MessageKey, params?: MessageParams) => formatWith(key, params, en);

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const t = (key: MessageKey) => en[key];
const tally = tallyEvents(
  [
    ubiEvent('search', NOW - 3_600_000, { search_query: '=HYPERLINK("x")', result_count: 0 }),
    ubiEvent('search', NOW - 3_600_000, { search_query: 'rain, jacket', result_count: 0 }),
    ubiEvent('search', NOW - 3_600_000, { search_query: 'rain, jacket', result_count: 0 }),
    ubiEvent('search', NOW - 9 * 86_400_000, { search_query: 'gift card', result_count: 4 }),
  ],
  { period: { kind: 'preset', preset: 'last7Days' }, now: NOW, timeZone: 'UTC' },
);
const lines = (csv: string) => csv.split(CSV_LINE_END).slice(0, -1);

describe('a report as CSV', () => {
  it('heads its columns in the language asked for and writes each row, defusing formulas', () => {
    expect(lines(insightsCsv('noResults', noResultsReport(tally).rows, t))).toEqual([
      'Query,Searches,Last Seen,Trend,Fix',
      '"rain, jacket",2,2026-11-22T11:00:00.000Z,0 0 0 0 0 0 2,Add synonym; Add redirect',
      `"'=hyperlink(""x"")",1,2026-11-22T11:00:00.000Z,0 0 0 0 0 0 1,Add synonym; Add redirect`,
    ]);
  });

  it('writes a change in percent, and nothing for a query new this period', async () => {
    const report = trendingReport(tally);
    expect(lines(insightsCsv('falling', report.falling, t))).toEqual([
      'Query,Searches,Previous period,Change,Fix',
      'gift card,0,1,-100,',
    ]);
    expect(lines(insightsCsv('rising', report.rising, t))[1]).toBe(
      '"rain, jacket",2,0,,Add synonym; Add redirect',
    );
    const de = await loadMessages('de');
    expect(lines(insightsCsv('falling', report.falling, (key) => de[key]))[0]).toBe(
      'Suchbegriff,Suchen,Vorheriger Zeitraum,Veränderung,Lösung',
    );
  });

  it('writes revenue in a column per currency, the report currency first, and 0 where a row sold nothing in one', () => {
    const row = (query: string, revenue: number, revenues?: { currency: string; amount: number }[]) => ({
      query,
      searches: 10,
      clicks: 4,
      conversions: 2,
      conversionRate: 20,
      revenue,
      revenues,
      fixes: [],
    });
    const rows = [
      row('boots', 120.5, [
        { currency: 'USD', amount: 120.5 },
        { currency: 'EUR', amount: 80 },
      ]),
      row('socks', 9.99),
    ];
    expect(insightsCsvCurrencies('topConverting', rows, 'USD')).toEqual(['USD', 'EUR']);
    expect(lines(insightsCsv('topConverting', rows, formatMessage, 'USD'))).toEqual([
      'Query,Searches,Clicks,Conversions,Conversion Rate,Revenue (USD),Revenue (EUR),Fix',
      'boots,10,4,2,20,120.5,80,',
      'socks,10,4,2,20,9.99,0,',
    ]);
    // One currency, or no rows: the report's own column alone.
    expect(insightsCsvCurrencies('topConverting', [row('socks', 9.99)], 'EUR')).toEqual(['EUR']);
    expect(insightsCsvCurrencies('noConversions', [], 'GBP')).toEqual(['GBP']);
    expect(insightsCsvCurrencies('noResults', noResultsReport(tally).rows, 'USD')).toEqual(['USD']);
  });

  it('downloads under the report title and the day', () => {
    expect(insightsCsvFileName('noResults', t, new Date(NOW))).toBe('queries-with-no-results-2026-11-22.csv');
  });

  it('has a title and an empty state in the catalogue for every report', () => {
    for (const report of INSIGHTS_REPORTS)
      for (const key of Object.values(INSIGHTS_REPORT_MESSAGES[report]))
        expect(formatMessage(key)).not.toBe(key);
  });
});
