import { OrdersPanel } from '@storesearch/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PATHS } from '../../routes/paths';
import { adminListSearch, adminListView } from './adminListView';

/**
 * The admin Orders screen (spec section 2): subscription orders with their counts and actions. The list's search
 * and sort live in the address, so a reload or a shared link opens it as it was left.
 */
export function AdminOrdersScreen() {
  const search = useSearch({ from: '/admin-area/dashboard/admin/orders' });
  const navigate = useNavigate();
  return (
    <OrdersPanel
      titleAs="h1"
      defaultView={adminListView(search)}
      onViewChange={(view) =>
        void navigate({ to: PATHS.adminOrders, search: adminListSearch(view), replace: true })
      }
    />
  );
}
