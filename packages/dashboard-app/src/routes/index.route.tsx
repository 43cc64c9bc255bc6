import { createRoute } from '@tanstack/react-router';
import { AREA_HOME } from '../layout/nav.items';
import { Redirect } from '../layout/Redirect';
import { useAppShell } from '../session/appShell.context';
import { areaOf } from '../session/session';
import { PATHS } from './paths';
import { rootRoute } from './root.route';

/** `/` has no screen of its own: it sends a vendor to the welcome page, an admin to the admin home. */
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
