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
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import { formatAmounts, formatDateTime, formatNumber, formatPercent, type Messages } from '@storesearch/sdk';
import {
  amountCurrencies,
  type CsvColumn,
  type CurrencyAmount,
  RECENT_SEARCH_SORT_LABELS,
  RECENT_SEARCH_SORT_OPTIONS,
  type RecentSearchSort,
  revenueAmounts,
  type SortableSearchRow,
  searchRowStatusKey,
  sortRecentSearches,
} from '@storesearch/sdk/analytics';
import type { FigureChange as FigureChangeData } from '@storesearch/sdk/insights';
import { type CellContext, type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { createContext, type RefObject, useContext, useId, useMemo, useRef, useState } from 'react';
import { useCanHover } from '../../../hooks/shared/useCanHover';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { type TranslateFn, useMessages } from '../../../hooks/shared/useMessages';
import { useT } from '../../../hooks/shared/useT';
import { ADMIN_TABLE_ACTIONS_COLUMN, AdminTable } from '../../admin/AdminTable/AdminTable';
import { FigureChange } from '../../insights/FigureChange/FigureChange';
import { ExportCsvButton } from '../../shared/ExportCsvButton/ExportCsvButton';

/** A row of the table: the Search State row's figures. */
export type RecentSearchesTableRow = SortableSearchRow & {
  /** ISO date-time of the latest search; missing shows N/A. */
  readonly lastSearched?: string | null | undefined;
  /** Its searches against the previous period (`compareSearchRows`); with it, a column shows the change. */
  readonly searchChange?: FigureChangeData | undefined;
  /** ISO 4217 code of `revenue`; USD when absent. */
  readonly currency?: string | undefined;
  /** Revenue per currency, when the query sold in several (over stores): each is shown, never added up. */
  readonly revenues?: readonly CurrencyAmount[] | undefined;
};

/** Columns of figures, set at the end of their cells. */
const FIGURE_COLUMNS = ['searches', 'clicks', 'conversionRate', 'revenue'] as const;

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
function rowCells(row: RecentSearchesTableRow, t: TranslateFn, messages: Messages, locale: string) {
  return {
    searches: formatNumber(row.searchCount, locale),
    clicks: formatNumber(row.clicks, locale),
    conversionRate: formatPercent(row.conversionRate, locale, 1),
    // Each currency with its own sign: amounts in different currencies are never added up.
    revenue: formatAmounts(revenueAmounts(row), messages, locale),
    lastSearched: formatDateTime(row.lastSearched, locale, { fallback: t('notAvailable') }),
    status: t(searchRowStatusKey(row.clicks)),
  };
}

/** The amount of a row's revenue in a currency; 0 when it sold nothing in it. */
function revenueIn(row: RecentSearchesTableRow, currency: string): number {
  return revenueAmounts(row).find((amount) => amount.currency === currency)?.amount ?? 0;
}

/** The CSV columns: plain numbers, so a spreadsheet can sum them; revenue in a column per currency. */
function csvColumns(
  t: TranslateFn,
  compared: boolean,
  currencies: readonly string[],
): CsvColumn<RecentSearchesTableRow>[] {
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
    ...currencies.map(
      (currency): CsvColumn<RecentSearchesTableRow> => ({
        header: t('columnRevenueIn', { currency }),
        value: (row) => revenueIn(row, currency),
      }),
    ),
    { header: t('columnLastSearched'), value: (row) => row.lastSearched ?? '' },
    { header: t('columnStatus'), value: (row) => t(searchRowStatusKey(row.clicks)) },
  ];
}

/**
 * The row the pointer is over or focus is in (its actions button shows; every row's does where the pointer cannot
 * hover), and what the rows' menus do.
 */
const RowActionsContext = createContext<{
  readonly active: string | null;
  readonly alwaysShown: boolean;
  readonly handlers: RefObject<RowActionsHandlers> | null;
}>({ active: null, alwaysShown: false, handlers: null });

/** What a row's action menu does. */
interface RowActionsHandlers {
  /** Offers View Details. */
  readonly showDetails: boolean;
  /** Offers Boost Search. */
  readonly onBoostSearch: ((query: string) => void) | undefined;
  /** Opens the details dialog of a row. */
  readonly openDetails: (row: RecentSearchesTableRow) => void;
  /** The rows' ⋯ buttons by query, for focus to come back to when the dialog closes. */
  readonly actionButtons: RefObject<Map<string, HTMLButtonElement>>;
}

/**
 * A row's ⋯ menu: View Details and Boost Search. Shown on hover and on keyboard focus, and at all times on a touch
 * screen, which cannot hover; always in the tab order. One component for every render of the table, so a column
 * list made anew (the change column coming in) keeps the rows' menus and focus where they are.
 */
function RowActions({ row: { original: row } }: CellContext<RecentSearchesTableRow, unknown>) {
  const t = useT();
  const context = useContext(RowActionsContext);
  const actions = context.handlers;
  if (!actions) return null;
  const shown = context.alwaysShown || context.active === row.query;
  const { showDetails, onBoostSearch } = actions.current;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton
          variant="ghost"
          size="1"
          aria-label={t('rowActions', { query: row.query })}
          ref={(button) => {
            const buttons = actions.current.actionButtons.current;
            if (button) buttons.set(row.query, button);
            else buttons.delete(row.query);
          }}
          style={{ opacity: shown ? 1 : 0 }}
        >
          <span aria-hidden="true">⋯</span>
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {showDetails && (
          <DropdownMenu.Item onSelect={() => actions.current.openDetails(row)}>
            {t('viewDetails')}
          </DropdownMenu.Item>
        )}
        {onBoostSearch && (
          <DropdownMenu.Item onSelect={() => actions.current.onBoostSearch?.(row.query)}>
            {t('boostSearch')}
          </DropdownMenu.Item>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/**
 * Recent searches: query, search count, clicks, conversion rate %, revenue in its currency ($ for dollars; each
 * currency of a query sold in several, side by side), last searched (or N/A) and
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
  const messages = useMessages();
  const locale = useLocale();
  const sortLabelId = useId();
  const [sort, setSort] = useState<RecentSearchSort>(defaultSort);
  const [details, setDetails] = useState<RecentSearchesTableRow | null>(null);
  const [activeRow, setActiveRow] = useState<string | null>(null);
  const canHover = useCanHover();
  // The details dialog opens from a row's menu, which is gone by then: focus goes back to that row's ⋯ button.
  const actionButtons = useRef(new Map<string, HTMLButtonElement>());
  const detailsQuery = useRef<string | null>(null);
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
  // Each row's texts are formatted once, when the row is first drawn: a long period's hundreds of rows are not
  // all in view, and the virtualised table draws only those that are.
  const texts = useMemo(() => {
    const cache = new WeakMap<RecentSearchesTableRow, ReturnType<typeof rowCells>>();
    return (row: RecentSearchesTableRow) => {
      const found = cache.get(row);
      if (found) return found;
      const made = rowCells(row, t, messages, locale);
      cache.set(row, made);
      return made;
    };
  }, [t, messages, locale]);
  // A revenue column per currency in the CSV: dollars and euros are never one column.
  const currencies = useMemo(() => amountCurrencies((shown ?? []).map(revenueAmounts)), [shown]);
  // What a row's menu does, read when it is used, so a new callback from the host re-renders no row.
  const actions = useRef<RowActionsHandlers>({
    showDetails,
    onBoostSearch,
    openDetails: () => {},
    actionButtons,
  });
  actions.current = {
    showDetails,
    onBoostSearch,
    openDetails: (row) => {
      detailsQuery.current = row.query;
      setDetails(row);
    },
    actionButtons,
  };
  const rowActions = useMemo(
    () => ({ active: activeRow, alwaysShown: !canHover, handlers: actions }),
    [activeRow, canHover],
  );
  const columns = useMemo<ColumnDef<RecentSearchesTableRow>[]>(() => {
    const text = (
      id: keyof ReturnType<typeof rowCells>,
      header: string,
    ): ColumnDef<RecentSearchesTableRow> => ({
      id,
      header,
      cell: ({ row }) => texts(row.original)[id],
    });
    const list: ColumnDef<RecentSearchesTableRow>[] = [
      { id: 'query', header: t('columnQuery'), cell: ({ row }) => row.original.query },
      text('searches', t('columnSearchCount')),
      ...(compared
        ? [
            {
              id: 'change',
              header: t('previousPeriod'),
              cell: ({ row }) =>
                row.original.searchChange && <FigureChange change={row.original.searchChange} />,
            } satisfies ColumnDef<RecentSearchesTableRow>,
          ]
        : []),
      text('clicks', t('columnClicks')),
      text('conversionRate', t('columnConversionRate')),
      text('revenue', t('columnRevenue')),
      text('lastSearched', t('columnLastSearched')),
      {
        id: 'status',
        header: t('columnStatus'),
        cell: ({ row }) => (
          <Badge color={row.original.clicks > 0 ? 'green' : 'gray'} highContrast>
            {texts(row.original).status}
          </Badge>
        ),
      },
      ...(hasActions
        ? [
            {
              id: ADMIN_TABLE_ACTIONS_COLUMN,
              header: () => <VisuallyHidden>{t('columnActions')}</VisuallyHidden>,
              cell: RowActions,
            } satisfies ColumnDef<RecentSearchesTableRow>,
          ]
        : []),
    ];
    // The rows keep the order the Filter by dropdown gives them: the headers do not sort.
    return list.map((column) => ({ ...column, enableSorting: false }));
  }, [t, texts, compared, hasActions]);
  const data = useMemo(() => shown ?? [], [shown]);
  const table = useReactTable({
    data,
    columns,
    getRowId: (row) => row.query,
    getCoreRowModel: getCoreRowModel(),
  });

  return (
    <Flex direction="column" gap="3">
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
          <ExportCsvButton name={title} columns={csvColumns(t, compared, currencies)} rows={shown} />
        </Flex>
      </Flex>
      <RowActionsContext.Provider value={rowActions}>
        <AdminTable
          table={table}
          caption={title}
          emptyText={t('noSearchData')}
          loading={(loading || shown === undefined) && !error}
          error={error}
          {...(onRetry ? { onRetry } : {})}
          rowHeader="query"
          wrapCells
          alignEnd={FIGURE_COLUMNS}
          onRowActive={(row) => setActiveRow(row?.query ?? null)}
        />
      </RowActionsContext.Provider>
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
                    <DataList.Value>{texts(details)[cell]}</DataList.Value>
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
