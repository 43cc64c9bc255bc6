import { createRoute } from '@tanstack/react-router';
import { AdminAreaGuard, VendorAreaGuard } from '../layout/AreaGuard';
import { rootRoute } from './root.route';
import { startStoreList } from './screenData';

/**
 * The vendor area: a pathless layout route every vendor screen hangs under; vendors (role `user`) only. Its loader
 * starts the store list every vendor screen shows.
 */
export const vendorAreaRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'vendor-area',
  loader: ({ context }) => startStoreList(context),
  component: VendorAreaGuard,
});

/** The admin area: a pathless layout route every admin screen hangs under; admins only. */
export const adminAreaRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'admin-area',
  component: AdminAreaGuard,
});
