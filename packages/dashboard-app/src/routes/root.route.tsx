import { createRootRoute } from '@tanstack/react-router';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundScreen } from '../screens/shell/NotFoundScreen';

/** The root: the app layout around every screen; an unknown address shows the not-found page inside it. */
export const rootRoute = createRootRoute({ component: AppLayout, notFoundComponent: NotFoundScreen });
