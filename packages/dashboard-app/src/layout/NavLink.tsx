import { useRouter, useRouterState } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/** Props of NavLink. */
export interface NavLinkProps {
  /** Target path (a PATHS value; areas still being built may answer with the not-found page). */
  readonly to: string;
  /** The visible label. */
  readonly children: ReactNode;
  /** Called after navigating (the narrow sidebar closes). */
  readonly onNavigate?: () => void;
}

/**
 * A sidebar link by path: a real anchor (open in a new tab, keyboard, screen readers), navigated by the router.
 * Marks the current page with aria-current.
 */
export function NavLink({ to, children, onNavigate }: NavLinkProps) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = pathname === to;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks keep the browser's behaviour (new tab, new window).
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    router.history.push(to);
    onNavigate?.();
  };
  return (
    <a
      href={router.history.createHref(to)}
      onClick={onClick}
      aria-current={current ? 'page' : undefined}
      className="ss-nav-link"
      data-current={current || undefined}
    >
      {children}
    </a>
  );
}
