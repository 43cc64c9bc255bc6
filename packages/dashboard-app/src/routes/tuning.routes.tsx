import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { vendorAreaRoute } from './areas.route';
import { PATHS } from './paths';

/** Search parameters of Dynamic Re-Rank. */
export interface BoostingSearch {
  /** A shopper's query to boost (Search State's Boost Search): the add-rule modal opens pre-filled for it. */
  readonly query?: string;
}

/** Reads `?query=`: text (the router reads `?query=42` as a number, so numbers count too), blank means none. */
export function validateBoostingSearch(search: Record<string, unknown>): BoostingSearch {
  const { query } = search;
  const text = typeof query === 'string' || typeof query === 'number' ? String(query).trim() : '';
  return text === '' ? {} : { query: text };
}

/** Dynamic Re-Rank: boosting rules and manual product boosts; `?query=` opens a rule for a shopper's query. */
export const boostingRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorBoosting,
  validateSearch: validateBoostingSearch,
  // Lazy, as every screen but the welcome page: the first route stays within its JavaScript budget.
  component: lazyRouteComponent(() => import('../screens/tuning/BoostingScreen'), 'BoostingScreen'),
});

/** Facets and colour mappings. */
export const facetsRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorFacets,
  component: lazyRouteComponent(() => import('../screens/tuning/FacetsScreen'), 'FacetsScreen'),
});

/** Merchandising: the store's query rules and the search preview. */
export const merchandisingRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorMerchandising,
  component: lazyRouteComponent(() => import('../screens/tuning/MerchandisingScreen'), 'MerchandisingScreen'),
});

/** Search tuning: boosting rules, facets and merchandising; router.ts mounts this list under the vendor area. */
export const tuningRoutes = [boostingRoute, facetsRoute, merchandisingRoute] as const;
