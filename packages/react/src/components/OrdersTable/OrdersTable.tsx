import { Badge, Button, Flex, Text, TextField } from '@radix-ui/themes';
import { formatCurrency, formatDate } from '@storesearch/sdk';
import {
  NO_NEXT_BILLING,
  type OrderAction,
  orderActions,
  type SubscriptionOrder,
} from '@storesearch/sdk/admin';
import {
  type ColumnDef,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import {
  labelOf,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABEL_KEYS,
  PLAN_LABEL_KEYS,
} from '../../format/admin.labels';
import { useLocale, useT } from '../../hooks/useMessages';
import { AdminTable } from '../AdminTable/AdminTable';

/** Catalogue key of each order action's button. */
const ACTION_LABEL_KEYS = {
  cancel: 'cancelSubscription',
  reactivate: 'reactivateSubscription',
  viewInvoice: 'viewInvoice',
} as const;

/** Props of OrdersTable. */
export interface OrdersTableProps {
  /** The orders; absent while loading. */
  orders: readonly SubscriptionOrder[] | undefined;
  /** Shows placeholder rows while the orders load. */
  loading?: boolean;
  /** Called when the admin picks an action on a row (the caller confirms and performs it). */
  onAction?: (action: OrderAction, order: SubscriptionOrder) => void;
  /** Ids of orders whose action is in flight: their buttons are disabled. */
  busyIds?: ReadonlySet<string>;
  /** Height of the scrolling body in pixels. */
  height?: number;
}

/** Text the search box matches: name, e-mail, vendor, plan and status. */
const searchText = (order: SubscriptionOrder) =>
  `${order.fullname} ${order.email} ${order.vendor} ${order.plan} ${order.status}`.toLowerCase();

/**
 * The subscription orders: customer name and e-mail, vendor, plan, amount, status, start date, next
 * billing and actions (cancel only on active rows, reactivate only on cancelled rows, invoice always).
 * Searchable and sortable; the body is virtualised, so 10,000 rows stay smooth.
 */
export function OrdersTable({ orders, loading = false, onAction, busyIds, height }: OrdersTableProps) {
  const t = useT();
  const locale = useLocale();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [query, setQuery] = useState('');
  const columns = useMemo<ColumnDef<SubscriptionOrder>[]>(
    () => [
      {
        id: 'customer',
        header: t('columnCustomer'),
        accessorFn: (order) => order.fullname,
        cell: ({ row }) => (
          <Flex direction="column">
            <Text weight="medium">{row.original.fullname}</Text>
            <Text size="1" color="gray">
              {row.original.email}
            </Text>
          </Flex>
        ),
      },
      { accessorKey: 'vendor', header: t('columnVendor') },
      {
        accessorKey: 'plan',
        header: t('columnPlan'),
        cell: ({ row }) => labelOf(t, PLAN_LABEL_KEYS, row.original.plan),
      },
      {
        accessorKey: 'amount',
        header: t('columnAmount'),
        cell: ({ row }) => formatCurrency(row.original.amount, 'USD', locale),
      },
      {
        accessorKey: 'status',
        header: t('columnStatus'),
        cell: ({ row }) => (
          <Badge color={ORDER_STATUS_COLORS[row.original.status] ?? 'gray'} highContrast>
            {labelOf(t, ORDER_STATUS_LABEL_KEYS, row.original.status)}
          </Badge>
        ),
      },
      {
        accessorKey: 'startDate',
        header: t('columnStartDate'),
        cell: ({ row }) => formatDate(row.original.startDate, locale, { fallback: t('notAvailable') }),
      },
      {
        accessorKey: 'nextBilling',
        header: t('columnNextBilling'),
        cell: ({ row }) =>
          row.original.nextBilling === NO_NEXT_BILLING
            ? t('notAvailable')
            : formatDate(row.original.nextBilling, locale, { fallback: t('notAvailable') }),
      },
      {
        id: 'actions',
        header: t('columnActions'),
        enableSorting: false,
        cell: ({ row }) => (
          <Flex gap="2">
            {orderActions(row.original.status).map((action) => (
              <Button
                key={action}
                size="1"
                variant="soft"
                highContrast
                color={action === 'cancel' ? 'red' : action === 'reactivate' ? 'green' : 'gray'}
                disabled={busyIds?.has(row.original.id) ?? false}
                onClick={() => onAction?.(action, row.original)}
              >
                {t(ACTION_LABEL_KEYS[action])}
              </Button>
            ))}
          </Flex>
        ),
      },
    ],
    [t, locale, onAction, busyIds],
  );
  const data = useMemo(() => (orders ? [...orders] : []), [orders]);
  const table = useReactTable({
    data,
    columns,
    state: { sorting, globalFilter: query },
    onSortingChange: setSorting,
    globalFilterFn: (row, _column, value: string) =>
      searchText(row.original).includes(value.trim().toLowerCase()),
    getRowId: (order) => order.id,
    // Every column sorts ascending first, numbers too (TanStack starts numbers descending).
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });

  return (
    <Flex direction="column" gap="3">
      <TextField.Root
        type="search"
        placeholder={t('searchOrders')}
        aria-label={t('searchOrders')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      <AdminTable
        table={table}
        caption={t('ordersTitle')}
        emptyText={t('noOrdersFound')}
        loading={loading}
        rowLabel={(order) => `${order.fullname} ${order.vendor}`}
        {...(height === undefined ? {} : { height })}
      />
    </Flex>
  );
}
