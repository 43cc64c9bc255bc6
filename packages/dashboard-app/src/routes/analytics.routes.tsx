/**
 * Analytics and usage (issue 7): vendor dashboard, filter state, real-time, search state, Search Lab, usage.
 * Each route: `createRoute({ getParentRoute: () => vendorAreaRoute, path: PATHS.x, component })`, appended here;
 * router.ts already mounts this list, so a new screen never edits the router.
 */
export const analyticsRoutes = [] as const;

