import { createRoute } from '@tanstack/react-router';
import { WelcomeScreen } from '../screens/WelcomeScreen';
import { PATHS } from './paths';
import { rootRoute } from './root.route';

/** `/dashboard/vendor`: the vendor's welcome page. */
export const vendorHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.vendorHome,
  component: WelcomeScreen,
});
