import { describe, expect, it } from 'vitest';
import { isHostName, isMultipleOf, toNumber } from './validation.rules';

describe('isHostName', () => {
  it.each([
    'a.b',
    'shop.example.com',
    'my-store.myshopify.com',
    'xn--bcher-kva.de',
    '192.168.1.10',
    'localhost',
  ])('accepts %j', (host) => expect(isHostName(host)).toBe(true));
  it.each([
    '',
    'a b.com',
    'a%20b.com',
    'exa%20mple.com',
    ' shop.example.com',
    'shop.example.com ',
    'shop..example.com',
    '.example.com',
    'example.com.',
    'shop/example.com',
    '[::1]',
  ])('refuses %j', (host) => expect(isHostName(host)).toBe(false));
});

describe('toNumber', () => {
  it('reads blanks as NaN and numbers as themselves', () => {
    expect(toNumber('')).toBeNaN();
    expect(toNumber('  ')).toBeNaN();
    expect(toNumber('1.5')).toBe(1.5);
    expect(toNumber(2)).toBe(2);
  });
});

describe('isMultipleOf', () => {
  it('tolerates float noise only', () => {
    expect(isMultipleOf(0.3, 0.1)).toBe(true);
    expect(isMultipleOf(0.35, 0.1)).toBe(false);
  });
});
