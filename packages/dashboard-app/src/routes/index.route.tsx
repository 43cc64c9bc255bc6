import { createRoute } from '@tanstack/react-router';
import { AREA_HOME } from '../layout/nav.items';
import { Redirect } from '../layout/Redirect';
import { useAppShell } from '../session/appShell.context';
import { areaOf } from '../session/session';
import { PATHS } from './paths';
import { rootRoute } from './root.route';

/** `/` and `/dashboard` have no screen of their own: a vendor goes to the welcome page, an admin to the admin home. */
function IndexRedirect() {
  const { session } = useAppShell();
  return <Redirect to={session ? AREA_HOME[areaOf(session.user)] : PATHS.signIn} />;
}

/** `/`: redirects by role (sign-in when nobody is signed in). */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: IndexRedirect,
});

/** `/dashboard`: redirects by role, as `/` does. */
export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.dashboard,
  component: IndexRedirect,
});
