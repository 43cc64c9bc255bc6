import { createRootRoute } from '@tanstack/react-router';
import { AppLayout } from '../layout/AppLayout';

/** The root: the app layout around every screen. */
export const rootRoute = createRootRoute({ component: AppLayout });
