/** What recharts passes a custom axis tick (the part this tick reads). */
export interface ChartAxisTickProps {
  /** Anchor point of the label. */
  x?: number | string;
  /** Anchor point of the label. */
  y?: number | string;
  /** Horizontal alignment at the anchor. */
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  /** Vertical alignment at the anchor: `middle` beside a y axis, `start` under an x axis. */
  verticalAnchor?: 'start' | 'middle' | 'end';
  /** The tick: its value. */
  payload?: { readonly value?: unknown };
  /** recharts' class names for the label. */
  className?: string;
  /** Turns the value into the label's text. */
  format: (value: unknown) => string;
  /** Text colour. */
  fill: string;
  /** Text size in px. */
  fontSize: number;
}

/** Baseline offsets recharts' own labels use: a cap height under an x axis, half of it beside a y axis. */
const DY = { start: '0.71em', middle: '0.355em', end: '0em' } as const;

/**
 * An axis label drawn as plain SVG text, as recharts' own draws it, without its text measuring: recharts'
 * `Text` measures every label's words (for wrapping the kit never uses), the largest cost of a chart's render.
 */
export function ChartAxisTick({
  x = 0,
  y = 0,
  textAnchor = 'middle',
  verticalAnchor = 'start',
  payload,
  className,
  format,
  fill,
  fontSize,
}: ChartAxisTickProps) {
  const label = format(payload?.value);
  if (label === '') return null;
  return (
    <text
      x={x}
      y={y}
      className={`recharts-text ${className ?? ''}`.trim()}
      textAnchor={textAnchor}
      // The axis's stroke would otherwise outline the glyphs, as recharts' own labels also rule out.
      stroke="none"
      fill={fill}
      fontSize={fontSize}
    >
      <tspan x={x} dy={DY[verticalAnchor]}>
        {label}
      </tspan>
    </text>
  );
}
