/**
 * @storesearch/sdk/mocks: the demo backend. MSW handlers for every endpoint over a seeded, stateful,
 * in-memory world, with fault injection. `msw` is an optional peer: only this entry imports it
 * (never `msw/node`, so it runs in the browser's service worker setup and in Storybook).
 */
export {
  CANNOT_ACT_ON_SELF,
  createDemoAdmin,
  DEMO_ADMIN_LARGE_RECORDS,
  DEMO_ADMIN_NOW,
  DEMO_ADMIN_RECORDS,
  type DemoAdmin,
  type DemoAdminOptions,
  type DemoAdminUser,
  type DemoOrder,
  type DemoPlan,
  ORDER_STATE_CONFLICT,
} from '../admin/admin.mock';
export { hourlyBuckets } from '../analytics/analytics.mock';
export { boostingRulesOf, type DemoBoostingRule, demoRuleBody } from '../boosting/boosting.mock';
export type { DemoColorMapping } from '../colors/colors.mock';
export type { DemoFacet } from '../facets/facets.mock';
export type { DemoUser } from '../profile/profile.mock';
export {
  type DemoStore,
  type DemoVendor,
  demoStoreTimeZone,
  emptyBatchInitBody,
  WOOCOMMERCE_CONNECTION_FAILED,
  WOOCOMMERCE_POSSIBLE_REASONS,
} from '../stores/stores.mock';
export { advanceSyncs, type DemoSyncRun, emptySyncHistory, syncProgressBody } from '../sync/sync.mock';
export { demoUbiEvent } from '../ubi/ubi.mock';
export {
  answerEndpoint,
  type EndpointReply,
  type EndpointRequest,
  type EndpointResolver,
  errorResponse,
  type RequestRecorder,
  requestRecorder,
  spyEndpoint,
  toMswPath,
} from './mocks.answer';
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
export { createDemoDb, type DemoDb, type DemoDbOptions } from './mocks.db';
export {
  DEMO_RATE_LIMIT_MESSAGE,
  DEMO_SERVER_ERROR_MESSAGE,
  type DemoFault,
  type DemoFaults,
  type FaultOptions,
  pendingFaultRequests,
} from './mocks.faults';
export {
  createStorageJournal,
  DEMO_JOURNAL_KEY,
  type DemoJournal,
  type DemoWrite,
  type DemoWriteField,
  type JournalStorage,
} from './mocks.journal';
export { createRandom, distribute, type Random } from './mocks.random';
export { ADMIN_ONLY, DEMO_STORAGE_FULL, type DemoWriteSink, type Route } from './mocks.route';
export {
  DEMO_ANALYTICS_MONTHS,
  DEMO_ANCHOR_TIME,
  DEMO_FAILING_SYNC_MARKER,
  DEMO_MIN_PRODUCTS_PER_STORE,
  DEMO_PASSWORD,
  DEMO_PLANS,
  DEMO_SECOND_VENDOR_ID,
  DEMO_SEED,
  DEMO_STORE_SCOPES,
  DEMO_STORES,
  DEMO_SYNC_DURATION_MS,
  DEMO_USAGE_MONTHS,
  DEMO_USERS,
  DEMO_VENDOR_ID,
  type DemoPlanName,
} from './mocks.seed';
