import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addAmount,
  amountCurrencies,
  currencyAmounts,
  currencyChanges,
  currencyCode,
  revenueAmounts,
} from './analytics.money';
import { type CurrencyAmount, recentSearchRowSchema } from './analytics.schema';

const sums = (...amounts: [string, number][]) => {
  const map = new Map<string, number>();
  for (const [currency, amount] of amounts) addAmount(map, currency, amount);
  return map;
};

describe('sums of money per currency', () => {
  it('reads an ISO 4217 code in any case, and nothing else', () => {
    expect(currencyCode('EUR')).toBe('EUR');
    expect(currencyCode(' usd ')).toBe('USD');
    for (const value of ['', 'EU', 'EURO', 'E1R', '€', 978, null, undefined])
      expect(currencyCode(value)).toBe(undefined);
  });

  it('never adds amounts in different currencies; the first currency first, then by code', () => {
    expect(currencyAmounts(sums(['USD', 159.99], ['EUR', 202.98], ['USD', 0.01]), 'USD')).toEqual([
      { currency: 'USD', amount: 160 },
      { currency: 'EUR', amount: 202.98 },
    ]);
    expect(currencyAmounts(sums(['GBP', 1], ['USD', 2], ['EUR', 3]), 'USD').map((a) => a.currency)).toEqual([
      'USD',
      'EUR',
      'GBP',
    ]);
    // A first currency nothing was paid in is not made up.
    expect(currencyAmounts(sums(['EUR', 3]), 'USD')).toEqual([{ currency: 'EUR', amount: 3 }]);
    expect(currencyAmounts(new Map(), 'USD')).toEqual([]);
  });

  it('counts an amount that is not a finite number as 0, in its currency', () => {
    expect(currencyAmounts(sums(['EUR', Number.NaN], ['EUR', Number.POSITIVE_INFINITY]), 'USD')).toEqual([
      { currency: 'EUR', amount: 0 },
    ]);
  });

  it('sums each currency to the total of its amounts, whatever the order', () => {
    const amount = fc.record({
      currency: fc.constantFrom('USD', 'EUR', 'JPY'),
      cents: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 40 }), (amounts) => {
        const list = currencyAmounts(
          sums(...amounts.map((a): [string, number] => [a.currency, a.cents / 100])),
          'EUR',
        );
        for (const { currency, amount: total } of list) {
          const cents = amounts.filter((a) => a.currency === currency).reduce((sum, a) => sum + a.cents, 0);
          expect(Math.round(total * 100)).toBe(cents);
        }
        expect(list.map((a) => a.currency)).toEqual(
          [...new Set(amounts.map((a) => a.currency))].sort((a, b) =>
            a === 'EUR' ? -1 : b === 'EUR' ? 1 : a < b ? -1 : 1,
          ),
        );
      }),
    );
  });
});

describe("a row's revenue per currency", () => {
  it('lists its revenues, else its revenue in its currency, else in dollars', () => {
    const revenues: CurrencyAmount[] = [
      { currency: 'USD', amount: 159.99 },
      { currency: 'EUR', amount: 202.98 },
    ];
    expect(revenueAmounts({ revenue: 159.99, currency: 'USD', revenues })).toEqual(revenues);
    expect(revenueAmounts({ revenue: 202.98, currency: 'EUR' })).toEqual([
      { currency: 'EUR', amount: 202.98 },
    ]);
    expect(revenueAmounts({ revenue: 12, revenues: [] })).toEqual([{ currency: 'USD', amount: 12 }]);
    expect(revenueAmounts({})).toEqual([{ currency: 'USD', amount: 0 }]);
  });

  it('reads a spec row without a currency as dollars, and refuses one that is not an ISO code', () => {
    const row = { query: 'boots', searchCount: 4, clicks: 1, conversionRate: 25, revenue: 80 };
    expect(recentSearchRowSchema.parse(row).currency).toBe('USD');
    expect(recentSearchRowSchema.parse({ ...row, currency: 'EUR' }).currency).toBe('EUR');
    for (const currency of ['euro', 'eur', '', 978])
      expect(recentSearchRowSchema.safeParse({ ...row, currency }).success).toBe(false);
    expect(
      recentSearchRowSchema.safeParse({ ...row, revenues: [{ currency: 'E', amount: 1 }] }).success,
    ).toBe(false);
  });
});

describe('the currencies of some rows', () => {
  it('are each listed once, in the order they first come', () => {
    const usd = { currency: 'USD', amount: 1 };
    const eur = { currency: 'EUR', amount: 2 };
    expect(amountCurrencies([[usd], [eur, usd], [], [usd]])).toEqual(['USD', 'EUR']);
    expect(amountCurrencies([])).toEqual([]);
  });
});

describe('the change of revenue per currency', () => {
  const usd = (amount: number): CurrencyAmount => ({ currency: 'USD', amount });
  const eur = (amount: number): CurrencyAmount => ({ currency: 'EUR', amount });

  it('is flat at 0 in the first currency without any purchase (0 against 0)', () => {
    expect(currencyChanges([], [], 'USD')).toEqual([
      { currency: 'USD', current: 0, previous: 0, delta: 0, percent: 0, direction: 'flat' },
    ]);
  });

  it('compares one currency with itself', () => {
    expect(currencyChanges([usd(150)], [usd(100)], 'USD')).toEqual([
      { currency: 'USD', current: 150, previous: 100, delta: 50, percent: 50, direction: 'up' },
    ]);
  });

  it('compares each of two currencies with itself, never one with the other', () => {
    expect(currencyChanges([usd(950.91), eur(1060.89)], [eur(1000), usd(1000)], 'USD')).toMatchObject([
      { currency: 'USD', current: 950.91, previous: 1000, percent: -4.9, direction: 'down' },
      { currency: 'EUR', current: 1060.89, previous: 1000, percent: 6.1, direction: 'up' },
    ]);
  });

  it('shows a currency paid in only before as down to 0, and one new this period as new', () => {
    expect(currencyChanges([usd(10)], [eur(40)], 'USD')).toEqual([
      { currency: 'USD', current: 10, previous: 0, delta: 10, percent: null, direction: 'up' },
      { currency: 'EUR', current: 0, previous: 40, delta: -40, percent: -100, direction: 'down' },
    ]);
  });

  it('keeps the first currency when nothing was paid in it', () => {
    expect(currencyChanges([eur(5)], [eur(5)], 'USD').map((c) => [c.currency, c.direction])).toEqual([
      ['USD', 'flat'],
      ['EUR', 'flat'],
    ]);
  });
});
