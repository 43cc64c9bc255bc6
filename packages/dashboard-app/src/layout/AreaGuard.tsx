import { Outlet, useRouterState } from '@tanstack/react-router';
import { NotAllowedScreen } from '../screens/shell/NotAllowedScreen';
import { useAppShell } from '../session/appShell.context';
import { type AppArea, areaOf, areaOfPath } from '../session/session';
import { signInPathFor } from './nav.items';
import { Redirect } from './Redirect';

/**
 * Renders an area's screens for its own role; others get 'not allowed', and nobody signed in goes to sign-in,
 * which comes back to the page asked for.
 */
function AreaGuard({ area }: { readonly area: AppArea }) {
  const { session } = useAppShell();
  const requested = useRouterState({ select: (state) => state.location.href });
  const requestedPath = useRouterState({ select: (state) => state.location.pathname });
  if (!session) {
    // While a navigation away is underway (sign-out to sign-in) the location is no longer this area's: wait for
    // it, rather than ask to come back to the sign-in page itself (which would redirect again, without end).
    return areaOfPath(requestedPath) === area ? <Redirect to={signInPathFor(requested)} /> : null;
  }
  if (areaOf(session.user) !== area) return <NotAllowedScreen />;
  return <Outlet />;
}

/** The vendor area's layout route component: vendors (role `user`) only. */
export function VendorAreaGuard() {
  return <AreaGuard area="vendor" />;
}

/** The admin area's layout route component: admins only. */
export function AdminAreaGuard() {
  return <AreaGuard area="admin" />;
}
