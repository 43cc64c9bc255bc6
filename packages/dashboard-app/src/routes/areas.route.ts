import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root.route';

/** The vendor area: a pathless layout route every vendor screen hangs under (its role guard lives here). */
export const vendorAreaRoute = createRoute({ getParentRoute: () => rootRoute, id: 'vendor-area' });

/** The admin area: a pathless layout route every admin screen hangs under (its role guard lives here). */
export const adminAreaRoute = createRoute({ getParentRoute: () => rootRoute, id: 'admin-area' });
