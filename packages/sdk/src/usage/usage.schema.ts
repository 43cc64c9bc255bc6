import * as z from 'zod/mini';
import { idSchema } from '../client/client.schema';

/** Consumption of one plan limit. */
export const usageMetricSchema = z.looseObject({
  /** Amount used. */
  current: z.number(),
  /** Plan limit. */
  limit: z.number(),
  /** Amount used in percent of the limit. */
  percentage: z.number(),
  /** Amount left. */
  remaining: z.number(),
});

/** Consumption of one plan limit. */
export type UsageMetric = z.infer<typeof usageMetricSchema>;

/** The plan and its limits (spec section 3). */
export const usageLimitsSchema = z.looseObject({
  /** Plan name. */
  planName: z.string(),
  /** Searches this month. */
  searches: usageMetricSchema,
  /** Products indexed. */
  products: usageMetricSchema,
  /** Stores connected. */
  stores: usageMetricSchema,
});

/** The plan and its limits. */
export type UsageLimits = z.infer<typeof usageLimitsSchema>;

/** Response of GET /api/v1/analytics/store/{storeId}/usage-limits; no data means no subscription. */
export const usageLimitsResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The limits; null or absent without a subscription. */
  data: z.optional(z.nullable(usageLimitsSchema)),
});

/** Searches and clicks of one month. */
export const monthlyUsageSchema = z.looseObject({
  /** Year-month, e.g. 2024-05. */
  month: z.string(),
  /** Searches. */
  searches: z.number(),
  /** Clicks. */
  clicks: z.number(),
});

/** Searches and clicks of one month. */
export type MonthlyUsage = z.infer<typeof monthlyUsageSchema>;

/** Monthly usage statistics (spec section 3). */
export const usageStatsSchema = z.object({
  /** One entry per month. */
  monthlyData: z.array(monthlyUsageSchema),
});

/** Monthly usage statistics. */
export type UsageStats = z.infer<typeof usageStatsSchema>;

/** Response of GET /api/v1/analytics/store/{storeId}/usage-stats: the stats under `data` or the body itself. */
export const usageStatsResponseSchema = z.union([
  z.object({ success: z.optional(z.boolean()), data: usageStatsSchema }),
  usageStatsSchema,
]);

/** A row of the Usage page's manual boosting table (spec section 3). */
export const manualBoostingRowSchema = z.looseObject({
  /** Row id. */
  id: idSchema,
  /** ISO date of the purchase. */
  purchaseDate: z.string(),
  /** Where the request came from. */
  origin: z.string(),
  /** What was requested. */
  request: z.string(),
  /** Request state. */
  status: z.string(),
  /** Free-text details. */
  details: z.string(),
});

/** A row of the manual boosting table. */
export type ManualBoostingRow = z.infer<typeof manualBoostingRowSchema>;

/** How often a subscription is billed (proposed). */
export const billingCycleSchema = z.enum(['monthly', 'yearly']);

/** How often a subscription is billed. */
export type BillingCycle = z.infer<typeof billingCycleSchema>;

/** A plan a vendor can subscribe to (proposed): its prices and what it allows. */
export const planOfferSchema = z.looseObject({
  /** Plan name, e.g. Professional. */
  name: z.string(),
  /** Price of a month, billed monthly. */
  monthlyPrice: z.number(),
  /** Price of a year, billed yearly. */
  yearlyPrice: z.number(),
  /** ISO 4217 currency of both prices. */
  currency: z.string(),
  /** What the plan allows: searches a month, products indexed, stores connected. */
  limits: z.looseObject({ searches: z.number(), products: z.number(), stores: z.number() }),
});

/** A plan a vendor can subscribe to. */
export type PlanOffer = z.infer<typeof planOfferSchema>;

/** The vendor's plan and how it is billed (proposed). */
export const currentSubscriptionSchema = z.looseObject({
  /** Plan name. */
  planName: z.string(),
  /** How it is billed. */
  billing: billingCycleSchema,
});

/** The vendor's plan and how it is billed. */
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

/** The plans on offer and the vendor's own (proposed). */
export const subscriptionPlansSchema = z.looseObject({
  /** The vendor's plan; null without a subscription. */
  current: z.nullable(currentSubscriptionSchema),
  /** The plans on offer, cheapest first. */
  plans: z.array(planOfferSchema),
});

/** The plans on offer and the vendor's own. */
export type SubscriptionPlans = z.infer<typeof subscriptionPlansSchema>;

/** Response of GET /api/v1/subscription/plans (proposed). */
export const subscriptionPlansResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The plans and the vendor's own. */
  data: subscriptionPlansSchema,
});

/** Body of PUT /api/v1/subscription/plan (proposed): the plan to move to and how to bill it. */
export const changePlanBodySchema = z.object({
  /** Name of a plan on offer. */
  planName: z.string().check(z.minLength(1)),
  /** How to bill it. */
  billing: billingCycleSchema,
});

/** Body of a plan change. */
export type ChangePlanBody = z.infer<typeof changePlanBodySchema>;

/** What a plan change did (proposed): the plan now, and the invoice it raised. */
export const planChangeSchema = z.looseObject({
  /** Plan name now. */
  planName: z.string(),
  /** How it is billed now. */
  billing: billingCycleSchema,
  /** Amount charged for the first period, in the plan's currency. */
  amount: z.number(),
  /** Number of the invoice raised for it. */
  invoiceNumber: z.string(),
});

/** What a plan change did. */
export type PlanChange = z.infer<typeof planChangeSchema>;

/** Response of PUT /api/v1/subscription/plan (proposed). */
export const planChangeResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The change. */
  data: planChangeSchema,
});
