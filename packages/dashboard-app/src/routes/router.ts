import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { indexRoute } from './index.route';
import { rootRoute } from './root.route';
import { vendorHomeRoute } from './vendor.routes';

/** Every route of the app; new screens add their route here. */
export const routeTree = rootRoute.addChildren([indexRoute, vendorHomeRoute]);

/** Options of createAppRouter. */
export interface AppRouterOptions {
  /** Where the location lives; the browser's address bar by default, a memory history in stories. */
  history?: RouterHistory;
}

/** The app's router (a function, so stories and tests can make their own with a memory history). */
export function createAppRouter({ history }: AppRouterOptions = {}) {
  return createRouter({ routeTree, defaultPreload: 'intent', ...(history ? { history } : {}) });
}

declare module '@tanstack/react-router' {
  interface Register {
    /** Types every Link and navigate call against this app's routes. */
    router: ReturnType<typeof createAppRouter>;
  }
}
