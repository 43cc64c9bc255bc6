import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatMessage as formatWith, type MessageParams } from '../i18n/i18n.format';
import { areaKeys, unusedAreaMessages } from '../i18n/i18n.harness';
import { enComplete as en, type MessageKey } from '../i18n/messages';
import { changeSentiment, figureChange } from './insights.change';
import {
  comparedPeriodsMessages,
  INSIGHTS_TOTALS,
  type InsightsMessage,
  periodRangeMessage,
  positionBucketMessage,
  previousPeriodMessage,
  REPORT_TOP_CHART_TITLE,
  rowsLimitedMessage,
  trendSummaryMessage,
} from './insights.labels';
import { insightsMessagesDe } from './insights.messages.de';
import { positionDistribution } from './insights.reports';

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
    expect(words(periodRangeMessage({ from: '2026-11-16', to: '2026-11-22' }))).toBe(
      '2026-11-16 – 2026-11-22',
    );
    expect(words(periodRangeMessage({ from: '2026-11-09', to: '2026-11-15' }, true))).toBe(
      'Previous period: 2026-11-09 – 2026-11-15',
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
    expect(formatWith(REPORT_TOP_CHART_TITLE, { count: 10 }, de, 'de')).toBe('Die ersten 10 Suchanfragen');
    expect(formatWith(REPORT_TOP_CHART_TITLE, { count: 1 }, de, 'de')).toBe('Die erste Suchanfrage');
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
      'Previous period: 2026-11-09 – 2026-11-15, until 4:15 AM',
    );
    expect(words(previousPeriodMessage(soFar, 'Europe/Berlin', 'de'))).toBe(
      'Previous period: 2026-11-09 – 2026-11-15, until 10:15',
    );
    // The whole period, an unknown zone or an unreadable instant: the days alone.
    for (const [range, zone] of [
      [week, 'America/New_York'],
      [soFar, 'Mars/Olympus_Mons'],
      [{ ...week, until: 'soon' }, 'America/New_York'],
    ] as const)
      expect(words(previousPeriodMessage(range, zone, 'en'))).toBe(
        'Previous period: 2026-11-09 – 2026-11-15',
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
    ).toEqual(['2026-11-16 – 2026-11-22', 'Previous period: 2026-11-09 – 2026-11-15, until 12:00 PM']);
    expect(comparedPeriodsMessages({ shown, previous }, 'America/New_York', 'en').map(words)).toEqual([
      '2026-11-16 – 2026-11-22',
      'Previous period: 2026-11-09 – 2026-11-15',
    ]);
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
