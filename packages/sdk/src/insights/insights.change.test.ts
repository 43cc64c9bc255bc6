import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeMessageKey, changeSentiment, figureChange } from './insights.change';

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
