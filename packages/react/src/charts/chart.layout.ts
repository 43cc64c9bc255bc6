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
