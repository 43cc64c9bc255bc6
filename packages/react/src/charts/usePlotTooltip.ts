import { type KeyboardEvent, type MouseEvent, useState } from 'react';

/** Which item (a point, a band, a slice) the tooltip describes, and whether it shows. */
interface ActiveItem {
  readonly position: number;
  readonly shown: boolean;
}

/** What usePlotTooltip gives a plot: the item whose tooltip shows, and the props of the plot's SVG. */
export interface PlotTooltip {
  /** The position of the item whose tooltip shows, or null when none does. */
  readonly shown: number | null;
  /** Spread on the plot's SVG: a Tab stop (role application: its keys are its own) that moves the tooltip. */
  readonly surfaceProps: {
    readonly role: 'application';
    readonly tabIndex: 0;
    readonly onFocus: () => void;
    readonly onBlur: () => void;
    readonly onKeyDown: (event: KeyboardEvent<SVGSVGElement>) => void;
    readonly onMouseMove: (event: MouseEvent<SVGSVGElement>) => void;
    readonly onMouseLeave: () => void;
  };
}

/**
 * The tooltip of a plot of `count` items, moved by the pointer and by the keyboard alike, so keyboard users read
 * the values sighted mouse users hover: focus shows the first item's tooltip, Left and Right (Home and End) step
 * through the items, Enter hides or shows it, Escape hides it; leaving or blurring the plot hides it. `itemAt`
 * names the item under a point of the SVG (px from its top left corner), or null where there is none. The item
 * shown is kept to the items: new data may have fewer, and then the last one is shown.
 */
export function usePlotTooltip(count: number, itemAt: (x: number, y: number) => number | null): PlotTooltip {
  const [active, setActive] = useState<ActiveItem | null>(null);
  const current = active && count > 0 ? Math.min(active.position, count - 1) : null;
  const shown = active?.shown ? current : null;
  return {
    shown,
    surfaceProps: {
      role: 'application',
      tabIndex: 0,
      onFocus: () => setActive((previous) => ({ position: previous?.position ?? 0, shown: true })),
      onBlur: () => setActive(null),
      onKeyDown: (event) => {
        const position = current ?? 0;
        const moves: Record<string, number> = {
          ArrowRight: Math.min(count - 1, position + 1),
          ArrowLeft: Math.max(0, position - 1),
          Home: 0,
          End: count - 1,
        };
        const next = moves[event.key];
        if (next !== undefined) setActive({ position: next, shown: true });
        else if (event.key === 'Enter') setActive({ position, shown: !active?.shown });
        else if (event.key === 'Escape') setActive({ position, shown: false });
        else return;
        event.preventDefault();
      },
      onMouseMove: (event) => {
        const box = event.currentTarget.getBoundingClientRect();
        const position = itemAt(event.clientX - box.left, event.clientY - box.top);
        setActive((previous) =>
          position === null
            ? null
            : previous?.shown && previous.position === position
              ? previous
              : { position, shown: true },
        );
      },
      onMouseLeave: () => setActive(null),
    },
  };
}
