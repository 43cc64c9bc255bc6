import { Badge, Flex, Text } from '@radix-ui/themes';
import { formatCurrency, formatDate } from '@storesearch/sdk';
import {
  NO_NEXT_BILLING,
  type OrderAction,
  orderActions,
  type SubscriptionOrder,
} from '@storesearch/sdk/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import {
  labelOf,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABEL_KEYS,
  PLAN_LABEL_KEYS,
} from '../../../format/admin.labels';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import { ADMIN_TABLE_ACTIONS_COLUMN } from '../AdminTable/AdminTable';
import { RowActions } from '../AdminTable/RowActions';
import { type AdminListViewProps, SearchableAdminTable } from '../AdminTable/SearchableAdminTable';

/** Catalogue key of each order action's button. */
const ACTION_LABEL_KEYS = {
  cancel: 'cancelSubscription',
  reactivate: 'reactivateSubscription',
  viewInvoice: 'viewInvoice',
} as const;

/** Colour of each order action's button: cancelling is destructive, reactivating restores. */
const ACTION_COLORS = { cancel: 'red', reactivate: 'green', viewInvoice: 'gray' } as const;

/** Props of OrdersTable. */
export interface OrdersTableProps extends AdminListViewProps {
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
  /** The list call's failure, shown in the table's body instead of rows. */
  error?: unknown;
  /** Runs the failed list call again (a Retry button beside the failure). */
  onRetry?: () => void;
}

/** Text the search box matches: name, e-mail, vendor, plan and status. */
const searchText = (order: SubscriptionOrder) =>
  `${order.fullname} ${order.email} ${order.vendor} ${order.plan} ${order.status}`.toLowerCase();

/**
 * The subscription orders: customer name and e-mail, vendor, plan, amount, status, start date, next
 * billing and actions (cancel only on active rows, reactivate only on cancelled rows, invoice always).
 * Searchable and sortable; the body is virtualised, so 10,000 rows stay smooth.
 */
export function OrdersTable({
  orders,
  loading = false,
  onAction,
  busyIds,
  height,
  error,
  onRetry,
  defaultView,
  onViewChange,
}: OrdersTableProps) {
  const t = useT();
  const locale = useLocale();
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
        id: ADMIN_TABLE_ACTIONS_COLUMN,
        header: t('columnActions'),
        enableSorting: false,
        cell: ({ row }) => (
          <RowActions
            actions={orderActions(row.original.status)}
            label={(action) => t(ACTION_LABEL_KEYS[action])}
            color={(action) => ACTION_COLORS[action]}
            disabled={busyIds?.has(row.original.id) ?? false}
            onAction={(action) => onAction?.(action, row.original)}
          />
        ),
      },
    ],
    [t, locale, onAction, busyIds],
  );
  return (
    <SearchableAdminTable
      rows={orders}
      columns={columns}
      getRowId={(order) => order.id}
      searchText={searchText}
      searchLabel={t('searchOrders')}
      caption={t('ordersTitle')}
      emptyText={t('noOrdersFound')}
      loading={loading}
      rowLabel={(order) => `${order.fullname} ${order.vendor}`}
      error={error}
      {...(height === undefined ? {} : { height })}
      onRetry={onRetry}
      defaultView={defaultView}
      onViewChange={onViewChange}
    />
  );
}
