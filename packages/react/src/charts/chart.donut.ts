/**
 * The donut's shapes as pure functions of its box and its values: where the ring sits, where each slice starts
 * and ends, each slice's outline as an SVG path, where its tooltip goes and which slice a pointer is over. Nothing
 * is measured, so the same data draws the same donut everywhere, as one path per slice.
 *
 * Angles are in degrees, counter-clockwise from 3 o'clock: the point at angle `a` and radius `r` is
 * (cx + r·cos(−a), cy + r·sin(−a)) in the SVG's y-down coordinates.
 */

/** Room between the donut and each edge of its box, in px. */
export const DONUT_MARGIN_PX = 5;
/** Inner radius of the ring, as a fraction of the largest radius that fits the box. */
const DONUT_INNER = 0.55;
/** Outer radius of the ring, as a fraction of the largest radius that fits the box. */
const DONUT_OUTER = 0.85;
/** Gap before each non-empty slice, in degrees (none on a donut of one row). */
export const DONUT_PADDING_DEG = 1;
/** How much further out the active slice reaches than the others, in px. */
export const DONUT_ACTIVE_GROWTH_PX = 4;
/** A whole turn, in degrees. */
const FULL_TURN = 360;

/** The donut's ring in its box: its centre and radii, in px. */
export interface DonutRing {
  readonly cx: number;
  readonly cy: number;
  readonly inner: number;
  readonly outer: number;
}

/** One row's slice: its place among the rows and its angles (start ≤ end; equal for an empty slice). */
export interface DonutSlice {
  /** The row's position in the data, which also picks its colour. */
  readonly position: number;
  /** Where the slice starts, in degrees. */
  readonly start: number;
  /** Where the slice ends, in degrees; the slice spans `end - start`. */
  readonly end: number;
}

/**
 * The ring of a donut drawn in a box `width` × `height` px: centred, its outer edge at 85 % and its inner edge at
 * 55 % of the largest radius that fits the box less its margins (nothing for a box smaller than its margins).
 */
export function donutRing(width: number, height: number): DonutRing {
  const radius = Math.max(0, Math.min(width - 2 * DONUT_MARGIN_PX, height - 2 * DONUT_MARGIN_PX) / 2);
  return { cx: width / 2, cy: height / 2, inner: radius * DONUT_INNER, outer: radius * DONUT_OUTER };
}

/** The ring the active slice is drawn on: the same, reaching DONUT_ACTIVE_GROWTH_PX further out (within the box). */
export function donutActiveRing(ring: DonutRing): DonutRing {
  return ring.outer > 0 ? { ...ring, outer: ring.outer + DONUT_ACTIVE_GROWTH_PX } : ring;
}

/** A value as a slice sizes it: negative, infinite and not-a-number values count as 0. */
const sliceValue = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * A slice per value, in order from 3 o'clock counter-clockwise: each non-empty slice is preceded by a gap of
 * `padding` degrees (except the first, whose gap closes the circle after the last), and the rest of the circle is
 * shared in proportion to the values. A zero value gets an empty slice with no gap; one row fills the whole circle
 * with no gap; values that sum to nothing get no slices at all. The gaps never take more than half the circle
 * (narrower gaps for hundreds of slices).
 */
export function donutSlices(values: readonly number[], padding: number = DONUT_PADDING_DEG): DonutSlice[] {
  const sizes = values.map(sliceValue);
  const sum = sizes.reduce((total, size) => total + size, 0);
  if (!(sum > 0)) return [];
  const drawn = sizes.filter((size) => size > 0).length;
  const gap = sizes.length <= 1 ? 0 : Math.min(padding, FULL_TURN / 2 / drawn);
  const shared = FULL_TURN - drawn * gap;
  const slices: DonutSlice[] = [];
  let previous: DonutSlice | undefined;
  sizes.forEach((size, position) => {
    const start = previous ? previous.end + (size > 0 ? gap : 0) : 0;
    const slice = { position, start, end: start + (size / sum) * shared };
    slices.push(slice);
    previous = slice;
  });
  return slices;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The point at `radius` from the ring's centre and `angle` degrees, as SVG path coordinates. */
function at(ring: DonutRing, radius: number, angle: number): string {
  const [x, y] = donutPoint(ring, radius, angle);
  return `${round(x)} ${round(y)}`;
}

/** The point at `radius` from the ring's centre and `angle` degrees, as [x, y]. */
export function donutPoint(ring: DonutRing, radius: number, angle: number): [number, number] {
  const radians = (-angle * Math.PI) / 180;
  return [ring.cx + radius * Math.cos(radians), ring.cy + radius * Math.sin(radians)];
}

/**
 * A slice's outline on `ring`: the outer arc from its start to its end, a line in to the inner edge, the inner arc
 * back, closed. A slice of a whole turn is the band's two circles (filled with the even-odd rule: the hole stays
 * open). Null for an empty slice.
 */
export function donutSlicePath(ring: DonutRing, slice: DonutSlice): string | null {
  const span = slice.end - slice.start;
  if (!(span > 0)) return null;
  const outer = round(ring.outer);
  const inner = round(ring.inner);
  const { start, end } = slice;
  if (span >= FULL_TURN) {
    const half = start + FULL_TURN / 2;
    return (
      `M ${at(ring, ring.outer, start)} A ${outer} ${outer} 0 1 0 ${at(ring, ring.outer, half)} ` +
      `A ${outer} ${outer} 0 1 0 ${at(ring, ring.outer, start)} Z ` +
      `M ${at(ring, ring.inner, start)} A ${inner} ${inner} 0 1 1 ${at(ring, ring.inner, half)} ` +
      `A ${inner} ${inner} 0 1 1 ${at(ring, ring.inner, start)} Z`
    );
  }
  const large = span > FULL_TURN / 2 ? 1 : 0;
  // Counter-clockwise on the screen is SVG's sweep 0: out along the outer arc, back along the inner one.
  return [
    `M ${at(ring, ring.outer, start)}`,
    `A ${outer} ${outer} 0 ${large} 0 ${at(ring, ring.outer, end)}`,
    `L ${at(ring, ring.inner, end)}`,
    `A ${inner} ${inner} 0 ${large} 1 ${at(ring, ring.inner, start)}`,
    'Z',
  ].join(' ');
}

/** Where a slice's tooltip points: the middle of the slice, halfway between its angles and between the radii. */
export function donutTooltipPoint(ring: DonutRing, slice: DonutSlice): [number, number] {
  return donutPoint(ring, (ring.inner + ring.outer) / 2, (slice.start + slice.end) / 2);
}

/**
 * Which of `slices` a pointer at (x, y) is over, as its index in `slices`: the slice whose angles hold the
 * pointer's, when the pointer is between the inner edge and the active ring's outer edge (a slice grows to meet
 * it). Null in the hole, outside the donut and in the gaps between slices.
 */
export function donutSliceAt(
  ring: DonutRing,
  slices: readonly DonutSlice[],
  x: number,
  y: number,
): number | null {
  const dx = x - ring.cx;
  const dy = ring.cy - y;
  const radius = Math.hypot(dx, dy);
  if (!(radius >= ring.inner && radius <= donutActiveRing(ring).outer)) return null;
  const angle = ((Math.atan2(dy, dx) * 180) / Math.PI + FULL_TURN) % FULL_TURN;
  const found = slices.findIndex(
    (slice) => slice.end > slice.start && angle >= slice.start && angle < slice.end,
  );
  return found < 0 ? null : found;
}
