import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { adminRoutes } from './admin.routes';
import { analyticsRoutes } from './analytics.routes';
import { adminAreaRoute, vendorAreaRoute } from './areas.route';
import { dashboardRoute, indexRoute } from './index.route';
import { rootRoute } from './root.route';
import { type AppRouterContext, createRouterContext } from './screenData';
import { parsePlainSearch, stringifyPlainSearch } from './search';
import { signInRoute } from './signIn.route';
import { tuningRoutes } from './tuning.routes';
import { adminProfileRoute, vendorRoutes } from './vendor.routes';

/** Every route of the app: the vendor and admin areas, each a list its own file fills. */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  dashboardRoute,
  signInRoute,
  vendorAreaRoute.addChildren([...vendorRoutes, ...tuningRoutes, ...analyticsRoutes]),
  adminAreaRoute.addChildren([adminProfileRoute, ...adminRoutes]),
]);

/** Options of createAppRouter. */
export interface AppRouterOptions {
  /** Where the location lives; the browser's address bar by default, a memory history in stories. */
  history?: RouterHistory;
  /** The routes' context; a new one (no session yet) by default. */
  context?: AppRouterContext;
}

/** The app's router (a function, so stories and tests can make their own with a memory history). */
export function createAppRouter({ history, context = createRouterContext() }: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    ...(history ? { history } : {}),
  });
}

/** The app's router. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    /** Types every Link and navigate call against this app's routes. */
    router: ReturnType<typeof createAppRouter>;
  }
}
