import { TICK_LABEL_GAP_PX, TICK_SIZE_PX, X_AXIS_HEIGHT_PX } from './chart.cartesian';
import { xLabelInterval } from './chart.format';

/**
 * Average advance of a Latin, Thai or digit glyph in the chart font, in em. Label room is estimated from the
 * characters of the labels (never measured), so the same data draws the same labels on every machine.
 */
const NARROW_GLYPH_EM = 0.62;
/** Advance of a full-width glyph (Chinese, Japanese, Korean, full-width forms), in em. */
const WIDE_GLYPH_EM = 1;
/** Space kept between two neighbouring x labels, in px. */
const X_LABEL_GAP_PX = 10;
/** Room beside the y labels for the tick mark and a gap, in px. */
const Y_LABEL_PADDING_PX = 12;
/** Narrowest y axis, in px, so one-digit scales keep a margin. */
const Y_AXIS_MIN_WIDTH_PX = 32;

const WIDE_GLYPH =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** Estimated width in px of `text` drawn at `fontSize`. */
export function labelWidthPx(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) ems += WIDE_GLYPH.test(char) ? WIDE_GLYPH_EM : NARROW_GLYPH_EM;
  return ems * fontSize;
}

/** The width of the widest of `labels`, in px. */
function widestPx(labels: readonly string[], fontSize: number): number {
  return labels.reduce((widest, label) => Math.max(widest, labelWidthPx(label, fontSize)), 0);
}

/** How many x labels fit side by side on a plot `plotWidth` px wide (at least 1). */
export function xLabelsThatFit(plotWidth: number, labels: readonly string[], fontSize: number): number {
  const slot = widestPx(labels, fontSize) + X_LABEL_GAP_PX;
  return Math.max(1, Math.floor(plotWidth / slot));
}

/** The y axis's width in px: room for its widest label, so no label is cut at the chart's edge. */
export function yAxisWidthPx(labels: readonly string[], fontSize: number): number {
  return Math.max(Y_AXIS_MIN_WIDTH_PX, Math.ceil(widestPx(labels, fontSize) + Y_LABEL_PADDING_PX));
}

/** Height of a line of axis text, in em: the room an upright label takes across its bar. */
const LINE_EM = 1.2;
/** Room left under an upright label's first glyph, in px. */
const UPRIGHT_LABEL_PAD_PX = 4;

/** Height in px of an x axis of `labels` drawn upright: its tick marks and the longest label. */
export function uprightXAxisHeightPx(labels: readonly string[], fontSize: number): number {
  return TICK_SIZE_PX + TICK_LABEL_GAP_PX + Math.ceil(widestPx(labels, fontSize)) + UPRIGHT_LABEL_PAD_PX;
}

/** How an x axis draws its labels. */
export interface XAxisLayout {
  /** The labels are turned upright (read bottom to top), each ending under its point or bar. */
  readonly upright: boolean;
  /** Every `every`-th label is drawn, from the first (1: all of them). */
  readonly every: number;
  /** The axis's height under the plot, in px: its tick marks and labels. */
  readonly height: number;
}

/**
 * The x axis of `labels` under a plot `plotWidth` px wide. By default, as many evenly spaced labels as fit side
 * by side (`max` at most); the rest are in the tooltip and the data table. With `all`, every label: side by side
 * when they all fit, else upright, each under its own point or bar, the axis as tall as the longest label (a
 * point or bar narrower than a line of text labels every few). From the labels' characters, never measured.
 */
export function xAxisLayout(
  plotWidth: number,
  labels: readonly string[],
  fontSize: number,
  options: { readonly all?: boolean; readonly max?: number } = {},
): XAxisLayout {
  const count = labels.length;
  const fitting = xLabelsThatFit(plotWidth, labels, fontSize);
  if (options.all && fitting < count) {
    const slot = plotWidth / count;
    return {
      upright: true,
      every: slot > 0 ? Math.max(1, Math.ceil((fontSize * LINE_EM) / slot)) : count,
      height: uprightXAxisHeightPx(labels, fontSize),
    };
  }
  return {
    upright: false,
    every: xLabelInterval(count, Math.min(fitting, options.max ?? fitting)) + 1,
    height: X_AXIS_HEIGHT_PX,
  };
}

/** Room over the plot for the y axis's title, in px: a line of axis text clear of the top tick's label. */
export function yAxisTitleRoomPx(fontSize: number): number {
  return Math.ceil(fontSize * 1.5 + 2 * TICK_LABEL_GAP_PX);
}
