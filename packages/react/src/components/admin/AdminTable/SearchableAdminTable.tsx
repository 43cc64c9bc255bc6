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

/** What an admin list shows of its rows: the search box's text and the sorted column. */
export interface AdminListView {
  /** The search box's text, as typed. */
  readonly search: string;
  /** The column the rows are sorted by (its id) and whether descending; absent when unsorted. */
  readonly sort?: { readonly id: string; readonly desc: boolean } | undefined;
}

/** Props of an admin list whose search and sort the caller can start from and keep (in the address, say). */
export interface AdminListViewProps {
  /** The search and sort the list opens with; an unknown column is ignored. */
  defaultView?: AdminListView | undefined;
  /** Called with the new search and sort after each change. */
  onViewChange?: ((view: AdminListView) => void) | undefined;
}

const NO_VIEW: AdminListView = { search: '' };

/** A column's id as the table knows it: its own, else the key it reads. */
const columnId = <Row,>(column: ColumnDef<Row>) =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : undefined);

/** Props of SearchableAdminTable: the rows and columns, how to search them, and AdminTable's own props. */
export interface SearchableAdminTableProps<Row>
  extends Omit<AdminTableProps<Row>, 'table'>,
    AdminListViewProps {
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
  defaultView = NO_VIEW,
  onViewChange,
  ...tableProps
}: SearchableAdminTableProps<Row>) {
  // The list keeps its own search and sort (the box's caret never waits on the caller); the caller hears of each change.
  const [sorting, setSorting] = useState<SortingState>(() => {
    const sort = defaultView.sort;
    return sort && columns.some((column) => columnId(column) === sort.id) ? [sort] : [];
  });
  const [query, setQuery] = useState(defaultView.search);
  const change = (next: { search?: string; sorting?: SortingState }) => {
    const sort = (next.sorting ?? sorting)[0];
    onViewChange?.({
      search: next.search ?? query,
      ...(sort ? { sort: { id: sort.id, desc: sort.desc } } : {}),
    });
  };
  const data = useMemo(() => (rows ? [...rows] : []), [rows]);
  const table = useReactTable({
    data,
    columns,
    state: { sorting, globalFilter: query },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      setSorting(next);
      change({ sorting: next });
    },
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
        onChange={(event) => {
          setQuery(event.target.value);
          change({ search: event.target.value });
        }}
        style={{ maxWidth: 360 }}
      />
      <AdminTable table={table} {...tableProps} />
    </Flex>
  );
}
