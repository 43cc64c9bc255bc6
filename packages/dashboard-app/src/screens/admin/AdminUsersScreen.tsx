import { UsersPanel } from '@storesearch/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PATHS } from '../../routes/paths';
import { useAppShell } from '../../session/appShell.context';
import { adminListSearch, adminListView } from './adminListView';

/**
 * The admin Users screen (spec section 2): every user with the ban, unban, delete and force-logout dialogs; the
 * admin's own row offers none of them. The list's search and sort live in the address, so a reload or a shared link
 * opens it as it was left.
 */
export function AdminUsersScreen() {
  const { session } = useAppShell();
  const search = useSearch({ from: '/admin-area/dashboard/admin/users' });
  const navigate = useNavigate();
  return (
    <UsersPanel
      titleAs="h1"
      currentUserId={session?.user.id}
      defaultView={adminListView(search)}
      onViewChange={(view) =>
        void navigate({ to: PATHS.adminUsers, search: adminListSearch(view), replace: true })
      }
    />
  );
}
