import { createRoute } from '@tanstack/react-router';
import { BoostingScreen } from '../screens/tuning/BoostingScreen';
import { FacetsScreen } from '../screens/tuning/FacetsScreen';
import { vendorAreaRoute } from './areas.route';
import { PATHS } from './paths';

/** Dynamic Re-Rank: boosting rules and manual product boosts. */
export const boostingRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorBoosting,
  component: BoostingScreen,
});

/** Facets and colour mappings. */
export const facetsRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorFacets,
  component: FacetsScreen,
});

/** Search tuning (issue 6): boosting rules and facets; router.ts mounts this list under the vendor area. */
export const tuningRoutes = [boostingRoute, facetsRoute] as const;
