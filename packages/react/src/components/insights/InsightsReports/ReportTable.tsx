import { Flex, Heading, Text } from '@radix-ui/themes';
import type { CsvColumn } from '@storesearch/sdk/analytics';
import { rowsLimitedMessage } from '@storesearch/sdk/insights';
import {
  type ColumnDef,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import { useT } from '../../../hooks/shared/useT';
import { AdminTable } from '../../admin/AdminTable/AdminTable';
import { ExportCsvButton } from '../../shared/ExportCsvButton/ExportCsvButton';

/** Height of a report's scrolling body: about eight rows, so the tabs and figures stay in view. */
const REPORT_TABLE_HEIGHT = 420;
/** Plot height of a report's chart (px): small, so the report's table stays in view under it. */
export const REPORT_CHART_HEIGHT = 160;

/** Props of ReportTable. */
export interface ReportTableProps<Row extends { readonly query: string }> {
  /** The report's title: its heading, the table's name and the CSV file's name. */
  title: string;
  /** Shown in the body when the period has no row. */
  emptyText: string;
  /** The rows as sent; absent while loading or after a failure. */
  rows: readonly Row[] | undefined;
  /** Rows in all, of which `rows` are the first. */
  totalRows: number | undefined;
  /** The table's columns (each sorts unless it says otherwise). */
  columns: ColumnDef<Row>[];
  /** The CSV columns, headers translated. */
  csvColumns: CsvColumn<Row>[];
  /** Shows placeholder rows. */
  loading: boolean;
  /** The call's failure, shown in the body with Retry. */
  error: unknown;
  /** Runs the failed call again. */
  onRetry: () => void;
  /** A small chart of the report, between its heading and its table. */
  chart?: ReactNode;
  /** The store's time zone, whose days the report counts: the CSV file is named after today there. */
  timeZone?: string | undefined;
}

/**
 * One report: its heading and Export CSV (the rows in the order shown), its chart if it has one, then a sortable,
 * virtualised table of queries; under it, how many of all the rows it shows when the report holds more.
 */
export function ReportTable<Row extends { readonly query: string }>({
  title,
  emptyText,
  rows,
  totalRows,
  columns,
  csvColumns,
  loading,
  error,
  onRetry,
  chart,
  timeZone,
}: ReportTableProps<Row>) {
  const t = useT();
  const [sorting, setSorting] = useState<SortingState>([]);
  const data = useMemo(() => (rows ? [...rows] : []), [rows]);
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (row) => row.query,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const shown = rows ? table.getRowModel().rows.map((row) => row.original) : undefined;
  const limited = rows && totalRows !== undefined ? rowsLimitedMessage(rows.length, totalRows) : null;
  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="3">
          {title}
        </Heading>
        <ExportCsvButton name={title} columns={csvColumns} rows={shown} timeZone={timeZone} />
      </Flex>
      {chart}
      <AdminTable
        table={table}
        caption={title}
        emptyText={emptyText}
        loading={loading}
        height={REPORT_TABLE_HEIGHT}
        rowLabel={(row) => row.query}
        error={error ?? undefined}
        onRetry={onRetry}
      />
      {limited && (
        <Text size="1" color="gray">
          {t(limited.messageKey, limited.params)}
        </Text>
      )}
    </Flex>
  );
}
