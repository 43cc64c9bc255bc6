import { Flex, TextField } from '@radix-ui/themes';
import {
  type ColumnDef,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { AdminTable, type AdminTableProps } from './AdminTable';

/** Props of SearchableAdminTable: the rows and columns, how to search them, and AdminTable's own props. */
export interface SearchableAdminTableProps<Row> extends Omit<AdminTableProps<Row>, 'table'> {
  /** The rows; absent while loading. */
  rows: readonly Row[] | undefined;
  /** The columns (sortable unless a column sets `enableSorting: false`). */
  columns: ColumnDef<Row>[];
  /** A row's stable id, so sorting and filtering keep each row's state (busy buttons, focus). */
  getRowId: (row: Row) => string;
  /** The lower-case text the search box matches against (a row shows when it contains the search). */
  searchText: (row: Row) => string;
  /** Placeholder and accessible name of the search box. */
  searchLabel: string;
}

/**
 * An admin list: a search box over a sortable, virtualised AdminTable. Every column sorts ascending first,
 * numbers too, and the search matches the trimmed, case-insensitive text anywhere in `searchText`.
 */
export function SearchableAdminTable<Row>({
  rows,
  columns,
  getRowId,
  searchText,
  searchLabel,
  ...tableProps
}: SearchableAdminTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [query, setQuery] = useState('');
  const data = useMemo(() => (rows ? [...rows] : []), [rows]);
  const table = useReactTable({
    data,
    columns,
    state: { sorting, globalFilter: query },
    onSortingChange: setSorting,
    globalFilterFn: (row, _column, value: string) =>
      searchText(row.original).includes(value.trim().toLowerCase()),
    getRowId,
    // TanStack starts number columns descending; admins expect every column to start ascending.
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });

  return (
    <Flex direction="column" gap="3">
      <TextField.Root
        type="search"
        placeholder={searchLabel}
        aria-label={searchLabel}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      <AdminTable table={table} {...tableProps} />
    </Flex>
  );
}
