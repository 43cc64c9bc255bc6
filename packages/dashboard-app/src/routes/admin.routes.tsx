import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminListSearchSchema } from './adminListSearch.schema';
import { adminAreaRoute } from './areas.route';
import { PATHS } from './paths';

/** `/dashboard/admin`: the admin dashboard. */
export const adminHomeRoute = createRoute({
  getParentRoute: () => adminAreaRoute,
  path: PATHS.adminHome,
  // Lazy: the dashboard's charts load only on the routes that show them.
  component: lazyRouteComponent(() => import('../screens/admin/AdminHomeScreen'), 'AdminHomeScreen'),
});

/** Subscription orders. */
export const adminOrdersRoute = createRoute({
  getParentRoute: () => adminAreaRoute,
  path: PATHS.adminOrders,
  validateSearch: adminListSearchSchema,
  // Lazy, as every screen but the vendor welcome page: the first route stays within its JavaScript budget.
  component: lazyRouteComponent(() => import('../screens/admin/AdminOrdersScreen'), 'AdminOrdersScreen'),
});

/** Platform users. */
export const adminUsersRoute = createRoute({
  getParentRoute: () => adminAreaRoute,
  path: PATHS.adminUsers,
  validateSearch: adminListSearchSchema,
  component: lazyRouteComponent(() => import('../screens/admin/AdminUsersScreen'), 'AdminUsersScreen'),
});

/** Business analytics. */
export const adminAnalyticsRoute = createRoute({
  getParentRoute: () => adminAreaRoute,
  path: PATHS.adminAnalytics,
  component: lazyRouteComponent(
    () => import('../screens/admin/AdminAnalyticsScreen'),
    'AdminAnalyticsScreen',
  ),
});

/** Pricing plans. */
export const adminPricingRoute = createRoute({
  getParentRoute: () => adminAreaRoute,
  path: PATHS.adminPricing,
  component: lazyRouteComponent(() => import('../screens/admin/AdminPricingScreen'), 'AdminPricingScreen'),
});

/**
 * The admin area: dashboard, orders, users, analytics, pricing. router.ts mounts this list under
 * the admin area; the shared profile screen at PATHS.adminSettingsProfile is mounted by vendor.routes.tsx.
 */
export const adminRoutes = [
  adminHomeRoute,
  adminOrdersRoute,
  adminUsersRoute,
  adminAnalyticsRoute,
  adminPricingRoute,
] as const;
