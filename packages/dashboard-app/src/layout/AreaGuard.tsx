import { Outlet } from '@tanstack/react-router';
import { PATHS } from '../routes/paths';
import { NotAllowedScreen } from '../screens/shell/NotAllowedScreen';
import { useAppShell } from '../session/appShell.context';
import { type AppArea, areaOf } from '../session/session';
import { Redirect } from './Redirect';

/** Renders an area's screens for its own role; others get 'not allowed', and nobody signed in goes to sign-in. */
function AreaGuard({ area }: { readonly area: AppArea }) {
  const { session } = useAppShell();
  if (!session) return <Redirect to={PATHS.signIn} />;
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
