import { describe, expect, it } from 'vitest';
import { formatMessage, formatTemplate, numberFormat } from './i18n.format';
import { de } from './messages.de';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

describe('formatTemplate', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(formatTemplate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(formatTemplate('no params')).toBe('no params');
  });
  it('picks plural branches by the locale rules, exact branches first', () => {
    const t = '{n, plural, =0 {none} one {# item} other {{n} items}}';
    expect(formatTemplate(t, { n: 0 })).toBe('none');
    expect(formatTemplate(t, { n: 1 })).toBe('1 item');
    expect(formatTemplate(t, { n: 7 })).toBe('7 items');
    expect(formatTemplate('{n, plural, one {un} other {plusieurs}}', { n: 0 }, 'fr')).toBe('un');
    expect(formatTemplate('{n, plural, one {one} other {other}}', { n: 0 }, 'en')).toBe('other');
  });
  it('falls back to other, and leaves a plural without a usable branch or parameter as written', () => {
    expect(formatTemplate('{n, plural, other {x}}', { n: 1 })).toBe('x');
    expect(formatTemplate('{n, plural, one {x}}', { n: 2 })).toBe('{n, plural, one {x}}');
    expect(formatTemplate('{n, plural, one {x} other {y}}', {})).toBe('{n, plural, one {x} other {y}}');
    expect(formatTemplate('{n, plural, one {x} bogus', { n: 1 })).toBe('{n, plural, one {x} bogus');
    expect(formatTemplate('{n, plural, one {x', { n: 1 })).toBe('{n, plural, one {x');
  });
  it("writes a number with the locale's decimal sign and no grouping; text as given", () => {
    expect(formatTemplate('×{weight}', { weight: 1.5 }, 'de')).toBe('×1,5');
    expect(formatTemplate('×{weight}', { weight: 1.5 }, 'en')).toBe('×1.5');
    expect(formatTemplate('×{weight}', { weight: 1.5 }, 'fr')).toBe('×1,5');
    expect(formatTemplate('{step}', { step: 0.1 }, 'de')).toBe('0,1');
    // Ids, years and versions read as written: no thousands separator.
    expect(formatTemplate('{year} v{version}', { year: 2026, version: 12345 }, 'de')).toBe('2026 v12345');
    expect(formatTemplate('{n}', { n: -0.25 }, 'de')).toBe('-0,25');
    expect(formatTemplate('{n}', { n: 1.5 }, 'th')).toBe('1.5');
    // Already text (a formatted amount), or not a finite number: as given.
    expect(formatTemplate('{amount}', { amount: '1.234,50 €' }, 'de')).toBe('1.234,50 €');
    expect(formatTemplate('{n}', { n: Number.NaN }, 'de')).toBe('NaN');
    // A locale Intl does not know: as JavaScript writes it.
    expect(formatTemplate('{n}', { n: 1.5 }, 'not a locale!')).toBe('1.5');
  });

  it('keeps text after an unbalanced brace', () => {
    expect(formatTemplate('a {b', { b: 1 })).toBe('a {b');
    expect(formatTemplate('a } b', {})).toBe('a } b');
  });
});

describe('formatMessage', () => {
  it('formats English by default', () => {
    expect(formatMessage('errorWithMessage', { message: 'boom' })).toBe('Error: boom');
    expect(formatMessage('loading')).toBe('Loading...');
  });
  it('uses the given catalogue and its plural rules', () => {
    expect(formatMessage('storesAvailable', { count: 0 }, fr, 'fr')).toBe('0 boutique disponible');
    expect(formatMessage('storesAvailable', { count: 2 }, fr, 'fr')).toBe('2 boutiques disponibles');
    expect(formatMessage('searchesRemaining', { count: 1 }, ja, 'ja')).toBe('残り1回の検索');
  });
  it("writes a counted number with the locale's digit grouping", () => {
    expect(formatMessage('productsAvailable', { count: 3840 })).toBe('3,840 products available');
    expect(formatMessage('productsAvailable', { count: 999 })).toBe('999 products available');
    expect(formatMessage('productsAvailable', { count: 1000 }, de, 'de')).toBe('1.000 Produkte verfügbar');
    expect(formatMessage('searchesRemaining', { count: 12345 }, fr, 'fr')).toBe(
      `12\u202f345 recherches restantes`,
    );
    expect(formatTemplate('{n, plural, one {# item} other {# items}}', { n: 1234567 })).toBe(
      '1,234,567 items',
    );
    expect(formatTemplate('{n, plural, other {{n} items}}', { n: 'many' })).toBe('many items');
  });
  it('builds one number format per locale and options', () => {
    expect(numberFormat('de')).toBe(numberFormat('de'));
    expect(numberFormat('de', { style: 'percent' })).not.toBe(numberFormat('de'));
    expect(() => numberFormat('not a locale!')).toThrow(RangeError);
  });
  it('falls back to English for a key a partial catalogue lacks', () => {
    expect(formatMessage('loading', undefined, {} as typeof fr)).toBe('Loading...');
  });
});
