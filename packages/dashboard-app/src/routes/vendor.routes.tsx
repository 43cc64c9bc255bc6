import { createRoute } from '@tanstack/react-router';
import { WelcomeScreen } from '../screens/vendor/WelcomeScreen';
import { vendorAreaRoute } from './areas.route';
import { PATHS } from './paths';

/** `/dashboard/vendor`: the vendor's welcome page. */
export const vendorHomeRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorHome,
  component: WelcomeScreen,
});
