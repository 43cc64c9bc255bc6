import { UsersPanel } from '@storesearch/react';

/** The admin Users screen (spec section 2): every user with the ban, delete and force-logout dialogs. */
export function AdminUsersScreen() {
  return <UsersPanel titleAs="h1" />;
}
