import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../i18n/i18n.format';
import {
  hasPlanUpgrade,
  limitCardMessage,
  type PlanUsage,
  planChangeKind,
  planOverLimits,
  planPrice,
  USAGE_EXCEEDED_PERCENT,
  USAGE_LEVEL_COLORS,
  USAGE_WARNING_PERCENT,
  type UsageLimitsLike,
  usageBanner,
  usageBarWidth,
  usageLevel,
  yearlySaving,
} from './usage.rules';

describe('usageLevel', () => {
  it.each([
    [0, 'green'],
    [69.99, 'green'],
    [70, 'yellow'],
    [89.99, 'yellow'],
    [90, 'orange'],
    [99.99, 'orange'],
    [100, 'exceeded'],
    [250, 'exceeded'],
  ] as const)('%d%% is %s', (percentage, level) => expect(usageLevel(percentage)).toBe(level));
  it('shows exceeded in red', () => expect(USAGE_LEVEL_COLORS.exceeded).toBe('red'));
});

describe('usageBarWidth', () => {
  it.each([
    [0, 0],
    [42.5, 42.5],
    [100, 100],
    [180, 100],
    [-5, 0],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NaN, 0],
  ])('%d%% is %d wide', (percentage, width) => expect(usageBarWidth(percentage)).toBe(width));
});

describe('usageBanner', () => {
  const limits = (searches: number, products: number, stores: number): UsageLimitsLike => ({
    planName: 'Starter',
    searches: { percentage: searches },
    products: { percentage: products },
    stores: { percentage: stores },
  });
  it('uses the spec thresholds', () => {
    expect(USAGE_WARNING_PERCENT).toBe(80);
    expect(USAGE_EXCEEDED_PERCENT).toBe(100);
  });
  it.each([
    [limits(100, 0, 0), 'exceeded'],
    [limits(0, 0, 130), 'exceeded'],
    [limits(85, 100, 10), 'exceeded'],
    [limits(80, 0, 0), 'warning'],
    [limits(0, 99.9, 0), 'warning'],
    [limits(79.9, 79.9, 79.9), null],
    [limits(0, 0, 0), null],
  ])('%j gives %s', (input, kind) => expect(usageBanner(input)?.kind ?? null).toBe(kind));
  it('writes the spec texts with the plan', () => {
    const exceeded = usageBanner(limits(100, 0, 0));
    expect(exceeded && formatMessage(exceeded.titleKey)).toBe('Usage Limit Exceeded');
    expect(exceeded && formatMessage(exceeded.messageKey, exceeded.params)).toBe(
      "You've exceeded your Starter plan limits. Please upgrade to continue without interruption.",
    );
    const warning = usageBanner(limits(80, 0, 0));
    expect(warning && formatMessage(warning.titleKey)).toBe('Approaching Usage Limits');
    expect(warning && formatMessage(warning.messageKey, warning.params)).toBe(
      "You're approaching your Starter plan limits. Consider upgrading to avoid service interruption.",
    );
  });
  it('shows the no-subscription info without limits', () => {
    expect(usageBanner(null)).toEqual({
      kind: 'info',
      titleKey: 'noSubscriptionTitle',
      messageKey: 'noSubscription',
    });
    expect(usageBanner(undefined)?.kind).toBe('info');
  });
});

describe('limitCardMessage', () => {
  const text = (m: ReturnType<typeof limitCardMessage>) => formatMessage(m.messageKey, m.params);
  it('says Limit exceeded for searches and Limit reached for products and stores at zero', () => {
    expect(text(limitCardMessage('searches', { remaining: 0 }))).toBe('Limit exceeded');
    expect(text(limitCardMessage('searches', { remaining: -3 }))).toBe('Limit exceeded');
    expect(text(limitCardMessage('products', { remaining: 0 }))).toBe('Limit reached');
    expect(text(limitCardMessage('stores', { remaining: 0 }))).toBe('Limit reached');
  });
  it('counts what remains with real plurals', () => {
    expect(text(limitCardMessage('searches', { remaining: 1 }))).toBe('1 search remaining');
    expect(text(limitCardMessage('searches', { remaining: 250 }))).toBe('250 searches remaining');
    expect(text(limitCardMessage('products', { remaining: 1 }))).toBe('1 product available');
    expect(text(limitCardMessage('products', { remaining: 7 }))).toBe('7 products available');
    expect(text(limitCardMessage('stores', { remaining: 1 }))).toBe('1 store available');
    expect(text(limitCardMessage('stores', { remaining: 2 }))).toBe('2 stores available');
  });
});

describe('usage properties', () => {
  const rank = { green: 0, yellow: 1, orange: 2, exceeded: 3 } as const;
  it('never lowers the level as the percentage grows, and keeps the bar within 0..100', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
        fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(rank[usageLevel(low)]).toBeLessThanOrEqual(rank[usageLevel(high)]);
          const width = usageBarWidth(a);
          expect(width).toBeGreaterThanOrEqual(0);
          expect(width).toBeLessThanOrEqual(100);
          if (a >= 0 && a <= 100) expect(width === a).toBe(true);
        },
      ),
    );
  });
  it('shows the exceeded banner iff some metric is at 100% or more', () => {
    const pct = fc.double({ noNaN: true, min: 0, max: 200 });
    fc.assert(
      fc.property(pct, pct, pct, (searches, products, stores) => {
        const banner = usageBanner({
          planName: 'P',
          searches: { percentage: searches },
          products: { percentage: products },
          stores: { percentage: stores },
        });
        const max = Math.max(searches, products, stores);
        expect(banner?.kind ?? null).toBe(max >= 100 ? 'exceeded' : max >= 80 ? 'warning' : null);
      }),
    );
  });
});

describe('plans', () => {
  const plan = (name: string, monthlyPrice: number, stores: number, yearlyPrice = monthlyPrice * 10.8) => ({
    name,
    monthlyPrice,
    yearlyPrice,
    currency: 'USD',
    limits: { searches: 500, products: 1_000, stores },
  });
  const use = (searches: number, products: number, stores: number): PlanUsage => ({
    searches: { current: searches },
    products: { current: products },
    stores: { current: stores },
  });

  it('planOverLimits: use at a limit fits, one more is over, in the metrics order', () => {
    const starter = plan('Starter', 19, 1);
    expect(planOverLimits(use(500, 1_000, 1), starter)).toEqual([]);
    expect(planOverLimits(use(501, 1_000, 1), starter)).toEqual(['searches']);
    expect(planOverLimits(use(500, 1_001, 2), starter)).toEqual(['products', 'stores']);
    expect(planOverLimits(null, starter)).toEqual([]);
    expect(planOverLimits(undefined, starter)).toEqual([]);
  });

  it('planOverLimits: a plan fits exactly when no metric is above its limit', () => {
    const amount = fc.nat({ max: 2_000 });
    fc.assert(
      fc.property(amount, amount, amount, amount, amount, amount, (s, p, n, ls, lp, ln) => {
        const over = planOverLimits(use(s, p, n), {
          limits: { searches: ls, products: lp, stores: ln },
        });
        expect(over.length === 0).toBe(s <= ls && p <= lp && n <= ln);
        expect(over.includes('stores')).toBe(n > ln);
      }),
    );
  });

  it('planPrice: the monthly or the yearly price', () => {
    const professional = plan('Professional', 49, 3, 529.2);
    expect(planPrice(professional, 'monthly')).toBe(49);
    expect(planPrice(professional, 'yearly')).toBe(529.2);
  });

  it('yearlySaving: the share of twelve monthly payments a year saves, never below 0', () => {
    expect(yearlySaving({ monthlyPrice: 19, yearlyPrice: 205.2 })).toBeCloseTo(0.1, 10);
    expect(yearlySaving({ monthlyPrice: 10, yearlyPrice: 119.99 })).toBeCloseTo(0.01 / 120, 10);
    expect(yearlySaving({ monthlyPrice: 10, yearlyPrice: 120 })).toBe(0);
    expect(yearlySaving({ monthlyPrice: 10, yearlyPrice: 130 })).toBe(0);
    expect(yearlySaving({ monthlyPrice: 0, yearlyPrice: 0 })).toBe(0);
  });

  it('planChangeKind: current, billing, upgrade or downgrade', () => {
    const plans = [plan('Starter', 19, 1), plan('Professional', 49, 3), plan('Enterprise', 99, 25)];
    const [starter, professional, enterprise] = plans as [
      (typeof plans)[0],
      (typeof plans)[0],
      (typeof plans)[0],
    ];
    const current = { planName: 'Professional', billing: 'monthly' as const };
    expect(planChangeKind(current, plans, professional, 'monthly')).toBe('current');
    expect(planChangeKind(current, plans, professional, 'yearly')).toBe('billing');
    expect(planChangeKind(current, plans, enterprise, 'monthly')).toBe('upgrade');
    expect(planChangeKind(current, plans, starter, 'yearly')).toBe('downgrade');
    // Without a plan, or on one no longer offered, any plan is an upgrade.
    expect(planChangeKind(null, plans, starter, 'monthly')).toBe('upgrade');
    expect(planChangeKind({ planName: 'Legacy', billing: 'monthly' }, plans, starter, 'monthly')).toBe(
      'upgrade',
    );
    // At the same price, the plan that allows more stores is the upgrade.
    const twin = plan('Twin', 49, 5);
    expect(planChangeKind(current, [...plans, twin], twin, 'monthly')).toBe('upgrade');
    expect(planChangeKind({ ...current, planName: 'Twin' }, [...plans, twin], professional, 'monthly')).toBe(
      'downgrade',
    );
  });

  it('hasPlanUpgrade: false on the top plan only', () => {
    const plans = [plan('Starter', 19, 1), plan('Professional', 49, 3), plan('Enterprise', 99, 25)];
    expect(hasPlanUpgrade({ planName: 'Starter', billing: 'monthly' }, plans)).toBe(true);
    expect(hasPlanUpgrade({ planName: 'Professional', billing: 'yearly' }, plans)).toBe(true);
    expect(hasPlanUpgrade({ planName: 'Enterprise', billing: 'monthly' }, plans)).toBe(false);
    expect(hasPlanUpgrade({ planName: 'Enterprise', billing: 'yearly' }, plans)).toBe(false);
    // A plan one cent dearer is an upgrade; one of the same price allowing more stores too, one allowing fewer not.
    expect(
      hasPlanUpgrade({ planName: 'Enterprise', billing: 'monthly' }, [...plans, plan('Max', 99.01, 1)]),
    ).toBe(true);
    expect(
      hasPlanUpgrade({ planName: 'Enterprise', billing: 'monthly' }, [...plans, plan('Wide', 99, 26)]),
    ).toBe(true);
    expect(
      hasPlanUpgrade({ planName: 'Enterprise', billing: 'monthly' }, [...plans, plan('Narrow', 99, 24)]),
    ).toBe(false);
    // Without a plan, or on one no longer offered, any plan on offer is an upgrade; with none on offer, nothing is.
    expect(hasPlanUpgrade(null, plans)).toBe(true);
    expect(hasPlanUpgrade({ planName: 'Legacy', billing: 'monthly' }, plans)).toBe(true);
    expect(hasPlanUpgrade(null, [])).toBe(false);
  });

  it('hasPlanUpgrade: only the dearest of plans with different prices has no upgrade', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.constantFrom('monthly' as const, 'yearly' as const),
        (prices, pick, billing) => {
          const plans = prices.map((price, i) => plan(`Plan ${i}`, price / 100, i + 1));
          const chosen = plans[pick % plans.length] as (typeof plans)[0];
          const top = Math.max(...prices) / 100;
          expect(hasPlanUpgrade({ planName: chosen.name, billing }, plans)).toBe(chosen.monthlyPrice !== top);
        },
      ),
    );
  });
});
