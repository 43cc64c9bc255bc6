import { Flex, Heading } from '@radix-ui/themes';
import { useT } from '@storesearch/react';
import type { MessageKey } from '@storesearch/sdk';
import type { ReactNode } from 'react';

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

/** A screen's frame: its title as the page's h1 (with optional actions beside it), then its content. */
export function ScreenPage({ title, actions, maxWidth, children }: ScreenPageProps) {
  const t = useT();
  const heading = (
    <Heading as="h1" size="6">
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
