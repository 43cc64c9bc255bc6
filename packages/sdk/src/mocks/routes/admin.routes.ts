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
import { errorResponse, type RouteContext, route } from '../mocks.route';
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

function findAdminUser(db: DemoDb, id: string): DemoAdminUser | Response {
  return db.admin.users.find((u) => String(u.id) === id) ?? errorResponse(404, USER_NOT_FOUND);
}

function findOrder(db: DemoDb, id: string): DemoOrder | Response {
  return db.admin.orders.find((o) => String(o.id) === id) ?? errorResponse(404, ORDER_NOT_FOUND);
}

/** A user action's answer: the user as it is now. */
const userReply = (db: DemoDb, user: DemoAdminUser) => ({
  body: { success: true, data: toAdminUser(db.admin, user) },
});

/** Routes of the admin domain. */
export const adminRoutes = [
  route(
    getAdminAnalyticsEndpoint,
    (ctx) => {
      const admin = requireAdmin(ctx);
      if (admin instanceof Response) return admin;
      return { body: { success: true, data: adminAnalytics(ctx.db.admin) } };
    },
    { requiresVendor: false },
  ),

  route(
    listAdminUsersEndpoint,
    (ctx) => {
      const admin = requireAdmin(ctx);
      if (admin instanceof Response) return admin;
      const ordersByUser = indexOrdersByUser(ctx.db.admin);
      return {
        body: {
          success: true,
          data: ctx.db.admin.users.map((u) => toAdminUser(ctx.db.admin, u, ordersByUser)),
        },
      };
    },
    { requiresVendor: false },
  ),

  route(
    banUserEndpoint,
    (ctx) => {
      const admin = requireAdmin(ctx);
      if (admin instanceof Response) return admin;
      const user = findAdminUser(ctx.db, ctx.params.userId);
      if (user instanceof Response) return user;
      if (user.id === admin.id) return errorResponse(409, CANNOT_ACT_ON_SELF);
      user.status = 'banned';
      return userReply(ctx.db, user);
    },
    { requiresVendor: false },
  ),

  route(
    deleteUserEndpoint,
    (ctx) => {
      const admin = requireAdmin(ctx);
      if (admin instanceof Response) return admin;
      const user = findAdminUser(ctx.db, ctx.params.userId);
      if (user instanceof Response) return user;
      if (user.id === admin.id) return errorResponse(409, CANNOT_ACT_ON_SELF);
      ctx.db.admin.users = ctx.db.admin.users.filter((u) => u.id !== user.id);
      // A deleted account's subscriptions end with it.
      for (const order of ctx.db.admin.orders) {
        if (order.userId === user.id) Object.assign(order, cancelOrder(order));
      }
      return { body: { success: true } };
    },
    { requiresVendor: false },
  ),

  route(
    forceLogoutUserEndpoint,
    (ctx) => {
      const admin = requireAdmin(ctx);
      if (admin instanceof Response) return admin;
      const user = findAdminUser(ctx.db, ctx.params.userId);
      if (user instanceof Response) return user;
      user.forcedLogouts += 1;
      return userReply(ctx.db, user);
    },
    { requiresVendor: false },
  ),

  route(
    listSubscriptionOrdersEndpoint,
    (ctx) => {
      const admin = requireAdmin(ctx);
      if (admin instanceof Response) return admin;
      const usersById = indexUsersById(ctx.db.admin);
      return {
        body: {
          success: true,
          data: ctx.db.admin.orders.map((o) => toSubscriptionOrder(ctx.db.admin, o, usersById)),
        },
      };
    },
    { requiresVendor: false },
  ),

  route(
    cancelSubscriptionEndpoint,
    (ctx) => {
      const admin = requireAdmin(ctx);
      if (admin instanceof Response) return admin;
      const order = findOrder(ctx.db, ctx.params.orderId);
      if (order instanceof Response) return order;
      if (order.status !== 'active') return errorResponse(409, ORDER_STATE_CONFLICT);
      // The SDK's rule decides what a cancelled order looks like (status cancelled, next billing N/A).
      Object.assign(order, cancelOrder(order));
      return { body: { success: true, data: toSubscriptionOrder(ctx.db.admin, order) } };
    },
    { requiresVendor: false },
  ),

  route(
    reactivateSubscriptionEndpoint,
    (ctx) => {
      const admin = requireAdmin(ctx);
      if (admin instanceof Response) return admin;
      const order = findOrder(ctx.db, ctx.params.orderId);
      if (order instanceof Response) return order;
      if (order.status !== 'cancelled') return errorResponse(409, ORDER_STATE_CONFLICT);
      Object.assign(order, reactivateOrder(order));
      // Billing resumes on the next anniversary of the start date.
      order.nextBilling = orderNextBilling(order);
      return { body: { success: true, data: toSubscriptionOrder(ctx.db.admin, order) } };
    },
    { requiresVendor: false },
  ),

  route(
    downloadOrderInvoiceEndpoint,
    (ctx) => {
      const admin = requireAdmin(ctx);
      if (admin instanceof Response) return admin;
      const order = findOrder(ctx.db, ctx.params.orderId);
      if (order instanceof Response) return order;
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
    },
    { requiresVendor: false },
  ),

  route(
    listPricingPlansEndpoint,
    (ctx) => {
      const admin = requireAdmin(ctx);
      if (admin instanceof Response) return admin;
      return { body: { success: true, data: ctx.db.admin.plans.map((p) => toPricingPlan(ctx.db.admin, p)) } };
    },
    { requiresVendor: false },
  ),

  route(
    updatePlanPricesEndpoint,
    (ctx) => {
      const admin = requireAdmin(ctx);
      if (admin instanceof Response) return admin;
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
    },
    { requiresVendor: false },
  ),
];
