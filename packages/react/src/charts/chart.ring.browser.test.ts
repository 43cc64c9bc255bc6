import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ringArcPath, ringBand, ringFigureSize, ringTrackPath } from './chart.ring';

/** The points a path goes through (every command's end point), as [x, y]. */
function points(path: string): [number, number][] {
  return [...path.matchAll(/[MAL]([^MALZ]*)/g)].map((m) => {
    const numbers = (m[1] ?? '').trim().split(/\s+/).map(Number);
    return [numbers.at(-2) ?? Number.NaN, numbers.at(-1) ?? Number.NaN];
  });
}

/** Distance from the centre, and angle clockwise from 12 o'clock in [0, 2π). */
function polar(size: number, [x, y]: [number, number]) {
  const dx = x - size / 2;
  const dy = size / 2 - y;
  return { radius: Math.hypot(dx, dy), angle: (Math.atan2(dx, dy) + 2 * Math.PI) % (2 * Math.PI) };
}

describe('ring shapes', () => {
  it('fit a square with the margin, the band between 72 % and 90 % of the radius', () => {
    expect(ringBand(160)).toEqual({ centre: 80, inner: 54, outer: 67.5 });
    expect(ringBand(4)).toEqual({ centre: 2, inner: 0, outer: 0 });
  });

  it('fill nothing at 0 % or for no number, and the whole band from 100 %', () => {
    const band = ringBand(160);
    for (const fraction of [0, -0.5, Number.NaN]) expect(ringArcPath(band, fraction, 4)).toBeNull();
    expect(ringArcPath(band, 1, 4)).toBe(ringTrackPath(band));
    expect(ringArcPath(band, 1.8, 4)).toBe(ringTrackPath(band));
  });

  it('run clockwise from 12 o’clock over the fraction, every point within the band, corners never crossing', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.0005, max: 0.9995, noNaN: true }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 40, max: 400 }),
        (fraction, corner, size) => {
          const band = ringBand(size);
          const path = ringArcPath(band, fraction, corner);
          expect(path).not.toBeNull();
          const [start, outerFrom, outerTo, endEdge, innerEdge, innerTo, innerFrom, back] = points(
            path ?? '',
          ).map((point) => polar(size, point));
          const span = fraction * 2 * Math.PI;
          const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(0.01);
          for (const point of [start, outerFrom, outerTo, endEdge, innerEdge, innerTo, innerFrom, back]) {
            expect(point?.radius).toBeGreaterThanOrEqual(band.inner - 0.01);
            expect(point?.radius).toBeLessThanOrEqual(band.outer + 0.01);
          }
          // The arc's edges are at 12 o'clock and at the fraction.
          near(start?.angle === undefined ? -1 : Math.min(start.angle, 2 * Math.PI - start.angle), 0);
          near(Math.min(back?.angle ?? -1, 2 * Math.PI - (back?.angle ?? 0)), 0);
          near(endEdge?.angle ?? -1, span % (2 * Math.PI));
          near(innerEdge?.angle ?? -1, span % (2 * Math.PI));
          // The outer and inner arcs lie on their circles and keep their order: the corners do not cross.
          near(outerFrom?.radius ?? -1, band.outer);
          near(innerTo?.radius ?? -1, band.inner);
          expect(outerFrom?.angle).toBeLessThanOrEqual((outerTo?.angle ?? 0) + 1e-6);
          expect(innerFrom?.angle).toBeLessThanOrEqual((innerTo?.angle ?? 0) + 1e-6);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('round the corners to the Theme’s corner, and square them without one', () => {
    const band = ringBand(160);
    expect(ringArcPath(band, 0.42, 4)).toContain('A 4 4 0 0 1');
    expect(ringArcPath(band, 0.42, 0)).toContain('A 0 0 0 0 1');
  });

  it("size the figure to the ring's hole: smaller for a longer line and for each line beyond the first", () => {
    expect(ringFigureSize(['1,234'])).toBe('5');
    expect(ringFigureSize(['$1,234.5'])).toBe('5');
    expect(ringFigureSize(['$1,234.56'])).toBe('4');
    expect(ringFigureSize(['$12,345.67'])).toBe('3');
    expect(ringFigureSize(['$123,456.78'])).toBe('2');
    expect(ringFigureSize(['$1,234,567.89'])).toBe('2');
    expect(ringFigureSize(['€29.50', '£10.00'])).toBe('4');
    expect(ringFigureSize(['€29.50', '£10.00', '$1.00'])).toBe('3');
    expect(ringFigureSize(['€1,229.50', '£10.00'])).toBe('4');
    expect(ringFigureSize(['€12,229.50', '£10.00'])).toBe('3');
    expect(ringFigureSize([])).toBe('5');
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 20 }), { maxLength: 6 }), (lines) => {
        const size = Number(ringFigureSize(lines));
        // Never larger with one more line or one more character on the longest.
        expect(Number(ringFigureSize([...lines, '']))).toBeLessThanOrEqual(size);
        expect(Number(ringFigureSize([...lines, `${'x'.repeat(21)}`]))).toBeLessThanOrEqual(size);
        expect(size).toBeGreaterThanOrEqual(2);
      }),
    );
  });
});
