import {
  createContext,
  type ReactNode,
  type RefCallback,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';

/** How far outside the viewport (px, above and below) a plot starts drawing, so it is drawn by the time it scrolls in. */
const DRAW_AHEAD_PX = 200;

/** What a plot's box tells the chart inside it. */
export interface PlotBox {
  /** The box's width in px (0 until measured). */
  readonly width: number;
  /** True once the box has come near the viewport; it stays true. */
  readonly seen: boolean;
}

/** True when the element is within DRAW_AHEAD_PX of the viewport, above or below. */
function nearViewport(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom >= -DRAW_AHEAD_PX && top <= window.innerHeight + DRAW_AHEAD_PX;
}

/**
 * The box's width, from a ResizeObserver (it reports once the box is laid out and then on a resize only, never
 * on a render), and whether it has come near the viewport yet. A box in view on its first report is seen at once,
 * with its width, in one update; one below the fold waits for an IntersectionObserver, disconnected once it fires.
 */
export function usePlotBox(): [RefCallback<HTMLElement>, PlotBox] {
  const [box, setBox] = useState<PlotBox>({ width: 0, seen: false });
  const observers = useRef<{ resize?: ResizeObserver; view?: IntersectionObserver }>({});
  // Called with the element, then with null when it goes (React 18 and 19 alike).
  const ref = useCallback<RefCallback<HTMLElement>>((element) => {
    observers.current.resize?.disconnect();
    observers.current.view?.disconnect();
    observers.current = {};
    if (!element) return;
    const see = () => {
      observers.current.view?.disconnect();
      setBox((current) => (current.seen ? current : { ...current, seen: true }));
    };
    // The observer's calls come once the page is laid out: reading the box's place there costs no layout, where
    // reading it here would force one in the middle of React's commit.
    const resize = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const width = entry.contentRect.width;
      const seen = nearViewport(entry.target);
      if (seen) observers.current.view?.disconnect();
      // At once, in the frame being drawn: the chart then shows in the same paint as the page around it,
      // instead of a frame later. Drawing it leaves the box's size as it is, so nothing here is observed again.
      flushSync(() =>
        setBox((current) =>
          current.width === width && (current.seen || !seen)
            ? current
            : { width, seen: current.seen || seen },
        ),
      );
    });
    resize.observe(element);
    observers.current.resize = resize;
    if (typeof IntersectionObserver === 'undefined') {
      see();
      return;
    }
    const view = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) see();
      },
      { rootMargin: `${DRAW_AHEAD_PX}px 0px` },
    );
    view.observe(element);
    observers.current.view = view;
  }, []);
  return [ref, box];
}

/**
 * The measured box of the chart frame around a plot: measured from the frame's first render, loading included,
 * so a chart whose data arrives draws in the same render, at its width.
 */
export const PlotBoxContext = createContext<PlotBox>({ width: 0, seen: false });

/** Props of ChartPlot. */
export interface ChartPlotProps {
  /** Height of the plot in px. */
  height: number;
  /** Draws the chart at the box's width in whole px (called once the box is measured and near the viewport). */
  children: (width: number) => ReactNode;
}

/**
 * The box a chart draws in: as wide as its frame and `height` tall. The frame (ChartFrame) measures it from its
 * first render, so the chart draws in the render that brings its data, takes fixed sizes, and never measures its
 * container on a render. A plot below the fold draws when it is scrolled near; until then the box
 * keeps its size, so nothing moves.
 */
export function ChartPlot({ height, children }: ChartPlotProps) {
  const { width, seen } = useContext(PlotBoxContext);
  return (
    <div data-chart-plot="" style={{ width: '100%', height }}>
      {seen && width > 0 ? children(Math.round(width)) : null}
    </div>
  );
}
