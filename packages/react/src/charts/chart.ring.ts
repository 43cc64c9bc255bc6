/**
 * The ring's shapes as SVG paths: a pure function of its size, its fill and the Theme's corner, so the ring is
 * drawn with no chart library and no measuring (a ring is two shapes; a chart library is many components and a
 * store for each).
 */

/** Room between the ring and its box's edges, in px. */
const RING_MARGIN_PX = 5;
/** Inner radius of the band, as a fraction of the largest radius that fits the box. */
const RING_INNER = 0.72;
/** Outer radius of the band, as a fraction of the largest radius that fits the box. */
const RING_OUTER = 0.9;

/** The ring's band in a square box: its centre (both coordinates) and its radii, in px. */
export interface RingBand {
  readonly centre: number;
  readonly inner: number;
  readonly outer: number;
}

/** The band of a ring drawn in a square of `size` px. */
export function ringBand(size: number): RingBand {
  const radius = Math.max(0, size / 2 - RING_MARGIN_PX);
  return { centre: size / 2, inner: radius * RING_INNER, outer: radius * RING_OUTER };
}

/** Text sizes of the ring's figure (the Theme's scale), largest first, with the characters a line fits at each. */
const RING_FIGURE_SIZES = [
  { size: '5', chars: 8 },
  { size: '4', chars: 9 },
  { size: '3', chars: 10 },
  { size: '2', chars: 12 },
] as const;

/** A text size of the ring's figure. */
export type RingFigureSize = (typeof RING_FIGURE_SIZES)[number]['size'];

/**
 * The text size at which the figure's `lines` fit inside a ring of the default height: the largest whose width
 * holds the longest line, one step smaller for each line beyond the first (the hole narrows away from its middle).
 * A line longer than the smallest size holds is wrapped by the ring's text box.
 */
export function ringFigureSize(lines: readonly string[]): RingFigureSize {
  const longest = lines.reduce((most, line) => Math.max(most, [...line].length), 0);
  const sizes = RING_FIGURE_SIZES.slice(
    Math.min(Math.max(lines.length - 1, 0), RING_FIGURE_SIZES.length - 1),
  );
  // Longer than the smallest size holds: the smallest, wrapped.
  return sizes.find((step) => longest <= step.chars)?.size ?? '2';
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The point at `radius` from the centre and `angle` radians clockwise from 12 o'clock. */
function at(band: RingBand, radius: number, angle: number): string {
  return `${round(band.centre + radius * Math.sin(angle))} ${round(band.centre - radius * Math.cos(angle))}`;
}

/**
 * The band's full circle (the track, or a full arc), as one path of its two edges (filled with the even-odd rule:
 * the hole stays open).
 */
export function ringTrackPath(band: RingBand): string {
  const circle = (radius: number) =>
    `M ${at(band, radius, 0)} A ${round(radius)} ${round(radius)} 0 1 1 ${at(band, radius, Math.PI)} ` +
    `A ${round(radius)} ${round(radius)} 0 1 1 ${at(band, radius, 0)} Z`;
  return `${circle(band.outer)} ${circle(band.inner)}`;
}

/**
 * The filled part of the band: from 12 o'clock clockwise over `fraction` of the circle (0 to 1), its four corners
 * rounded to `corner` px (less where the band or the arc is too narrow for it). Null for nothing to fill; the
 * whole band for 1 or more.
 */
export function ringArcPath(band: RingBand, fraction: number, corner: number): string | null {
  if (!(fraction > 0) || band.outer <= band.inner) return null;
  if (fraction >= 1) return ringTrackPath(band);
  const span = fraction * 2 * Math.PI;
  const { inner, outer } = band;
  // The corner circles must fit the band's width, and each edge's two corners the arc's angle at both radii.
  const half = Math.sin(Math.min(span, Math.PI) / 2);
  const c = Math.max(
    0,
    Math.min(corner, (outer - inner) / 2, (outer * half) / (1 + half), (inner * half) / (1 - half)),
  );
  const outerTurn = Math.asin(c / (outer - c));
  const innerTurn = Math.asin(c / (inner + c));
  const outerEdge = Math.sqrt((outer - c) ** 2 - c ** 2);
  const innerEdge = Math.sqrt((inner + c) ** 2 - c ** 2);
  const large = (turn: number) => (span - 2 * turn > Math.PI ? 1 : 0);
  const r = round(c);
  return [
    `M ${at(band, outerEdge, 0)}`,
    `A ${r} ${r} 0 0 1 ${at(band, outer, outerTurn)}`,
    `A ${round(outer)} ${round(outer)} 0 ${large(outerTurn)} 1 ${at(band, outer, span - outerTurn)}`,
    `A ${r} ${r} 0 0 1 ${at(band, outerEdge, span)}`,
    `L ${at(band, innerEdge, span)}`,
    `A ${r} ${r} 0 0 1 ${at(band, inner, span - innerTurn)}`,
    `A ${round(inner)} ${round(inner)} 0 ${large(innerTurn)} 0 ${at(band, inner, innerTurn)}`,
    `A ${r} ${r} 0 0 1 ${at(band, innerEdge, 0)}`,
    'Z',
  ].join(' ');
}
