import { createRoute, redirect } from '@tanstack/react-router';
import { PATHS } from './paths';
import { rootRoute } from './root.route';

/** `/` has no screen of its own: it sends the visitor to the vendor home. */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: PATHS.vendorHome, replace: true });
  },
});
