import { useSyncExternalStore } from 'react';

/** The media query of a primary pointer that can hover (a mouse or a trackpad; not a finger). */
export const CAN_HOVER_QUERY = '(hover: hover)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(CAN_HOVER_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Without a window (server rendering) or media queries, a pointer that hovers is assumed. */
const canHover = (): boolean =>
  typeof window === 'undefined' || !window.matchMedia || window.matchMedia(CAN_HOVER_QUERY).matches;

/**
 * Whether the primary pointer can hover, kept up to date (a tablet's keyboard and trackpad attached or taken
 * away). What shows only on hover must show at all times where it cannot, or a touch screen never sees it.
 */
export function useCanHover(): boolean {
  return useSyncExternalStore(subscribe, canHover, () => true);
}
