/**
 * @storesearch/sdk: the public API. An explicit export list, section by domain.
 * Each section is owned by its domain folder; keep names sorted within a section.
 */

// i18n
export { formatMessage, type MessageParams } from './i18n/i18n.format';
export { en, type MessageKey, type Messages } from './i18n/messages.en';

// client

export {
  type AnyEndpoint,
  type AnySchema,
  buildPath,
  buildQuery,
  defineEndpoint,
  type EndpointDescriptor,
  type EndpointInput,
  type EndpointResult,
  type HttpMethod,
} from './client/client.endpoint';
export {
  type FormatErrorOptions,
  formatStoreSearchError,
  formatWait,
  isStoreSearchError,
  parseRetryAfter,
  StoreSearchError,
  type StoreSearchErrorFields,
  type StoreSearchErrorInit,
  type StoreSearchErrorKind,
  type StoreSearchErrorOf,
} from './client/client.error';
export {
  mutationKey,
  STORESEARCH_QUERY_SCOPE,
  storesearchKeys,
} from './client/client.keys';
export {
  defineMutationOptions,
  defineQueryOptions,
  type MutationFactoryOptions,
  type StoreSearchMutationOptions,
  type StoreSearchQueryOptions,
} from './client/client.queries';
export {
  type ClientConfig,
  createClient,
  describeEndpoint,
  type RequestOptions,
  request,
  type StoreSearchClient,
  type VendorId,
} from './client/client.request';
export {
  type AckResponse,
  type ApiErrorBody,
  ackResponseSchema,
  apiErrorBodySchema,
  idSchema,
  listOrDataSchema,
  type StoreScope,
  type StoreType,
  storeScopeSchema,
  storeTypeSchema,
  unwrapList,
} from './client/client.schema';

// schemas, api and queries

export {
  collectUbiEvents,
  collectUbiEventsEndpoint,
  getBatchDashboard,
  getBatchDashboardEndpoint,
  getFilterUsage,
  getFilterUsageEndpoint,
  getRealtime,
  getRealtimeEndpoint,
  getRecentSearches,
  getRecentSearchesEndpoint,
} from './analytics/analytics.api';
export {
  batchDashboardQueryOptions,
  DASHBOARD_POLL_MS,
  filterUsageQueryOptions,
  REALTIME_POLL_MS,
  realtimeQueryOptions,
  recentSearchesQueryOptions,
} from './analytics/analytics.queries';
export {
  type BatchDashboard,
  batchDashboardResponseSchema,
  batchDashboardSchema,
  type DashboardRecentSearch,
  dashboardRecentSearchSchema,
  type FilterUsageRecord,
  filterUsageRecordSchema,
  filterUsageResponseSchema,
  hourlyBucketSchema,
  type ProductClicks,
  productClicksSchema,
  type RealtimeData,
  type RealtimeEvent,
  type RecentSearchRow,
  realtimeDataSchema,
  realtimeEventSchema,
  realtimeResponseSchema,
  recentSearchesResponseSchema,
  recentSearchRowSchema,
} from './analytics/analytics.schema';
export {
  createBoostingRule,
  createBoostingRuleEndpoint,
  deleteBoostingRule,
  deleteBoostingRuleEndpoint,
  listBoostingRules,
  listBoostingRulesEndpoint,
  updateBoostingRule,
  updateBoostingRuleEndpoint,
} from './boosting/boosting.api';
export {
  boostingRulesQueryOptions,
  createBoostingRuleMutationOptions,
  type DeleteBoostingRuleVariables,
  deleteBoostingRuleMutationOptions,
  type UpdateBoostingRuleVariables,
  updateBoostingRuleMutationOptions,
} from './boosting/boosting.queries';
export {
  type BoolQuery,
  type BoostingRule,
  type BoostingRuleBody,
  boolQuerySchema,
  boostingRuleBodySchema,
  boostingRuleSchema,
  boostingRulesResponseSchema,
  type MatcherClause,
  matcherClauseSchema,
  type RuleCondition,
  type RuleConditionField,
  type RuleForm,
  type RuleStatus,
  ruleConditionFieldSchema,
  ruleConditionOperatorSchema,
  ruleConditionSchema,
  ruleConditionTypeSchema,
  ruleFormSchema,
  ruleStatusSchema,
  ruleTypeSchema,
  termClauseSchema,
  termsClauseSchema,
  termValueSchema,
} from './boosting/boosting.schema';
export {
  createColorMapping,
  createColorMappingEndpoint,
  deleteColorMapping,
  deleteColorMappingEndpoint,
  listColorMappings,
  listColorMappingsEndpoint,
  updateColorMapping,
  updateColorMappingEndpoint,
} from './colors/colors.api';
export {
  type ColorMappingRefVariables,
  type CreateColorMappingVariables,
  colorMappingsQueryOptions,
  createColorMappingMutationOptions,
  deleteColorMappingMutationOptions,
  updateColorMappingMutationOptions,
} from './colors/colors.queries';
export {
  type ColorMapping,
  type ColorMappingBody,
  colorMappingBodySchema,
  colorMappingSchema,
  colorMappingsResponseSchema,
} from './colors/colors.schema';
export {
  listFacetFields,
  listFacetFieldsEndpoint,
  listFacets,
  listFacetsEndpoint,
  saveFacets,
  saveFacetsEndpoint,
} from './facets/facets.api';
export {
  facetFieldsQueryOptions,
  facetsQueryOptions,
  type SaveFacetsVariables,
  saveFacetsMutationOptions,
} from './facets/facets.queries';
export {
  type Facet,
  type FacetField,
  type FacetInput,
  facetFieldSchema,
  facetFieldsResponseSchema,
  facetSchema,
  facetsResponseSchema,
  saveFacetsBodySchema,
} from './facets/facets.schema';
export {
  getDistinctValues,
  getDistinctValuesEndpoint,
  listProductAttributes,
  listProductAttributesEndpoint,
  listStoreProducts,
  listStoreProductsEndpoint,
  updateProductBoost,
  updateProductBoostEndpoint,
} from './products/products.api';
export {
  DISTINCT_VALUES_CACHE_MS,
  distinctValuesQueryOptions,
  productAttributesQueryOptions,
  storeProductsQueryOptions,
  type UpdateProductBoostVariables,
  updateProductBoostMutationOptions,
} from './products/products.queries';
export {
  distinctValueSchema,
  distinctValuesResponseSchema,
  type Product,
  type ProductAttributes,
  productAttributesResponseSchema,
  productAttributesSchema,
  productSchema,
  productsResponseSchema,
  type StockStatus,
  stockStatusSchema,
  updateProductBoostBodySchema,
} from './products/products.schema';
export {
  downloadInvoice,
  downloadInvoiceEndpoint,
  getApiKeys,
  getApiKeysEndpoint,
  getSession,
  getSessionEndpoint,
  listInvoices,
  listInvoicesEndpoint,
  updateApiKeys,
  updateApiKeysEndpoint,
  updateProfileName,
  updateProfileNameEndpoint,
  uploadProfileImage,
  uploadProfileImageEndpoint,
} from './profile/profile.api';
export {
  apiKeysQueryOptions,
  type DownloadInvoiceVariables,
  downloadInvoiceMutationOptions,
  invoicesQueryOptions,
  sessionQueryOptions,
  updateApiKeysMutationOptions,
  updateProfileNameMutationOptions,
  uploadProfileImageMutationOptions,
} from './profile/profile.queries';
export {
  type ApiKeys,
  apiKeysResponseSchema,
  apiKeysSchema,
  type Invoice,
  invoiceFileName,
  invoicePdfSchema,
  invoiceSchema,
  invoicesResponseSchema,
  type SessionUser,
  sessionResponseSchema,
  sessionUserSchema,
  type UpdateApiKeysBody,
  type UpdateProfileNameBody,
  type UpdateProfileNameResponse,
  type UploadProfileImageBody,
  type UserRole,
  updateApiKeysBodySchema,
  updateProfileNameBodySchema,
  updateProfileNameResponseSchema,
  uploadProfileImageBodySchema,
  uploadProfileImageResponseSchema,
  userRoleSchema,
} from './profile/profile.schema';
export {
  createShopifyStore,
  createShopifyStoreEndpoint,
  createWooCommerceStore,
  createWooCommerceStoreEndpoint,
  deleteShopifyStoreEndpoint,
  deleteStore,
  deleteWooCommerceStoreEndpoint,
  getBatchInit,
  getBatchInitEndpoint,
  getSearchLabConfig,
  getSearchLabConfigEndpoint,
  getStoreVendor,
  getStoreVendorEndpoint,
  getVendorInfo,
  getVendorInfoEndpoint,
  resyncShopifyStoreEndpoint,
  resyncStore,
  resyncWooCommerceStoreEndpoint,
  type StoreRef,
  saveSearchLabConfig,
  saveSearchLabConfigEndpoint,
} from './stores/stores.api';
export {
  batchInitQueryOptions,
  createShopifyStoreMutationOptions,
  createWooCommerceStoreMutationOptions,
  deleteStoreMutationOptions,
  resyncStoreMutationOptions,
  type SaveSearchLabConfigVariables,
  saveSearchLabConfigMutationOptions,
  searchLabConfigQueryOptions,
  storeVendorQueryOptions,
  vendorInfoQueryOptions,
} from './stores/stores.queries';
export {
  type BatchInit,
  type BatchInitStore,
  batchInitResponseSchema,
  batchInitSchema,
  batchInitStoreSchema,
  type CreateShopifyStoreBody,
  type CreateWooCommerceStoreBody,
  createShopifyStoreBodySchema,
  createWooCommerceStoreBodySchema,
  DEFAULT_STORE_CURRENCY,
  DEFAULT_STORE_STATUS,
  type SearchLabConfig,
  type SearchLabUrlRule,
  type ShopifySourceStore,
  type Store,
  type StoreCreated,
  type StoreListRow,
  type StoreStatus,
  type StoreVendor,
  type StoreVendorResponse,
  searchLabConfigResponseSchema,
  searchLabConfigSchema,
  searchLabUrlRuleSchema,
  shopifySourceStoreSchema,
  shopifyStoreCreatedResponseSchema,
  storeCreatedResponseSchema,
  storeCreatedSchema,
  storeListRowSchema,
  storeSchema,
  storeStatusSchema,
  storeVendorResponseSchema,
  storeVendorSchema,
  urlMatchTypeSchema,
  type VendorInfoResponse,
  type VendorSummary,
  vendorInfoResponseSchema,
  vendorInfoShopifyStoreSchema,
  vendorInfoWooCommerceStoreSchema,
  vendorSummarySchema,
  type WooCommerceSourceStore,
  wooCommerceSourceStoreSchema,
} from './stores/stores.schema';
export {
  getSyncProgress,
  getSyncProgressEndpoint,
  initiateSync,
  initiateSyncEndpoint,
} from './sync/sync.api';
export {
  initiateSyncMutationOptions,
  syncProgressQueryOptions,
} from './sync/sync.queries';
export {
  type ActiveSync,
  activeSyncSchema,
  type InitiateSyncBody,
  type InitiateSyncResponse,
  initiateSyncBodySchema,
  initiateSyncResponseSchema,
  type SyncHistory,
  type SyncHistoryEntry,
  type SyncProgress,
  type SyncStats,
  type SyncStatus,
  syncHistoryEntrySchema,
  syncHistorySchema,
  syncProgressResponseSchema,
  syncProgressSchema,
  syncStatsSchema,
  syncStatusSchema,
} from './sync/sync.schema';
export {
  getUsageLimits,
  getUsageLimitsEndpoint,
  getUsageStats,
  getUsageStatsEndpoint,
} from './usage/usage.api';
export {
  usageLimitsQueryOptions,
  usageStatsQueryOptions,
} from './usage/usage.queries';
export {
  type ManualBoostingRow,
  type MonthlyUsage,
  manualBoostingRowSchema,
  monthlyUsageSchema,
  type UsageLimits,
  type UsageMetric,
  type UsageStats,
  usageLimitsResponseSchema,
  usageLimitsSchema,
  usageMetricSchema,
  usageStatsResponseSchema,
  usageStatsSchema,
} from './usage/usage.schema';

// domain rules

// ubi
export { checkUbiEvent } from './ubi/ubi.check';
export {
  type Collector,
  type CollectorOptions,
  createCollector,
  type UbiClock,
  type UbiContext,
  type UbiDocument,
  type UbiFlushReason,
  type UbiLeavingEvent,
  type UbiStats,
  type UbiStorage,
} from './ubi/ubi.collector';
export {
  UBI_BATCH_SIZE,
  UBI_COLLECT_PATH,
  UBI_DEFAULT_PLATFORM,
  UBI_FLUSH_DELAY_MS,
  UBI_MAX_PAYLOAD_BYTES,
  UBI_MAX_STORED_BYTES,
  UBI_MAX_STORED_EVENTS,
  UBI_QUEUE_STORAGE_KEY,
  UBI_RETRY_BASE_MS,
  UBI_RETRY_MAX_MS,
  UBI_SESSION_STORAGE_KEY,
  UBI_SESSION_TIMEOUT_MS,
} from './ubi/ubi.constants';
export {
  type UbiBatch,
  type UbiEvent,
  type UbiEventDetails,
  ubiBatchSchema,
  ubiDetailValueSchema,
  ubiEventDetailsSchema,
  ubiEventSchema,
} from './ubi/ubi.schema';
export type { UbiResponse, UbiTransport } from './ubi/ubi.transport';
