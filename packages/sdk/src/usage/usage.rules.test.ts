import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../i18n/i18n.format';
import {
  limitCardMessage,
  USAGE_EXCEEDED_PERCENT,
  USAGE_LEVEL_COLORS,
  USAGE_WARNING_PERCENT,
  type UsageLimitsLike,
  usageBanner,
  usageBarWidth,
  usageLevel,
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
