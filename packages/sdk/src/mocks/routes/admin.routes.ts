/** Admin endpoints of the demo backend: analytics, users, orders and plans, for signed-in admins only. */
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
} from '../../admin/admin.api';
import { cancelOrder, reactivateOrder, validatePrice } from '../../admin/admin.rules';
import type { AnyEndpoint } from '../../client/client.endpoint';
import {
  adminAnalytics,
  type DemoAdminUser,
  type DemoOrder,
  indexOrdersByUser,
  indexUsersById,
  orderNextBilling,
  toAdminUser,
  toPricingPlan,
  toSubscriptionOrder,
} from '../mocks.admin';
import type { DemoDb, DemoUser } from '../mocks.db';
import {
  errorResponse,
  type GuardedImpl,
  guardedRoute,
  NOT_A_VENDOR_CALL,
  type Route,
  type RouteContext,
  type RouteImpl,
} from '../mocks.route';
import { invoicePdf } from './profile.routes';
import { USER_NOT_FOUND, validationError } from './routes.shared';

/** Server message when a non-admin calls an admin endpoint (403). */
export const ADMIN_ONLY = 'Admin access required';

/** Server message of a 404 for an unknown order. */
export const ORDER_NOT_FOUND = 'Order not found';

/** Server message of a 404 for an unknown plan. */
export const PLAN_NOT_FOUND = 'Plan not found';

/** Server message when an order is not in the state an action needs (409). */
export const ORDER_STATE_CONFLICT = 'This subscription cannot change to that state';

/** Server message when an admin tries to ban or delete their own account (409). */
export const CANNOT_ACT_ON_SELF = 'You cannot do this to your own account';

type Ctx = Pick<RouteContext<never>, 'user' | 'db'>;

/** The signed-in admin, or a 401/403 like a real API. */
function requireAdmin(ctx: Ctx): DemoUser | Response {
  if (ctx.user === null) return errorResponse(401, 'Not signed in');
  return ctx.user.role === 'admin' ? ctx.user : errorResponse(403, ADMIN_ONLY);
}

/** The admin-list user named in the path, or a 404. */
function userInPath(ctx: { readonly db: DemoDb; readonly params: { readonly userId: string } }) {
  return (
    ctx.db.admin.users.find((u) => String(u.id) === ctx.params.userId) ?? errorResponse(404, USER_NOT_FOUND)
  );
}

/** The order named in the path, or a 404. */
function orderInPath(ctx: { readonly db: DemoDb; readonly params: { readonly orderId: string } }) {
  return (
    ctx.db.admin.orders.find((o) => String(o.id) === ctx.params.orderId) ??
    errorResponse(404, ORDER_NOT_FOUND)
  );
}

/** An admin call: 401/403 before anything else, then `impl` with the signed-in admin. */
function adminRoute<D extends AnyEndpoint>(endpoint: D, impl: GuardedImpl<D, DemoUser>): Route<D['id']> {
  return guardedRoute(endpoint, requireAdmin, impl, NOT_A_VENDOR_CALL);
}

/** An admin call on one record (a user, an order): 401/403 first, then the record or its 404, then `impl`. */
function adminRecordRoute<D extends AnyEndpoint, Found>(
  endpoint: D,
  find: (ctx: RouteContext<D>) => Found | Response,
  impl: (ctx: RouteContext<D>, record: Found, admin: DemoUser) => ReturnType<RouteImpl<D>>,
): Route<D['id']> {
  return adminRoute(endpoint, (ctx, admin) => {
    const record = find(ctx);
    return record instanceof Response ? record : impl(ctx, record, admin);
  });
}

/** A user action's answer: the user as it is now. */
const userReply = (db: DemoDb, user: DemoAdminUser) => ({
  body: { success: true, data: toAdminUser(db.admin, user) },
});

/** An order action's answer: the order as it is now. */
const orderReply = (db: DemoDb, order: DemoOrder) => ({
  body: { success: true, data: toSubscriptionOrder(db.admin, order) },
});

/** Routes of the admin domain. */
export const adminRoutes = [
  adminRoute(getAdminAnalyticsEndpoint, (ctx) => ({
    body: { success: true, data: adminAnalytics(ctx.db.admin) },
  })),

  adminRoute(listAdminUsersEndpoint, (ctx) => {
    const ordersByUser = indexOrdersByUser(ctx.db.admin);
    return {
      body: {
        success: true,
        data: ctx.db.admin.users.map((u) => toAdminUser(ctx.db.admin, u, ordersByUser)),
      },
    };
  }),

  adminRecordRoute(banUserEndpoint, userInPath, (ctx, user, admin) => {
    if (user.id === admin.id) return errorResponse(409, CANNOT_ACT_ON_SELF);
    user.status = 'banned';
    return userReply(ctx.db, user);
  }),

  adminRecordRoute(deleteUserEndpoint, userInPath, (ctx, user, admin) => {
    if (user.id === admin.id) return errorResponse(409, CANNOT_ACT_ON_SELF);
    ctx.db.admin.users = ctx.db.admin.users.filter((u) => u.id !== user.id);
    // A deleted account's subscriptions end with it.
    for (const order of ctx.db.admin.orders) {
      if (order.userId === user.id) Object.assign(order, cancelOrder(order));
    }
    return { body: { success: true } };
  }),

  adminRecordRoute(forceLogoutUserEndpoint, userInPath, (ctx, user) => {
    user.forcedLogouts += 1;
    return userReply(ctx.db, user);
  }),

  adminRoute(listSubscriptionOrdersEndpoint, (ctx) => {
    const usersById = indexUsersById(ctx.db.admin);
    return {
      body: {
        success: true,
        data: ctx.db.admin.orders.map((o) => toSubscriptionOrder(ctx.db.admin, o, usersById)),
      },
    };
  }),

  adminRecordRoute(cancelSubscriptionEndpoint, orderInPath, (ctx, order) => {
    if (order.status !== 'active') return errorResponse(409, ORDER_STATE_CONFLICT);
    // The SDK's rule decides what a cancelled order looks like (status cancelled, next billing N/A).
    Object.assign(order, cancelOrder(order));
    return orderReply(ctx.db, order);
  }),

  adminRecordRoute(reactivateSubscriptionEndpoint, orderInPath, (ctx, order) => {
    if (order.status !== 'cancelled') return errorResponse(409, ORDER_STATE_CONFLICT);
    Object.assign(order, reactivateOrder(order));
    // Billing resumes on the next anniversary of the start date.
    order.nextBilling = orderNextBilling(order);
    return orderReply(ctx.db, order);
  }),

  adminRecordRoute(downloadOrderInvoiceEndpoint, orderInPath, (ctx, order) => {
    const row = toSubscriptionOrder(ctx.db.admin, order);
    const pdf = invoicePdf([
      `Invoice INV-${row.id}`,
      `Billed to: ${row.fullname} <${row.email}>`,
      `Vendor: ${row.vendor}`,
      `Plan: ${row.plan} (monthly)`,
      `Amount: $${row.amount.toFixed(2)}`,
      `Subscription start: ${row.startDate}`,
      `Status: ${row.status}`,
    ]);
    return new Response(pdf, {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="invoice-order-${row.id}.pdf"`,
      },
    });
  }),

  adminRoute(listPricingPlansEndpoint, (ctx) => ({
    body: { success: true, data: ctx.db.admin.plans.map((p) => toPricingPlan(ctx.db.admin, p)) },
  })),

  adminRoute(updatePlanPricesEndpoint, (ctx) => {
    const plan = ctx.db.admin.plans.find((p) => String(p.id) === ctx.params.planId);
    if (!plan) return errorResponse(404, PLAN_NOT_FOUND);
    const monthly = validatePrice(ctx.body.monthlyPrice);
    const yearly = validatePrice(ctx.body.yearlyPrice);
    if (!monthly.ok || !yearly.ok) return validationError('invalidPrice');
    plan.monthlyPrice = monthly.value;
    plan.yearlyPrice = yearly.value;
    // Subscribers are billed the new price from their next billing, so revenue follows the price.
    for (const order of ctx.db.admin.orders) {
      if (order.plan === plan.name && order.status !== 'cancelled') order.amount = monthly.value;
    }
    const row = toPricingPlan(ctx.db.admin, plan);
    const notified = ctx.body.notify ? row.activeVendors : 0;
    if (ctx.body.notify) plan.notifications.push({ at: ctx.now, recipients: notified });
    return { body: { success: true, data: row, notified } };
  }),
];
