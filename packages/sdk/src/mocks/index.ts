/**
 * @storesearch/sdk/mocks: the demo backend. MSW handlers for every endpoint over a seeded, stateful,
 * in-memory world, with fault injection. `msw` is an optional peer: only this entry imports it
 * (never `msw/node`, so it runs in the browser's service worker setup and in Storybook).
 */
export {
  createDemoAdmin,
  DEMO_ACTIVE_USER_DAYS,
  DEMO_ADMIN_LARGE_RECORDS,
  DEMO_ADMIN_NOW,
  DEMO_ADMIN_RECORDS,
  type DemoAdmin,
  type DemoAdminOptions,
  type DemoAdminUser,
  type DemoOrder,
  type DemoPlan,
} from './mocks.admin';
export { hourlyBuckets } from './mocks.analytics';
export {
  createDemoBackend,
  createDemoFetch,
  DEMO_FETCH_ORIGIN,
  type DemoBackend,
  type DemoBackendOptions,
  demoEndpoint,
  demoRoutes,
  faultHandler,
  getDemoBackend,
  registryRoutes,
} from './mocks.backend';
export { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_COLORS, DEMO_TAGS, type DemoProduct } from './mocks.catalog';
export {
  advanceSyncs,
  createDemoDb,
  type DemoBoostingRule,
  type DemoColorMapping,
  type DemoDb,
  type DemoDbOptions,
  type DemoFacet,
  type DemoStore,
  type DemoSyncRun,
  type DemoUser,
  type DemoVendor,
} from './mocks.db';
export {
  DEMO_RATE_LIMIT_MESSAGE,
  DEMO_SERVER_ERROR_MESSAGE,
  type DemoFault,
  type DemoFaults,
  type FaultOptions,
  pendingFaultRequests,
} from './mocks.faults';
export { createRandom, distribute, type Random } from './mocks.random';
export { errorResponse, type Route, toMswPath } from './mocks.route';
export {
  DEMO_ANALYTICS_MONTHS,
  DEMO_ANCHOR_TIME,
  DEMO_FAILING_SYNC_MARKER,
  DEMO_MIN_PRODUCTS_PER_STORE,
  DEMO_PASSWORD,
  DEMO_PLANS,
  DEMO_SECOND_VENDOR_ID,
  DEMO_SEED,
  DEMO_STORES,
  DEMO_SYNC_DURATION_MS,
  DEMO_USAGE_MONTHS,
  DEMO_USERS,
  DEMO_VENDOR_ID,
  type DemoPlanName,
} from './mocks.seed';
export { ADMIN_ONLY, CANNOT_ACT_ON_SELF, ORDER_STATE_CONFLICT } from './routes/admin.routes';
export { WOOCOMMERCE_CONNECTION_FAILED, WOOCOMMERCE_POSSIBLE_REASONS } from './routes/stores.routes';
