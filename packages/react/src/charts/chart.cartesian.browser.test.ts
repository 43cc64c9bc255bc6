import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barPath,
  barSlots,
  CARTESIAN_MARGIN,
  type CartesianKind,
  monotonePath,
  plotArea,
  positionAt,
  X_AXIS_HEIGHT_PX,
  xOf,
  yOf,
} from './chart.cartesian';

/** Rounding of the drawn coordinates (hundredths of a pixel). */
const ROUNDING = 0.01;

/** The segments of a path of one M and C commands: each start, two control points and end, as [x, y]. */
function curveSegments(path: string) {
  const start = /^M([^,]+),([^CL]+)/.exec(path);
  let from: [number, number] = [Number(start?.[1]), Number(start?.[2])];
  return [...path.matchAll(/C([^C]+)/g)].map((m) => {
    const n = (m[1] ?? '').split(',').map(Number);
    const segment = {
      from,
      controls: [
        [n[0] ?? Number.NaN, n[1] ?? Number.NaN],
        [n[2] ?? Number.NaN, n[3] ?? Number.NaN],
      ],
      to: [n[4] ?? Number.NaN, n[5] ?? Number.NaN] as [number, number],
    };
    from = segment.to;
    return segment;
  });
}

const kinds: CartesianKind[] = ['line', 'bar'];
const box = fc.record({
  width: fc.integer({ min: 120, max: 1920 }),
  height: fc.integer({ min: 120, max: 600 }),
  yWidth: fc.integer({ min: 32, max: 80 }),
});

describe('cartesian plot area', () => {
  it('leaves the margins, the y axis and the x axis around the plot', () => {
    expect(plotArea('line', 800, 260, 40)).toEqual({
      left: CARTESIAN_MARGIN.left + 40,
      right: 800 - CARTESIAN_MARGIN.line.right,
      top: CARTESIAN_MARGIN.top,
      bottom: 260 - CARTESIAN_MARGIN.bottom - X_AXIS_HEIGHT_PX,
    });
    expect(plotArea('bar', 800, 260, 40).right).toBe(800 - CARTESIAN_MARGIN.bar.right);
    // A box smaller than its margins draws a plot of no size, never one turned inside out.
    const tiny = plotArea('line', 10, 10, 40);
    expect(tiny.right).toBe(tiny.left);
    expect(tiny.bottom).toBe(tiny.top);
  });

  it('puts 0 on the plot’s bottom and the top tick on its top, and all of a scale of nothing on the bottom', () => {
    fc.assert(
      fc.property(box, fc.integer({ min: 1, max: 1e9 }), ({ width, height, yWidth }, top) => {
        const area = plotArea('line', width, height, yWidth);
        expect(yOf(area, top, 0)).toBe(area.bottom);
        expect(yOf(area, top, top)).toBeCloseTo(area.top, 1);
        expect(yOf(area, top, top / 2)).toBeGreaterThanOrEqual(yOf(area, top, top));
        expect(yOf(area, 0, 5)).toBe(area.bottom);
      }),
    );
  });

  it('finds under a pointer the point or band it is over, every one reachable, and nothing beyond the ends', () => {
    fc.assert(
      fc.property(box, fc.constantFrom(...kinds), fc.integer({ min: 1, max: 400 }), (size, kind, count) => {
        const area = plotArea(kind, size.width, size.height, size.yWidth);
        // Points at least a pixel apart: closer, no pointer could tell them apart anyway.
        fc.pre(area.right - area.left >= count);
        for (let position = 0; position < count; position += 1) {
          expect(positionAt(kind, area, count, xOf(kind, area, count, position))).toBe(position);
        }
        expect(positionAt(kind, area, count, area.left - 500)).toBe(0);
        expect(positionAt(kind, area, count, area.right + 500)).toBe(count - 1);
      }),
    );
  });

  it('places a line’s points from edge to edge, a single point in the middle', () => {
    const area = plotArea('line', 800, 260, 40);
    expect(xOf('line', area, 3, 0)).toBe(area.left);
    expect(xOf('line', area, 3, 2)).toBe(area.right);
    expect(xOf('line', area, 1, 0)).toBe((area.left + area.right) / 2);
  });
});

describe('bars', () => {
  it('keep within their band, side by side without overlapping, centred on the band’s label', () => {
    fc.assert(
      fc.property(
        box,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 4 }),
        (size, count, series) => {
          const area = plotArea('bar', size.width, size.height, size.yWidth);
          const slots = barSlots(area, count, series);
          fc.pre(slots.band > 4 * series + 10);
          for (let position = 0; position < count; position += 1) {
            const bandLeft = area.left + slots.band * position;
            let previousRight = Number.NEGATIVE_INFINITY;
            for (let bar = 0; bar < series; bar += 1) {
              const left = slots.left(position, bar);
              expect(left).toBeGreaterThanOrEqual(bandLeft - ROUNDING);
              expect(left + slots.width).toBeLessThanOrEqual(bandLeft + slots.band + 2 * ROUNDING);
              expect(left).toBeGreaterThan(previousRight);
              previousRight = left + slots.width;
            }
            const middle = (slots.left(position, 0) + previousRight) / 2;
            expect(middle).toBeCloseTo(xOf('bar', area, count, position), 0);
          }
        },
      ),
    );
  });

  it('round their top corners by the Theme’s radius, less on a bar too narrow or too low, and draw nothing at 0', () => {
    expect(barPath(10, 20, 50, 100, 4)).toBe('M10,100V54A4,4 0 0 1 14,50H26A4,4 0 0 1 30,54V100Z');
    expect(barPath(10, 20, 98, 100, 4)).toBe('M10,100V100A2,2 0 0 1 12,98H28A2,2 0 0 1 30,100V100Z');
    expect(barPath(10, 4, 50, 100, 4)).toContain('A2,2');
    expect(barPath(10, 20, 50, 100, 0)).toBe('M10,100V50H30V100Z');
    expect(barPath(10, 20, 100, 100, 4)).toBe('');
  });
});

describe('monotone line', () => {
  const points = fc
    .array(fc.integer({ min: 0, max: 1000 }), { minLength: 3, maxLength: 60 })
    .map((ys) => ys.map((y, i) => [i * 17.5, y] as const));

  it('goes through every point, and never beyond the values it passes between', () => {
    fc.assert(
      fc.property(points, (line) => {
        const segments = curveSegments(monotonePath(line));
        expect(segments).toHaveLength(line.length - 1);
        segments.forEach((segment, i) => {
          expect(segment.from).toEqual(line[i]);
          expect(segment.to).toEqual(line[i + 1]);
          const low = Math.min(segment.from[1], segment.to[1]) - ROUNDING;
          const high = Math.max(segment.from[1], segment.to[1]) + ROUNDING;
          for (const [x, y] of segment.controls) {
            expect(y).toBeGreaterThanOrEqual(low);
            expect(y).toBeLessThanOrEqual(high);
            expect(x).toBeGreaterThan(segment.from[0]);
            expect(x).toBeLessThan(segment.to[0]);
          }
        });
      }),
    );
  });

  it('stays flat where the values do, and flattens at a peak', () => {
    const [first, second] = curveSegments(
      monotonePath([
        [0, 10],
        [10, 10],
        [20, 30],
        [30, 10],
      ]),
    );
    expect(first?.controls.map(([, y]) => y)).toEqual([10, 10]);
    expect(second?.controls[1]?.[1]).toBe(30);
  });

  it('draws one point as a move and two as a straight line', () => {
    expect(monotonePath([])).toBe('');
    expect(monotonePath([[5, 6]])).toBe('M5,6');
    expect(
      monotonePath([
        [0, 1],
        [10, 2],
      ]),
    ).toBe('M0,1L10,2');
  });
});
