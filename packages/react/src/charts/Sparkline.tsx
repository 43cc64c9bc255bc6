import { chartColor } from './chart.palette';
import { sparklineGeometry } from './chart.sparkline';

/** A sparkline's size in px: about a word wide and a line of text high, to sit in a table cell. */
export const SPARKLINE_SIZE = { width: 96, height: 24 } as const;
/** How far in from the box's edges the line is drawn (px): room for its stroke and the last point's dot. */
const INSET_PX = 3;

/** Props of Sparkline. */
export interface SparklineProps {
  /** The values, oldest first. */
  values: readonly number[];
  /** What the line shows, in words: its accessible name (screen readers do not see the line). */
  label: string;
}

/**
 * A small line of a few values with no axes, scaled from 0 to the highest and the last value marked with a dot:
 * how a figure went over a period, in a table cell. An image named by `label`.
 */
export function Sparkline({ values, label }: SparklineProps) {
  const { width, height } = SPARKLINE_SIZE;
  const { path, last } = sparklineGeometry(values, width, height, INSET_PX);
  const color = chartColor(0);
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{ display: 'block', overflow: 'visible' }}
    >
      {path && (
        <path
          d={path}
          fill="none"
          stroke={color}
          strokeWidth={1.5}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      )}
      {last && <circle cx={last.x} cy={last.y} r={2} fill={color} />}
    </svg>
  );
}
