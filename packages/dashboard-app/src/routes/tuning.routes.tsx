import { preloadMessageArea } from '@storesearch/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { initialLocale } from '../session/preferences';
import { vendorAreaRoute } from './areas.route';
import { boostingSearchSchema } from './boostingSearch.schema';
import { merchandisingSearchSchema } from './merchandisingSearch.schema';
import { PATHS } from './paths';
import { lazyReads } from './screenReads';

/** The tuning screens' first reads. */
const reads = lazyReads(() => import('./tuning.reads'));

/** Dynamic Re-Rank: boosting rules and manual product boosts; `?query=` opens a rule for a shopper's query. */
export const boostingRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorBoosting,
  validateSearch: boostingSearchSchema,
  loader: ({ context }) => reads.start((r) => r.readBoosting(context)),
  // Lazy, as every screen but the welcome page: the first route stays within its JavaScript budget. The rule
  // cards word their schedules with the catalogue's merchandising area, which loads beside the screen's code.
  component: lazyRouteComponent(() => {
    preloadMessageArea('merchandising', initialLocale());
    return reads.withScreen(() => import('../screens/tuning/BoostingScreen'))();
  }, 'BoostingScreen'),
});

/** Facets and colour mappings. */
export const facetsRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorFacets,
  loader: ({ context }) => reads.start((r) => r.readFacets(context)),
  component: lazyRouteComponent(
    reads.withScreen(() => import('../screens/tuning/FacetsScreen')),
    'FacetsScreen',
  ),
});

/** Merchandising: query rules with the search preview, synonyms, and the history of tuning; `?tab=` names the part. */
export const merchandisingRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorMerchandising,
  validateSearch: merchandisingSearchSchema,
  loader: ({ context }) => reads.start((r) => r.readMerchandising(context)),
  // The catalogue's merchandising area loads beside the screen's code, so the editors show in its first render.
  component: lazyRouteComponent(() => {
    preloadMessageArea('merchandising', initialLocale());
    return reads.withScreen(() => import('../screens/tuning/MerchandisingScreen'))();
  }, 'MerchandisingScreen'),
});

/** Search tuning: boosting rules, facets and merchandising; router.ts mounts this list under the vendor area. */
export const tuningRoutes = [boostingRoute, facetsRoute, merchandisingRoute] as const;
