/**
 * @storesearch/sdk/query: query keys and typed query/mutation option factories on @tanstack/query-core,
 * for every read and write of the API. A subpath of its own, so that partners who do not use TanStack
 * Query never bundle it, and the main entry stays within its size budget.
 */

export {
  type AdminUserVariables,
  adminAnalyticsQueryOptions,
  adminKeys,
  adminUsersQueryOptions,
  banUserMutationOptions,
  cancelSubscriptionMutationOptions,
  deleteUserMutationOptions,
  downloadOrderInvoiceMutationOptions,
  forceLogoutUserMutationOptions,
  pricingPlansQueryOptions,
  reactivateSubscriptionMutationOptions,
  type SubscriptionOrderVariables,
  subscriptionOrdersQueryOptions,
  type UpdatePlanPricesVariables,
  updatePlanPricesMutationOptions,
} from '../admin/admin.queries';
export {
  batchDashboardQueryOptions,
  DASHBOARD_POLL_MS,
  filterUsageQueryOptions,
  REALTIME_POLL_MS,
  realtimeQueryOptions,
  recentSearchesQueryOptions,
} from '../analytics/analytics.queries';
export {
  boostingRulesQueryOptions,
  createBoostingRuleMutationOptions,
  type DeleteBoostingRuleVariables,
  deleteBoostingRuleMutationOptions,
  type UpdateBoostingRuleVariables,
  updateBoostingRuleMutationOptions,
} from '../boosting/boosting.queries';
export {
  mutationKey,
  STORESEARCH_QUERY_SCOPE,
  storesearchKeys,
} from '../client/client.keys';
export {
  defineMutationOptions,
  defineQueryOptions,
  type MutationFactoryOptions,
  type StoreSearchMutationOptions,
  type StoreSearchQueryOptions,
} from '../client/client.queries';
export {
  type ColorMappingRefVariables,
  type CreateColorMappingVariables,
  colorMappingsQueryOptions,
  createColorMappingMutationOptions,
  deleteColorMappingMutationOptions,
  updateColorMappingMutationOptions,
} from '../colors/colors.queries';
export {
  facetFieldsQueryOptions,
  facetsQueryOptions,
  type SaveFacetsVariables,
  saveFacetsMutationOptions,
} from '../facets/facets.queries';
export {
  DISTINCT_VALUES_CACHE_MS,
  distinctValuesQueryOptions,
  productAttributesQueryOptions,
  storeProductsQueryOptions,
  type UpdateProductBoostVariables,
  updateProductBoostMutationOptions,
} from '../products/products.queries';
export {
  apiKeysQueryOptions,
  changeEmailMutationOptions,
  changePasswordMutationOptions,
  type DownloadInvoiceVariables,
  downloadInvoiceMutationOptions,
  invoicesQueryOptions,
  sessionQueryOptions,
  updateApiKeysMutationOptions,
  updateProfileNameMutationOptions,
  uploadProfileImageMutationOptions,
} from '../profile/profile.queries';
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
} from '../stores/stores.queries';
export {
  initiateSyncMutationOptions,
  syncProgressQueryOptions,
} from '../sync/sync.queries';
export {
  usageLimitsQueryOptions,
  usageStatsQueryOptions,
} from '../usage/usage.queries';
