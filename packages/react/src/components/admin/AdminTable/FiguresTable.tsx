import { Box, Text, VisuallyHidden } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** One row of figures: its heading and one cell per column. */
export interface FiguresRow {
  /** Row heading, e.g. 'Revenue'. */
  readonly label: string;
  /** The figures, one per column after the heading. */
  readonly cells: readonly ReactNode[];
}

/** Props of FiguresTable. */
export interface FiguresTableProps {
  /** Accessible name of the table. */
  caption: string;
  /** Headers of the figure columns (the heading column has a hidden header). */
  columns: readonly string[];
  /** Header of the heading column, read by screen readers only. */
  labelHeader: string;
  /** The rows. */
  rows: readonly FiguresRow[];
}

const cell = { padding: 'var(--space-2) var(--space-3)', borderBottom: '1px solid var(--gray-a5)' } as const;

/**
 * A small table of figures inside a card: a plain table whose text wraps. Where even wrapped it is wider than the
 * card (a phone), it scrolls sideways inside its own region, which is a named tab stop so a keyboard can scroll it
 * too, instead of being cut off by the card.
 */
export function FiguresTable({ caption, columns, labelHeader, rows }: FiguresTableProps) {
  return (
    <Box tabIndex={0} role="region" aria-label={caption} style={{ overflowX: 'auto' }}>
      <FiguresGrid caption={caption} columns={columns} labelHeader={labelHeader} rows={rows} />
    </Box>
  );
}

/** The table itself. */
function FiguresGrid({ caption, columns, labelHeader, rows }: FiguresTableProps) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <VisuallyHidden asChild>
        <caption>{caption}</caption>
      </VisuallyHidden>
      <thead>
        <tr>
          <th scope="col" style={{ ...cell, textAlign: 'start' }}>
            <VisuallyHidden>{labelHeader}</VisuallyHidden>
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" style={{ ...cell, textAlign: 'end' }}>
              <Text size="2" weight="medium">
                {column}
              </Text>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" style={{ ...cell, textAlign: 'start' }}>
              <Text size="2" weight="medium">
                {row.label}
              </Text>
            </th>
            {row.cells.map((value, index) => (
              <td key={columns[index] ?? index} style={{ ...cell, textAlign: 'end' }}>
                <Text size="2">{value}</Text>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
