import { Link, type LinkProps } from '@radix-ui/themes';
import type { MouseEvent } from 'react';

/** Props of AppLink: a Radix Themes link's, with its address required. */
export interface AppLinkProps extends Omit<LinkProps, 'href' | 'onClick' | 'asChild'> {
  /** Where the link goes: a page of the app that mounts the widget. */
  href: string;
  /**
   * Goes there inside the app (its router) instead of loading the page anew. A click with a modifier key or
   * another button keeps the browser's own behaviour (a new tab or window).
   */
  onNavigate?: ((href: string) => void) | undefined;
}

/** A link to another page of the app mounting a widget, taken by the app's router when it gives one. */
export function AppLink({ href, onNavigate, ...link }: AppLinkProps) {
  return (
    <Link
      {...link}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (
          !onNavigate ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey ||
          event.button !== 0
        )
          return;
        event.preventDefault();
        onNavigate(href);
      }}
    />
  );
}
