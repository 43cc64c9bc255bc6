import { Card, Skeleton, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** Props of PlaceholderCards. */
export interface PlaceholderCardsProps {
  /** How many cards stand in for the list. */
  count: number;
  /** The height of each, as the real cards are about (a CSS length). */
  height: string;
}

/** Busy cards that hold a list's place while it loads (a QueryBoundary's `pending`). */
export function PlaceholderCards({ count, height }: PlaceholderCardsProps) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
    <Card key={index} aria-busy="true">
      <Skeleton height={height} />
    </Card>
  ));
}

/** The card a list shows when it has nothing: one centred, muted sentence (a QueryBoundary's `empty`). */
export function EmptyCard({ children }: { readonly children: ReactNode }) {
  return (
    <Card>
      <Text as="p" align="center" color="gray">
        {children}
      </Text>
    </Card>
  );
}
