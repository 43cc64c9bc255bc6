/**
 * The line and bar charts' geometry as pure functions of the box, the ticks and the values: where the plot sits,
 * where each point, bar and label goes, and which point a pointer is over. Nothing is measured, so the same data
 * draws the same chart on every machine, and a chart is a handful of SVG elements drawn in one render.
 */

/** Room around the plot, in px: a line's last x label is centred on its point and needs about half its width. */
export const CARTESIAN_MARGIN = {
  top: 8,
  bottom: 8,
  left: 8,
  line: { right: 40 },
  bar: { right: 16 },
} as const;
/** Height of the x axis under the plot: its tick marks and one line of labels, in px. */
export const X_AXIS_HEIGHT_PX = 30;
/** Length of an axis's tick marks, in px. */
export const TICK_SIZE_PX = 6;
/** Gap between a tick mark's end and its label, in px. */
export const TICK_LABEL_GAP_PX = 2;
/** Room left on each side of a band for the next one's bars, as a fraction of the band. */
const BAR_CATEGORY_GAP = 0.1;
/** Room between the bars of one band, in px. */
const BAR_GAP_PX = 4;

/** The kinds of cartesian chart. */
export type CartesianKind = 'line' | 'bar';

/** The plot's rectangle inside the chart's box, in px. */
export interface PlotArea {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** Room the axes take besides their usual size, in px. */
export interface AxisRoom {
  /** Height of the x axis under the plot (upright labels take more); X_AXIS_HEIGHT_PX by default. */
  readonly xAxis?: number;
  /** Room over the plot for the y axis's title; none by default. */
  readonly top?: number;
}

/**
 * The plot of a `kind` chart `width` × `height` px whose y axis is `yAxisWidth` px wide, an x axis `room.xAxis`
 * px high under it and `room.top` px over it.
 */
export function plotArea(
  kind: CartesianKind,
  width: number,
  height: number,
  yAxisWidth: number,
  room: AxisRoom = {},
): PlotArea {
  const left = CARTESIAN_MARGIN.left + yAxisWidth;
  const top = CARTESIAN_MARGIN.top + (room.top ?? 0);
  return {
    left,
    top,
    right: Math.max(left, width - CARTESIAN_MARGIN[kind].right),
    bottom: Math.max(top, height - CARTESIAN_MARGIN.bottom - (room.xAxis ?? X_AXIS_HEIGHT_PX)),
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The y of `value` on a scale from 0 at the plot's bottom to `top` at its top (all at the bottom when top is 0). */
export function yOf(area: PlotArea, top: number, value: number): number {
  if (!(top > 0)) return area.bottom;
  return round(area.bottom - (value / top) * (area.bottom - area.top));
}

/**
 * The x of the n-th of `count` index values: a line's points run from the plot's left edge to its right one (a
 * single point in the middle); a bar chart's bands split the width evenly and this is a band's centre.
 */
export function xOf(kind: CartesianKind, area: PlotArea, count: number, position: number): number {
  const width = area.right - area.left;
  if (kind === 'bar') return round(area.left + (width / Math.max(1, count)) * (position + 0.5));
  if (count <= 1) return round(area.left + width / 2);
  return round(area.left + (width / (count - 1)) * position);
}

/** The index value nearest to a pointer at `x` (a line's nearest point, the band under it), within 0..count-1. */
export function positionAt(kind: CartesianKind, area: PlotArea, count: number, x: number): number {
  if (count <= 1) return 0;
  const width = area.right - area.left;
  const exact =
    kind === 'bar'
      ? Math.floor(((x - area.left) / width) * count)
      : Math.round(((x - area.left) / width) * (count - 1));
  return Math.min(count - 1, Math.max(0, exact));
}

/** A band's width in px, and the width and left edge of each of its `series` bars. */
export function barSlots(area: PlotArea, count: number, series: number) {
  const band = (area.right - area.left) / Math.max(1, count);
  const gap = band * BAR_CATEGORY_GAP;
  const width = Math.max(1, (band - 2 * gap - (series - 1) * BAR_GAP_PX) / Math.max(1, series));
  return {
    band,
    width: round(width),
    /** Left edge of the `bar`-th bar of the `position`-th band. */
    left: (position: number, bar: number) =>
      round(area.left + band * position + gap + bar * (width + BAR_GAP_PX)),
  };
}

/** A bar from `y` down to `bottom`, its top corners rounded by `corner` px (less on a bar too narrow or low). */
export function barPath(left: number, width: number, y: number, bottom: number, corner: number): string {
  const height = bottom - y;
  if (height <= 0 || width <= 0) return '';
  const r = round(Math.max(0, Math.min(corner, width / 2, height)));
  const right = round(left + width);
  if (r === 0) return `M${left},${bottom}V${y}H${right}V${bottom}Z`;
  return `M${left},${bottom}V${round(y + r)}A${r},${r} 0 0 1 ${round(left + r)},${y}H${round(right - r)}A${r},${r} 0 0 1 ${right},${round(y + r)}V${bottom}Z`;
}

/** Sign of a number, 0 for 0. */
const sign = (value: number) => (value < 0 ? -1 : value > 0 ? 1 : 0);

/**
 * The slope at a point between two others that keeps the curve monotone there (Steffen's method): never steeper
 * than three times either neighbouring secant, and flat at a peak or a valley, so the line never overshoots a
 * value it passes through.
 */
function innerSlope(x0: number, y0: number, x1: number, y1: number, x2: number, y2: number): number {
  const h0 = x1 - x0;
  const h1 = x2 - x1;
  if (h0 === 0 || h1 === 0) return 0;
  const s0 = (y1 - y0) / h0;
  const s1 = (y2 - y1) / h1;
  const p = (s0 * h1 + s1 * h0) / (h0 + h1);
  return (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
}

/** The slope at an end point, from its segment's secant and the slope at the segment's other end. */
function endSlope(x0: number, y0: number, x1: number, y1: number, other: number): number {
  const h = x1 - x0;
  return h === 0 ? other : (3 * (y1 - y0)) / h / 2 - other / 2;
}

/**
 * A smooth line through `points` (x ascending) that rises only where the values rise and falls only where they
 * fall: a cubic Bézier segment between each two points with monotone slopes. One point draws nothing visible,
 * two a straight line.
 */
export function monotonePath(points: readonly (readonly [number, number])[]): string {
  const [first] = points;
  if (!first) return '';
  if (points.length === 1) return `M${first[0]},${first[1]}`;
  if (points.length === 2) return `M${first[0]},${first[1]}L${points[1]?.[0]},${points[1]?.[1]}`;
  const slopes = points.map((point, i) => {
    const before = points[i - 1];
    const after = points[i + 1];
    return before && after ? innerSlope(before[0], before[1], point[0], point[1], after[0], after[1]) : 0;
  });
  const last = points.length - 1;
  const [x0, y0] = first;
  const [x1, y1] = points[1] ?? first;
  slopes[0] = endSlope(x0, y0, x1, y1, slopes[1] ?? 0);
  const [xa, ya] = points[last - 1] ?? first;
  const [xb, yb] = points[last] ?? first;
  slopes[last] = endSlope(xa, ya, xb, yb, slopes[last - 1] ?? 0);
  let path = `M${x0},${y0}`;
  for (let i = 1; i <= last; i += 1) {
    const [ax, ay] = points[i - 1] ?? first;
    const [bx, by] = points[i] ?? first;
    const third = (bx - ax) / 3;
    path += `C${round(ax + third)},${round(ay + third * (slopes[i - 1] ?? 0))},${round(bx - third)},${round(by - third * (slopes[i] ?? 0))},${bx},${by}`;
  }
  return path;
}
