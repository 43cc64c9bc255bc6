import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeMessageKey,
  changeSentiment,
  figureChange,
  overviewRevenues,
  rateChange,
} from './insights.change';

const figures = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
);

describe('the change of a figure against the previous period', () => {
  it.each([
    [0, 0, { delta: 0, percent: 0, direction: 'flat' }, 'changeFlat'],
    [7, 0, { delta: 7, percent: null, direction: 'up' }, 'changeNew'],
    [0, 8, { delta: -8, percent: -100, direction: 'down' }, 'changeDown'],
    [150, 100, { delta: 50, percent: 50, direction: 'up' }, 'changeUp'],
    [1, 3, { delta: -2, percent: -66.7, direction: 'down' }, 'changeDown'],
    [40, 40, { delta: 0, percent: 0, direction: 'flat' }, 'changeFlat'],
    // Against a negative figure the percentage is of its size: -4 to -2 is up by half.
    [-2, -4, { delta: 2, percent: 50, direction: 'up' }, 'changeUp'],
  ] as const)('%d against %d', (current, previous, expected, key) => {
    const change = figureChange(current, previous);
    expect(change).toEqual({ current, previous, ...expected });
    expect(changeMessageKey(change)).toBe(key);
  });

  it('counts a figure that is not a number as 0', () => {
    expect(figureChange(Number.NaN, 5)).toMatchObject({ current: 0, delta: -5, direction: 'down' });
    expect(figureChange(3, Number.POSITIVE_INFINITY)).toMatchObject({
      previous: 0,
      percent: null,
      direction: 'up',
    });
  });

  it('moves the way its delta says, with a percentage except from 0, and mirrors when swapped', () => {
    fc.assert(
      fc.property(figures, figures, (current, previous) => {
        const change = figureChange(current, previous);
        expect(change.delta).toBe(current - previous);
        expect(change.direction).toBe(change.delta > 0 ? 'up' : change.delta < 0 ? 'down' : 'flat');
        expect(change.percent === null).toBe(previous === 0 && current !== 0);
        if (change.percent !== null && change.percent !== 0)
          expect(Math.sign(change.percent)).toBe(Math.sign(change.delta));
        const back = figureChange(previous, current);
        expect(back.delta + change.delta).toBe(0);
        expect(changeSentiment(back, 'higher')).toBe(changeSentiment(change, 'lower'));
      }),
      { numRuns: 1_000 },
    );
  });

  it('is good news when it moves the way the figure is better', () => {
    expect(changeSentiment(figureChange(5, 2), 'higher')).toBe('positive');
    expect(changeSentiment(figureChange(5, 2), 'lower')).toBe('negative');
    expect(changeSentiment(figureChange(2, 5), 'lower')).toBe('positive');
    expect(changeSentiment(figureChange(2, 2), 'higher')).toBe('neutral');
  });
});

describe('the change of a rate against the previous period', () => {
  it.each([
    // Click-through 265 / 687 (shown 39%) against 231 / 653 (shown 35%): +9.0%, not 39 / 35 = +11.4%.
    [265, 687, 231, 653, 9, 'up'],
    // Conversion 20 / 687 (2.9%) against 22 / 653 (3.4%): -13.6%, not 2.9 / 3.4 = -14.7%.
    [20, 687, 22, 653, -13.6, 'down'],
    // 4 / 111 (3.6%) against 1 / 115 (0.9%): +314.4%, not 3.6 / 0.9 = +300%.
    [4, 111, 1, 115, 314.4, 'up'],
    // Both shown as 50%, yet one more click in as many searches is a rise.
    [101, 200, 100, 200, 1, 'up'],
    [0, 10, 5, 10, -100, 'down'],
  ] as const)(
    '%d/%d against %d/%d is %d%%',
    (part, whole, previousPart, previousWhole, percent, direction) => {
      const change = rateChange({ part, whole }, { part: previousPart, whole: previousWhole });
      expect(change).toMatchObject({ percent, direction });
      expect(change.current).toBe((part / whole) * 100);
      expect(change.previous).toBe((previousPart / previousWhole) * 100);
    },
  );

  it('counts a rate without a whole (0 of 0) as 0: flat against 0, new against nothing, down to 0', () => {
    expect(rateChange({ part: 0, whole: 0 }, { part: 0, whole: 0 })).toEqual({
      current: 0,
      previous: 0,
      delta: 0,
      percent: 0,
      direction: 'flat',
    });
    expect(rateChange({ part: 3, whole: 10 }, { part: 0, whole: 0 })).toMatchObject({
      percent: null,
      direction: 'up',
    });
    expect(rateChange({ part: 0, whole: 0 }, { part: 3, whole: 10 })).toMatchObject({
      percent: -100,
      direction: 'down',
    });
  });

  it('moves the way the exact fractions compare, by the exact ratio to one decimal', () => {
    const counts = fc
      .tuple(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }))
      .map(([whole, part]) => ({ part: Math.min(part, whole), whole }));
    fc.assert(
      fc.property(counts, counts, (current, previous) => {
        const change = rateChange(current, previous);
        // Cross-multiplied, the comparison is exact in integers.
        const now = current.part * previous.whole;
        const before = previous.part * current.whole;
        expect(change.direction).toBe(now > before ? 'up' : now < before ? 'down' : 'flat');
        if (previous.part === 0) expect(change.percent).toBe(current.part === 0 ? 0 : null);
        else
          expect(
            Math.abs((change.percent ?? Number.NaN) - ((now - before) / before) * 100),
          ).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("a report's revenue per currency", () => {
  const totals = { revenue: figureChange(950.91, 1000) } as const;

  it('lists each currency as the report sends it', () => {
    const revenues = [
      { ...figureChange(950.91, 1000), currency: 'USD' },
      { ...figureChange(1060.89, 0), currency: 'EUR' },
    ];
    expect(overviewRevenues({ currency: 'USD', totals, revenues })).toBe(revenues);
  });

  it('reads a report without them as its revenue in its currency', () => {
    expect(overviewRevenues({ currency: 'EUR', totals })).toEqual([{ ...totals.revenue, currency: 'EUR' }]);
  });
});
