import { preloadMessageArea } from '@storesearch/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { initialLocale } from '../session/preferences';
import { vendorAreaRoute } from './areas.route';
import { insightsSearchSchema } from './insightsSearch.schema';
import { PATHS } from './paths';
import { filterStateSearchSchema, periodSearchSchema } from './periodSearch.schema';
import { lazyReads } from './screenReads';

/*
 * Analytics and usage. Every screen is a lazy route component: the charts load with the first analytics screen
 * opened, never with the first route. Each route's loader starts the screen's first reads while that code loads
 * (analytics.reads.ts); it holds the screen at most for the reads' own small chunk, never for the reads.
 */

/** The analytics screens' first reads. */
const reads = lazyReads(() => import('./analytics.reads'));

/**
 * A period screen's code, with its reads and the catalogue's insights area (the period picker's and the changes'
 * words): the area loads beside the screen's code, so the screen's first render shows its figures instead of
 * waiting a render for the words.
 */
const periodScreen =
  <T,>(screen: () => Promise<T>) =>
  () => {
    preloadMessageArea('insights', initialLocale());
    return reads.withScreen(screen)();
  };

/** The vendor dashboard; like Search State, Filter State and Usage, it reports on the address's `?period=`. */
export const vendorDashboardRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorDashboard,
  validateSearch: periodSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => reads.start((r) => r.readVendorDashboard(context, deps)),
  component: lazyRouteComponent(
    periodScreen(() => import('../screens/analytics/VendorDashboardScreen')),
    'VendorDashboardScreen',
  ),
});

/** Filter state. */
export const filterStateRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorFilterState,
  validateSearch: filterStateSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => reads.start((r) => r.readFilterState(context, deps)),
  component: lazyRouteComponent(
    periodScreen(() => import('../screens/analytics/FilterStateScreen')),
    'FilterStateScreen',
  ),
});

/** Real-time state. */
export const realtimeRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorRealtime,
  loader: ({ context }) => reads.start((r) => r.readRealtime(context)),
  component: lazyRouteComponent(
    reads.withScreen(() => import('../screens/analytics/RealtimeScreen')),
    'RealtimeScreen',
  ),
});

/** Search state. */
export const searchStateRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorSearchState,
  validateSearch: periodSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => reads.start((r) => r.readSearchState(context, deps)),
  component: lazyRouteComponent(
    periodScreen(() => import('../screens/analytics/SearchStateScreen')),
    'SearchStateScreen',
  ),
});

/** Search insights; the period lives in the address, so a reload or a shared link shows the same one. */
export const searchInsightsRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorSearchInsights,
  validateSearch: insightsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => reads.start((r) => r.readSearchInsights(context, deps)),
  component: lazyRouteComponent(
    periodScreen(() => import('../screens/analytics/SearchInsightsScreen')),
    'SearchInsightsScreen',
  ),
});

/** Search Lab. */
export const searchLabRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorSearchLab,
  component: lazyRouteComponent(() => import('../screens/analytics/SearchLabScreen'), 'SearchLabScreen'),
});

/** Usage. */
export const usageRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorUsage,
  validateSearch: periodSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => reads.start((r) => r.readUsage(context, deps)),
  component: lazyRouteComponent(
    periodScreen(() => import('../screens/analytics/UsageScreen')),
    'UsageScreen',
  ),
});

/** Analytics and usage; router.ts mounts this list under the vendor area. */
export const analyticsRoutes = [
  vendorDashboardRoute,
  filterStateRoute,
  realtimeRoute,
  searchStateRoute,
  searchInsightsRoute,
  searchLabRoute,
  usageRoute,
] as const;
