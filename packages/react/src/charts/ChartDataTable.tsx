import { Table, VisuallyHidden } from '@radix-ui/themes';

/** Props of ChartDataTable. */
export interface ChartDataTableProps {
  /** The table's caption: the chart's title. */
  caption: string;
  /** Column headers: the index first, then one per series. */
  columns: readonly string[];
  /** Rows of already formatted cells, index first. */
  rows: readonly (readonly string[])[];
}

/** A chart's data as a table: its text alternative, also handy for copying figures. */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    <Table.Root size="1" variant="ghost">
      <VisuallyHidden asChild>
        <caption>{caption}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          {columns.map((column, position) => (
            <Table.ColumnHeaderCell key={column} justify={position === 0 ? 'start' : 'end'}>
              {column}
            </Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((cells, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows follow the chart's data order, labels may repeat
          <Table.Row key={row}>
            {cells.map((cell, position) =>
              position === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell's position is its identity
                <Table.RowHeaderCell key={position}>{cell}</Table.RowHeaderCell>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell's position is its identity
                <Table.Cell key={position} justify="end">
                  {cell}
                </Table.Cell>
              ),
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
