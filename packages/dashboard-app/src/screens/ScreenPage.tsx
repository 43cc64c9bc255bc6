import { Flex, Heading } from '@radix-ui/themes';
import { useT } from '@storesearch/react';
import type { MessageKey } from '@storesearch/sdk';
import { type ReactNode, useEffect, useRef } from 'react';

/** Props of ScreenPage. */
export interface ScreenPageProps {
  /** Catalogue key of the screen's title, its one h1. */
  title: MessageKey;
  /** Controls beside the title (e.g. Refresh), at the end of the title row. */
  actions?: ReactNode;
  /** Caps the width of forms and cards that read badly stretched (e.g. '720px'). */
  maxWidth?: string;
  /** The screen's components, under the title. */
  children: ReactNode;
}

/** Whether a screen was shown before on this page: the first one, on load, leaves focus where the browser puts it. */
let screenShownBefore = false;

/**
 * A screen's frame: its title as the page's h1 (with optional actions beside it), then its content. A screen
 * opened by a control that is gone with the screen it left (a store's View Details, Add Store) takes focus on its
 * title, so the keyboard goes on from the new screen and not from the top of the page.
 */
export function ScreenPage({ title, actions, maxWidth, children }: ScreenPageProps) {
  const t = useT();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (screenShownBefore && lost) titleRef.current?.focus();
    screenShownBefore = true;
  }, []);
  const heading = (
    <Heading as="h1" size="6" ref={titleRef} tabIndex={-1}>
      {t(title)}
    </Heading>
  );
  return (
    <Flex direction="column" gap="5" {...(maxWidth === undefined ? {} : { maxWidth })}>
      {actions === undefined ? (
        heading
      ) : (
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          {heading}
          {actions}
        </Flex>
      )}
      {children}
    </Flex>
  );
}
