/**
 * The usage domain in the demo backend: a vendor's plan limits (per account, over all its stores) and a store's
 * monthly usage, counted from the UBI events the backend keeps, as the analytics screens are: this month's
 * searches on the limits card are the current month's bar of the chart, and the dashboard's for this month.
 */

import { PLAN_NOT_FOUND } from '../admin/admin.mock';
import { formatMessage } from '../i18n/i18n.format';
import { enComplete } from '../i18n/messages';
import {
  searchesThisMonth,
  thisMonthWindow,
  usageStatsFromEvents,
  usageWindow,
} from '../insights/insights.figures';
import { keptEventsIn, storeFiguresAnswer } from '../insights/insights.mock';
import { errorResponse } from '../mocks/mocks.answer';
import type { DemoDb } from '../mocks/mocks.db';
import {
  callingVendor,
  findVendor,
  storeInPath,
  VENDOR_NOT_FOUND,
  vendorStores,
} from '../mocks/mocks.lookups';
import { defineDomainMock, route } from '../mocks/mocks.route';
import { DEMO_PLANS, DEMO_STORES, type DemoPlanName } from '../mocks/mocks.seed';
import type { DemoVendor } from '../stores/stores.mock';
import {
  changeSubscriptionPlanEndpoint,
  getUsageLimitsEndpoint,
  getUsageStatsEndpoint,
  listSubscriptionPlansEndpoint,
} from './usage.api';
import { planOverLimits, planPrice } from './usage.rules';
import type { PlanOffer, UsageLimits, UsageMetric } from './usage.schema';

/** One metric of the usage page: percentage rounded to a whole number, remaining never below 0. */
export function usageMetric(current: number, limit: number): UsageMetric {
  return {
    current,
    limit,
    percentage: limit > 0 ? Math.round((current / limit) * 100) : 0,
    remaining: Math.max(0, limit - current),
  };
}

const shopifyPath = () => ({ params: { storeId: DEMO_STORES.shopify.id } });

/** Currency of the plans' prices. */
const PLAN_CURRENCY = 'USD';

/**
 * A vendor's plan, its limits and what it uses of them. Limits are per account: this month's searches and all
 * products over the vendor's stores.
 */
function vendorUsage(db: DemoDb, vendor: DemoVendor, now: number): UsageLimits {
  const plan = DEMO_PLANS[vendor.planName];
  const stores = vendorStores(db, vendor.id);
  const storeIds = stores.map((s) => String(s.id));
  const searches = searchesThisMonth(keptEventsIn(db, now, storeIds, thisMonthWindow(now)), storeIds, now);
  const products = stores.reduce((sum, s) => sum + (db.products.get(s.id)?.length ?? 0), 0);
  return {
    planName: vendor.planName,
    searches: usageMetric(searches, plan.searches),
    products: usageMetric(products, plan.products),
    stores: usageMetric(stores.length, plan.stores),
  };
}

/** The plans on offer, cheapest first: the prices the admin area sets, the limits of the demo's plans. */
function planOffers(db: DemoDb): (PlanOffer & { readonly name: DemoPlanName })[] {
  return db.admin.plans
    .map((plan) => ({
      name: plan.name,
      monthlyPrice: plan.monthlyPrice,
      yearlyPrice: plan.yearlyPrice,
      currency: PLAN_CURRENCY,
      limits: {
        searches: DEMO_PLANS[plan.name].searches,
        products: DEMO_PLANS[plan.name].products,
        stores: DEMO_PLANS[plan.name].stores,
      },
    }))
    .sort((a, b) => a.monthlyPrice - b.monthlyPrice);
}

/** Number of the invoice a plan change raises: its day, the vendor's user and how many changes it made. */
function planChangeInvoiceNumber(vendor: DemoVendor, at: number): string {
  const day = new Date(at).toISOString().slice(0, 10).replaceAll('-', '');
  return `INV-${day}-${vendor.userId}-${vendor.planChanges.length + 1}`;
}

/** The usage domain's calls in the demo backend. */
export const usageMock = defineDomainMock({
  domain: 'usage',
  tag: { name: 'usage', description: 'Plan limits and monthly usage of a store.' },
  routes: [
    route(getUsageLimitsEndpoint).with({
      summary: 'Plan name and the searches, products and stores limits.',
      access: 'vendor',
      sample: shopifyPath,
      find: storeInPath,
      answer: (ctx, store) => {
        const vendor = findVendor(ctx.db, store.vendorId);
        if (!vendor) return errorResponse(404, VENDOR_NOT_FOUND);
        return { body: { success: true, data: vendorUsage(ctx.db, vendor, ctx.now) } };
      },
    }),

    route(getUsageStatsEndpoint).with({
      summary: 'Monthly searches and clicks of the last 12 months (under data, or as the body itself).',
      access: 'vendor',
      sample: shopifyPath,
      find: storeInPath,
      answer: storeFiguresAnswer(usageStatsFromEvents, usageWindow),
    }),

    route(listSubscriptionPlansEndpoint).with({
      summary: "The plans on offer, cheapest first, and the vendor's own with how it is billed.",
      access: 'vendor',
      sample: () => ({}),
      find: callingVendor,
      answer: (ctx, vendor) => ({
        body: {
          success: true,
          data: {
            current: { planName: vendor.planName, billing: vendor.billing },
            plans: planOffers(ctx.db),
          },
        },
      }),
    }),

    route(changeSubscriptionPlanEndpoint).with({
      summary:
        "Moves the vendor to a plan billed monthly or yearly and invoices its first period; 409 when the vendor's use is over the plan's limits.",
      access: 'vendor',
      sample: () => ({ body: { planName: 'Enterprise', billing: 'yearly' } }),
      find: callingVendor,
      answer: (ctx, vendor) => {
        const plan = planOffers(ctx.db).find((p) => p.name === ctx.body.planName);
        if (!plan) return errorResponse(404, PLAN_NOT_FOUND);
        const { billing } = ctx.body;
        const current = { planName: vendor.planName, billing: vendor.billing };
        // Choosing the plan the vendor is on, billed as it is, changes nothing and bills nothing.
        if (plan.name === current.planName && billing === current.billing) {
          return { body: { success: true, data: { ...current, amount: 0, invoiceNumber: '' } } };
        }
        const over = planOverLimits(vendorUsage(ctx.db, vendor, ctx.now), plan);
        if (over.length > 0) {
          return errorResponse(409, formatMessage('planOverLimits', { plan: plan.name }, enComplete), {
            limits: over,
            plan: plan.name,
          });
        }
        const amount = planPrice(plan, billing);
        const invoiceNumber = planChangeInvoiceNumber(vendor, ctx.now);
        vendor.planChanges.push({
          at: ctx.now,
          from: vendor.planName,
          planName: plan.name,
          billing,
          amount,
          invoiceNumber,
        });
        vendor.planName = plan.name;
        vendor.billing = billing;
        // The admin area's order of the vendor's owner follows: its plan, and that plan's monthly price.
        for (const order of ctx.db.admin.orders) {
          if (order.userId === vendor.userId && order.status !== 'cancelled') {
            order.plan = plan.name;
            order.amount = plan.monthlyPrice;
          }
        }
        return { body: { success: true, data: { planName: plan.name, billing, amount, invoiceNumber } } };
      },
    }),
  ],
});
