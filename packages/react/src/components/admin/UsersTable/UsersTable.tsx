import { Badge, Text } from '@radix-ui/themes';
import { formatCurrency, formatDate, formatDateTime } from '@storesearch/sdk';
import { type AdminUser, type UserAction, userActions, userRoleLabelKey } from '@storesearch/sdk/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import {
  labelOf,
  PLAN_LABEL_KEYS,
  USER_STATUS_COLORS,
  USER_STATUS_LABEL_KEYS,
} from '../../../format/admin.labels';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import { ADMIN_TABLE_ACTIONS_COLUMN } from '../AdminTable/AdminTable';
import { RowActions } from '../AdminTable/RowActions';
import { type AdminListViewProps, SearchableAdminTable } from '../AdminTable/SearchableAdminTable';

/** Catalogue key of each user action's button. */
const ACTION_LABEL_KEYS = {
  ban: 'banUser',
  unban: 'unbanUser',
  delete: 'deleteUser',
  forceLogout: 'forceLogout',
} as const;

/** Colour of each user action's button: banning and deleting are destructive, lifting a ban is not. */
const ACTION_COLORS = { ban: 'red', unban: 'gray', delete: 'red', forceLogout: 'gray' } as const;

/** Props of UsersTable. */
export interface UsersTableProps extends AdminListViewProps {
  /** The users; absent while loading. */
  users: readonly AdminUser[] | undefined;
  /** Shows placeholder rows while the users load. */
  loading?: boolean;
  /** Called when the admin picks an action on a row (the caller confirms and performs it). */
  onAction?: (action: UserAction, user: AdminUser) => void;
  /** The signed-in admin's id: their own row offers no action (one cannot ban, delete or sign out oneself). */
  currentUserId?: string | number | undefined;
  /** Height of the scrolling body in pixels. */
  height?: number;
  /** The list call's failure, shown in the table's body instead of rows. */
  error?: unknown;
  /** Runs the failed list call again (a Retry button beside the failure). */
  onRetry?: () => void;
}

/** Text the search box matches: name, e-mail, role, status and plan. */
const searchText = (user: AdminUser) =>
  `${user.fullname} ${user.email} ${user.role} ${user.status} ${user.planName ?? ''}`.toLowerCase();

/**
 * The platform users: full name, e-mail, start date, time, role (Admin or Vendor), status, last login,
 * plan, subscription date, monthly revenue and actions (ban, or unban once banned; delete and force logout always).
 * Searchable and sortable; the body is virtualised, so 10,000 rows stay smooth.
 */
export function UsersTable({
  users,
  loading = false,
  onAction,
  currentUserId,
  height,
  error,
  onRetry,
  defaultView,
  onViewChange,
}: UsersTableProps) {
  const t = useT();
  const locale = useLocale();
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
        id: ADMIN_TABLE_ACTIONS_COLUMN,
        header: t('columnActions'),
        enableSorting: false,
        cell: ({ row }) =>
          currentUserId !== undefined && String(row.original.id) === String(currentUserId) ? (
            <Text size="1" color="gray">
              {t('ownAccountNoActions')}
            </Text>
          ) : (
            <RowActions
              actions={userActions(row.original.status)}
              label={(action) => t(ACTION_LABEL_KEYS[action])}
              color={(action) => ACTION_COLORS[action]}
              onAction={(action) => onAction?.(action, row.original)}
            />
          ),
      },
    ],
    [t, locale, onAction, currentUserId],
  );
  return (
    <SearchableAdminTable
      rows={users}
      columns={columns}
      getRowId={(user) => user.id}
      searchText={searchText}
      searchLabel={t('searchUsers')}
      caption={t('usersTitle')}
      emptyText={t('noUsersFound')}
      loading={loading}
      rowLabel={(user) => user.fullname}
      error={error}
      {...(height === undefined ? {} : { height })}
      onRetry={onRetry}
      defaultView={defaultView}
      onViewChange={onViewChange}
    />
  );
}
