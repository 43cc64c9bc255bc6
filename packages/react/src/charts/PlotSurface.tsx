import type { ReactNode } from 'react';
import type { PlotTooltip } from './usePlotTooltip';

/** Room between a tooltip and the point it describes, in px. */
const TOOLTIP_OFFSET_PX = 12;

/** Props of PlotSurface. */
export interface PlotSurfaceProps {
  /** The chart's title: the plot's accessible name. */
  readonly title: string;
  /** The plot's box, in px. */
  readonly width: number;
  readonly height: number;
  /** The SVG's props from usePlotTooltip: its Tab stop, keys and pointer. */
  readonly surfaceProps: PlotTooltip['surfaceProps'];
  /** The tooltip shown over the plot, if any (a TooltipAt). */
  readonly tooltip: ReactNode;
  /** What the SVG draws. */
  readonly children: ReactNode;
}

/** A plot's box: one SVG as big as the box (the chart's drawing, named by its title) and the tooltip over it. */
export function PlotSurface({ title, width, height, surfaceProps, tooltip, children }: PlotSurfaceProps) {
  return (
    <div style={{ position: 'relative', width, height }}>
      <svg
        data-chart-surface=""
        aria-label={title}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        style={{ display: 'block', overflow: 'visible' }}
        {...surfaceProps}
      >
        {children}
      </svg>
      {tooltip}
    </div>
  );
}

/** Props of TooltipAt. */
export interface TooltipAtProps {
  /** The point the tooltip describes, in px from the plot's top left corner. */
  readonly x: number;
  readonly y: number;
  /** The plot's width, in px. */
  readonly width: number;
  /** Whether the tooltip is centred on `y` (a slice's middle) rather than hanging from it (the plot's top). */
  readonly centred?: boolean;
  readonly children: ReactNode;
}

/** A tooltip beside the point (x, y): right of it on the plot's left half, left of it on the right half. */
export function TooltipAt({ x, y, width, centred = false, children }: TooltipAtProps) {
  const onLeft = x > width / 2;
  return (
    <div
      style={{
        position: 'absolute',
        top: y,
        ...(centred ? { transform: 'translateY(-50%)' } : {}),
        left: onLeft ? undefined : x + TOOLTIP_OFFSET_PX,
        right: onLeft ? width - x + TOOLTIP_OFFSET_PX : undefined,
        pointerEvents: 'none',
        zIndex: 1,
      }}
    >
      {children}
    </div>
  );
}
