import { Box, Skeleton, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { flexRender, type Header, type Table as TanStackTable } from '@tanstack/react-table';
import { elementScroll, measureElement, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useT } from '../../../hooks/shared/useT';
import { ErrorCallout } from '../../shared/ErrorCallout/ErrorCallout';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { RetryButton } from '../../shared/RetryButton/RetryButton';

/**
 * Estimated height of one body row in pixels (Radix Table size 2 with size-1 action buttons: 12 + 24 + 12, as
 * measured); rows are measured once rendered. A wrong estimate makes the virtualiser correct the scroll position
 * as rows are measured, which cuts short the smooth scroll of the Home and End keys.
 */
export const ADMIN_TABLE_ROW_HEIGHT = 48;

/** Rows rendered above and below the visible window, so fast scrolling shows no blank rows. */
export const ADMIN_TABLE_OVERSCAN = 8;

/** Default height of the scrolling body in pixels. */
export const ADMIN_TABLE_HEIGHT = 560;

/**
 * Id of a table's actions column: it stays in view at the right edge while the other columns scroll sideways,
 * so a row's actions never need a horizontal scroll to reach.
 */
export const ADMIN_TABLE_ACTIONS_COLUMN = 'actions';

/** The pinned actions column's cells: at the right edge, over the scrolling columns, set apart by a shadow. */
const PINNED_CELL_STYLE = {
  position: 'sticky',
  right: 0,
  background: 'var(--color-panel-solid)',
  boxShadow: 'inset 1px 0 0 var(--gray-a5), -8px 0 8px -8px var(--black-a5)',
} as const;

/**
 * The pinned header cell's background: the surface table's header tint over the panel's solid colour, so the
 * columns scrolling under it never show through.
 */
const HEADER_BACKGROUND = 'linear-gradient(var(--gray-a2), var(--gray-a2)), var(--color-panel-solid)';

/**
 * The header row stays at the top of the scrolling area, over the rows scrolling under it (the cells' own header
 * tint lies on its solid colour). It is always a layer of its own: a sticky element gets one only while the browser
 * composites its scrolling area, and its cells' backgrounds and their text, drawn at fractions of a pixel, would
 * then come out differently from one run to the next.
 */
const HEADER_STYLE = {
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: 'var(--color-panel-solid)',
  willChange: 'transform',
} as const;

/**
 * The frame of Radix's surface table (size 2) without Table.Root's own ScrollArea: that inner area scrolled
 * sideways by itself, so the header and the actions column stuck to it rather than to the table's one scrolling
 * area, and its horizontal scrollbar sat under the last row. Unless the cells wrap to fit, the frame is as wide as
 * the table, at least as wide as the scrolling area, so the border follows the columns when they scroll.
 */
const TABLE_FRAME_CLASS = 'rt-TableRoot rt-r-size-2 rt-variant-surface';

/**
 * The frame on the panel's solid colour, without the translucent panel's backdrop blur: the blur made the browser
 * draw the sticky header's cells one way or another from one run to the next (tinted or plain, their text moved
 * by half a pixel), and the rows under the header have nothing behind them to blur.
 */
const TABLE_FRAME_PANEL = { background: 'var(--color-panel-solid)', backdropFilter: 'none' } as const;
const TABLE_FRAME_STYLE = { ...TABLE_FRAME_PANEL, width: 'max-content', minWidth: '100%' } as const;

/**
 * Radix gives its <table> `overflow: hidden` (for the rounded corners), which would make the table the sticky
 * cells' scroll container: pinned to the table's own right edge, they would scroll away with it. `clip` keeps the
 * corners without being a scroll container, so the actions column and the header stick to the scrolling area.
 */
const TABLE_STYLE = { overflow: 'clip' } as const;

/**
 * The scrolling area's size, from a ResizeObserver only: its reports come once the page is laid out, where the
 * virtualiser's own first reading asks for the whole page's layout in the middle of React's commit. Until the first
 * report the area counts as its full height (`initialRect`), so the rows that fill it render at once.
 */
function observeScrollArea(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: { width: number; height: number }) => void,
) {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() =>
    report({ width: element.clientWidth, height: element.clientHeight }),
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A row's height as its ResizeObserver reports it. A row just rendered keeps the height it has (measured, else the
 * estimate) until its observer's first report, which comes once the page is laid out: measuring it on the spot
 * would ask for the page's layout once more in the middle of React's commit.
 */
function rowHeight(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, Element>,
): number {
  if (entry) return measureElement(element, entry, instance);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
  );
}

/** Scrolling areas whose scroll position the virtualiser has written at least once. */
const positioned = new WeakSet<Element>();

/**
 * Writes the virtualiser's scroll position, except its first write to a new scrolling area when that is the top:
 * a new area is at the top already, and the write would ask for the whole page's layout in the middle of React's
 * commit, as the table mounts.
 */
function scrollArea(
  offset: number,
  options: Parameters<typeof elementScroll>[1],
  instance: Virtualizer<HTMLDivElement, Element>,
): void {
  const element = instance.scrollElement;
  if (element && !positioned.has(element)) {
    positioned.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
}

/** Placeholder rows while loading. */
const LOADING_ROWS = 4;

/** Props of AdminTable. */
export interface AdminTableProps<Row> {
  /** The TanStack table (columns, sorting, filtering) to render. */
  table: TanStackTable<Row>;
  /** Accessible name of the table. */
  caption: string;
  /** Shown in one row when no row matches. */
  emptyText: string;
  /** Shows placeholder rows while the data loads. */
  loading?: boolean;
  /** Height of the scrolling area in pixels. */
  height?: number;
  /** Gives a rendered row its accessible name and test handle. */
  rowLabel?: (row: Row) => string;
  /** The list call's failure: its message shows in the body instead of rows (nothing when absent). */
  error?: unknown;
  /** Runs the failed list call again: a Retry button beside the failure's message. */
  onRetry?: () => void;
  /** The column whose cell names its row (a query, an e-mail): drawn as the row's header cell. */
  rowHeader?: string;
  /** Columns of figures, set at the end of their cells (and their headers) so the digits line up. */
  alignEnd?: readonly string[];
  /** Told which row the pointer is over or focus is in, and null when the pointer leaves it. */
  onRowActive?: (row: Row | null) => void;
  /**
   * Lets the headers and cells wrap, so a table of many columns fits a card instead of scrolling sideways; by
   * default each keeps to one line.
   */
  wrapCells?: boolean;
}

function SortableHeader<Row>({
  header,
  end,
  wrap,
}: {
  header: Header<Row, unknown>;
  end: boolean;
  wrap: boolean;
}) {
  const sorted = header.column.getIsSorted();
  const label = flexRender(header.column.columnDef.header, header.getContext());
  const canSort = header.column.getCanSort();
  return (
    <Table.ColumnHeaderCell
      justify={end ? 'end' : undefined}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      style={{
        ...(wrap ? {} : { whiteSpace: 'nowrap' }),
        ...(header.column.id === ADMIN_TABLE_ACTIONS_COLUMN
          ? { ...PINNED_CELL_STYLE, background: HEADER_BACKGROUND, zIndex: 1 }
          : {}),
      }}
    >
      {canSort ? (
        <button
          type="button"
          onClick={header.column.getToggleSortingHandler()}
          // Not `all: unset`: that would also remove the focus ring keyboard users sort by.
          style={{
            background: 'none',
            border: 'none',
            padding: 0,
            font: 'inherit',
            color: 'inherit',
            cursor: 'pointer',
          }}
        >
          {label}
          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
        </button>
      ) : (
        label
      )}
    </Table.ColumnHeaderCell>
  );
}

/**
 * A sortable table whose body is virtualised: only the rows in view (plus a few) are in the DOM, so
 * 10,000 orders or users scroll smoothly. The `actions` column stays pinned at the right edge. Spacer rows keep
 * the scroll height of the whole list. The body goes through QueryBoundary: the list call's failure, placeholder
 * rows while loading, the empty text, or the rows.
 */
export function AdminTable<Row>({
  table,
  caption,
  emptyText,
  loading = false,
  height = ADMIN_TABLE_HEIGHT,
  rowLabel,
  error,
  onRetry,
  rowHeader,
  alignEnd = [],
  onRowActive,
  wrapCells = false,
}: AdminTableProps<Row>) {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ADMIN_TABLE_ROW_HEIGHT,
    overscan: ADMIN_TABLE_OVERSCAN,
    initialRect: { width: 0, height },
    observeElementRect: observeScrollArea,
    measureElement: rowHeight,
    scrollToFn: scrollArea,
  });
  const items = virtualizer.getVirtualItems();
  // Only the rows in view are in the DOM: `aria-rowcount` (the header row and every row, unset while there are no
  // rows to count) tells assistive technology how many there are in all.
  const counted = loading || error ? undefined : rows.length;
  const top = items[0]?.start ?? 0;
  const bottom = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;

  const body = (
    <QueryBoundary
      query={{ isPending: loading, error, data: rows }}
      renderError={(failure) => (
        <Table.Row>
          <Table.Cell colSpan={columnCount}>
            <ErrorCallout error={failure} action={onRetry ? <RetryButton onRetry={onRetry} /> : undefined} />
          </Table.Cell>
        </Table.Row>
      )}
      pending={Array.from({ length: LOADING_ROWS }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <Table.Row key={row} aria-busy="true">
          <Table.Cell colSpan={columnCount}>
            <Skeleton>{t('loading')}</Skeleton>
          </Table.Cell>
        </Table.Row>
      ))}
      empty={
        <Table.Row>
          <Table.Cell colSpan={columnCount}>
            <Text color="gray">{emptyText}</Text>
          </Table.Cell>
        </Table.Row>
      }
    >
      {(loaded) => (
        <>
          {top > 0 && (
            <tr style={{ height: top }}>
              <td colSpan={columnCount} />
            </tr>
          )}
          {items.map((item) => {
            const row = loaded[item.index];
            if (!row) return null;
            return (
              <Table.Row
                key={row.id}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                aria-label={rowLabel?.(row.original)}
                {...(onRowActive
                  ? {
                      onMouseEnter: () => onRowActive(row.original),
                      onMouseLeave: () => onRowActive(null),
                      onFocus: () => onRowActive(row.original),
                    }
                  : {})}
              >
                {row.getVisibleCells().map((cell) => {
                  const Cell = cell.column.id === rowHeader ? Table.RowHeaderCell : Table.Cell;
                  return (
                    <Cell
                      key={cell.id}
                      justify={alignEnd.includes(cell.column.id) ? 'end' : undefined}
                      style={{
                        ...(wrapCells ? {} : { whiteSpace: 'nowrap' }),
                        ...(cell.column.id === ADMIN_TABLE_ACTIONS_COLUMN ? PINNED_CELL_STYLE : {}),
                      }}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Cell>
                  );
                })}
              </Table.Row>
            );
          })}
          {bottom > 0 && (
            <tr style={{ height: bottom }}>
              <td colSpan={columnCount} />
            </tr>
          )}
        </>
      )}
    </QueryBoundary>
  );

  return (
    <Box
      ref={scrollRef}
      // The scrolling region is reachable from the keyboard (arrow keys scroll it), and named for screen readers.
      tabIndex={0}
      role="region"
      aria-label={caption}
      // The one scrolling area, both ways: its scrollbars stay at the edges of what is in view.
      style={{ maxHeight: height, overflow: 'auto', borderRadius: 'var(--radius-3)' }}
    >
      <div className={TABLE_FRAME_CLASS} style={wrapCells ? TABLE_FRAME_PANEL : TABLE_FRAME_STYLE}>
        <table
          className="rt-TableRootTable"
          style={TABLE_STYLE}
          aria-rowcount={counted === undefined ? undefined : counted + 1}
        >
          <VisuallyHidden asChild>
            <caption>{caption}</caption>
          </VisuallyHidden>
          <Table.Header style={HEADER_STYLE}>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => (
                  <SortableHeader
                    key={header.id}
                    header={header}
                    end={alignEnd.includes(header.column.id)}
                    wrap={wrapCells}
                  />
                ))}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>{body}</Table.Body>
        </table>
      </div>
    </Box>
  );
}
