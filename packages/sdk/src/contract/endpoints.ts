/**
 * Every endpoint descriptor in one list: the demo backend and the OpenAPI contract walk it.
 * Not imported by src/index.ts, so partners who import one call do not bundle every schema.
 */
import {
  banUserEndpoint,
  cancelSubscriptionEndpoint,
  deleteUserEndpoint,
  downloadOrderInvoiceEndpoint,
  forceLogoutUserEndpoint,
  getAdminAnalyticsEndpoint,
  listAdminUsersEndpoint,
  listPricingPlansEndpoint,
  listSubscriptionOrdersEndpoint,
  reactivateSubscriptionEndpoint,
  updatePlanPricesEndpoint,
} from '../admin/admin.api';
import {
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
  changeEmailEndpoint,
  changePasswordEndpoint,
  downloadInvoiceEndpoint,
  getApiKeysEndpoint,
  getSessionEndpoint,
  listInvoicesEndpoint,
  logoutEndpoint,
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
import { collectUbiEventsEndpoint } from '../ubi/ubi.api';
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
  logout: logoutEndpoint,
  getApiKeys: getApiKeysEndpoint,
  updateApiKeys: updateApiKeysEndpoint,
  changeEmail: changeEmailEndpoint,
  changePassword: changePasswordEndpoint,
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
  getAdminAnalytics: getAdminAnalyticsEndpoint,
  listAdminUsers: listAdminUsersEndpoint,
  banUser: banUserEndpoint,
  deleteUser: deleteUserEndpoint,
  forceLogoutUser: forceLogoutUserEndpoint,
  listSubscriptionOrders: listSubscriptionOrdersEndpoint,
  cancelSubscription: cancelSubscriptionEndpoint,
  reactivateSubscription: reactivateSubscriptionEndpoint,
  downloadOrderInvoice: downloadOrderInvoiceEndpoint,
  listPricingPlans: listPricingPlansEndpoint,
  updatePlanPrices: updatePlanPricesEndpoint,
} as const satisfies Record<string, AnyEndpoint>;

/** An endpoint id. */
export type EndpointId = keyof typeof endpoints;

/**
 * One-line description of each endpoint for the contract. Kept here rather than on the descriptors
 * so the strings stay out of partners' bundles (the SDK entry has a 20 kB budget).
 */
export const endpointSummaries = {
  getStoreVendor: 'The store vendor with its Shopify and WooCommerce stores (also called with the user id).',
  getVendorInfo: 'The signed-in vendor and its stores per platform.',
  getBatchInit: 'Vendor, stores, active syncs and sync history for the welcome page.',
  createWooCommerceStore: 'Connects a WooCommerce store; `existing: true` when it was already connected.',
  createShopifyStore: 'Connects a Shopify store.',
  resyncWooCommerceStore: 'Re-synchronises a WooCommerce store.',
  resyncShopifyStore: 'Re-synchronises a Shopify store.',
  deleteWooCommerceStore: 'Disconnects a WooCommerce store.',
  deleteShopifyStore: 'Disconnects a Shopify store.',
  getSearchLabConfig: 'The Search Lab checkout-summary and payment-confirmation URL rules of a store.',
  saveSearchLabConfig: 'Replaces the Search Lab URL rules of a store.',
  initiateSync: 'Starts a catalogue sync (isReSync false) or a re-sync (true).',
  getSyncProgress: "Progress of the store's current or latest sync run.",
  updateProfileName: "Saves the signed-in user's first and last name.",
  uploadProfileImage: 'Uploads a new profile image as the multipart field profileImage.',
  downloadInvoice: "The user's latest invoice as a PDF (saved as invoice-{userId}.pdf).",
  listInvoices: "The user's invoices for the Payment Invoice table.",
  getSession: 'The signed-in user with their role.',
  logout:
    'Ends the session: the session cookie is cleared and no longer accepted; succeeds when nobody is signed in.',
  getApiKeys: 'The two video-platform API keys, masked.',
  updateApiKeys: 'Saves the two video-platform API keys; returns them masked.',
  changeEmail: 'Changes the sign-in e-mail, confirmed with the current password.',
  changePassword: 'Changes the password (at least 8 characters), confirmed with the current one.',
  getDistinctValues: 'Distinct values of one product field in a store.',
  listProductAttributes:
    'Products with brand, category, tag, color, size, stock, featured, sale and price for rule previews.',
  listStoreProducts: 'Products (id, title, boost) of a store for manual boosting.',
  updateProductBoost: "Sets a product's manual boost.",
  listBoostingRules: "The store's boosting rules.",
  createBoostingRule: 'Creates a boosting rule.',
  updateBoostingRule: 'Replaces a boosting rule (also used to toggle its status).',
  deleteBoostingRule: 'Deletes a boosting rule of a store.',
  listColorMappings: "The store's colour-name to hex mappings.",
  createColorMapping: 'Adds a colour mapping; the store is named in the query as for the list.',
  updateColorMapping: 'Updates a colour mapping; hexValue is sent uppercased.',
  deleteColorMapping: 'Deletes a colour mapping.',
  listFacetFields: 'Product fields available as facets, with how many products carry each.',
  listFacets: "The store's facets.",
  saveFacets: "Replaces the store's facets with the full list, in its fixed order.",
  getBatchDashboard:
    'Total searches, recent searches and product clicks for the vendor dashboard (polled every 30 s).',
  getFilterUsage: 'Filter usage records for the filter state chart.',
  getRealtime: 'Hourly search activity and recent events (polled every 10 s).',
  getRecentSearches: "The vendor's recent searches with clicks, conversion and revenue.",
  getUsageLimits: 'Plan name and the searches, products and stores limits.',
  getUsageStats: 'Monthly searches and clicks (under data, or as the body itself).',
  collectUbiEvents:
    'Collects a batch of analytics (UBI) events, sent by beacon or fetch as a JSON array. Delivery is at least ' +
    'once (a batch is sent again when its answer was lost or its page died after the beacon): the server keeps ' +
    'each event_id once and drops the duplicates.',
  getAdminAnalytics: 'Business figures for the admin dashboard and analytics screens (admins only).',
  listAdminUsers: 'Every platform user for the admin Users table (admins only).',
  banUser: 'Bans a user; their sessions end (admins only).',
  deleteUser: 'Deletes a user and their vendor subscription (admins only).',
  forceLogoutUser: 'Ends every session of a user (admins only).',
  listSubscriptionOrders: 'Every subscription order for the admin Orders table (admins only).',
  cancelSubscription: 'Cancels an active subscription: status cancelled, nextBilling N/A (admins only).',
  reactivateSubscription: 'Reactivates a cancelled subscription (admins only).',
  downloadOrderInvoice: "An order's latest invoice as a PDF (admins only).",
  listPricingPlans: 'The pricing plans with their active vendors and monthly revenue (admins only).',
  updatePlanPrices:
    "Sets a plan's monthly and yearly prices; notify e-mails its active vendors (admins only).",
} as const satisfies Record<EndpointId, string>;

/**
 * Who may make each call, for the contract's security requirements: `public` needs nothing, `user` the session
 * cookie, `vendor` the session cookie and the vendor id in x-vendor-id (spec section 6), `admin` the session cookie
 * of an admin. The demo backend enforces the same split (mocks.backend.test.ts checks both agree).
 */
export type EndpointAccess = 'public' | 'user' | 'vendor' | 'admin';

const USER_CALLS = [
  'getStoreVendor',
  'updateProfileName',
  'uploadProfileImage',
  'downloadInvoice',
  'listInvoices',
  'getSession',
  'getApiKeys',
  'updateApiKeys',
  'changeEmail',
  'changePassword',
] as const satisfies readonly EndpointId[];

const PUBLIC_CALLS = ['logout', 'collectUbiEvents'] as const satisfies readonly EndpointId[];

const ADMIN_CALLS = [
  'getAdminAnalytics',
  'listAdminUsers',
  'banUser',
  'deleteUser',
  'forceLogoutUser',
  'listSubscriptionOrders',
  'cancelSubscription',
  'reactivateSubscription',
  'downloadOrderInvoice',
  'listPricingPlans',
  'updatePlanPrices',
] as const satisfies readonly EndpointId[];

/** The access an endpoint needs; every call not listed as public, user or admin is a vendor call. */
export function endpointAccess(id: string): EndpointAccess {
  const is = (list: readonly string[]) => list.includes(id);
  if (is(PUBLIC_CALLS)) return 'public';
  if (is(USER_CALLS)) return 'user';
  if (is(ADMIN_CALLS)) return 'admin';
  return 'vendor';
}

/** Every endpoint as a list, in registry order. */
export const endpointList: readonly AnyEndpoint[] = Object.values(endpoints);

/** The path in MSW/Express syntax: `{id}` becomes `:id`. */
export function toRoutePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
