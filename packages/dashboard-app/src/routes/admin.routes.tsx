/**
 * The admin area (issue 8): dashboard, orders, users, analytics, pricing, profile.
 * Each route: `createRoute({ getParentRoute: () => adminAreaRoute, path: PATHS.x, component })`, appended here;
 * router.ts already mounts this list, so a new screen never edits the router.
 */
export const adminRoutes = [] as const;

