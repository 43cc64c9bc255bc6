import {
  adminAnalyticsQueryOptions,
  adminUsersQueryOptions,
  pricingPlansQueryOptions,
  subscriptionOrdersQueryOptions,
} from '@storesearch/sdk/admin';
import { type AppRouterContext, startAreaReads } from './screenData';

/*
 * The first reads of the admin's screens, started by their routes with the same keys their panels ask for on
 * their first render: asked for only then, a list would leave after the screen's code had loaded and been drawn
 * once empty, and the page would draw it again when it came.
 */

/** The admin dashboard and Analytics: the platform's figures. */
export function readAdminAnalytics(context: AppRouterContext): void {
  startAreaReads('admin', context, ({ client }, start) => start(adminAnalyticsQueryOptions(client)));
}

/** Orders: every subscription order. */
export function readSubscriptionOrders(context: AppRouterContext): void {
  startAreaReads('admin', context, ({ client }, start) => start(subscriptionOrdersQueryOptions(client)));
}

/** Users: every platform user. */
export function readAdminUsers(context: AppRouterContext): void {
  startAreaReads('admin', context, ({ client }, start) => start(adminUsersQueryOptions(client)));
}

/** Pricing: the plans and their prices. */
export function readPricingPlans(context: AppRouterContext): void {
  startAreaReads('admin', context, ({ client }, start) => start(pricingPlansQueryOptions(client)));
}
