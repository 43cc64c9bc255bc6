import { createRoute } from '@tanstack/react-router';
import { SignInScreen } from '../screens/shell/SignInScreen';
import { PATHS } from './paths';
import { rootRoute } from './root.route';

/** `/sign-in`: choose a demo persona, or continue with the API's session. */
export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.signIn,
  component: SignInScreen,
});
