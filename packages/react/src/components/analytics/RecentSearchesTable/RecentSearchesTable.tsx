import {
  Badge,
  Box,
  Button,
  DataList,
  Dialog,
  DropdownMenu,
  Flex,
  Heading,
  IconButton,
  Select,
  Skeleton,
  Table,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import { formatCurrency, formatDateTime, formatNumber, formatPercent } from '@storesearch/sdk';
import {
  type CsvColumn,
  RECENT_SEARCH_SORT_LABELS,
  RECENT_SEARCH_SORT_OPTIONS,
  type RecentSearchSort,
  type SortableSearchRow,
  searchRowStatusKey,
  sortRecentSearches,
} from '@storesearch/sdk/analytics';
import type { FigureChange as FigureChangeData } from '@storesearch/sdk/insights';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import type { TranslateFn } from '../../../hooks/shared/useMessages';
import { useT } from '../../../hooks/shared/useT';
import { FigureChange } from '../../insights/FigureChange/FigureChange';
import { ExportCsvButton } from '../../shared/ExportCsvButton/ExportCsvButton';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';

/** A row of the table: the Search State row's figures. */
export type RecentSearchesTableRow = SortableSearchRow & {
  /** ISO date-time of the latest search; missing shows N/A. */
  readonly lastSearched?: string | null | undefined;
  /** Its searches against the previous period (`compareSearchRows`); with it, a column shows the change. */
  readonly searchChange?: FigureChangeData | undefined;
};

/** Rows shown as placeholders while loading. */
const LOADING_ROWS = 3;

/** Props of RecentSearchesTable. */
export interface RecentSearchesTableProps {
  /** The table's title (also its caption and the CSV file's name). */
  title: string;
  /** The rows, as the server sent them; absent while loading or after a failure. */
  rows?: readonly RecentSearchesTableRow[] | undefined;
  /** Shows placeholder rows. */
  loading?: boolean;
  /** A failure to show instead of the table. */
  error?: unknown;
  /** Retries the failed call; shown as a Retry button next to the failure. */
  onRetry?: () => void;
  /** Offers the Filter by dropdown, which reorders the rows (the vendor dashboard). */
  sortable?: boolean;
  /** The filter's initial option. */
  defaultSort?: RecentSearchSort;
  /** Opens the boosting-rule editor for a query; with it, each row gets a Boost Search action. */
  onBoostSearch?: (query: string) => void;
  /** Offers View Details in each row's action menu (a dialog with the query's figures). */
  showDetails?: boolean;
}

/** The cells of a row as text, shared by the table and the details dialog. */
function rowCells(row: RecentSearchesTableRow, t: TranslateFn, locale: string) {
  return {
    searches: formatNumber(row.searchCount, locale),
    clicks: formatNumber(row.clicks, locale),
    conversionRate: formatPercent(row.conversionRate, locale, 1),
    revenue: formatCurrency(row.revenue, 'USD', locale),
    lastSearched: formatDateTime(row.lastSearched, locale, { fallback: t('notAvailable') }),
    status: t(searchRowStatusKey(row.clicks)),
  };
}

/** The CSV columns: plain numbers, so a spreadsheet can sum them. */
function csvColumns(t: TranslateFn, compared: boolean): CsvColumn<RecentSearchesTableRow>[] {
  return [
    { header: t('columnQuery'), value: (row) => row.query },
    { header: t('columnSearchCount'), value: (row) => row.searchCount },
    ...(compared
      ? [
          {
            header: t('previousPeriod'),
            value: (row: RecentSearchesTableRow) => row.searchChange?.previous ?? '',
          },
        ]
      : []),
    { header: t('columnClicks'), value: (row) => row.clicks },
    { header: t('columnConversionRate'), value: (row) => row.conversionRate },
    { header: t('columnRevenue'), value: (row) => row.revenue },
    { header: t('columnLastSearched'), value: (row) => row.lastSearched ?? '' },
    { header: t('columnStatus'), value: (row) => t(searchRowStatusKey(row.clicks)) },
  ];
}

/**
 * Recent searches: query, search count, clicks, conversion rate %, revenue with $, last searched (or N/A) and
 * status (Active with clicks, else No clicks); optional Filter by dropdown that reorders the rows, a row action
 * menu (hover or keyboard focus) with View Details and Boost Search, and CSV export. Rows compared with the
 * previous period add a column with each query's change in searches.
 */
export function RecentSearchesTable({
  title,
  rows,
  loading = false,
  error,
  onRetry,
  sortable = false,
  defaultSort = 'searchQuantity',
  onBoostSearch,
  showDetails = false,
}: RecentSearchesTableProps) {
  const t = useT();
  const locale = useLocale();
  const sortLabelId = useId();
  const [sort, setSort] = useState<RecentSearchSort>(defaultSort);
  const [details, setDetails] = useState<RecentSearchesTableRow | null>(null);
  const [activeRow, setActiveRow] = useState<string | null>(null);
  // The details dialog opens from a row's menu, which is gone by then: focus goes back to that row's ⋯ button.
  const actionButtons = useRef(new Map<string, HTMLButtonElement>());
  const detailsQuery = useRef<string | null>(null);
  const openDetails = (row: RecentSearchesTableRow) => {
    detailsQuery.current = row.query;
    setDetails(row);
  };
  const returnToRowActions = (event: Event) => {
    const button =
      detailsQuery.current === null ? undefined : actionButtons.current.get(detailsQuery.current);
    if (button?.isConnected) {
      event.preventDefault();
      button.focus();
    }
  };
  const shown = useMemo(
    () => (rows ? (sortable ? sortRecentSearches(rows, sort) : [...rows]) : undefined),
    [rows, sortable, sort],
  );
  const hasActions = showDetails || onBoostSearch !== undefined;
  // The change column's words are the insights area's; it shows once they are there.
  const insightsReady = useMessageArea('insights');
  const compared = insightsReady && (rows?.some((row) => row.searchChange !== undefined) ?? false);
  const columnCount = 7 + (hasActions ? 1 : 0) + (compared ? 1 : 0);

  const header: ReactNode = (
    <Flex justify="between" align="center" gap="3" wrap="wrap">
      <Heading as="h2" size="3">
        {title}
      </Heading>
      <Flex align="center" gap="2" wrap="wrap">
        {sortable && (
          <Flex align="center" gap="2">
            <Text size="2" id={sortLabelId}>
              {t('filterBy')}
            </Text>
            <Select.Root value={sort} onValueChange={(value) => setSort(value as RecentSearchSort)}>
              <Select.Trigger aria-labelledby={sortLabelId} />
              <Select.Content>
                {RECENT_SEARCH_SORT_OPTIONS.map((option) => (
                  <Select.Item key={option} value={option}>
                    {t(RECENT_SEARCH_SORT_LABELS[option])}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
        )}
        <ExportCsvButton name={title} columns={csvColumns(t, compared)} rows={shown} />
      </Flex>
    </Flex>
  );

  // Loading, empty and data share the table and its header row; only the body's rows differ.
  const table = (bodyRows: ReactNode) => (
    <Table.Root variant="surface">
      <VisuallyHidden asChild>
        <caption>{title}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('columnQuery')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{t('columnSearchCount')}</Table.ColumnHeaderCell>
          {compared && <Table.ColumnHeaderCell>{t('previousPeriod')}</Table.ColumnHeaderCell>}
          <Table.ColumnHeaderCell justify="end">{t('columnClicks')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{t('columnConversionRate')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{t('columnRevenue')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('columnLastSearched')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('columnStatus')}</Table.ColumnHeaderCell>
          {hasActions && (
            <Table.ColumnHeaderCell>
              <VisuallyHidden>{t('columnActions')}</VisuallyHidden>
            </Table.ColumnHeaderCell>
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>{bodyRows}</Table.Body>
    </Table.Root>
  );

  return (
    <Flex direction="column" gap="3">
      {header}
      <QueryBoundary
        query={{ isPending: loading || shown === undefined, error, data: shown }}
        onRetry={onRetry}
        pending={table(
          Array.from({ length: LOADING_ROWS }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
            <Table.Row key={row} aria-busy="true">
              <Table.Cell colSpan={columnCount}>
                <Skeleton>{t('loading')}</Skeleton>
              </Table.Cell>
            </Table.Row>
          )),
        )}
        empty={table(
          <Table.Row>
            <Table.Cell colSpan={columnCount}>
              <Text color="gray">{t('noSearchData')}</Text>
            </Table.Cell>
          </Table.Row>,
        )}
      >
        {(sorted) =>
          table(
            sorted.map((row) => {
              const cells = rowCells(row, t, locale);
              const visible = activeRow === row.query;
              return (
                <Table.Row
                  key={row.query}
                  onMouseEnter={() => setActiveRow(row.query)}
                  onMouseLeave={() => setActiveRow((current) => (current === row.query ? null : current))}
                  onFocus={() => setActiveRow(row.query)}
                >
                  <Table.RowHeaderCell>{row.query}</Table.RowHeaderCell>
                  <Table.Cell justify="end">{cells.searches}</Table.Cell>
                  {compared && (
                    <Table.Cell>{row.searchChange && <FigureChange change={row.searchChange} />}</Table.Cell>
                  )}
                  <Table.Cell justify="end">{cells.clicks}</Table.Cell>
                  <Table.Cell justify="end">{cells.conversionRate}</Table.Cell>
                  <Table.Cell justify="end">{cells.revenue}</Table.Cell>
                  <Table.Cell>{cells.lastSearched}</Table.Cell>
                  <Table.Cell>
                    <Badge color={row.clicks > 0 ? 'green' : 'gray'} highContrast>
                      {cells.status}
                    </Badge>
                  </Table.Cell>
                  {hasActions && (
                    <Table.Cell justify="end">
                      <DropdownMenu.Root>
                        <DropdownMenu.Trigger>
                          {/* Shown on hover and on keyboard focus; always in the tab order. */}
                          <IconButton
                            variant="ghost"
                            size="1"
                            aria-label={t('rowActions', { query: row.query })}
                            ref={(button) => {
                              if (button) actionButtons.current.set(row.query, button);
                              else actionButtons.current.delete(row.query);
                            }}
                            style={{ opacity: visible ? 1 : 0 }}
                            onFocus={() => setActiveRow(row.query)}
                          >
                            <span aria-hidden="true">⋯</span>
                          </IconButton>
                        </DropdownMenu.Trigger>
                        <DropdownMenu.Content>
                          {showDetails && (
                            <DropdownMenu.Item onSelect={() => openDetails(row)}>
                              {t('viewDetails')}
                            </DropdownMenu.Item>
                          )}
                          {onBoostSearch && (
                            <DropdownMenu.Item onSelect={() => onBoostSearch(row.query)}>
                              {t('boostSearch')}
                            </DropdownMenu.Item>
                          )}
                        </DropdownMenu.Content>
                      </DropdownMenu.Root>
                    </Table.Cell>
                  )}
                </Table.Row>
              );
            }),
          )
        }
      </QueryBoundary>
      <Dialog.Root open={details !== null} onOpenChange={(open) => !open && setDetails(null)}>
        <Dialog.Content maxWidth="420px" onCloseAutoFocus={returnToRowActions}>
          {details && (
            <>
              <Dialog.Title>{t('searchDetailsTitle', { query: details.query })}</Dialog.Title>
              <VisuallyHidden>
                <Dialog.Description>{details.query}</Dialog.Description>
              </VisuallyHidden>
              <DataList.Root>
                {(
                  [
                    ['columnSearchCount', 'searches'],
                    ['columnClicks', 'clicks'],
                    ['columnConversionRate', 'conversionRate'],
                    ['columnRevenue', 'revenue'],
                    ['columnLastSearched', 'lastSearched'],
                    ['columnStatus', 'status'],
                  ] as const
                ).map(([label, cell]) => (
                  <DataList.Item key={label}>
                    <DataList.Label>{t(label)}</DataList.Label>
                    <DataList.Value>{rowCells(details, t, locale)[cell]}</DataList.Value>
                  </DataList.Item>
                ))}
              </DataList.Root>
              <Box mt="4">
                <Flex justify="end" gap="2">
                  {onBoostSearch && (
                    <Button variant="soft" onClick={() => onBoostSearch(details.query)}>
                      {t('boostSearch')}
                    </Button>
                  )}
                  <Dialog.Close>
                    <Button>{t('close')}</Button>
                  </Dialog.Close>
                </Flex>
              </Box>
            </>
          )}
        </Dialog.Content>
      </Dialog.Root>
    </Flex>
  );
}
