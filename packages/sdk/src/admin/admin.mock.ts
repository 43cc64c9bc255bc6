/**
 * The admin domain in the demo backend: platform users, subscription orders, pricing plans and the business
 * history, generated from a seed, and the admin calls, which answer a signed-in admin only. The figures the
 * admin screens show are computed from these records at request time (`adminAnalytics`), so a cancelled order
 * or a new price shows up everywhere.
 */
import { errorResponse } from '../mocks/mocks.answer';
import type { DemoDb } from '../mocks/mocks.db';
import { rejectIssues, USER_NOT_FOUND } from '../mocks/mocks.lookups';
import { createRandom } from '../mocks/mocks.random';
import { defineDomainMock, route } from '../mocks/mocks.route';
import { DEMO_PLANS, DEMO_USERS, type DemoPlanName } from '../mocks/mocks.seed';
import { invoicePdf } from '../profile/profile.mock';
import type { UserRole } from '../profile/profile.schema';
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
  unbanUserEndpoint,
  updatePlanPricesEndpoint,
} from './admin.api';
import {
  ADMIN_CHART_FIRST_MONTH,
  ADMIN_CHART_MONTHS,
  cancelOrder,
  percentChange,
  reactivateOrder,
  suggestedYearlyPrice,
  topVendors,
  validatePlanPrices,
} from './admin.rules';
import type { AdminAnalytics, AdminUser, PricingPlan, SubscriptionOrder } from './admin.schema';

/** Users and orders in the default world: enough to page and search, small enough to start instantly. */
export const DEMO_ADMIN_RECORDS = 60;

/** Users and orders of the large world that the benchmark and the 10,000-row stories use. */
export const DEMO_ADMIN_LARGE_RECORDS = 10_000;

const DAY_MS = 86_400_000;
const [FIRST_YEAR, FIRST_MONTH] = ADMIN_CHART_FIRST_MONTH.split('-').map(Number) as [number, number];

/** The admin figures' "now": mid-month of the charts' last month (Dec 2024). */
export const DEMO_ADMIN_NOW = Date.UTC(FIRST_YEAR, FIRST_MONTH - 1 + ADMIN_CHART_MONTHS - 1, 20, 12);

/** A platform user: the admin list's fields, with the server's numeric id and the times and counts it keeps. */
export interface DemoAdminUser extends Pick<AdminUser, 'firstname' | 'lastname' | 'email' | 'status'> {
  /** User id. */
  id: number;
  /** admin or user. */
  role: UserRole;
  /** Epoch ms the account was created. */
  createdAtMs: number;
  /** Epoch ms of the last sign-in, or null. */
  lastLoginMs: number | null;
  /** Sessions ended by force logout so far. */
  forcedLogouts: number;
}

/** A subscription order: the Orders table's fields, with the server's numeric ids and its start as a time. */
export interface DemoOrder extends Pick<SubscriptionOrder, 'vendor' | 'amount' | 'status' | 'nextBilling'> {
  /** Order id. */
  id: number;
  /** The customer (a user id). */
  userId: number;
  /** Plan name. */
  plan: DemoPlanName;
  /** Epoch ms the subscription started. */
  startMs: number;
  /** Searches the vendor served this month. */
  searches: number;
}

/** A pricing plan: the API's prices, with the server's numeric id and the price-change e-mails it sent. */
export interface DemoPlan extends Pick<PricingPlan, 'monthlyPrice' | 'yearlyPrice'> {
  /** Plan id. */
  id: number;
  /** Plan name. */
  name: DemoPlanName;
  /** E-mails sent about price changes, newest last (what `notify` produced). */
  notifications: { at: number; recipients: number }[];
}

/** The admin area's records, and the figures the admin analytics cannot compute from them. */
export interface DemoAdmin extends Pick<AdminAnalytics, 'averageSearchTime' | 'systemUptime'> {
  /** Platform users. */
  users: DemoAdminUser[];
  /** Subscription orders. */
  orders: DemoOrder[];
  /** Pricing plans. */
  plans: DemoPlan[];
  /** Revenue of each chart month before the current one, oldest first (the current month is computed). */
  pastRevenue: number[];
}

/** The admin domain's part of the demo state. */
export interface AdminState {
  /** The admin area: platform users, subscription orders, pricing plans and the business history. */
  admin: DemoAdmin;
}

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'Lucas',
  'Mia',
  'Mateo',
  'Amelia',
  'Hiro',
  'Yuki',
  'Chen',
  'Priya',
  'Arjun',
  'Fatima',
  'Omar',
  'Lena',
  'Jonas',
  'Chloé',
  'Hugo',
  'Sofia',
  'Luca',
  'Ana',
  'João',
  'Sanne',
  'Daan',
  'Nok',
  'Somchai',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Garcia',
  'Müller',
  'Rossi',
  'Dubois',
  'Silva',
  'de Vries',
  'Tanaka',
  'Wang',
  'Patel',
  'Khan',
  'Nguyen',
  'Kim',
  'Novak',
  'Andersen',
  'Costa',
  'Lopez',
  'Schmidt',
  'Bianchi',
];
const SHOP_WORDS = [
  'Urban',
  'Coastal',
  'Alpine',
  'Golden',
  'Bright',
  'Maple',
  'Harbor',
  'Velvet',
  'Cedar',
  'Nova',
  'Lumen',
  'Pine',
  'River',
  'Summit',
  'Willow',
];
const SHOP_KINDS = [
  'Apparel',
  'Outfitters',
  'Home',
  'Beauty',
  'Gadgets',
  'Books',
  'Pets',
  'Garden',
  'Toys',
  'Sports',
];
const PLAN_NAMES: readonly DemoPlanName[] = ['Starter', 'Professional', 'Enterprise'];
const PLAN_WEIGHTS = [5, 3, 1];

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Next billing of an order: the first monthly anniversary of its start after `now`. */
function nextBillingDate(startMs: number, now: number): string {
  const start = new Date(startMs);
  const current = new Date(now);
  let months =
    (current.getUTCFullYear() - start.getUTCFullYear()) * 12 + current.getUTCMonth() - start.getUTCMonth();
  let next = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate());
  while (next <= now) {
    months += 1;
    next = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate());
  }
  return isoDate(next);
}

/** Options of `createDemoAdmin`. */
export interface DemoAdminOptions {
  /** Platform users besides the three demo people, and about as many orders (default DEMO_ADMIN_RECORDS). */
  readonly records?: number;
}

/**
 * The admin world for a seed: the demo people (admin, both vendor owners with their orders), then
 * `records` generated users, most of them vendors with one order each, so the Orders table has as many rows.
 */
export function createDemoAdmin(seed: number, options: DemoAdminOptions = {}): DemoAdmin {
  const records = options.records ?? DEMO_ADMIN_RECORDS;
  const random = createRandom(seed).fork('admin');
  const chartStart = Date.UTC(FIRST_YEAR, FIRST_MONTH - 1, 1);
  const span = DEMO_ADMIN_NOW - chartStart;
  const plans: DemoPlan[] = PLAN_NAMES.map((name, index) => ({
    id: index + 1,
    name,
    monthlyPrice: DEMO_PLANS[name].monthlyPrice,
    yearlyPrice: suggestedYearlyPrice(DEMO_PLANS[name].monthlyPrice),
    notifications: [],
  }));
  const users: DemoAdminUser[] = [];
  const orders: DemoOrder[] = [];
  const person = (
    id: number,
    firstname: string,
    lastname: string,
    email: string,
    role: 'admin' | 'user',
    createdAtMs: number,
  ): DemoAdminUser => ({
    id,
    firstname,
    lastname,
    email,
    role,
    status: 'active',
    createdAtMs,
    lastLoginMs: DEMO_ADMIN_NOW - 2 * 3_600_000,
    forcedLogouts: 0,
  });
  const order = (
    user: DemoAdminUser,
    vendor: string,
    plan: DemoPlanName,
    status: string,
    searches: number,
  ) => {
    const startMs = user.createdAtMs + DAY_MS;
    orders.push({
      id: 5_000 + orders.length + 1,
      userId: user.id,
      vendor,
      plan,
      amount: DEMO_PLANS[plan].monthlyPrice,
      status,
      startMs,
      nextBilling: status === 'cancelled' ? 'N/A' : nextBillingDate(startMs, DEMO_ADMIN_NOW),
      searches,
    });
  };

  const { admin, vendor, secondVendor } = DEMO_USERS;
  users.push(
    person(admin.id, admin.firstname, admin.lastname, admin.email, 'admin', chartStart + 3 * DAY_MS),
  );
  const owner = person(
    vendor.id,
    vendor.firstname,
    vendor.lastname,
    vendor.email,
    'user',
    chartStart + 40 * DAY_MS,
  );
  const second = person(
    secondVendor.id,
    secondVendor.firstname,
    secondVendor.lastname,
    secondVendor.email,
    'user',
    chartStart + 200 * DAY_MS,
  );
  users.push(owner, second);
  order(owner, 'Northwind Sports GmbH', 'Professional', 'active', 10_320);
  order(second, 'Trailhead Outfitters Ltd', 'Starter', 'active', 5_640);

  const people = random.fork('people');
  for (let i = 0; i < records; i += 1) {
    const id = 100 + i;
    const firstname = people.pick(FIRST_NAMES);
    const lastname = people.pick(LAST_NAMES);
    const role = people.chance(0.04) ? 'admin' : 'user';
    // Sign-ups grow over the two years: later months get more (the square root skews towards the end).
    const createdAtMs = chartStart + Math.floor(Math.sqrt(people.next()) * span);
    const user = person(
      id,
      firstname,
      lastname,
      `${firstname}.${lastname}.${id}`
        .normalize('NFD')
        .toLowerCase()
        .replace(/[^a-z0-9.]/g, '')
        .concat('@example.com'),
      role,
      createdAtMs,
    );
    user.status = people.chance(0.05) ? 'banned' : people.chance(0.05) ? 'inactive' : 'active';
    user.lastLoginMs = people.chance(0.03)
      ? null
      : Math.max(createdAtMs, DEMO_ADMIN_NOW - Math.floor(people.float(0, 90) * DAY_MS));
    users.push(user);
    if (role === 'user' && people.chance(0.97)) {
      const plan = people.weighted(PLAN_NAMES, PLAN_WEIGHTS);
      const status = people.weighted(['active', 'cancelled', 'pending'], [8, 2, 1]);
      const vendorName = `${people.pick(SHOP_WORDS)} ${people.pick(SHOP_KINDS)} ${id}`;
      order(user, vendorName, plan, status, people.int(50, 9_000));
    }
  }

  const history = random.fork('history');
  // Revenue climbs towards today's subscriptions with some month-to-month noise.
  const current = currentRevenue(orders);
  const pastRevenue = Array.from({ length: ADMIN_CHART_MONTHS - 1 }, (_, month) =>
    Math.round(current * (0.35 + (0.6 * month) / (ADMIN_CHART_MONTHS - 1)) * history.float(0.9, 1.08)),
  );
  return {
    users,
    orders,
    plans,
    pastRevenue,
    averageSearchTime: Math.round(history.float(38, 95)),
    systemUptime: Math.round(history.float(99.5, 99.99) * 100) / 100,
  };
}

/** A plan's monthly price as it is now; undefined for a plan the admin area does not have. */
export function currentPlanPrice(admin: DemoAdmin, plan: DemoPlanName): number | undefined {
  return admin.plans.find((p) => p.name === plan)?.monthlyPrice;
}

/** Monthly revenue of the active subscriptions. */
export function currentRevenue(orders: readonly DemoOrder[]): number {
  let total = 0;
  for (const order of orders) if (order.status === 'active') total += order.amount;
  return Math.round(total * 100) / 100;
}

/** The start of the chart month `index` months after the first, in epoch ms. */
function monthStart(index: number): number {
  return Date.UTC(FIRST_YEAR, FIRST_MONTH - 1 + index, 1);
}

/** Chart month of an instant: 0 for the first month. */
function monthIndex(ms: number): number {
  const date = new Date(ms);
  return (date.getUTCFullYear() - FIRST_YEAR) * 12 + date.getUTCMonth() - (FIRST_MONTH - 1);
}

const yearMonth = (index: number): string => new Date(monthStart(index)).toISOString().slice(0, 7);

/** Each user's orders, so listing 10,000 users looks each one's plan up once rather than scanning every order. */
export function indexOrdersByUser(admin: DemoAdmin): Map<number, DemoOrder[]> {
  const index = new Map<number, DemoOrder[]>();
  for (const order of admin.orders) {
    const list = index.get(order.userId);
    if (list) list.push(order);
    else index.set(order.userId, [order]);
  }
  return index;
}

/** Users by id, so listing 10,000 orders finds each customer without scanning every user. */
export function indexUsersById(admin: DemoAdmin): Map<number, DemoAdminUser> {
  return new Map(admin.users.map((user) => [user.id, user]));
}

/** A user row as the API sends it. */
export function toAdminUser(
  admin: DemoAdmin,
  user: DemoAdminUser,
  ordersByUser: ReadonlyMap<number, readonly DemoOrder[]> = indexOrdersByUser(admin),
): AdminUser {
  const own = ordersByUser.get(user.id) ?? [];
  const order = own.find((o) => o.status === 'active') ?? own[0];
  const created = new Date(user.createdAtMs).toISOString();
  return {
    id: String(user.id),
    firstname: user.firstname,
    lastname: user.lastname,
    fullname: `${user.firstname} ${user.lastname}`,
    email: user.email,
    image: null,
    role: user.role,
    status: user.status,
    lastLogin: user.lastLoginMs === null ? null : new Date(user.lastLoginMs).toISOString(),
    planName: order?.plan ?? null,
    subscriptionDate: order ? isoDate(order.startMs) : null,
    planPrice: order?.status === 'active' ? order.amount : 0,
    startDate: created.slice(0, 10),
    time: created.slice(11, 16),
  };
}

/** An order row as the API sends it. */
export function toSubscriptionOrder(
  admin: DemoAdmin,
  order: DemoOrder,
  usersById: ReadonlyMap<number, DemoAdminUser> = indexUsersById(admin),
): SubscriptionOrder {
  const user = usersById.get(order.userId);
  return {
    id: String(order.id),
    fullname: user ? `${user.firstname} ${user.lastname}` : '',
    email: user?.email ?? '',
    vendor: order.vendor,
    plan: order.plan,
    amount: order.amount,
    status: order.status,
    startDate: isoDate(order.startMs),
    nextBilling: order.nextBilling,
    invoiceUrl: `/api/admin/orders/${order.id}/invoice`,
  };
}

/** A plan row as the API sends it: active vendors and revenue counted from the orders. */
export function toPricingPlan(admin: DemoAdmin, plan: DemoPlan): PricingPlan {
  let activeVendors = 0;
  let revenue = 0;
  for (const order of admin.orders) {
    if (order.plan !== plan.name || order.status !== 'active') continue;
    activeVendors += 1;
    revenue += order.amount;
  }
  return {
    id: String(plan.id),
    name: plan.name,
    monthlyPrice: plan.monthlyPrice,
    yearlyPrice: plan.yearlyPrice,
    activeVendors,
    monthlyRevenue: Math.round(revenue * 100) / 100,
  };
}

/** The admin analytics of spec section 3, computed from the records as they are now. */
export function adminAnalytics(admin: DemoAdmin): AdminAnalytics {
  const months = ADMIN_CHART_MONTHS;
  const thisMonth = monthStart(months - 1);
  const onboarding = new Array<number>(months).fill(0);
  let vendorsBefore = 0;
  let vendors = 0;
  let activeUsers = 0;
  let activeBefore = 0;
  for (const user of admin.users) {
    const index = Math.min(months - 1, Math.max(0, monthIndex(user.createdAtMs)));
    onboarding[index] = (onboarding[index] ?? 0) + 1;
    if (user.role === 'user') {
      vendors += 1;
      if (user.createdAtMs < thisMonth) vendorsBefore += 1;
    }
    // One definition of an active user everywhere: the account status the Users table shows.
    if (user.status === 'active') {
      activeUsers += 1;
      if (user.createdAtMs < thisMonth) activeBefore += 1;
    }
  }
  const revenueSeries = [...admin.pastRevenue, currentRevenue(admin.orders)];
  const monthlyRevenue = revenueSeries.at(-1) ?? 0;
  const previousRevenue = revenueSeries.at(-2) ?? 0;
  const newUsers = onboarding.at(-1) ?? 0;
  const previousNew = onboarding.at(-2) ?? 0;
  const totalUsers = admin.users.length;
  const usersBefore = admin.users.filter((u) => u.createdAtMs < thisMonth).length;
  const plans = {
    starter: { count: 0, revenue: 0 },
    professional: { count: 0, revenue: 0 },
    enterprise: { count: 0, revenue: 0 },
  };
  const activeVendorIds = new Set<number>();
  const performance = new Map<string, { searches: number; revenue: number }>();
  for (const order of admin.orders) {
    if (order.status !== 'active') continue;
    const figures = plans[order.plan.toLowerCase() as keyof typeof plans];
    figures.count += 1;
    figures.revenue = Math.round((figures.revenue + order.amount) * 100) / 100;
    activeVendorIds.add(order.userId);
    const vendor = performance.get(order.vendor) ?? { searches: 0, revenue: 0 };
    vendor.searches += order.searches;
    vendor.revenue = Math.round((vendor.revenue + order.amount) * 100) / 100;
    performance.set(order.vendor, vendor);
  }
  const subscriptions = plans.starter.count + plans.professional.count + plans.enterprise.count;
  const share = (count: number) =>
    subscriptions === 0 ? 0 : Math.round((count / subscriptions) * 1000) / 10;
  return {
    totalUsers,
    newUsersThisMonth: newUsers,
    activeUsers,
    userGrowthRate: percentChange(totalUsers, usersBefore) ?? 0,
    totalRevenue: Math.round(revenueSeries.reduce((sum, r) => sum + r, 0) * 100) / 100,
    monthlyRevenue,
    revenueGrowth: percentChange(monthlyRevenue, previousRevenue) ?? 0,
    subscriptionPlans: plans,
    totalVendors: vendors,
    activeVendors: activeVendorIds.size,
    vendorGrowth: percentChange(vendors, vendorsBefore) ?? 0,
    totalSearches: [...performance.values()].reduce((sum, v) => sum + v.searches, 0),
    averageSearchTime: admin.averageSearchTime,
    systemUptime: admin.systemUptime,
    monthlyRevenueData: revenueSeries.map((revenue, index) => ({ month: yearMonth(index), revenue })),
    userOnboardingData: onboarding.map((users, index) => ({ date: yearMonth(index), users })),
    subscriptionDistribution: [
      { plan: 'Starter', count: plans.starter.count, percentage: share(plans.starter.count) },
      { plan: 'Professional', count: plans.professional.count, percentage: share(plans.professional.count) },
      { plan: 'Enterprise', count: plans.enterprise.count, percentage: share(plans.enterprise.count) },
    ],
    // Each top list is ranked over every active vendor: the vendors that pay most seldom serve the most searches.
    vendorPerformance: topVendors(
      [...performance.entries()].map(([vendor, figures]) => ({
        vendor,
        searches: figures.searches,
        revenue: figures.revenue,
      })),
    ),
    previousMonth: {
      monthlyRevenue: previousRevenue,
      newUsers: previousNew,
      activeUsers: activeBefore,
      totalUsers: usersBefore,
    },
  };
}

/** The next billing date of `order`: its first monthly anniversary after the admin figures' now. */
export function orderNextBilling(order: DemoOrder): string {
  return nextBillingDate(order.startMs, DEMO_ADMIN_NOW);
}

/** Server message of a 404 for an unknown order. */
export const ORDER_NOT_FOUND = 'Order not found';

/** Server message of a 404 for an unknown plan. */
export const PLAN_NOT_FOUND = 'Plan not found';

/** Server message when an order is not in the state an action needs (409). */
export const ORDER_STATE_CONFLICT = 'This subscription cannot change to that state';

/** Server message when an admin tries to ban or delete their own account (409). */
export const CANNOT_ACT_ON_SELF = 'You cannot do this to your own account';

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

/** A user action's answer: the user as it is now. */
const userReply = (db: DemoDb, user: DemoAdminUser) => ({
  body: { success: true, data: toAdminUser(db.admin, user) },
});

/** An order action's answer: the order as it is now. */
const orderReply = (db: DemoDb, order: DemoOrder) => ({
  body: { success: true, data: toSubscriptionOrder(db.admin, order) },
});

/** The first order in a status. */
const firstOrder = (db: DemoDb, status: string) => db.admin.orders.find((o) => o.status === status)!.id;

/** The admin domain's calls in the demo backend. */
export const adminMock = defineDomainMock({
  domain: 'admin',
  tag: {
    name: 'admin',
    description: 'Platform administration: business figures, users, subscription orders and pricing plans.',
  },
  routes: [
    route(getAdminAnalyticsEndpoint).with({
      summary: 'Business figures for the admin dashboard and analytics screens (admins only).',
      access: 'admin',
      sample: () => ({}),
      answer: (ctx) => ({ body: { success: true, data: adminAnalytics(ctx.db.admin) } }),
    }),

    route(listAdminUsersEndpoint).with({
      summary: 'Every platform user for the admin Users table (admins only).',
      access: 'admin',
      sample: () => ({}),
      answer: (ctx) => {
        const ordersByUser = indexOrdersByUser(ctx.db.admin);
        return {
          body: {
            success: true,
            data: ctx.db.admin.users.map((u) => toAdminUser(ctx.db.admin, u, ordersByUser)),
          },
        };
      },
    }),

    route(banUserEndpoint).with({
      summary: 'Bans a user; their sessions end (admins only).',
      access: 'admin',
      sample: () => ({ params: { userId: DEMO_USERS.secondVendor.id } }),
      find: userInPath,
      answer: (ctx, user) => {
        if (user.id === ctx.user.id) return errorResponse(409, CANNOT_ACT_ON_SELF);
        user.status = 'banned';
        return userReply(ctx.db, user);
      },
    }),

    route(unbanUserEndpoint).with({
      summary: 'Lifts a ban: the user is active and can sign in again (admins only).',
      access: 'admin',
      sample: () => ({ params: { userId: DEMO_USERS.secondVendor.id } }),
      find: userInPath,
      answer: (ctx, user) => {
        if (user.id === ctx.user.id) return errorResponse(409, CANNOT_ACT_ON_SELF);
        if (user.status === 'banned') user.status = 'active';
        return userReply(ctx.db, user);
      },
    }),

    route(deleteUserEndpoint).with({
      summary: 'Deletes a user and their vendor subscription (admins only).',
      access: 'admin',
      sample: () => ({ params: { userId: DEMO_USERS.secondVendor.id } }),
      find: userInPath,
      answer: (ctx, user) => {
        if (user.id === ctx.user.id) return errorResponse(409, CANNOT_ACT_ON_SELF);
        ctx.db.admin.users = ctx.db.admin.users.filter((u) => u.id !== user.id);
        // The account's subscriptions go with it: the Orders table, its counts and every figure stop listing them.
        ctx.db.admin.orders = ctx.db.admin.orders.filter((o) => o.userId !== user.id);
        return { body: { success: true } };
      },
    }),

    route(forceLogoutUserEndpoint).with({
      summary: 'Ends every session of a user (admins only).',
      access: 'admin',
      sample: () => ({ params: { userId: DEMO_USERS.vendor.id } }),
      find: userInPath,
      answer: (ctx, user) => {
        user.forcedLogouts += 1;
        return userReply(ctx.db, user);
      },
    }),

    route(listSubscriptionOrdersEndpoint).with({
      summary: 'Every subscription order for the admin Orders table (admins only).',
      access: 'admin',
      sample: () => ({}),
      answer: (ctx) => {
        const usersById = indexUsersById(ctx.db.admin);
        return {
          body: {
            success: true,
            data: ctx.db.admin.orders.map((o) => toSubscriptionOrder(ctx.db.admin, o, usersById)),
          },
        };
      },
    }),

    route(cancelSubscriptionEndpoint).with({
      summary: 'Cancels an active subscription: status cancelled, nextBilling N/A (admins only).',
      access: 'admin',
      sample: (db) => ({ params: { orderId: firstOrder(db, 'active') } }),
      find: orderInPath,
      answer: (ctx, order) => {
        if (order.status !== 'active') return errorResponse(409, ORDER_STATE_CONFLICT);
        // The SDK's rule decides what a cancelled order looks like (status cancelled, next billing N/A).
        Object.assign(order, cancelOrder(order));
        return orderReply(ctx.db, order);
      },
    }),

    route(reactivateSubscriptionEndpoint).with({
      summary: 'Reactivates a cancelled subscription (admins only).',
      access: 'admin',
      sample: (db) => ({ params: { orderId: firstOrder(db, 'cancelled') } }),
      find: orderInPath,
      answer: (ctx, order) => {
        if (order.status !== 'cancelled') return errorResponse(409, ORDER_STATE_CONFLICT);
        Object.assign(order, reactivateOrder(order));
        // Billing resumes at the plan's price as it is now (a price change skips cancelled orders), on the next
        // anniversary of the start date.
        order.amount = currentPlanPrice(ctx.db.admin, order.plan) ?? order.amount;
        order.nextBilling = orderNextBilling(order);
        return orderReply(ctx.db, order);
      },
    }),

    route(downloadOrderInvoiceEndpoint).with({
      summary: "An order's latest invoice as a PDF (admins only).",
      access: 'admin',
      sample: (db) => ({ params: { orderId: firstOrder(db, 'active') } }),
      find: orderInPath,
      answer: (ctx, order) => {
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
    }),

    route(listPricingPlansEndpoint).with({
      summary: 'The pricing plans with their active vendors and monthly revenue (admins only).',
      access: 'admin',
      sample: () => ({}),
      answer: (ctx) => ({
        body: { success: true, data: ctx.db.admin.plans.map((p) => toPricingPlan(ctx.db.admin, p)) },
      }),
    }),

    route(updatePlanPricesEndpoint).with({
      summary: "Sets a plan's monthly and yearly prices; notify e-mails its active vendors (admins only).",
      access: 'admin',
      sample: (db) => ({
        params: { planId: db.admin.plans[0]!.id },
        body: { monthlyPrice: 21, yearlyPrice: 226.8, notify: true },
      }),
      answer: (ctx) => {
        const plan = ctx.db.admin.plans.find((p) => String(p.id) === ctx.params.planId);
        if (!plan) return errorResponse(404, PLAN_NOT_FOUND);
        const prices = validatePlanPrices(ctx.body.monthlyPrice, ctx.body.yearlyPrice);
        if (!prices.ok) return rejectIssues(prices.errors);
        plan.monthlyPrice = prices.value.monthlyPrice;
        plan.yearlyPrice = prices.value.yearlyPrice;
        // Subscribers are billed the new price from their next billing, so revenue follows the price.
        for (const order of ctx.db.admin.orders) {
          if (order.plan === plan.name && order.status !== 'cancelled')
            order.amount = prices.value.monthlyPrice;
        }
        const row = toPricingPlan(ctx.db.admin, plan);
        const notified = ctx.body.notify ? row.activeVendors : 0;
        if (ctx.body.notify) plan.notifications.push({ at: ctx.now, recipients: notified });
        return { body: { success: true, data: row, notified } };
      },
    }),
  ],
});
