/**
 * Every endpoint descriptor in one list: the demo backend and the OpenAPI contract walk it.
 * Not imported by src/index.ts, so partners who import one call do not bundle every schema.
 */
import {
  collectUbiEventsEndpoint,
  getBatchDashboardEndpoint,
  getFilterUsageEndpoint,
  getRealtimeEndpoint,
  getRecentSearchesEndpoint,
} from '../analytics/analytics.api';
import {
  createBoostingRuleEndpoint,
  deleteBoostingRuleEndpoint,
  listBoostingRulesEndpoint,
  updateBoostingRuleEndpoint,
} from '../boosting/boosting.api';
import type { AnyEndpoint } from '../client/client.endpoint';
import {
  createColorMappingEndpoint,
  deleteColorMappingEndpoint,
  listColorMappingsEndpoint,
  updateColorMappingEndpoint,
} from '../colors/colors.api';
import { listFacetFieldsEndpoint, listFacetsEndpoint, saveFacetsEndpoint } from '../facets/facets.api';
import {
  getDistinctValuesEndpoint,
  listProductAttributesEndpoint,
  listStoreProductsEndpoint,
  updateProductBoostEndpoint,
} from '../products/products.api';
import {
  downloadInvoiceEndpoint,
  getApiKeysEndpoint,
  getSessionEndpoint,
  listInvoicesEndpoint,
  updateApiKeysEndpoint,
  updateProfileNameEndpoint,
  uploadProfileImageEndpoint,
} from '../profile/profile.api';
import {
  createShopifyStoreEndpoint,
  createWooCommerceStoreEndpoint,
  deleteShopifyStoreEndpoint,
  deleteWooCommerceStoreEndpoint,
  getBatchInitEndpoint,
  getSearchLabConfigEndpoint,
  getStoreVendorEndpoint,
  getVendorInfoEndpoint,
  resyncShopifyStoreEndpoint,
  resyncWooCommerceStoreEndpoint,
  saveSearchLabConfigEndpoint,
} from '../stores/stores.api';
import { getSyncProgressEndpoint, initiateSyncEndpoint } from '../sync/sync.api';
import { getUsageLimitsEndpoint, getUsageStatsEndpoint } from '../usage/usage.api';

/** Every endpoint, keyed by descriptor id (the OpenAPI operationId). */
export const endpoints = {
  getStoreVendor: getStoreVendorEndpoint,
  getVendorInfo: getVendorInfoEndpoint,
  getBatchInit: getBatchInitEndpoint,
  createWooCommerceStore: createWooCommerceStoreEndpoint,
  createShopifyStore: createShopifyStoreEndpoint,
  resyncWooCommerceStore: resyncWooCommerceStoreEndpoint,
  resyncShopifyStore: resyncShopifyStoreEndpoint,
  deleteWooCommerceStore: deleteWooCommerceStoreEndpoint,
  deleteShopifyStore: deleteShopifyStoreEndpoint,
  getSearchLabConfig: getSearchLabConfigEndpoint,
  saveSearchLabConfig: saveSearchLabConfigEndpoint,
  initiateSync: initiateSyncEndpoint,
  getSyncProgress: getSyncProgressEndpoint,
  updateProfileName: updateProfileNameEndpoint,
  uploadProfileImage: uploadProfileImageEndpoint,
  downloadInvoice: downloadInvoiceEndpoint,
  listInvoices: listInvoicesEndpoint,
  getSession: getSessionEndpoint,
  getApiKeys: getApiKeysEndpoint,
  updateApiKeys: updateApiKeysEndpoint,
  getDistinctValues: getDistinctValuesEndpoint,
  listProductAttributes: listProductAttributesEndpoint,
  listStoreProducts: listStoreProductsEndpoint,
  updateProductBoost: updateProductBoostEndpoint,
  listBoostingRules: listBoostingRulesEndpoint,
  createBoostingRule: createBoostingRuleEndpoint,
  updateBoostingRule: updateBoostingRuleEndpoint,
  deleteBoostingRule: deleteBoostingRuleEndpoint,
  listColorMappings: listColorMappingsEndpoint,
  createColorMapping: createColorMappingEndpoint,
  updateColorMapping: updateColorMappingEndpoint,
  deleteColorMapping: deleteColorMappingEndpoint,
  listFacetFields: listFacetFieldsEndpoint,
  listFacets: listFacetsEndpoint,
  saveFacets: saveFacetsEndpoint,
  getBatchDashboard: getBatchDashboardEndpoint,
  getFilterUsage: getFilterUsageEndpoint,
  getRealtime: getRealtimeEndpoint,
  getRecentSearches: getRecentSearchesEndpoint,
  getUsageLimits: getUsageLimitsEndpoint,
  getUsageStats: getUsageStatsEndpoint,
  collectUbiEvents: collectUbiEventsEndpoint,
} as const satisfies Record<string, AnyEndpoint>;

/** An endpoint id. */
export type EndpointId = keyof typeof endpoints;

/** Every endpoint as a list, in registry order. */
export const endpointList: readonly AnyEndpoint[] = Object.values(endpoints);

/** The path in MSW/Express syntax: `{id}` becomes `:id`. */
export function toRoutePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
