import { describe, expect, it } from 'vitest';
import {
  addUrlRule,
  checkSearchLabConfig,
  EMPTY_SEARCH_LAB_CONFIG,
  removeUrlRule,
  sameSearchLabConfig,
} from './searchlab.rules';

describe('Search Lab URL rules', () => {
  it('adds a rule with its fragment trimmed', () => {
    expect(addUrlRule([], { matchType: 'contains', fragment: '  /checkout ' })).toEqual({
      ok: true,
      rules: [{ matchType: 'contains', fragment: '/checkout' }],
    });
  });

  it('refuses a blank fragment', () => {
    expect(addUrlRule([], { matchType: 'equals', fragment: '' })).toEqual({
      ok: false,
      error: 'urlFragmentRequired',
    });
    expect(addUrlRule([], { matchType: 'equals', fragment: ' \t ' })).toEqual({
      ok: false,
      error: 'urlFragmentRequired',
    });
  });

  it('refuses a fragment with a space or another blank inside, which no page address holds', () => {
    for (const fragment of ['thank you', '/order\treceived', 'checkout\u00a0done'])
      expect(addUrlRule([], { matchType: 'contains', fragment })).toEqual({
        ok: false,
        error: 'urlFragmentSpaces',
      });
    expect(addUrlRule([], { matchType: 'contains', fragment: ' /thank-you%20page ' })).toEqual({
      ok: true,
      rules: [{ matchType: 'contains', fragment: '/thank-you%20page' }],
    });
  });

  it('checks a whole configuration rule by rule, naming the first refused', () => {
    const rule = (fragment: string) => ({ matchType: 'contains' as const, fragment });
    expect(
      checkSearchLabConfig({
        checkoutSummaryUrls: [rule(' /cart ')],
        paymentConfirmationUrls: [rule('/paid')],
      }),
    ).toEqual({
      ok: true,
      config: { checkoutSummaryUrls: [rule('/cart')], paymentConfirmationUrls: [rule('/paid')] },
    });
    expect(
      checkSearchLabConfig({
        checkoutSummaryUrls: [rule('/cart')],
        paymentConfirmationUrls: [rule('/paid'), rule('/PAID '), rule('')],
      }),
    ).toEqual({ ok: false, group: 'paymentConfirmationUrls', position: 1, error: 'urlFragmentDuplicate' });
    expect(
      checkSearchLabConfig({ ...EMPTY_SEARCH_LAB_CONFIG, checkoutSummaryUrls: [rule('a b')] }),
    ).toMatchObject({
      ok: false,
      error: 'urlFragmentSpaces',
    });
  });

  it('refuses a duplicate (same match type, fragment ignoring case and spaces) but not another match type', () => {
    const rules = [{ matchType: 'contains' as const, fragment: '/Checkout' }];
    expect(addUrlRule(rules, { matchType: 'contains', fragment: ' /checkout' })).toEqual({
      ok: false,
      error: 'urlFragmentDuplicate',
    });
    const other = addUrlRule(rules, { matchType: 'equals', fragment: '/checkout' });
    expect(other.ok && other.rules).toHaveLength(2);
  });

  it('removes the rule at a position', () => {
    const rules = [
      { matchType: 'contains' as const, fragment: 'a' },
      { matchType: 'contains' as const, fragment: 'b' },
    ];
    expect(removeUrlRule(rules, 0)).toEqual([{ matchType: 'contains', fragment: 'b' }]);
    expect(removeUrlRule(rules, 5)).toEqual(rules);
  });

  it('compares configurations rule by rule', () => {
    const saved = {
      ...EMPTY_SEARCH_LAB_CONFIG,
      checkoutSummaryUrls: [{ matchType: 'contains' as const, fragment: 'a' }],
    };
    expect(sameSearchLabConfig(saved, { ...saved })).toBe(true);
    expect(sameSearchLabConfig(saved, EMPTY_SEARCH_LAB_CONFIG)).toBe(false);
    expect(
      sameSearchLabConfig(saved, {
        ...saved,
        checkoutSummaryUrls: [{ matchType: 'equals', fragment: 'a' }],
      }),
    ).toBe(false);
  });
});
