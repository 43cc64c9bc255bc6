import { AdminDashboard } from '@storesearch/react';
import { ScreenPage } from '../ScreenPage';

/** The admin dashboard (spec section 2): tiles with trends, this month against the last, six months of revenue. */
export function AdminHomeScreen() {
  return (
    <ScreenPage title="adminDashboardTitle">
      <AdminDashboard />
    </ScreenPage>
  );
}
