/** Geometry of a sparkline: a small line of a few values, scaled from 0 to the highest, with no axes. */

/** A sparkline's points and the last one, which the line marks. */
export interface SparklineGeometry {
  /** The SVG path through every point, left to right; empty without values. */
  readonly path: string;
  /** Where the last value is drawn; null without values. */
  readonly last: { readonly x: number; readonly y: number } | null;
}

/** Rounds a coordinate to 0.01 px, enough for a crisp line and a short path. */
const px = (value: number) => Math.round(value * 100) / 100;

/**
 * The line of `values` in a `width` × `height` box, `inset` px in from each edge so the line's stroke and the
 * last point's dot stay inside: 0 at the bottom, the highest value at the top (all at the bottom when every value
 * is 0 or less), the points evenly spread from left to right. A single value is one point in the middle.
 */
export function sparklineGeometry(
  values: readonly number[],
  width: number,
  height: number,
  inset: number,
): SparklineGeometry {
  if (values.length === 0) return { path: '', last: null };
  const highest = Math.max(0, ...values.filter(Number.isFinite));
  const bottom = height - inset;
  const span = height - 2 * inset;
  const step = values.length > 1 ? (width - 2 * inset) / (values.length - 1) : 0;
  const points = values.map((value, i) => ({
    x: px(values.length > 1 ? inset + i * step : width / 2),
    y: px(highest > 0 && Number.isFinite(value) ? bottom - (Math.max(0, value) / highest) * span : bottom),
  }));
  const path = points.map((point, i) => `${i === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  return { path, last: points.at(-1) ?? null };
}
