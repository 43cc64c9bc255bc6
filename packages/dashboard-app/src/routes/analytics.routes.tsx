import { preloadMessageArea } from '@storesearch/react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { initialLocale } from '../session/preferences';
import { vendorAreaRoute } from './areas.route';
import { insightsSearchSchema } from './insightsSearch.schema';
import { PATHS } from './paths';
import { filterStateSearchSchema, periodSearchSchema } from './periodSearch.schema';

/*
 * Analytics and usage. Every screen is a lazy route component: the charts load with the first analytics screen
 * opened, never with the first route. Each route's loader starts the screen's first reads while that code loads
 * (analytics.reads.ts); it holds the screen at most for the reads' own small chunk, never for the reads.
 */

type AnalyticsReads = typeof import('./analytics.reads');

/** The analytics screens' reads once their chunk has loaded. */
let loadedReads: AnalyticsReads | undefined;

/** The analytics screens' reads: a small chunk of its own, so the first route's code does not carry them. */
const reads = (): Promise<AnalyticsReads> =>
  import('./analytics.reads').then((module) => {
    loadedReads = module;
    return module;
  });

/**
 * A loader's reads, started in the loader's own call once their chunk has loaded (asking import() again for a
 * loaded module answers only in a later task: on a page's first load, after the first render, which React does
 * in one piece, so the screen would have asked for its data itself). Otherwise the loader waits for that small
 * chunk, which the page asked for with the screen's code before the session: the screen's first render then
 * always finds its reads on their way. It never waits for the reads themselves; if the chunk fails to load,
 * the screen asks for its data on its own.
 */
const startScreenReads = (start: (reads: AnalyticsReads) => void): Promise<void> | undefined => {
  if (!loadedReads) return reads().then(start, () => undefined);
  start(loadedReads);
  return undefined;
};

/**
 * A screen's code, asked for together with the reads' code: the page's first load asks for the screen's code
 * before the session is read, so the loader then finds its reads ready instead of asking for them only once
 * the screen's code is being evaluated.
 */
const withReads =
  <T,>(screen: () => Promise<T>) =>
  () => {
    void reads().catch(() => undefined);
    return screen();
  };

/**
 * A period screen's code, with its reads and the catalogue's insights area (the period picker's and the changes'
 * words): the area loads beside the screen's code, so the screen's first render shows its figures instead of
 * waiting a render for the words.
 */
const periodScreen =
  <T,>(screen: () => Promise<T>) =>
  () => {
    preloadMessageArea('insights', initialLocale());
    return withReads(screen)();
  };

/** The vendor dashboard; like Search State, Filter State and Usage, it reports on the address's `?period=`. */
export const vendorDashboardRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorDashboard,
  validateSearch: periodSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => startScreenReads((r) => r.readVendorDashboard(context, deps)),
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
  loader: ({ context, deps }) => startScreenReads((r) => r.readFilterState(context, deps)),
  component: lazyRouteComponent(
    periodScreen(() => import('../screens/analytics/FilterStateScreen')),
    'FilterStateScreen',
  ),
});

/** Real-time state. */
export const realtimeRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorRealtime,
  loader: ({ context }) => startScreenReads((r) => r.readRealtime(context)),
  component: lazyRouteComponent(
    withReads(() => import('../screens/analytics/RealtimeScreen')),
    'RealtimeScreen',
  ),
});

/** Search state. */
export const searchStateRoute = createRoute({
  getParentRoute: () => vendorAreaRoute,
  path: PATHS.vendorSearchState,
  validateSearch: periodSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => startScreenReads((r) => r.readSearchState(context, deps)),
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
  loader: ({ context, deps }) => startScreenReads((r) => r.readSearchInsights(context, deps)),
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
  loader: ({ context, deps }) => startScreenReads((r) => r.readUsage(context, deps)),
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
