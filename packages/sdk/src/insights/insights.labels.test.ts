import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatMessage as formatWith, type MessageParams } from '../i18n/i18n.format';
import { areaKeys, unusedAreaMessages } from '../i18n/i18n.harness';
import { enComplete as en, type MessageKey } from '../i18n/messages';
import { changeSentiment, figureChange } from './insights.change';
import { INSIGHTS_REPORT_MESSAGES } from './insights.export';
import {
  COMPARED_PERIODS_LINE,
  comparedPeriodsMessages,
  hasFigureValue,
  INSIGHTS_SCOPE_LABELS,
  INSIGHTS_TOTALS,
  type InsightsMessage,
  periodDayText,
  periodRangeMessage,
  positionBucketMessage,
  previousPeriodMessage,
  REPORT_TOP_CHART_TITLE,
  reportEmptyMessage,
  rowsLimitedMessage,
  trendSummaryMessage,
} from './insights.labels';
import { insightsMessagesDe } from './insights.messages.de';
import { insightsMessagesEs } from './insights.messages.es';
import { insightsMessagesFr } from './insights.messages.fr';
import { insightsMessagesIt } from './insights.messages.it';
import { insightsMessagesNl } from './insights.messages.nl';
import { insightsMessagesPt } from './insights.messages.pt';
import { positionDistribution } from './insights.reports';
import { INSIGHTS_REPORTS } from './insights.views';

/** The English text of a message, areas included. */
const formatMessage = (key: MessageKey, params?: MessageParams) => formatWith(key, params, en);

const here = dirname(fileURLToPath(import.meta.url));
const words = (message: InsightsMessage | string | null) =>
  message === null || typeof message === 'string'
    ? message
    : formatMessage(message.messageKey, message.params);

describe('the insights messages', () => {
  it('are each produced by the domain (no message in the section goes unused)', () => {
    expect(areaKeys('insights').length).toBeGreaterThan(40);
    expect(unusedAreaMessages('insights', here)).toEqual([]);
  });

  it('word a period, the one compared with, and position ranges', () => {
    expect(words(periodRangeMessage({ from: '2026-11-16', to: '2026-11-22' }, 'UTC', 'en'))).toBe(
      'Nov 16, 2026 – Nov 22, 2026',
    );
    expect(words(periodRangeMessage({ from: '2026-11-09', to: '2026-11-15' }, 'UTC', 'en', true))).toBe(
      'Previous period: Nov 9, 2026 – Nov 15, 2026',
    );
    expect(positionDistribution([]).map((bucket) => words(positionBucketMessage(bucket)))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11–20',
      '21+',
    ]);
  });

  it("title a report's chart by the number of queries it draws", () => {
    expect(formatMessage(REPORT_TOP_CHART_TITLE, { count: 10 })).toBe('Top 10 queries');
    expect(formatMessage(REPORT_TOP_CHART_TITLE, { count: 1 })).toBe('The top query');
    const de = { ...en, ...insightsMessagesDe };
    expect(formatWith(REPORT_TOP_CHART_TITLE, { count: 10 }, de, 'de')).toBe('Top 10 Suchanfragen');
    expect(formatWith(REPORT_TOP_CHART_TITLE, { count: 1 }, de, 'de')).toBe('Die Top-Suchanfrage');
  });

  it('say the top queries by the ranked figure in every locale, not the first ones', () => {
    const catalogues = {
      de: insightsMessagesDe,
      es: insightsMessagesEs,
      fr: insightsMessagesFr,
      it: insightsMessagesIt,
      nl: insightsMessagesNl,
      pt: insightsMessagesPt,
    };
    for (const [locale, messages] of Object.entries(catalogues)) {
      const all = { ...en, ...messages };
      for (const key of [REPORT_TOP_CHART_TITLE, 'reportRowsLimited'] as const)
        for (const count of [1, 10])
          expect(formatWith(key, { count, shown: count, total: 40 }, all, locale)).not.toMatch(
            /\b(?:erste|ersten|primera|primeras|premi[eè]re|premières|prima|prime|eerste|primeiras?)\b/i,
          );
    }
  });

  it('word a trend by its first, last and highest points, as the locale writes numbers', () => {
    expect(words(trendSummaryMessage([0, 5, 2], 'en'))).toBe('From 0 to 2, highest 5');
    expect(words(trendSummaryMessage([3], 'en'))).toBe('From 3 to 3, highest 3');
    expect(words(trendSummaryMessage([0, 0, 0], 'en'))).toBe('From 0 to 0, highest 0');
    expect(trendSummaryMessage([1200, 0], 'de')?.params).toEqual({
      first: '1.200',
      last: '0',
      highest: '1.200',
    });
    expect(trendSummaryMessage([], 'en')).toBeNull();
  });

  it("say how far the previous period counts while the period is going on, in the store's zone", () => {
    const week = { from: '2026-11-09', to: '2026-11-15', days: 7 };
    const soFar = { ...week, until: '2026-11-15T09:15:00.000Z' };
    expect(words(previousPeriodMessage(soFar, 'America/New_York', 'en'))).toBe(
      'Previous period: Nov 9, 2026 – Nov 15, 2026, until 4:15 AM',
    );
    expect(words(previousPeriodMessage(soFar, 'Europe/Berlin', 'de'))).toBe(
      'Previous period: 09.11.2026 – 15.11.2026, until 10:15',
    );
    // The whole period, an unknown zone or an unreadable instant: the days alone.
    for (const [range, zone] of [
      [week, 'America/New_York'],
      [soFar, 'Mars/Olympus_Mons'],
      [{ ...week, until: 'soon' }, 'America/New_York'],
    ] as const)
      expect(words(previousPeriodMessage(range, zone, 'en'))).toBe(
        'Previous period: Nov 9, 2026 – Nov 15, 2026',
      );
  });

  it('word a period beside the one compared with, the time of day only while it is counted as far', () => {
    const shown = { from: '2026-11-16', to: '2026-11-22', days: 7 };
    const previous = { from: '2026-11-09', to: '2026-11-15', days: 7 };
    const until = '2026-11-15T17:00:00.000Z';
    expect(
      comparedPeriodsMessages({ shown, previous: { ...previous, until } }, 'America/New_York', 'en').map(
        words,
      ),
    ).toEqual(['Nov 16, 2026 – Nov 22, 2026', 'Previous period: Nov 9, 2026 – Nov 15, 2026, until 12:00 PM']);
    expect(comparedPeriodsMessages({ shown, previous }, 'America/New_York', 'en').map(words)).toEqual([
      'Nov 16, 2026 – Nov 22, 2026',
      'Previous period: Nov 9, 2026 – Nov 15, 2026',
    ]);
    expect(
      formatMessage(COMPARED_PERIODS_LINE, {
        period: 'Nov 16, 2026 – Nov 22, 2026',
        previous: 'Previous period: Nov 9, 2026 – Nov 15, 2026',
      }),
    ).toBe('Nov 16, 2026 – Nov 22, 2026 · Previous period: Nov 9, 2026 – Nov 15, 2026');
  });

  it("write a period's days as the locale writes dates, Thai in the Buddhist era, as the tables do", () => {
    expect(periodDayText('2026-10-31', 'America/New_York', 'en')).toBe('Oct 31, 2026');
    expect(periodDayText('2026-10-31', 'America/New_York', 'de')).toBe('31.10.2026');
    expect(periodDayText('2026-10-31', 'America/New_York', 'th')).toMatch(/^31 .+ 2569$/);
    expect(periodDayText('2026-10-31', 'Asia/Tokyo', 'ja')).toBe('2026/10/31');
    // The day itself in any zone, on the days clocks change too, and in a zone the runtime does not know.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Santiago', 'Mars/Olympus_Mons'])
      for (const day of ['2026-09-06', '2026-04-05', '2026-03-08'])
        expect(periodDayText(day, zone, 'en')).toBe(
          new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(day)),
        );
    // What is not a day, as a malformed answer may send, stays as it came.
    expect(periodDayText('soon', 'UTC', 'en')).toBe('soon');
  });

  it('say a report without rows had no searches at all when the period had none', () => {
    for (const report of INSIGHTS_REPORTS) {
      expect(reportEmptyMessage(report, 0)).toBe('reportNoSearches');
      expect(reportEmptyMessage(report, 1)).toBe(INSIGHTS_REPORT_MESSAGES[report].empty);
      expect(reportEmptyMessage(report, undefined)).toBe(INSIGHTS_REPORT_MESSAGES[report].empty);
    }
    expect(formatMessage(reportEmptyMessage('noResults', 0))).toBe('There were no searches in this period.');
  });

  it('give a rate of a period without searches no value (0 / 0), and every count one', () => {
    const totals = (searches: number) =>
      Object.fromEntries(
        Object.keys(INSIGHTS_TOTALS).map((figure) => [
          figure,
          { current: figure === 'searches' ? searches : 0 },
        ]),
      ) as Parameters<typeof hasFigureValue>[1];
    for (const figure of ['clickThroughRate', 'conversionRate'] as const) {
      expect(hasFigureValue(figure, totals(0))).toBe(false);
      expect(hasFigureValue(figure, totals(1))).toBe(true);
    }
    for (const figure of ['searches', 'clicks', 'conversions', 'revenue', 'noResultSearches'] as const)
      expect(hasFigureValue(figure, totals(0))).toBe(true);
  });

  it("name the selected store's platform when another cannot be chosen for it", () => {
    expect(formatMessage(INSIGHTS_SCOPE_LABELS.platformNotThisStore, { platform: 'Shopify' })).toBe(
      'This store is on Shopify only.',
    );
  });

  it('say when a table shows only its first rows', () => {
    expect(words(rowsLimitedMessage(500, 1_234))).toBe('Showing the top 500 of 1,234 queries.');
    expect(rowsLimitedMessage(12, 12)).toBeNull();
  });

  it('count more searches without results as bad news, and more of everything else as good', () => {
    const rise = figureChange(12, 10);
    expect(changeSentiment(rise, INSIGHTS_TOTALS.noResultSearches.better)).toBe('negative');
    expect(changeSentiment(rise, INSIGHTS_TOTALS.revenue.better)).toBe('positive');
  });
});
