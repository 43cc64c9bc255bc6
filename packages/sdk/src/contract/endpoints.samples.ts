/**
 * One valid input for every endpoint, for tests that need a call to reach the network (the client refuses
 * input that breaks its schemas before sending). Only tests import it.
 */
import type { AnyEndpoint, EndpointInput } from '../client/client.endpoint';
import type { EndpointId } from './endpoints';

const rule = {
  name: 'Nike boost',
  type: 'attribute',
  matcher: { bool: { should: [{ term: { brand: 'Nike' } }] } },
  weight: 1.5,
  status: 'active',
  storeId: 1,
  storeType: 'shopify',
};

/** A body that passes each endpoint's body schema. */
export const sampleBodies: Partial<Record<EndpointId, unknown>> = {
  createWooCommerceStore: { storeVendorId: 1, storeUrl: 'https://shop.example.com', consumerKey: 'ck_1' },
  createShopifyStore: { storeVendorId: 1, shopDomain: 'shop.myshopify.com', accessToken: 'shpat_1' },
  saveSearchLabConfig: { checkoutSummaryUrls: [], paymentConfirmationUrls: [] },
  initiateSync: { vendorId: 1, storeId: 1, storeType: 'shopify', isReSync: false },
  updateProfileName: { firstname: 'Mia', lastname: 'Lind' },
  uploadProfileImage: { profileImage: new Blob(['x'], { type: 'image/png' }) },
  updateApiKeys: { firstVideoPlatformKey: 'a', secondVideoPlatformKey: null },
  changeEmail: { newEmail: 'mia@example.com', currentPassword: 'secret-1' },
  changePassword: { currentPassword: 'secret-1', newPassword: 'secret-22' },
  updateProductBoost: { boost: 2 },
  createBoostingRule: rule,
  updateBoostingRule: rule,
  createColorMapping: { colorName: 'Red', hexValue: '#FF0000' },
  updateColorMapping: { colorName: 'Red', hexValue: '#FF0000' },
  saveFacets: [{ id: 1, field: 'brand', label: 'Brand', visible: true, terms: 3 }],
  collectUbiEvents: [],
  updatePlanPrices: { monthlyPrice: 49, yearlyPrice: 529, notify: false },
};

/** A valid input for `endpoint`: path parameters and query values filled, and its sample body. */
export function sampleInput(endpoint: AnyEndpoint): EndpointInput<AnyEndpoint> {
  const params = Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], 'shopify']));
  return {
    params,
    query: endpoint.query ? { storeId: 1, storeType: 'shopify', field: 'brand' } : undefined,
    body: endpoint.body ? sampleBodies[endpoint.id as EndpointId] : undefined,
  } as EndpointInput<AnyEndpoint>;
}
