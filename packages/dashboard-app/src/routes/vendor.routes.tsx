import { preloadMessageArea } from '@storesearch/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { WelcomeScreen } from '../screens/vendor/WelcomeScreen';
import { initialLocale } from '../session/preferences';
import { adminAreaRoute, vendorAreaRoute } from './areas.route';
import { ecommerceSearchSchema } from './ecommerceSearch.schema';
import { PATHS } from './paths';
import { startStoreList } from './screenData';
import { lazyReads } from './screenReads';

/*
 * The welcome page is the first route after sign-in, so it is the only vendor screen in the entry chunk; every
 * other screen is a lazy route component, loaded when opened (or on hover of its link), which keeps the first
 * route within its 200 kB JavaScript budget (size-budgets.json, checked by scripts/size.mjs).
 */

/** The settings screens' first reads. */
const reads = lazyReads(() => import('./account.reads'));

/** The profile screen, shared by the vendor and admin areas. */
const profileScreen = lazyRouteComponent(() => import('../screens/vendor/ProfileScreen'), 'ProfileScreen');

/** `/dashboard/vendor`: the vendor's welcome page. */
export const vendorHomeRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorHome,
  // The welcome page shows the store list, which the vendor area's loader starts: this route starts it too
  // (the same read, asked for once), so the page's first render waits for it like any screen whose route
  // starts its reads.
  loader: ({ context }) => startStoreList(context),
  component: WelcomeScreen,
});

/** `/dashboard/vendor/ecommerce?storeId=`: store management. */
export const vendorEcommerceRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorEcommerce,
  validateSearch: ecommerceSearchSchema,
  component: lazyRouteComponent(() => import('./vendorEcommerce.lazy'), 'EcommerceRoute'),
});

/** The vendor's own screens (welcome, stores, sync, account, settings), mounted under the vendor area. */
export const vendorRoutes = [
  vendorHomeRoute,
  createRoute({
    getParentRoute: () => vendorAreaRoute,
    path: PATHS.vendorSync,
    component: lazyRouteComponent(() => import('../screens/vendor/SyncScreen'), 'SyncScreen'),
  }),
  vendorEcommerceRoute,
  createRoute({
    getParentRoute: () => vendorAreaRoute,
    path: PATHS.vendorSettingsGeneral,
    loader: ({ context }) => reads.start((r) => r.readStoreSettings(context)),
    component: lazyRouteComponent(
      reads.withScreen(() => import('../screens/vendor/SettingsGeneralScreen')),
      'SettingsGeneralScreen',
    ),
  }),
  createRoute({
    getParentRoute: () => vendorAreaRoute,
    path: PATHS.vendorSettingsProfile,
    component: profileScreen,
  }),
  createRoute({
    getParentRoute: () => vendorAreaRoute,
    path: PATHS.vendorSettingsApiKeys,
    loader: ({ context }) => reads.start((r) => r.readApiKeys(context)),
    component: lazyRouteComponent(
      reads.withScreen(() => import('../screens/vendor/ApiKeysScreen')),
      'ApiKeysScreen',
    ),
  }),
  createRoute({
    getParentRoute: () => vendorAreaRoute,
    path: PATHS.vendorSettingsSubscription,
    loader: ({ context }) => reads.start((r) => r.readSubscription(context)),
    component: lazyRouteComponent(() => {
      // The plans' words load beside the screen's code, so its first render shows the plans.
      preloadMessageArea('usage', initialLocale());
      return reads.withScreen(() => import('../screens/vendor/SubscriptionScreen'))();
    }, 'SubscriptionScreen'),
  }),
  createRoute({
    getParentRoute: () => vendorAreaRoute,
    path: PATHS.vendorSettingsInvoices,
    loader: ({ context }) => reads.start((r) => r.readInvoices(context)),
    component: lazyRouteComponent(
      reads.withScreen(() => import('../screens/vendor/InvoicesScreen')),
      'InvoicesScreen',
    ),
  }),
] as const;

/** `/dashboard/admin/settings/profile`: the shared profile screen in the admin area. */
export const adminProfileRoute = createRoute({
  getParentRoute: () => adminAreaRoute,
  path: PATHS.adminSettingsProfile,
  component: profileScreen,
});
