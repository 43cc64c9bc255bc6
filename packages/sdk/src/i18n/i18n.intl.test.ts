import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  formatAmounts,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDuration,
  formatDurationClock,
  formatLanguageName,
  formatNumber,
  formatPercent,
} from './i18n.intl';
import { DEFAULT_LOCALE, isLocale, LOCALES, loadMessages, resolveLocale } from './i18n.load';
import { de } from './messages.de';
import { ja } from './messages.ja';

/** Intl puts narrow/no-break spaces in some locales; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('currencies', () => {
  it('lists the spec currencies, USD by default', () => {
    expect(CURRENCIES).toEqual(['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY', 'THB']);
    expect(DEFAULT_CURRENCY).toBe('USD');
  });
  it.each([
    ['USD', 'en', '$1,234.50'],
    ['EUR', 'de', '1.234,50 €'],
    ['GBP', 'en', '£1,234.50'],
    ['JPY', 'ja', '￥1,235'],
    ['CAD', 'en', 'CA$1,234.50'],
    ['AUD', 'en', 'A$1,234.50'],
    ['CHF', 'de', '1.234,50 CHF'],
    ['CNY', 'zh', '¥1,234.50'],
    ['THB', 'th', '฿1,234.50'],
  ])('formats %s in %s', (currency, locale, text) => {
    expect(plain(formatCurrency(1234.5, currency, locale))).toBe(text);
  });
  it('defaults to dollars in English', () => expect(formatCurrency(10)).toBe('$10.00'));
  it('shows amounts in several currencies side by side, each with its own sign, in the locale', () => {
    const amounts = [
      { currency: 'USD', amount: 950.91 },
      { currency: 'EUR', amount: 1060.89 },
    ];
    expect(formatAmounts(amounts, { amountsJoin: '{first} · {rest}' })).toBe('$950.91 · €1,060.89');
    expect(plain(formatAmounts(amounts, de, 'de'))).toBe('950,91 $ · 1.060,89 €');
    expect(plain(formatAmounts([...amounts, { currency: 'JPY', amount: 5 }], ja, 'ja'))).toBe(
      '$950.91・€1,060.89・￥5',
    );
    expect(formatAmounts([{ currency: 'EUR', amount: 202.98 }], de, 'en')).toBe('€202.98');
    expect(formatAmounts([], de)).toBe('$0.00');
  });
});

describe('language names', () => {
  it('names a language in itself, starting with a capital', () => {
    expect(formatLanguageName('de')).toBe('Deutsch');
    expect(formatLanguageName('es')).toBe('Español');
    expect(formatLanguageName('th')).toBe('ไทย');
    expect(formatLanguageName('en-GB')).toBe('British English');
  });
  it('gives back what it cannot name', () => {
    expect(formatLanguageName('')).toBe('');
    expect(formatLanguageName('not a code')).toBe('not a code');
  });
});

describe('numbers and percentages', () => {
  it('groups by locale', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(plain(formatNumber(1234567, 'fr'))).toBe('1 234 567');
  });
  it('formats percent units', () => {
    expect(formatPercent(42)).toBe('42%');
    expect(formatPercent(12.345, 'en', 1)).toBe('12.3%');
    expect(plain(formatPercent(42, 'fr'))).toBe('42 %');
  });
});

describe('dates', () => {
  it('formats a date per locale and shows N/A when missing', () => {
    expect(formatDate('2026-03-05T12:00:00Z', 'en', { timeZone: 'UTC', dateStyle: 'medium' })).toBe(
      'Mar 5, 2026',
    );
    expect(formatDate('2026-03-05T12:00:00Z', 'de', { timeZone: 'UTC', dateStyle: 'medium' })).toBe(
      '05.03.2026',
    );
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate('not a date', 'de', { fallback: de.notAvailable })).toBe('k. A.');
    expect(formatDate(new Date(0), 'en', { timeZone: 'UTC' })).toBe('Jan 1, 1970');
    expect(formatDate(Date.UTC(2026, 0, 2), 'en', { timeZone: 'UTC', year: 'numeric' })).toBe('2026');
  });
  it('formats date and time', () => {
    expect(
      plain(
        formatDateTime('2026-03-05T14:07:00Z', 'en', {
          timeZone: 'UTC',
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
      ),
    ).toBe('Mar 5, 2026, 2:07 PM');
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime(undefined, 'ja', { fallback: ja.notAvailable })).toBe('なし');
    expect(formatDateTime('2026-03-05T14:07:00Z')).toMatch(/2026/);
  });
});

describe('durations', () => {
  it.each([
    [0, '0:00', '0m 0s'],
    [5, '0:05', '0m 5s'],
    [65, '1:05', '1m 5s'],
    [125.4, '2:05', '2m 5s'],
    [3600, '60:00', '60m 0s'],
    [-3, '0:00', '0m 0s'],
  ])('%d seconds are %s and %s', (seconds, clock, words) => {
    expect(formatDurationClock(seconds)).toBe(clock);
    expect(formatDuration(seconds)).toBe(words);
  });
  it('uses the locale wording', () => {
    expect(formatDuration(125, ja, 'ja')).toBe('2分5秒');
    expect(formatDuration(125, de, 'de')).toBe('2 Min. 5 Sek.');
  });
});

describe('locales', () => {
  it('lists the ten spec languages', () => {
    expect(LOCALES).toEqual(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'ja', 'zh', 'th']);
    expect(DEFAULT_LOCALE).toBe('en');
  });
  it.each([
    ['pt-BR', 'pt'],
    ['zh-Hans-CN', 'zh'],
    ['DE', 'de'],
    ['th_TH', 'th'],
    ['ko', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('resolves %j to %s', (tag, locale) => expect(resolveLocale(tag)).toBe(locale));
  it('recognises locales', () => {
    expect(isLocale('nl')).toBe(true);
    expect(isLocale('xx')).toBe(false);
  });
  it('loads each catalogue lazily', async () => {
    expect((await loadMessages('de')).loading).toBe('Wird geladen...');
    expect((await loadMessages('en')).loading).toBe('Loading...');
    const all = await Promise.all(LOCALES.map(loadMessages));
    expect(new Set(all.map((m) => m.loading)).size).toBe(LOCALES.length);
  });
});
