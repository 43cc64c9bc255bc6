import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminListSearchSchema } from './adminListSearch.schema';
import { adminAreaRoute } from './areas.route';
import { PATHS } from './paths';
import { lazyReads } from './screenReads';

/** The admin screens' first reads, started by each route's loader while the screen's code loads. */
const reads = lazyReads(() => import('./admin.reads'));

/** `/dashboard/admin`: the admin dashboard. */
export const adminHomeRoute = createRoute({
  getParentRoute: () => adminAreaRoute,
  path: PATHS.adminHome,
  loader: ({ context }) => reads.start((r) => r.readAdminAnalytics(context)),
  // Lazy: the dashboard's charts load only on the routes that show them.
  component: lazyRouteComponent(
    reads.withScreen(() => import('../screens/admin/AdminHomeScreen')),
    'AdminHomeScreen',
  ),
});

/** Subscription orders. */
export const adminOrdersRoute = createRoute({
  getParentRoute: () => adminAreaRoute,
  path: PATHS.adminOrders,
  validateSearch: adminListSearchSchema,
  loader: ({ context }) => reads.start((r) => r.readSubscriptionOrders(context)),
  // Lazy, as every screen but the vendor welcome page: the first route stays within its JavaScript budget.
  component: lazyRouteComponent(
    reads.withScreen(() => import('../screens/admin/AdminOrdersScreen')),
    'AdminOrdersScreen',
  ),
});

/** Platform users. */
export const adminUsersRoute = createRoute({
  getParentRoute: () => adminAreaRoute,
  path: PATHS.adminUsers,
  validateSearch: adminListSearchSchema,
  loader: ({ context }) => reads.start((r) => r.readAdminUsers(context)),
  component: lazyRouteComponent(
    reads.withScreen(() => import('../screens/admin/AdminUsersScreen')),
    'AdminUsersScreen',
  ),
});

/** Business analytics. */
export const adminAnalyticsRoute = createRoute({
  getParentRoute: () => adminAreaRoute,
  path: PATHS.adminAnalytics,
  loader: ({ context }) => reads.start((r) => r.readAdminAnalytics(context)),
  component: lazyRouteComponent(
    reads.withScreen(() => import('../screens/admin/AdminAnalyticsScreen')),
    'AdminAnalyticsScreen',
  ),
});

/** Pricing plans. */
export const adminPricingRoute = createRoute({
  getParentRoute: () => adminAreaRoute,
  path: PATHS.adminPricing,
  loader: ({ context }) => reads.start((r) => r.readPricingPlans(context)),
  component: lazyRouteComponent(
    reads.withScreen(() => import('../screens/admin/AdminPricingScreen')),
    'AdminPricingScreen',
  ),
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
