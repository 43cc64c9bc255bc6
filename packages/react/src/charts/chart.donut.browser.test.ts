import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DONUT_ACTIVE_GROWTH_PX,
  DONUT_MARGIN_PX,
  DONUT_PADDING_DEG,
  type DonutRing,
  donutActiveRing,
  donutPoint,
  donutRing,
  donutSliceAt,
  donutSlicePath,
  donutSlices,
  donutTooltipPoint,
} from './chart.donut';

/** Rounding of the drawn coordinates (thousandths of a pixel), with room for the sum of a few. */
const ROUNDING = 0.01;
/** Closeness of angles worked out by adding up spans, in degrees. */
const ANGLE = 1e-6;

/** The points a path goes through (every command's end point), as [x, y]. */
function points(path: string): [number, number][] {
  return [...path.matchAll(/[MAL]([^MALZ]*)/g)].map((m) => {
    const numbers = (m[1] ?? '').trim().split(/\s+/).map(Number);
    return [numbers.at(-2) ?? Number.NaN, numbers.at(-1) ?? Number.NaN];
  });
}

/** The large-arc flags of a path's arcs, in order. */
const largeArcFlags = (path: string) =>
  [...path.matchAll(/A ([^A-Z]*)/g)].map((m) => Number((m[1] ?? '').trim().split(/\s+/)[3]));

/** Distance from the ring's centre, and angle counter-clockwise from 3 o'clock in [0, 360). */
function polar(ring: DonutRing, [x, y]: [number, number]) {
  const dx = x - ring.cx;
  const dy = ring.cy - y;
  return { radius: Math.hypot(dx, dy), angle: ((Math.atan2(dy, dx) * 180) / Math.PI + 360) % 360 };
}

/** The gap between two non-empty slices of `count` rows, as donutSlices leaves it. */
const gapOf = (count: number) => (count <= 1 ? 0 : DONUT_PADDING_DEG);

/** Values to slice: whole counts (zeros among them) or fractions, at least one above 0. */
const values = fc
  .oneof(
    fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_000_000 })), {
      minLength: 1,
      maxLength: 40,
    }),
    fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 40 }),
  )
  .filter((list) => list.some((value) => value > 0));

const box = fc.record({
  width: fc.double({ min: 0, max: 4000, noNaN: true }),
  height: fc.double({ min: 0, max: 4000, noNaN: true }),
});

describe('donut ring', () => {
  it('is centred in its box, between 55 % and 85 % of the largest radius that fits inside the margins', () => {
    expect(donutRing(600, 220)).toEqual({ cx: 300, cy: 110, inner: 105 * 0.55, outer: 105 * 0.85 });
    expect(donutRing(120, 400)).toEqual({ cx: 60, cy: 200, inner: 55 * 0.55, outer: 55 * 0.85 });
    // A box no bigger than its margins draws a ring of no size.
    expect(donutRing(6, 220)).toEqual({ cx: 3, cy: 110, inner: 0, outer: 0 });
    expect(donutRing(0, 0)).toEqual({ cx: 0, cy: 0, inner: 0, outer: 0 });
  });

  it('stays inside its margins for any size, and the active slice’s reach inside its box', () => {
    fc.assert(
      fc.property(box, ({ width, height }) => {
        const ring = donutRing(width, height);
        const reach = donutActiveRing(ring);
        expect(ring.inner).toBeGreaterThanOrEqual(0);
        expect(ring.outer).toBeGreaterThanOrEqual(ring.inner);
        expect(reach.outer).toBeGreaterThanOrEqual(ring.outer);
        for (const [{ outer }, margin] of [
          [ring, DONUT_MARGIN_PX],
          [reach, 0],
        ] as const) {
          if (outer === 0) continue;
          expect(ring.cx - outer).toBeGreaterThanOrEqual(margin - ROUNDING);
          expect(ring.cx + outer).toBeLessThanOrEqual(width - margin + ROUNDING);
          expect(ring.cy - outer).toBeGreaterThanOrEqual(margin - ROUNDING);
          expect(ring.cy + outer).toBeLessThanOrEqual(height - margin + ROUNDING);
        }
      }),
    );
  });

  it('reaches DONUT_ACTIVE_GROWTH_PX further out for the active slice, and not at all when it has no size', () => {
    const ring = donutRing(600, 220);
    expect(donutActiveRing(ring)).toEqual({ ...ring, outer: ring.outer + DONUT_ACTIVE_GROWTH_PX });
    expect(donutActiveRing(donutRing(4, 4))).toEqual(donutRing(4, 4));
  });

  it('puts angles counter-clockwise from 3 o’clock', () => {
    const ring = donutRing(200, 200);
    const near = ([x, y]: [number, number], [ex, ey]: [number, number]) => {
      expect(x).toBeCloseTo(ex, 9);
      expect(y).toBeCloseTo(ey, 9);
    };
    near(donutPoint(ring, 10, 0), [110, 100]);
    near(donutPoint(ring, 10, 90), [100, 90]);
    near(donutPoint(ring, 10, 180), [90, 100]);
    near(donutPoint(ring, 10, 270), [100, 110]);
  });
});

describe('donut slices', () => {
  it('fill the circle: their spans and the gaps before the non-empty ones add up to 360°', () => {
    fc.assert(
      fc.property(values, (list) => {
        const slices = donutSlices(list);
        expect(slices).toHaveLength(list.length);
        const spans = slices.reduce((total, slice) => total + (slice.end - slice.start), 0);
        const gaps = list.filter((value) => value > 0).length * gapOf(list.length);
        expect(spans + gaps).toBeCloseTo(360, 6);
      }),
    );
  });

  it('run in order from 3 o’clock without overlapping, each as wide as its share of the values', () => {
    fc.assert(
      fc.property(values, (list) => {
        const slices = donutSlices(list);
        const sum = list.reduce((total, value) => total + value, 0);
        const gap = gapOf(list.length);
        const shared = 360 - list.filter((value) => value > 0).length * gap;
        expect(slices[0]?.start).toBe(0);
        slices.forEach((slice, i) => {
          expect(slice.position).toBe(i);
          expect(slice.end).toBeGreaterThanOrEqual(slice.start);
          expect(slice.end - slice.start).toBeCloseTo(((list[i] ?? 0) / sum) * shared, 6);
          const before = slices[i - 1];
          // A non-empty slice starts one gap after the one before; an empty one where it ends.
          if (before) expect(slice.start - before.end).toBeCloseTo((list[i] ?? 0) > 0 ? gap : 0, 9);
        });
        expect(slices.at(-1)?.end).toBeLessThanOrEqual(360 + ANGLE);
      }),
    );
  });

  it('are empty for a value of 0, with no gap before it, and a gap of 1° before each other one', () => {
    const slices = donutSlices([120, 0, 80, 40]);
    const expected = [
      [0, 178.5],
      [178.5, 178.5],
      [179.5, 298.5],
      [299.5, 359],
    ];
    expect(slices.map((slice) => slice.position)).toEqual([0, 1, 2, 3]);
    slices.forEach((slice, i) => {
      expect(slice.start).toBeCloseTo(expected[i]?.[0] ?? Number.NaN, 9);
      expect(slice.end).toBeCloseTo(expected[i]?.[1] ?? Number.NaN, 9);
    });
  });

  it('count negative and non-finite values as 0', () => {
    expect(donutSlices([-5, Number.NaN, Number.POSITIVE_INFINITY, 10])).toEqual([
      { position: 0, start: 0, end: 0 },
      { position: 1, start: 0, end: 0 },
      { position: 2, start: 0, end: 0 },
      { position: 3, start: 1, end: 360 },
    ]);
  });

  it('make one row a whole ring without a gap, and nothing of values that add up to nothing', () => {
    expect(donutSlices([7])).toEqual([{ position: 0, start: 0, end: 360 }]);
    expect(donutSlices([])).toEqual([]);
    expect(donutSlices([0, 0, 0])).toEqual([]);
    expect(donutSlices([-3, Number.NaN])).toEqual([]);
  });

  it('keep their gaps within half the circle however many slices there are', () => {
    const slices = donutSlices(Array.from({ length: 1000 }, () => 1));
    expect(slices.every((slice) => slice.end > slice.start)).toBe(true);
    // A thousand gaps of 1° would not fit: they share half the circle, the last one before 3 o'clock.
    expect(360 - (slices.at(-1)?.end ?? 0)).toBeCloseTo(180 / 1000, 6);
  });
});

describe('donut slice paths', () => {
  const ring = donutRing(600, 220);

  it('draw nothing for an empty slice, and a whole ring as its two circles', () => {
    expect(donutSlicePath(ring, { position: 0, start: 10, end: 10 })).toBeNull();
    const whole = donutSlicePath(ring, { position: 0, start: 0, end: 360 }) ?? '';
    expect(whole.match(/M/g)).toHaveLength(2);
    for (const point of points(whole)) {
      const { radius } = polar(ring, point);
      expect([ring.inner, ring.outer].some((r) => Math.abs(radius - r) < ROUNDING)).toBe(true);
    }
  });

  it('go along the outer edge from start to end and back along the inner one, with no NaN', () => {
    fc.assert(
      fc.property(box, values, ({ width, height }, list) => {
        const shape = donutRing(width, height);
        for (const slice of donutSlices(list)) {
          const path = donutSlicePath(shape, slice);
          const span = slice.end - slice.start;
          if (span <= 0) {
            expect(path).toBeNull();
            continue;
          }
          expect(path).not.toMatch(/NaN|Infinity/);
          if (span >= 360 || shape.outer < 1) continue;
          const [outerStart, outerEnd, innerEnd, innerStart] = points(path ?? '').map((p) => polar(shape, p));
          for (const [point, radius] of [
            [outerStart, shape.outer],
            [outerEnd, shape.outer],
            [innerEnd, shape.inner],
            [innerStart, shape.inner],
          ] as const) {
            expect(Math.abs((point?.radius ?? Number.NaN) - radius)).toBeLessThan(ROUNDING);
          }
          // The angles on the circle, to the rounding of the coordinates (coarser on a small ring).
          const tolerance = ((ROUNDING / shape.inner) * 180) / Math.PI + ANGLE;
          const turn = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
          if (shape.inner > 1) {
            expect(turn(outerStart?.angle ?? Number.NaN, slice.start)).toBeLessThan(tolerance);
            expect(turn(innerStart?.angle ?? Number.NaN, slice.start)).toBeLessThan(tolerance);
            expect(turn(outerEnd?.angle ?? Number.NaN, slice.end)).toBeLessThan(tolerance);
            expect(turn(innerEnd?.angle ?? Number.NaN, slice.end)).toBeLessThan(tolerance);
          }
          expect(largeArcFlags(path ?? '')).toEqual(span > 180 ? [1, 1] : [0, 0]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('sweep counter-clockwise on the outer edge and clockwise back on the inner one', () => {
    const path = donutSlicePath(ring, { position: 0, start: 0, end: 90 });
    expect(path).toBe(
      `M 389.25 110 A 89.25 89.25 0 0 0 300 20.75 L 300 52.25 A 57.75 57.75 0 0 1 357.75 110 Z`,
    );
  });
});

describe('donut tooltip point and hit test', () => {
  const ring = donutRing(600, 220);

  it('points at the middle of each slice, which is the slice a pointer there is over', () => {
    fc.assert(
      fc.property(values, (list) => {
        const slices = donutSlices(list).filter((slice) => slice.end > slice.start);
        slices.forEach((slice, i) => {
          const point = donutTooltipPoint(ring, slice);
          const { radius, angle } = polar(ring, point);
          const middle = (slice.start + slice.end) / 2;
          expect(radius).toBeCloseTo((ring.inner + ring.outer) / 2, 6);
          expect(Math.min(Math.abs(angle - middle), 360 - Math.abs(angle - middle))).toBeLessThan(ANGLE);
          // A slice thinner than the float error of its point's angle could be told from its neighbour by no pointer.
          if (slice.end - slice.start > ANGLE) expect(donutSliceAt(ring, slices, ...point)).toBe(i);
        });
      }),
    );
  });

  it('finds no slice in the hole, outside the donut or in the gap between two', () => {
    const slices = donutSlices([120, 80, 40]);
    expect(donutSliceAt(ring, slices, ring.cx, ring.cy)).toBeNull();
    expect(donutSliceAt(ring, slices, ...donutPoint(ring, ring.inner - 1, 45))).toBeNull();
    expect(
      donutSliceAt(ring, slices, ...donutPoint(ring, ring.outer + DONUT_ACTIVE_GROWTH_PX + 1, 45)),
    ).toBeNull();
    // Within the active slice's reach, the slice grows to meet the pointer.
    expect(donutSliceAt(ring, slices, ...donutPoint(ring, ring.outer + DONUT_ACTIVE_GROWTH_PX - 1, 45))).toBe(
      0,
    );
    // The gaps: after the first slice (178.5° to 179.5°) and after the last one, before 3 o'clock.
    expect(donutSliceAt(ring, slices, ...donutPoint(ring, ring.outer - 5, 179))).toBeNull();
    expect(donutSliceAt(ring, slices, ...donutPoint(ring, ring.outer - 5, 359.5))).toBeNull();
    expect(donutSliceAt(ring, slices, ...donutPoint(ring, ring.outer - 5, 180))).toBe(1);
    expect(donutSliceAt(ring, slices, ...donutPoint(ring, ring.outer - 5, 300))).toBe(2);
  });
});
