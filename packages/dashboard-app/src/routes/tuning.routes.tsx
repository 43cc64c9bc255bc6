/**
 * Search tuning (issue 6): boosting rules and facets.
 * Each route: `createRoute({ getParentRoute: () => vendorAreaRoute, path: PATHS.x, component })`, appended here;
 * router.ts already mounts this list, so a new screen never edits the router.
 */
export const tuningRoutes = [] as const;

