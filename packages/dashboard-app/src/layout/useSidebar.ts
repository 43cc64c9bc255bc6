import { useCallback, useEffect, useState } from 'react';

/** Below this width the sidebar is collapsed by default (spec section 2: it toggles at 1024 px). */
export const SIDEBAR_BREAKPOINT_PX = 1024;

const WIDE_QUERY = `(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`;

/** True when the window is at least the breakpoint wide. */
function isWide(): boolean {
  return typeof window === 'undefined' || window.matchMedia(WIDE_QUERY).matches;
}

/** The sidebar's open state: open on wide windows, closed on narrow ones, toggled by the header button. */
export function useSidebar(): { open: boolean; narrow: boolean; toggle: () => void; close: () => void } {
  const [wide, setWide] = useState(isWide);
  const [open, setOpen] = useState(isWide);
  useEffect(() => {
    const query = window.matchMedia(WIDE_QUERY);
    // Crossing the breakpoint resets the sidebar to that width's default.
    const onChange = () => {
      setWide(query.matches);
      setOpen(query.matches);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, narrow: !wide, toggle, close };
}
