import { Badge, Button, Flex, TextField } from '@radix-ui/themes';
import { formatCurrency, formatDate, formatDateTime } from '@storesearch/sdk';
import { type AdminUser, type UserAction, userActions, userRoleLabelKey } from '@storesearch/sdk/admin';
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
  PLAN_LABEL_KEYS,
  USER_STATUS_COLORS,
  USER_STATUS_LABEL_KEYS,
} from '../../format/admin.labels';
import { useLocale, useT } from '../../hooks/useMessages';
import { AdminTable } from '../AdminTable/AdminTable';

/** Catalogue key of each user action's button. */
const ACTION_LABEL_KEYS = {
  ban: 'banUser',
  delete: 'deleteUser',
  forceLogout: 'forceLogout',
} as const;

/** Props of UsersTable. */
export interface UsersTableProps {
  /** The users; absent while loading. */
  users: readonly AdminUser[] | undefined;
  /** Shows placeholder rows while the users load. */
  loading?: boolean;
  /** Called when the admin picks an action on a row (the caller confirms and performs it). */
  onAction?: (action: UserAction, user: AdminUser) => void;
  /** Height of the scrolling body in pixels. */
  height?: number;
}

/** Text the search box matches: name, e-mail, role, status and plan. */
const searchText = (user: AdminUser) =>
  `${user.fullname} ${user.email} ${user.role} ${user.status} ${user.planName ?? ''}`.toLowerCase();

/**
 * The platform users: full name, e-mail, start date, time, role (Admin or Vendor), status, last login,
 * plan, subscription date, monthly revenue and actions (ban unless banned; delete and force logout always).
 * Searchable and sortable; the body is virtualised, so 10,000 rows stay smooth.
 */
export function UsersTable({ users, loading = false, onAction, height }: UsersTableProps) {
  const t = useT();
  const locale = useLocale();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [query, setQuery] = useState('');
  const columns = useMemo<ColumnDef<AdminUser>[]>(
    () => [
      { accessorKey: 'fullname', header: t('columnFullName') },
      { accessorKey: 'email', header: t('columnEmail') },
      {
        accessorKey: 'startDate',
        header: t('columnStartDate'),
        cell: ({ row }) => formatDate(row.original.startDate, locale, { fallback: t('notAvailable') }),
      },
      {
        accessorKey: 'time',
        header: t('columnTime'),
        // The API sends the UTC time of day; shown in the locale's own clock format.
        cell: ({ row }) =>
          formatDate(`${row.original.startDate}T${row.original.time}:00Z`, locale, {
            timeStyle: 'short',
            timeZone: 'UTC',
            fallback: row.original.time,
          }),
      },
      {
        accessorKey: 'role',
        header: t('columnRole'),
        cell: ({ row }) => t(userRoleLabelKey(row.original.role)),
      },
      {
        accessorKey: 'status',
        header: t('columnStatus'),
        cell: ({ row }) => (
          <Badge color={USER_STATUS_COLORS[row.original.status] ?? 'gray'} highContrast>
            {labelOf(t, USER_STATUS_LABEL_KEYS, row.original.status)}
          </Badge>
        ),
      },
      {
        id: 'lastLogin',
        header: t('columnLastLogin'),
        accessorFn: (user) => user.lastLogin ?? '',
        cell: ({ row }) => formatDateTime(row.original.lastLogin, locale, { fallback: t('notAvailable') }),
      },
      {
        id: 'planName',
        header: t('columnPlan'),
        accessorFn: (user) => user.planName ?? '',
        cell: ({ row }) =>
          row.original.planName === null
            ? t('notAvailable')
            : labelOf(t, PLAN_LABEL_KEYS, row.original.planName),
      },
      {
        id: 'subscriptionDate',
        header: t('columnSubscriptionDate'),
        accessorFn: (user) => user.subscriptionDate ?? '',
        cell: ({ row }) => formatDate(row.original.subscriptionDate, locale, { fallback: t('notAvailable') }),
      },
      {
        accessorKey: 'planPrice',
        header: t('columnMonthlyRevenue'),
        cell: ({ row }) => formatCurrency(row.original.planPrice, 'USD', locale),
      },
      {
        id: 'actions',
        header: t('columnActions'),
        enableSorting: false,
        cell: ({ row }) => (
          <Flex gap="2">
            {userActions(row.original.status).map((action) => (
              <Button
                key={action}
                size="1"
                variant="soft"
                highContrast
                color={action === 'forceLogout' ? 'gray' : 'red'}
                onClick={() => onAction?.(action, row.original)}
              >
                {t(ACTION_LABEL_KEYS[action])}
              </Button>
            ))}
          </Flex>
        ),
      },
    ],
    [t, locale, onAction],
  );
  const data = useMemo(() => (users ? [...users] : []), [users]);
  const table = useReactTable({
    data,
    columns,
    state: { sorting, globalFilter: query },
    onSortingChange: setSorting,
    globalFilterFn: (row, _column, value: string) =>
      searchText(row.original).includes(value.trim().toLowerCase()),
    getRowId: (user) => user.id,
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
        placeholder={t('searchUsers')}
        aria-label={t('searchUsers')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      <AdminTable
        table={table}
        caption={t('usersTitle')}
        emptyText={t('noUsersFound')}
        loading={loading}
        rowLabel={(user) => user.fullname}
        {...(height === undefined ? {} : { height })}
      />
    </Flex>
  );
}
