import { useThemeContext } from '@radix-ui/themes';

/** Radix Themes' `--radius-factor` for each `radius` setting of a Theme (none, small, medium, large, full). */
const RADIUS_FACTOR = { none: 0, small: 0.75, medium: 1, large: 1.5, full: 1.5 } as const;

/** Rounded corner of a bar's top or a ring's ends, in px, at radius "medium" and 100 % scaling. */
export const CHART_CORNER_PX = 4;

/** What the host's Radix Theme does to a chart's SVG sizes. */
export interface ChartThemeScale {
  /** Corner radius in px of bar tops and ring ends: 0 under `radius="none"`, rounder under "large". */
  readonly corner: number;
  /** The Theme's `scaling` as a factor (0.9 to 1.1): multiply SVG font sizes by it. */
  readonly scale: number;
}

/**
 * The host Theme's radius and scaling for SVG shapes and text. Recharts takes numbers (it measures tick
 * labels with them), not the CSS variables the rest of the kit uses, so the Theme's settings are read
 * from its context and turned into pixels the way Radix's own `--radius-*` and `--font-size-*` are.
 */
export function useChartThemeScale(): ChartThemeScale {
  const { radius, scaling } = useThemeContext();
  const scale = Number.parseFloat(scaling) / 100;
  return { corner: Math.round(CHART_CORNER_PX * RADIUS_FACTOR[radius] * scale), scale };
}
