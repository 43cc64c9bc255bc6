import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancelOrder,
  DEFAULT_NOTIFY_VENDORS,
  ORDER_ACTION_DELAY_MS,
  orderActions,
  PLAN_LIST_PRICES,
  PRICE_MAX_MONTHLY,
  reactivateOrder,
  suggestedYearlyPrice,
  userActions,
  userRoleLabelKey,
  validatePlanPrices,
  validatePrice,
  YEARLY_DISCOUNT,
} from './admin.rules';

describe('validatePrice', () => {
  it.each([
    ['0', 0],
    ['19', 19],
    ['19.99', 19.99],
    [0.01, 0.01],
    ['1000000.5', 1000000.5],
  ])('accepts %j', (input, value) => {
    expect(validatePrice(input)).toEqual({ ok: true, value });
  });
  it.each(['', 'abc', '-0.01', '1.001', 'NaN', 'Infinity', -1])('refuses %j', (input) => {
    expect(validatePrice(input)).toEqual({
      ok: false,
      errors: [{ field: 'price', messageKey: 'invalidPrice' }],
    });
  });
});

describe('validatePlanPrices', () => {
  it('accepts a monthly price up to the maximum and a yearly price up to 12 monthly payments', () => {
    expect(validatePlanPrices('49', '529.2')).toEqual({
      ok: true,
      value: { monthlyPrice: 49, yearlyPrice: 529.2 },
    });
    expect(validatePlanPrices(String(PRICE_MAX_MONTHLY), String(PRICE_MAX_MONTHLY * 12))).toEqual({
      ok: true,
      value: { monthlyPrice: PRICE_MAX_MONTHLY, yearlyPrice: PRICE_MAX_MONTHLY * 12 },
    });
    expect(validatePlanPrices('49', '588')).toMatchObject({ ok: true });
    expect(validatePlanPrices('0', '0')).toMatchObject({ ok: true });
    expect(validatePlanPrices('19.99', '1')).toMatchObject({ ok: true });
  });
  it('refuses a monthly price just above the maximum', () => {
    expect(validatePlanPrices(String(PRICE_MAX_MONTHLY + 0.01), '1')).toEqual({
      ok: false,
      errors: [{ field: 'monthlyPrice', messageKey: 'priceTooHigh', params: { max: PRICE_MAX_MONTHLY } }],
    });
    expect(validatePlanPrices('100000000000', '1')).toMatchObject({ ok: false });
  });
  it('refuses a yearly price a cent above 12 monthly payments', () => {
    expect(validatePlanPrices('49', '588.01')).toEqual({
      ok: false,
      errors: [{ field: 'yearlyPrice', messageKey: 'yearlyPriceTooHigh', params: { max: 588 } }],
    });
    expect(validatePlanPrices('19.99', '239.89')).toMatchObject({ ok: false });
    expect(validatePlanPrices('19.99', '239.88')).toMatchObject({ ok: true });
  });
  it('gives each malformed price its own message', () => {
    expect(validatePlanPrices('', '-1')).toEqual({
      ok: false,
      errors: [
        { field: 'monthlyPrice', messageKey: 'invalidPrice' },
        { field: 'yearlyPrice', messageKey: 'invalidPrice' },
      ],
    });
  });
});

describe('suggestedYearlyPrice', () => {
  it.each([
    [19, 205.2],
    [49, 529.2],
    [99, 1069.2],
    [19.99, 215.89],
    [0, 0],
    [0.01, 0.11],
  ])('%d a month gives %d a year', (monthly, yearly) => {
    expect(suggestedYearlyPrice(monthly)).toBe(yearly);
  });
});

describe('orders', () => {
  const order = (status: string) => ({ id: 1, status, nextBilling: '2026-12-01' });
  it('offers cancel only on active rows and reactivate only on cancelled rows', () => {
    expect(orderActions('active')).toEqual(['cancel', 'viewInvoice']);
    expect(orderActions('cancelled')).toEqual(['reactivate', 'viewInvoice']);
    expect(orderActions('pending')).toEqual(['viewInvoice']);
    expect(orderActions('other')).toEqual(['viewInvoice']);
  });
  it('cancels an active order and clears next billing', () => {
    expect(cancelOrder(order('active'))).toEqual({ id: 1, status: 'cancelled', nextBilling: 'N/A' });
  });
  it('reactivates a cancelled order', () => {
    expect(reactivateOrder({ ...order('cancelled'), nextBilling: 'N/A' })).toEqual({
      id: 1,
      status: 'active',
      nextBilling: 'N/A',
    });
  });
  it('leaves pending orders alone', () => {
    const pending = order('pending');
    expect(cancelOrder(pending)).toBe(pending);
    expect(reactivateOrder(pending)).toBe(pending);
    expect(reactivateOrder(order('active')).status).toBe('active');
  });
  it('simulates actions after one second', () => expect(ORDER_ACTION_DELAY_MS).toBe(1000));
});

describe('users', () => {
  it('offers ban unless banned, unban once banned, delete and force logout always', () => {
    expect(userActions('active')).toEqual(['ban', 'delete', 'forceLogout']);
    expect(userActions('other')).toEqual(['ban', 'delete', 'forceLogout']);
    expect(userActions('banned')).toEqual(['unban', 'delete', 'forceLogout']);
  });
  it('shows user as Vendor', () => {
    expect(userRoleLabelKey('admin')).toBe('roleAdmin');
    expect(userRoleLabelKey('user')).toBe('roleVendor');
  });
});

describe('plan prices', () => {
  it('lists Starter $19, Professional $49, Enterprise $99 and 10% yearly off', () => {
    expect(PLAN_LIST_PRICES).toEqual({ starter: 19, professional: 49, enterprise: 99 });
    expect(YEARLY_DISCOUNT).toBe(0.1);
  });
  it('notifies vendors by default', () => expect(DEFAULT_NOTIFY_VENDORS).toBe(true));
});

describe('pricing properties', () => {
  it('suggests monthly x 12 x 0.9 to the cent for every price in cents', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (cents) => {
        const monthly = cents / 100;
        const yearly = suggestedYearlyPrice(monthly);
        expect(Math.abs(yearly - monthly * 12 * 0.9)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Number.isInteger(Math.round(yearly * 100))).toBe(true);
        expect(validatePrice(String(monthly))).toEqual({ ok: true, value: monthly });
      }),
    );
  });
});
