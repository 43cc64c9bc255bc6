import { UsersPanel } from '@storesearch/react';
import { useAppShell } from '../../session/appShell.context';

/**
 * The admin Users screen (spec section 2): every user with the ban, delete and force-logout dialogs; the admin's
 * own row offers none of them.
 */
export function AdminUsersScreen() {
  const { session } = useAppShell();
  return <UsersPanel titleAs="h1" currentUserId={session?.user.id} />;
}
