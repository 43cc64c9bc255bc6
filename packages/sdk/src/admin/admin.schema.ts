import * as z from 'zod/mini';
import { idSchema, listOrDataSchema } from '../client/client.schema';

/** A platform user as the admin Users table lists it (spec section 3). */
export const adminUserSchema = z.looseObject({
  /** User id. */
  id: idSchema,
  /** First name. */
  firstname: z.string(),
  /** Last name. */
  lastname: z.string(),
  /** Full name. */
  fullname: z.string(),
  /** E-mail address. */
  email: z.string(),
  /** Profile image address; null when none. */
  image: z.optional(z.nullable(z.string())),
  /** admin, or user (shown as Vendor); another role is shown as Vendor too. */
  role: z.string(),
  /** active, banned, or another state that is only displayed. */
  status: z.string(),
  /** ISO date-time of the last sign-in; null when never. */
  lastLogin: z.nullable(z.string()),
  /** Subscribed plan; null without a subscription. */
  planName: z.nullable(z.string()),
  /** ISO date of the subscription; null without one. */
  subscriptionDate: z.nullable(z.string()),
  /** Monthly revenue from this user in dollars (the plan's monthly price; 0 without a plan). */
  planPrice: z.number(),
  /** ISO date the account was created. */
  startDate: z.string(),
  /** Time of day the account was created (HH:MM, UTC). */
  time: z.string(),
});

/** A platform user. */
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Response of GET /api/admin/users (proposed): a bare list or `{ data }`. */
export const adminUsersResponseSchema = listOrDataSchema(adminUserSchema);

/** A subscription order as the admin Orders table lists it (spec section 3). */
export const subscriptionOrderSchema = z.looseObject({
  /** Order id. */
  id: idSchema,
  /** Customer's full name. */
  fullname: z.string(),
  /** Customer's e-mail address. */
  email: z.string(),
  /** Vendor (company) name. */
  vendor: z.string(),
  /** Plan name. */
  plan: z.string(),
  /** Amount billed per period, in dollars. */
  amount: z.number(),
  /** active, cancelled, pending, or another state that is only displayed. */
  status: z.string(),
  /** ISO date the subscription started. */
  startDate: z.string(),
  /** ISO date of the next billing, or 'N/A' once cancelled. */
  nextBilling: z.string(),
  /** Address of the order's invoice PDF; null when none was issued. */
  invoiceUrl: z.nullable(z.string()),
});

/** A subscription order. */
export type SubscriptionOrder = z.infer<typeof subscriptionOrderSchema>;

/** Response of GET /api/admin/orders (proposed): a bare list or `{ data }`. */
export const subscriptionOrdersResponseSchema = listOrDataSchema(subscriptionOrderSchema);

/** Response of an order action (proposed): the order as it is now. */
export const subscriptionOrderResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The changed order. */
  data: subscriptionOrderSchema,
});

/** A pricing plan (spec section 3). */
export const pricingPlanSchema = z.looseObject({
  /** Plan id. */
  id: idSchema,
  /** Plan name, e.g. Starter. */
  name: z.string(),
  /** Price per month in dollars. */
  monthlyPrice: z.number(),
  /** Price per year in dollars. */
  yearlyPrice: z.number(),
  /** Vendors with an active subscription to the plan. */
  activeVendors: z.number(),
  /** Revenue of the plan per month in dollars. */
  monthlyRevenue: z.number(),
});

/** A pricing plan. */
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

/** Response of GET /api/admin/plans (proposed): a bare list or `{ data }`. */
export const pricingPlansResponseSchema = listOrDataSchema(pricingPlanSchema);

/** Body of PUT /api/admin/plans/{planId}/prices (proposed). */
export const updatePlanPricesBodySchema = z.object({
  /** New monthly price: at least 0, whole cents. */
  monthlyPrice: z.number().check(z.minimum(0)),
  /** New yearly price: at least 0, whole cents. */
  yearlyPrice: z.number().check(z.minimum(0)),
  /** E-mail every active vendor of the plan about the change. */
  notify: z.boolean(),
});

/** Body of a price update. */
export type UpdatePlanPricesBody = z.infer<typeof updatePlanPricesBodySchema>;

/** Response of a price update (proposed). */
export const updatePlanPricesResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The plan as it is now. */
  data: pricingPlanSchema,
  /** Vendors e-mailed about the change (0 when notify was false). */
  notified: z.number(),
});

/** Result of a price update. */
export type UpdatePlanPricesResult = z.infer<typeof updatePlanPricesResponseSchema>;

/** Response of a user action (ban, unban, delete, force logout; proposed). */
export const adminUserActionResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The user as it is now; absent after a delete. */
  data: z.optional(adminUserSchema),
});

/** Result of a user action. */
export type AdminUserActionResult = z.infer<typeof adminUserActionResponseSchema>;

/** Subscriptions and revenue of one plan. */
export const planFiguresSchema = z.looseObject({
  /** Active subscriptions. */
  count: z.number(),
  /** Revenue per month in dollars. */
  revenue: z.number(),
});

/** Revenue of one month. */
export const monthlyRevenuePointSchema = z.looseObject({
  /** Year-month, e.g. 2024-07. */
  month: z.string(),
  /** Revenue in dollars. */
  revenue: z.number(),
});

/** Revenue of one month. */
export type MonthlyRevenuePoint = z.infer<typeof monthlyRevenuePointSchema>;

/** New users of one period. */
export const userOnboardingPointSchema = z.looseObject({
  /** Year-month (e.g. 2024-07) or ISO date of the period's start. */
  date: z.string(),
  /** Users who joined in the period. */
  users: z.number(),
});

/** New users of one period. */
export type UserOnboardingPoint = z.infer<typeof userOnboardingPointSchema>;

/** Share of one plan among subscriptions. */
export const subscriptionShareSchema = z.looseObject({
  /** Plan name. */
  plan: z.string(),
  /** Active subscriptions. */
  count: z.number(),
  /** Share of all active subscriptions, in percent. */
  percentage: z.number(),
});

/** Share of one plan among subscriptions. */
export type SubscriptionShare = z.infer<typeof subscriptionShareSchema>;

/** Searches and revenue of one vendor. */
export const vendorPerformanceSchema = z.looseObject({
  /** Vendor name. */
  vendor: z.string(),
  /** Searches. */
  searches: z.number(),
  /** Revenue in dollars. */
  revenue: z.number(),
});

/** Searches and revenue of one vendor. */
export type VendorPerformance = z.infer<typeof vendorPerformanceSchema>;

/** Last month's figures, for the dashboard's trends and its current-versus-previous panel (proposed). */
export const previousMonthFiguresSchema = z.looseObject({
  /** Revenue of the previous month in dollars. */
  monthlyRevenue: z.number(),
  /** Users who joined in the previous month. */
  newUsers: z.number(),
  /** Active users at the end of the previous month. */
  activeUsers: z.number(),
  /** All users at the end of the previous month. */
  totalUsers: z.number(),
});

/** Last month's figures. */
export type PreviousMonthFigures = z.infer<typeof previousMonthFiguresSchema>;

/** The admin analytics of spec section 3. */
export const adminAnalyticsSchema = z.looseObject({
  /** All users. */
  totalUsers: z.number(),
  /** Users who joined this month. */
  newUsersThisMonth: z.number(),
  /** Users who are not banned and signed in within the last 30 days. */
  activeUsers: z.number(),
  /** User growth against the previous month, in percent. */
  userGrowthRate: z.number(),
  /** Revenue since the start of the data, in dollars. */
  totalRevenue: z.number(),
  /** Revenue this month, in dollars. */
  monthlyRevenue: z.number(),
  /** Revenue growth against the previous month, in percent. */
  revenueGrowth: z.number(),
  /** Active subscriptions and monthly revenue per plan. */
  subscriptionPlans: z.looseObject({
    /** Starter plan. */
    starter: planFiguresSchema,
    /** Professional plan. */
    professional: planFiguresSchema,
    /** Enterprise plan. */
    enterprise: planFiguresSchema,
  }),
  /** All vendor profiles. */
  totalVendors: z.number(),
  /** Vendors with an active subscription. */
  activeVendors: z.number(),
  /** Vendor growth against the previous month, in percent. */
  vendorGrowth: z.number(),
  /** Searches served this month. */
  totalSearches: z.number(),
  /** Average search time in milliseconds. */
  averageSearchTime: z.number(),
  /** Uptime over the last 30 days, in percent. */
  systemUptime: z.number(),
  /** Revenue per month, oldest first (Jan 2023 to Dec 2024). */
  monthlyRevenueData: z.array(monthlyRevenuePointSchema),
  /** New users per month, oldest first (grouped into quarters for the growth chart). */
  userOnboardingData: z.array(userOnboardingPointSchema),
  /** Share of each plan among active subscriptions. */
  subscriptionDistribution: z.array(subscriptionShareSchema),
  /** Vendors with their searches and revenue. */
  vendorPerformance: z.array(vendorPerformanceSchema),
  /** Last month's figures (proposed: the spec's tiles need them for their trends). */
  previousMonth: z.optional(previousMonthFiguresSchema),
});

/** The admin analytics. */
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

/** Response of GET /api/admin/analytics (proposed). */
export const adminAnalyticsResponseSchema = z.looseObject({
  /** True on success. */
  success: z.optional(z.boolean()),
  /** The analytics. */
  data: adminAnalyticsSchema,
});

/** An order invoice PDF. */
export const orderInvoicePdfSchema = z.instanceof(Blob);
