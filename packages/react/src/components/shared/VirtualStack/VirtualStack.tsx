import { Box } from '@radix-ui/themes';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import { ITEM_BOX_ATTRIBUTE } from '../../../hooks/shared/useReturnFocus';

/** How tall a stack grows before it scrolls, in px: about eight cards, the rest of the page stays in reach. */
export const VIRTUAL_STACK_MAX_HEIGHT = 640;

/** Items drawn beyond each edge of the view, so a quick scroll or a Tab meets drawn items. */
const OVERSCAN = 6;

/** Props of VirtualStack. */
export interface VirtualStackProps<T> {
  /** The items, in order. */
  items: readonly T[];
  /** A stable key per item (an id). */
  itemKey: (item: T) => string;
  /** An item's height before it is measured, in px (gap included). */
  estimateSize: number;
  /** Names the list (a list) or the scrolling group (not a list). */
  label: string;
  /** Draws one item's content. */
  children: (item: T, index: number) => ReactNode;
  /** A list (`ul`, each item an `li`) rather than a column of blocks (each its own landmark, e.g. an article). */
  list?: boolean | undefined;
  /** An item's accessible name, for a list's items. */
  itemLabel?: ((item: T) => string) | undefined;
  /** Space between items, in px. */
  gap?: number | undefined;
  /** The height it scrolls from, in px. */
  maxHeight?: number | undefined;
}

/**
 * A column of items that may run to thousands (query rules, synonym groups): it grows with its items up to
 * `maxHeight` and scrolls from there, and only the items in view (and a few beyond) are in the page, each
 * measured as drawn so items of any height stack without gaps. While it scrolls it is a named Tab stop, so the
 * keyboard can scroll it. Spacers above and below keep the scroll height of the whole column.
 */
export function VirtualStack<T>({
  items,
  itemKey,
  estimateSize,
  label,
  children,
  list = false,
  itemLabel,
  gap = 0,
  maxHeight = VIRTUAL_STACK_MAX_HEIGHT,
}: VirtualStackProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item);
    },
    // Before the first measure, and while hidden (a tab kept mounted out of view): as tall as it may grow, so
    // its items are in the page the moment it shows.
    initialRect: { width: 0, height: maxHeight },
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : { ...rect, height: maxHeight })),
  });
  const drawn = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const top = drawn[0]?.start ?? 0;
  const bottom = drawn.length > 0 ? total - (drawn.at(-1)?.end ?? 0) : 0;
  const scrolls = total > maxHeight;
  const Outer = list ? 'ul' : 'div';
  const Item = list ? 'li' : 'div';
  const spacer = (height: number) => (height > 0 ? <Item aria-hidden="true" style={{ height }} /> : null);
  return (
    <Box
      ref={scrollRef}
      // While it scrolls, a named Tab stop: the keyboard scrolls it with the arrow keys.
      role={scrolls ? 'group' : undefined}
      aria-label={scrolls ? label : undefined}
      tabIndex={scrolls ? 0 : undefined}
      style={{ maxHeight, overflowY: 'auto', overflowX: 'hidden' }}
    >
      <Outer
        aria-label={list ? label : undefined}
        style={list ? { listStyle: 'none', margin: 0, padding: 0 } : undefined}
      >
        {spacer(top)}
        {drawn.map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <Item
              key={row.key}
              data-index={row.index}
              {...{ [ITEM_BOX_ATTRIBUTE]: '' }}
              ref={virtualizer.measureElement}
              aria-label={list ? itemLabel?.(item) : undefined}
              style={{ paddingBottom: row.index < items.length - 1 ? gap : 0 }}
            >
              {children(item, row.index)}
            </Item>
          );
        })}
        {spacer(bottom)}
      </Outer>
    </Box>
  );
}
