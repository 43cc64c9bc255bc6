import { Badge, Flex, Heading } from '@radix-ui/themes';
import { formatNumber } from '@storesearch/sdk';
import type { AdminUser, UserAction } from '@storesearch/sdk/admin';
import { useCallback, useState } from 'react';
import { useAdminUsers } from '../../../hooks/admin/useAdminUsers';
import { useUserAction } from '../../../hooks/admin/useUserAction';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import { ConfirmDialog } from '../../shared/ConfirmDialog/ConfirmDialog';
import { useToast } from '../../shared/Toaster/toast.context';
import type { AdminListViewProps } from '../AdminTable/SearchableAdminTable';
import { UsersTable } from '../UsersTable/UsersTable';

/** Props of UsersPanel. */
export interface UsersPanelProps extends AdminListViewProps {
  /** Heading level of the panel's title: h1 when it is the page's main content (default h2). */
  titleAs?: 'h1' | 'h2' | 'h3';
  /** Height of the table's scrolling body in pixels. */
  height?: number;
  /** The signed-in admin's id: their own row offers no action. */
  currentUserId?: string | number | undefined;
}

/** Catalogue keys of each action's dialog: title, question and confirm button. */
const DIALOG_KEYS = {
  ban: { title: 'banUserTitle', question: 'confirmBanUser', confirm: 'banUser' },
  unban: { title: 'unbanUserTitle', question: 'confirmUnbanUser', confirm: 'unbanUser' },
  delete: { title: 'deleteUserTitle', question: 'confirmDeleteUser', confirm: 'deleteUser' },
  forceLogout: { title: 'forceLogoutTitle', question: 'confirmForceLogout', confirm: 'forceLogout' },
} as const;

interface Pending {
  readonly action: UserAction;
  readonly user: AdminUser;
}

/**
 * The Users screen's content: the searchable users table and the ban, unban, delete and force-logout dialogs.
 * Confirming acts through the API and records the action's analytics event; a failure stays in the
 * dialog so the admin can retry or cancel.
 */
export function UsersPanel({
  height,
  titleAs = 'h2',
  currentUserId,
  defaultView,
  onViewChange,
}: UsersPanelProps) {
  const t = useT();
  const locale = useLocale();
  const users = useAdminUsers();
  const action = useUserAction();
  const toast = useToast();
  // The dialog's content outlives `open`, so the closing animation never shows an empty dialog.
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const { reset } = action;
  const onAction = useCallback(
    (next: UserAction, user: AdminUser) => {
      reset();
      setPending({ action: next, user });
      setOpen(true);
    },
    [reset],
  );

  return (
    <Flex direction="column" gap="4">
      <Flex align="center" gap="3">
        <Heading as={titleAs} size="5">
          {t('usersTitle')}
        </Heading>
        {users.data ? (
          <Badge size="2" color="gray" highContrast>
            {t('totalUsers')}: {formatNumber(users.data.length, locale)}
          </Badge>
        ) : null}
      </Flex>
      <UsersTable
        users={users.data}
        loading={users.isPending}
        error={users.error}
        onRetry={() => void users.refetch()}
        onAction={onAction}
        currentUserId={currentUserId}
        {...(height === undefined ? {} : { height })}
        defaultView={defaultView}
        onViewChange={onViewChange}
      />
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!action.isPending) setOpen(next);
        }}
        title={pending ? t(DIALOG_KEYS[pending.action].title) : ''}
        description={
          pending
            ? `${t(DIALOG_KEYS[pending.action].question)} ${pending.user.fullname} (${pending.user.email})`
            : ''
        }
        confirmLabel={pending ? t(DIALOG_KEYS[pending.action].confirm) : undefined}
        // Banning and deleting are destructive; lifting a ban and signing out are not.
        color={pending?.action === 'ban' || pending?.action === 'delete' ? 'red' : undefined}
        pending={action.isPending}
        error={action.error}
        onConfirm={() => {
          if (!pending) return;
          action.mutate(
            { action: pending.action, userId: pending.user.id },
            {
              onSuccess: () => {
                setOpen(false);
                // A ban, an unban or a delete shows in the table; a force logout has nothing to show there.
                if (pending.action === 'forceLogout') {
                  toast.show({
                    title: t('successTitle'),
                    description: t('forceLogoutDone', { name: pending.user.fullname }),
                  });
                }
              },
            },
          );
        }}
      />
    </Flex>
  );
}
