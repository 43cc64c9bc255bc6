import { createRoute } from '@tanstack/react-router';
import { ApiKeysScreen } from '../screens/vendor/ApiKeysScreen';
import { EcommerceScreen } from '../screens/vendor/EcommerceScreen';
import { InvoicesScreen } from '../screens/vendor/InvoicesScreen';
import { ProfileScreen } from '../screens/vendor/ProfileScreen';
import { SettingsGeneralScreen } from '../screens/vendor/SettingsGeneralScreen';
import { SubscriptionScreen } from '../screens/vendor/SubscriptionScreen';
import { SyncScreen } from '../screens/vendor/SyncScreen';
import { WelcomeScreen } from '../screens/vendor/WelcomeScreen';
import { adminAreaRoute, vendorAreaRoute } from './areas.route';
import { PATHS } from './paths';

/** `/dashboard/vendor`: the vendor's welcome page. */
export const vendorHomeRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorHome,
  component: WelcomeScreen,
});

/** The search of the E-commerce page: an optional store to show. */
interface EcommerceSearch {
  /** The store View Details opened. */
  readonly storeId?: string;
}

/** `/dashboard/vendor/ecommerce?storeId=`: store management. */
export const vendorEcommerceRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorEcommerce,
  validateSearch: (search: Record<string, unknown>): EcommerceSearch =>
    search.storeId === undefined || search.storeId === null || search.storeId === ''
      ? {}
      : { storeId: String(search.storeId) },
  component: function EcommerceRoute() {
    const { storeId } = vendorEcommerceRoute.useSearch();
    return <EcommerceScreen storeId={storeId} />;
  },
});

/** Every vendor screen issue 5 owns, mounted under the vendor area. */
export const vendorRoutes = [
  vendorHomeRoute,
  createRoute({ getParentRoute: () => vendorAreaRoute, path: PATHS.vendorSync, component: SyncScreen }),
  vendorEcommerceRoute,
  createRoute({
    getParentRoute: () => vendorAreaRoute,
    path: PATHS.vendorSettingsGeneral,
    component: SettingsGeneralScreen,
  }),
  createRoute({
    getParentRoute: () => vendorAreaRoute,
    path: PATHS.vendorSettingsProfile,
    component: ProfileScreen,
  }),
  createRoute({
    getParentRoute: () => vendorAreaRoute,
    path: PATHS.vendorSettingsApiKeys,
    component: ApiKeysScreen,
  }),
  createRoute({
    getParentRoute: () => vendorAreaRoute,
    path: PATHS.vendorSettingsSubscription,
    component: SubscriptionScreen,
  }),
  createRoute({
    getParentRoute: () => vendorAreaRoute,
    path: PATHS.vendorSettingsInvoices,
    component: InvoicesScreen,
  }),
] as const;

/** `/dashboard/admin/settings/profile`: the shared profile screen in the admin area. */
export const adminProfileRoute = createRoute({
  getParentRoute: () => adminAreaRoute,
  path: PATHS.adminSettingsProfile,
  component: ProfileScreen,
});
