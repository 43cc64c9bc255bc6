import { type ReactNode, type RefCallback, useCallback, useRef, useState } from 'react';

/** How far outside the viewport a plot starts drawing, so it is drawn by the time it scrolls in. */
const DRAW_AHEAD_MARGIN = '200px 0px';

/** What a plot's box tells the chart inside it. */
interface PlotBox {
  /** The box's width in px (0 until measured). */
  readonly width: number;
  /** True once the box has come near the viewport; it stays true. */
  readonly seen: boolean;
}

/**
 * The box's width, from a ResizeObserver (it reports once the box is laid out and then on a resize only, never
 * on a render), and whether it has come near the viewport yet (an IntersectionObserver, disconnected once it has).
 */
function usePlotBox(): [RefCallback<HTMLDivElement>, PlotBox] {
  const [box, setBox] = useState<PlotBox>({ width: 0, seen: false });
  const observers = useRef<{ resize?: ResizeObserver; view?: IntersectionObserver }>({});
  // Called with the element, then with null when it goes (React 18 and 19 alike).
  const ref = useCallback<RefCallback<HTMLDivElement>>((element) => {
    observers.current.resize?.disconnect();
    observers.current.view?.disconnect();
    observers.current = {};
    if (!element) return;
    // The observer's first call gives the width once the page is laid out: reading it here would force a layout
    // of the whole page in the middle of React's commit.
    const resize = new ResizeObserver(([entry]) => {
      if (entry)
        setBox((current) =>
          current.width === entry.contentRect.width
            ? current
            : { ...current, width: entry.contentRect.width },
        );
    });
    resize.observe(element);
    observers.current.resize = resize;
    if (typeof IntersectionObserver === 'undefined') {
      setBox((current) => (current.seen ? current : { ...current, seen: true }));
      return;
    }
    const view = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        view.disconnect();
        setBox((current) => (current.seen ? current : { ...current, seen: true }));
      },
      { rootMargin: DRAW_AHEAD_MARGIN },
    );
    view.observe(element);
    observers.current.view = view;
  }, []);
  return [ref, box];
}

/** Props of ChartPlot. */
export interface ChartPlotProps {
  /** Height of the plot in px. */
  height: number;
  /** Draws the chart at the box's width in whole px (called once the box is measured and near the viewport). */
  children: (width: number) => ReactNode;
}

/**
 * The box a chart draws in: as wide as its container and `height` tall, measured by the box itself, so the
 * chart inside takes fixed sizes and recharts never measures its container on a render. A plot below the fold
 * draws when it is scrolled near; until then the box keeps its size, so nothing moves.
 */
export function ChartPlot({ height, children }: ChartPlotProps) {
  const [ref, { width, seen }] = usePlotBox();
  return (
    <div ref={ref} data-chart-plot="" style={{ width: '100%', height }}>
      {seen && width > 0 ? children(Math.round(width)) : null}
    </div>
  );
}
