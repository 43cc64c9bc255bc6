import { describe, expect, it } from 'vitest';
import { formatMessage, formatTemplate } from './i18n.format';
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
  it('falls back to English for a key a partial catalogue lacks', () => {
    expect(formatMessage('loading', undefined, {} as typeof fr)).toBe('Loading...');
  });
});
