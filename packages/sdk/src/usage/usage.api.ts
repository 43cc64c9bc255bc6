import * as z from 'zod/mini';
import { defineEndpoint } from '../client/client.endpoint';
import { callInput, type RequestOptions, request, type StoreSearchClient } from '../client/client.request';
import { idSchema } from '../client/client.schema';
import {
  type ChangePlanBody,
  changePlanBodySchema,
  type PlanChange,
  planChangeResponseSchema,
  type SubscriptionPlans,
  subscriptionPlansResponseSchema,
  type UsageLimits,
  type UsageStats,
  usageLimitsResponseSchema,
  usageStatsResponseSchema,
} from './usage.schema';

const TAG = 'usage';
const storeParams = z.object({ storeId: idSchema });

/** GET /api/v1/analytics/store/{storeId}/usage-limits: the plan and its limits. */
export const getUsageLimitsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'getUsageLimits',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/analytics/store/{storeId}/usage-limits',
  params: storeParams,
  response: usageLimitsResponseSchema,
});

/** GET /api/v1/analytics/store/{storeId}/usage-stats: monthly searches and clicks. */
export const getUsageStatsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'getUsageStats',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/analytics/store/{storeId}/usage-stats',
  params: storeParams,
  response: usageStatsResponseSchema,
});

/** The plan and its limits; null when the vendor has no subscription. */
export async function getUsageLimits(
  client: StoreSearchClient,
  input: { readonly storeId: string | number },
  options?: RequestOptions,
): Promise<UsageLimits | null> {
  callInput('getUsageLimits', input);
  return (await request(client, getUsageLimitsEndpoint, { params: input }, options)).data ?? null;
}

/** Monthly usage statistics, whether the API wraps them in `data` or not. */
export async function getUsageStats(
  client: StoreSearchClient,
  input: { readonly storeId: string | number },
  options?: RequestOptions,
): Promise<UsageStats> {
  callInput('getUsageStats', input);
  const body = await request(client, getUsageStatsEndpoint, { params: input }, options);
  return 'data' in body ? body.data : body;
}

/** GET /api/v1/subscription/plans (proposed): the plans on offer and the vendor's own. */
export const listSubscriptionPlansEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'listSubscriptionPlans',
  tag: TAG,
  method: 'GET',
  path: '/api/v1/subscription/plans',
  response: subscriptionPlansResponseSchema,
  proposed: true,
});

/** PUT /api/v1/subscription/plan (proposed): moves the vendor to a plan, billed monthly or yearly. */
export const changeSubscriptionPlanEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'changeSubscriptionPlan',
  tag: TAG,
  method: 'PUT',
  path: '/api/v1/subscription/plan',
  body: changePlanBodySchema,
  response: planChangeResponseSchema,
  proposed: true,
});

/** The plans on offer, cheapest first, and the vendor's own (proposed endpoint). */
export async function listSubscriptionPlans(
  client: StoreSearchClient,
  options?: RequestOptions,
): Promise<SubscriptionPlans> {
  return (await request(client, listSubscriptionPlansEndpoint, {}, options)).data;
}

/**
 * Moves the vendor to a plan, billed monthly or yearly (proposed endpoint). The API refuses (409) a plan whose
 * limits the vendor's current usage is over; the new limits apply at once and the first period is invoiced.
 */
export async function changeSubscriptionPlan(
  client: StoreSearchClient,
  input: ChangePlanBody,
  options?: RequestOptions,
): Promise<PlanChange> {
  callInput('changeSubscriptionPlan', input);
  return (await request(client, changeSubscriptionPlanEndpoint, { body: input }, options)).data;
}
