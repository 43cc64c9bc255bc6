import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sparklineGeometry } from './chart.sparkline';

/** The points a path goes through, as [x, y]. */
const points = (path: string) =>
  [...path.matchAll(/[ML]([-\d.]+) ([-\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);

describe('sparkline geometry', () => {
  it('draws every value inside the box, left to right, the highest at the top and 0 at the bottom', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 100_000 }), { minLength: 2, maxLength: 90 }), (values) => {
        const { path, last } = sparklineGeometry(values, 96, 24, 3);
        const drawn = points(path);
        expect(drawn).toHaveLength(values.length);
        expect(drawn[0]?.[0]).toBe(3);
        expect(drawn.at(-1)?.[0]).toBeCloseTo(93, 1);
        expect(last).toEqual({ x: drawn.at(-1)?.[0], y: drawn.at(-1)?.[1] });
        for (const [i, [x, y]] of drawn.entries()) {
          if (i > 0) expect(x).toBeGreaterThan(drawn[i - 1]?.[0] as number);
          expect(y).toBeGreaterThanOrEqual(3);
          expect(y).toBeLessThanOrEqual(21);
        }
        const highest = Math.max(...values);
        values.forEach((value, i) => {
          if (value === 0) expect(drawn[i]?.[1]).toBe(21);
          if (highest > 0 && value === highest) expect(drawn[i]?.[1]).toBe(3);
        });
      }),
    );
  });

  it('keeps a line of zeros, or of no finite value, at the bottom, and one value in the middle', () => {
    expect(points(sparklineGeometry([0, 0, 0], 96, 24, 3).path)).toEqual([
      [3, 21],
      [48, 21],
      [93, 21],
    ]);
    expect(points(sparklineGeometry([Number.NaN, 4], 96, 24, 3).path)).toEqual([
      [3, 21],
      [93, 3],
    ]);
    expect(sparklineGeometry([7], 96, 24, 3)).toEqual({ path: 'M48 3', last: { x: 48, y: 3 } });
  });

  it('has nothing to draw without values', () => {
    expect(sparklineGeometry([], 96, 24, 3)).toEqual({ path: '', last: null });
  });
});
