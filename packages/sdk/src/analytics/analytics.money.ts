/**
 * Money over stores that sell in different currencies: amounts are summed per currency, never across currencies,
 * and a change of revenue is worked out per currency.
 */
import { DEFAULT_CURRENCY } from '../i18n/i18n.intl';
import { figureChange } from '../insights/insights.change';
import type { CurrencyChange } from '../insights/insights.schema';
import { CURRENCY_CODE_PATTERN, type CurrencyAmount } from './analytics.schema';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A well-formed ISO 4217 code (any case, upper-cased), or undefined for a value that is not one. */
export function currencyCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return CURRENCY_CODE_PATTERN.test(code) ? code : undefined;
}

/** Adds `amount` (0 when not a finite number) to the sum of its currency. */
export function addAmount(sums: Map<string, number>, currency: string, amount: unknown): void {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  sums.set(currency, (sums.get(currency) ?? 0) + value);
}

/** Currencies in the order they are shown: `first` first, then the others by code. */
function byCurrency(first: string) {
  return (a: string, b: string) => (a === b ? 0 : a === first ? -1 : b === first ? 1 : a < b ? -1 : 1);
}

/** Sums per currency as amounts to the cent, in the order they are shown: `first` first, then by code. */
export function currencyAmounts(sums: ReadonlyMap<string, number>, first: string): CurrencyAmount[] {
  return [...sums.keys()]
    .sort(byCurrency(first))
    .map((currency) => ({ currency, amount: round2(sums.get(currency) ?? 0) }));
}

/**
 * The revenue of a row in each currency: its `revenues` when it lists any, else its `revenue` in its `currency`
 * (USD when it names none, as the spec's revenue is in dollars). Never empty, so a row without purchases shows
 * 0 in its currency.
 */
export function revenueAmounts(row: {
  readonly revenue?: number | undefined;
  readonly currency?: string | undefined;
  readonly revenues?: readonly CurrencyAmount[] | undefined;
}): CurrencyAmount[] {
  if (row.revenues && row.revenues.length > 0) return [...row.revenues];
  return [{ currency: row.currency ?? DEFAULT_CURRENCY, amount: row.revenue ?? 0 }];
}

/** The currencies of some rows' amounts, each once, in the order they first come (a CSV's revenue columns). */
export function amountCurrencies(rows: Iterable<readonly CurrencyAmount[]>): string[] {
  const currencies = new Set<string>();
  for (const amounts of rows) for (const { currency } of amounts) currencies.add(currency);
  return [...currencies];
}

/**
 * Each currency's figure against the previous period's, in the order amounts are shown: `first` always (0
 * against 0 when nothing was paid in it), then the others by code. A currency paid in only one of the periods
 * counts 0 in the other.
 */
export function currencyChanges(
  current: readonly CurrencyAmount[],
  previous: readonly CurrencyAmount[],
  first: string,
): CurrencyChange[] {
  const now = new Map<string, number>();
  const before = new Map<string, number>();
  for (const { currency, amount } of current) addAmount(now, currency, amount);
  for (const { currency, amount } of previous) addAmount(before, currency, amount);
  const currencies = new Set([first, ...now.keys(), ...before.keys()]);
  return [...currencies].sort(byCurrency(first)).map((currency) => ({
    currency,
    ...figureChange(round2(now.get(currency) ?? 0), round2(before.get(currency) ?? 0)),
  }));
}
