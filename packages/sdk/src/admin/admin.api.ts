import * as z from 'zod/mini';
import { defineEndpoint } from '../client/client.endpoint';
import { callInput, type RequestOptions, request, type StoreSearchClient } from '../client/client.request';
import { idSchema, unwrapList } from '../client/client.schema';
import {
  type AdminAnalytics,
  type AdminUser,
  type AdminUserActionResult,
  adminAnalyticsResponseSchema,
  adminUserActionResponseSchema,
  adminUsersResponseSchema,
  orderInvoicePdfSchema,
  type PricingPlan,
  pricingPlansResponseSchema,
  type SubscriptionOrder,
  subscriptionOrderResponseSchema,
  subscriptionOrdersResponseSchema,
  type UpdatePlanPricesBody,
  type UpdatePlanPricesResult,
  updatePlanPricesBodySchema,
  updatePlanPricesResponseSchema,
} from './admin.schema';

// Every admin call is proposed: the spec shows the admin screens but not where their data comes from.
const TAG = 'admin';
const userParams = z.object({ userId: idSchema });
const orderParams = z.object({ orderId: idSchema });
const planParams = z.object({ planId: idSchema });

/** GET /api/admin/analytics (proposed): the business figures of spec section 3. */
export const getAdminAnalyticsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'getAdminAnalytics',
  tag: TAG,
  method: 'GET',
  path: '/api/admin/analytics',
  response: adminAnalyticsResponseSchema,
  proposed: true,
});

/** GET /api/admin/users (proposed): every platform user. */
export const listAdminUsersEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'listAdminUsers',
  tag: TAG,
  method: 'GET',
  path: '/api/admin/users',
  response: adminUsersResponseSchema,
  proposed: true,
});

/** POST /api/admin/users/{userId}/ban (proposed): bans a user. */
export const banUserEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'banUser',
  tag: TAG,
  method: 'POST',
  path: '/api/admin/users/{userId}/ban',
  params: userParams,
  response: adminUserActionResponseSchema,
  proposed: true,
});

/** POST /api/admin/users/{userId}/unban (proposed): lifts a user's ban; they can sign in again. */
export const unbanUserEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'unbanUser',
  tag: TAG,
  method: 'POST',
  path: '/api/admin/users/{userId}/unban',
  params: userParams,
  response: adminUserActionResponseSchema,
  proposed: true,
});

/** DELETE /api/admin/users/{userId} (proposed): deletes a user. */
export const deleteUserEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'deleteUser',
  tag: TAG,
  method: 'DELETE',
  path: '/api/admin/users/{userId}',
  params: userParams,
  response: adminUserActionResponseSchema,
  proposed: true,
});

/** POST /api/admin/users/{userId}/force-logout (proposed): ends every session of a user. */
export const forceLogoutUserEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'forceLogoutUser',
  tag: TAG,
  method: 'POST',
  path: '/api/admin/users/{userId}/force-logout',
  params: userParams,
  response: adminUserActionResponseSchema,
  proposed: true,
});

/** GET /api/admin/orders (proposed): every subscription order. */
export const listSubscriptionOrdersEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'listSubscriptionOrders',
  tag: TAG,
  method: 'GET',
  path: '/api/admin/orders',
  response: subscriptionOrdersResponseSchema,
  proposed: true,
});

/** POST /api/admin/orders/{orderId}/cancel (proposed): cancels an active subscription. */
export const cancelSubscriptionEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'cancelSubscription',
  tag: TAG,
  method: 'POST',
  path: '/api/admin/orders/{orderId}/cancel',
  params: orderParams,
  response: subscriptionOrderResponseSchema,
  proposed: true,
});

/** POST /api/admin/orders/{orderId}/reactivate (proposed): reactivates a cancelled subscription. */
export const reactivateSubscriptionEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'reactivateSubscription',
  tag: TAG,
  method: 'POST',
  path: '/api/admin/orders/{orderId}/reactivate',
  params: orderParams,
  response: subscriptionOrderResponseSchema,
  proposed: true,
});

/** GET /api/admin/orders/{orderId}/invoice (proposed): the order's invoice as a PDF. */
export const downloadOrderInvoiceEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'downloadOrderInvoice',
  tag: TAG,
  method: 'GET',
  path: '/api/admin/orders/{orderId}/invoice',
  params: orderParams,
  response: orderInvoicePdfSchema,
  responseType: 'blob',
  responseMediaType: 'application/pdf',
  proposed: true,
});

/** GET /api/admin/plans (proposed): the pricing plans. */
export const listPricingPlansEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'listPricingPlans',
  tag: TAG,
  method: 'GET',
  path: '/api/admin/plans',
  response: pricingPlansResponseSchema,
  proposed: true,
});

/** PUT /api/admin/plans/{planId}/prices (proposed): new prices, optionally e-mailing the plan's active vendors. */
export const updatePlanPricesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'updatePlanPrices',
  tag: TAG,
  method: 'PUT',
  path: '/api/admin/plans/{planId}/prices',
  params: planParams,
  body: updatePlanPricesBodySchema,
  response: updatePlanPricesResponseSchema,
  proposed: true,
});

/** The admin analytics (proposed endpoint). */
export async function getAdminAnalytics(
  client: StoreSearchClient,
  options?: RequestOptions,
): Promise<AdminAnalytics> {
  return (await request(client, getAdminAnalyticsEndpoint, {}, options)).data;
}

/** Every platform user (proposed endpoint). */
export async function listAdminUsers(
  client: StoreSearchClient,
  options?: RequestOptions,
): Promise<AdminUser[]> {
  return unwrapList(await request(client, listAdminUsersEndpoint, {}, options));
}

/** Bans a user (proposed endpoint). */
export async function banUser(
  client: StoreSearchClient,
  input: { readonly userId: string | number },
  options?: RequestOptions,
): Promise<AdminUserActionResult> {
  callInput('banUser', input);
  return request(client, banUserEndpoint, { params: input }, options);
}

/** Lifts a user's ban (proposed endpoint). */
export async function unbanUser(
  client: StoreSearchClient,
  input: { readonly userId: string | number },
  options?: RequestOptions,
): Promise<AdminUserActionResult> {
  callInput('unbanUser', input);
  return request(client, unbanUserEndpoint, { params: input }, options);
}

/** Deletes a user (proposed endpoint). */
export async function deleteUser(
  client: StoreSearchClient,
  input: { readonly userId: string | number },
  options?: RequestOptions,
): Promise<AdminUserActionResult> {
  callInput('deleteUser', input);
  return request(client, deleteUserEndpoint, { params: input }, options);
}

/** Signs a user out everywhere (proposed endpoint). */
export async function forceLogoutUser(
  client: StoreSearchClient,
  input: { readonly userId: string | number },
  options?: RequestOptions,
): Promise<AdminUserActionResult> {
  callInput('forceLogoutUser', input);
  return request(client, forceLogoutUserEndpoint, { params: input }, options);
}

/** Every subscription order (proposed endpoint). */
export async function listSubscriptionOrders(
  client: StoreSearchClient,
  options?: RequestOptions,
): Promise<SubscriptionOrder[]> {
  return unwrapList(await request(client, listSubscriptionOrdersEndpoint, {}, options));
}

/** Cancels an active subscription; resolves to the order as it is now (proposed endpoint). */
export async function cancelSubscription(
  client: StoreSearchClient,
  input: { readonly orderId: string | number },
  options?: RequestOptions,
): Promise<SubscriptionOrder> {
  callInput('cancelSubscription', input);
  return (await request(client, cancelSubscriptionEndpoint, { params: input }, options)).data;
}

/** Reactivates a cancelled subscription; resolves to the order as it is now (proposed endpoint). */
export async function reactivateSubscription(
  client: StoreSearchClient,
  input: { readonly orderId: string | number },
  options?: RequestOptions,
): Promise<SubscriptionOrder> {
  callInput('reactivateSubscription', input);
  return (await request(client, reactivateSubscriptionEndpoint, { params: input }, options)).data;
}

/** The invoice PDF of an order (proposed endpoint). */
export async function downloadOrderInvoice(
  client: StoreSearchClient,
  input: { readonly orderId: string | number },
  options?: RequestOptions,
): Promise<Blob> {
  callInput('downloadOrderInvoice', input);
  return request(client, downloadOrderInvoiceEndpoint, { params: input }, options);
}

/** The pricing plans (proposed endpoint). */
export async function listPricingPlans(
  client: StoreSearchClient,
  options?: RequestOptions,
): Promise<PricingPlan[]> {
  return unwrapList(await request(client, listPricingPlansEndpoint, {}, options));
}

/** Sets a plan's prices, e-mailing its active vendors when `notify` (proposed endpoint). */
export async function updatePlanPrices(
  client: StoreSearchClient,
  input: { readonly planId: string | number } & UpdatePlanPricesBody,
  options?: RequestOptions,
): Promise<UpdatePlanPricesResult> {
  callInput('updatePlanPrices', input);
  const { planId, ...body } = input;
  return request(client, updatePlanPricesEndpoint, { params: { planId }, body }, options);
}
