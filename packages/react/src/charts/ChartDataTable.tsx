import { Flex, Table, VisuallyHidden } from '@radix-ui/themes';
import type { CsvColumn } from '@storesearch/sdk/analytics';
import { ExportCsvButton } from '../components/shared/ExportCsvButton/ExportCsvButton';

/** Props of ChartDataTable. */
export interface ChartDataTableProps {
  /** The table's caption: the chart's title. */
  caption: string;
  /** Column headers: the index first, then one per series. */
  columns: readonly string[];
  /** Rows of already formatted cells, index first. */
  rows: readonly (readonly string[])[];
  /** The same rows with plain numbers, for the CSV export; without them there is no export button. */
  csvRows?: readonly (readonly (string | number)[])[];
}

/** The CSV columns of a chart table: one per header, reading that position of a row. */
function csvColumns(columns: readonly string[]): CsvColumn<readonly (string | number)[]>[] {
  return columns.map((header, position) => ({ header, value: (row) => row[position] }));
}

/** A chart's data as a table: its text alternative, also handy for copying figures. */
export function ChartDataTable({ caption, columns, rows, csvRows }: ChartDataTableProps) {
  return (
    <Flex direction="column" gap="2" align="start">
      {csvRows && <ExportCsvButton name={caption} columns={csvColumns(columns)} rows={csvRows} />}
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
    </Flex>
  );
}
