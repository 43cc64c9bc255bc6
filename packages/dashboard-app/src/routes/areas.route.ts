import { createRoute } from '@tanstack/react-router';
import { AdminAreaGuard, VendorAreaGuard } from '../layout/AreaGuard';
import { rootRoute } from './root.route';
import { startStoreList } from './screenData';
import { selectStoreInAddress, storeSearchSchema } from './storeSearch.schema';

/**
 * The vendor area: a pathless layout route every vendor screen hangs under; vendors (role `user`) only. It selects
 * the store its address names (`?store=`) before any screen's reads start, and its loader starts the store list
 * every vendor screen shows.
 */
export const vendorAreaRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'vendor-area',
  validateSearch: storeSearchSchema,
  beforeLoad: ({ search }) => selectStoreInAddress(search.store),
  loader: ({ context }) => startStoreList(context),
  component: VendorAreaGuard,
});

/** The admin area: a pathless layout route every admin screen hangs under; admins only. */
export const adminAreaRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'admin-area',
  component: AdminAreaGuard,
});
