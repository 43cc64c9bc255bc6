import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundScreen } from '../screens/shell/NotFoundScreen';
import type { AppRouterContext } from './screenData';

/**
 * The root: the app layout around every screen; an unknown address shows the not-found page inside it. Its context
 * lets a route start its screen's reads (see screenData.ts).
 */
export const rootRoute = createRootRouteWithContext<AppRouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundScreen,
});
