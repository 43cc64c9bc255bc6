import { useRouter, useRouterState } from '@tanstack/react-router';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';

/** Props of NavLink. */
export interface NavLinkProps {
  /** Target path (a PATHS value; areas still being built may answer with the not-found page). */
  readonly to: string;
  /** The visible label. */
  readonly children: ReactNode;
  /** Called after navigating (the narrow sidebar closes). */
  readonly onNavigate?: () => void;
  /** Search parameters the link takes along from the current address when it has them (`period`). */
  readonly carry?: readonly string[] | undefined;
}

/** How long the pointer rests on a link before its screen starts loading (as the router's own links wait). */
const INTENT_DELAY_MS = 50;

/** `to` with the `carry` parameters the current address holds, as it wrote them. */
function withCarried(to: string, searchStr: string, carry: readonly string[] | undefined): string {
  if (!carry?.length) return to;
  const current = new URLSearchParams(searchStr);
  const kept = new URLSearchParams();
  for (const name of carry) {
    const value = current.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query === '' ? to : `${to}?${query}`;
}

/**
 * A sidebar link by path: a real anchor (open in a new tab, keyboard, screen readers), navigated by the router.
 * Marks the current page with aria-current. A link can take parameters of the current address along, so the
 * analytics screens keep the period chosen on one of them. Pointing at a link (or focusing it) loads its screen's
 * code and starts its first reads, so the screen is ready sooner when it is opened.
 */
export function NavLink({ to, children, onNavigate, carry }: NavLinkProps) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const current = pathname === to;
  const target = withCarried(to, searchStr, carry);
  const intent = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(intent.current), []);
  const preload = () => {
    clearTimeout(intent.current);
    // By its address, as the link navigates (history.push): the router builds the location from `href` alone.
    const byAddress = { href: target } as Parameters<typeof router.preloadRoute>[0];
    if (!current) router.preloadRoute(byAddress).catch(() => undefined);
  };
  const preloadSoon = () => {
    clearTimeout(intent.current);
    intent.current = setTimeout(preload, INTENT_DELAY_MS);
  };
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
    router.history.push(target);
    onNavigate?.();
  };
  return (
    <a
      href={router.history.createHref(target)}
      onClick={onClick}
      onMouseEnter={preloadSoon}
      onMouseLeave={() => clearTimeout(intent.current)}
      onFocus={preload}
      aria-current={current ? 'page' : undefined}
      className="ss-nav-link"
      data-current={current || undefined}
    >
      {children}
    </a>
  );
}
