/**
 * The kit's one palette: Radix Themes colour steps as CSS variables, so every chart follows the host's
 * accent, light/dark appearance and custom themes without a second colour system. Step 9 is Radix's
 * solid colour, readable on both appearances.
 */
export const CHART_PALETTE = [
  'var(--accent-9)',
  'var(--cyan-9)',
  'var(--amber-9)',
  'var(--grass-9)',
  'var(--crimson-9)',
  'var(--violet-9)',
  'var(--orange-9)',
  'var(--teal-9)',
] as const;

/** The colour of the n-th series or slice, cycling through the palette. */
export function chartColor(position: number): string {
  return CHART_PALETTE[position % CHART_PALETTE.length] ?? CHART_PALETTE[0];
}

/** Axis and grid colours from the theme's neutral scale. */
export const CHART_AXIS = {
  /** Tick label colour (low-contrast text step). */
  tick: 'var(--gray-11)',
  /** Grid line colour (subtle border step). */
  grid: 'var(--gray-a5)',
  /** Tick font size in pixels at 100 % scaling (Radix's `--font-size-1`); charts scale it with the host theme. */
  fontSize: 12,
} as const;

/** Track colour behind a ring's arc. */
export const CHART_TRACK = 'var(--gray-a4)';

/** The dash of a dashed line and of its legend swatch: long enough to read as dashes at the line's 2 px. */
export const CHART_LINE_DASH = '6 4';

/**
 * The dots of a line's stretch still being counted (today so far), with round caps: unlike the dashes of a
 * comparison series, so the two are never confused.
 */
export const CHART_LINE_DOTS = '0.5 5';

/** The stroke of whatever is still being counted (a line's last stretch, a bar's outline, their swatches). */
export const CHART_SO_FAR_STROKE = { strokeDasharray: CHART_LINE_DOTS, strokeLinecap: 'round' } as const;

/** How much of its colour a bar still being counted keeps inside its dotted outline. */
export const CHART_BAR_SO_FAR_OPACITY = 0.3;
