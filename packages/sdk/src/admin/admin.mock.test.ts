import { beforeEach, describe, expect, it } from 'vitest';
import { createClient, type StoreSearchClient } from '../client/client.request';
import { enComplete as en } from '../i18n/messages';
import { createDemoBackend, createDemoFetch, type DemoBackend } from '../mocks/mocks.backend';
import { ADMIN_ONLY } from '../mocks/mocks.route';
import { DEMO_USERS } from '../mocks/mocks.seed';
import {
  banUser,
  cancelSubscription,
  deleteUser,
  downloadOrderInvoice,
  forceLogoutUser,
  getAdminAnalytics,
  listAdminUsers,
  listPricingPlans,
  listSubscriptionOrders,
  reactivateSubscription,
  unbanUser,
  updatePlanPrices,
} from './admin.api';
import { CANNOT_ACT_ON_SELF, DEMO_ADMIN_RECORDS, ORDER_STATE_CONFLICT } from './admin.mock';
import { orderCounts, planListPrices, rankVendors, type VendorFigures } from './admin.rules';
import type { SubscriptionOrder } from './admin.schema';

let backend: DemoBackend;
let client: StoreSearchClient;

beforeEach(() => {
  backend = createDemoBackend({ now: () => Date.UTC(2026, 9, 15) });
  backend.db.session.userId = DEMO_USERS.admin.id;
  client = createClient({ baseUrl: '', fetch: createDemoFetch(backend) });
});

describe('admin demo backend', () => {
  it('answers admins only', async () => {
    backend.db.session.userId = DEMO_USERS.vendor.id;
    await expect(listAdminUsers(client)).rejects.toMatchObject({ status: 403, serverMessage: ADMIN_ONLY });
    backend.db.session.userId = null;
    await expect(getAdminAnalytics(client)).rejects.toMatchObject({ status: 401 });
  });

  it('lists the demo people and the generated users, with one order per subscribed vendor', async () => {
    const users = await listAdminUsers(client);
    expect(users).toHaveLength(DEMO_ADMIN_RECORDS + 3);
    expect(users.find((u) => u.id === String(DEMO_USERS.admin.id))?.role).toBe('admin');
    const orders = await listSubscriptionOrders(client);
    expect(orders.length).toBeGreaterThan(DEMO_ADMIN_RECORDS / 2);
    expect(orders[0]).toMatchObject({
      vendor: 'Northwind Sports GmbH',
      plan: 'Professional',
      status: 'active',
    });
  });

  it('makes 10,000 users and orders on request', () => {
    const large = createDemoBackend({ adminRecords: 10_000 });
    expect(large.db.admin.users).toHaveLength(10_003);
    expect(large.db.admin.orders.length).toBeGreaterThan(9_000);
  });

  it('cancels an active order (next billing N/A) and reactivates it; other states conflict', async () => {
    const [order] = await listSubscriptionOrders(client);
    const cancelled = await cancelSubscription(client, { orderId: order!.id });
    expect(cancelled).toMatchObject({ status: 'cancelled', nextBilling: 'N/A' });
    await expect(cancelSubscription(client, { orderId: order!.id })).rejects.toMatchObject({
      status: 409,
      serverMessage: ORDER_STATE_CONFLICT,
    });
    const active = await reactivateSubscription(client, { orderId: order!.id });
    expect(active.status).toBe('active');
    expect(active.nextBilling).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(reactivateSubscription(client, { orderId: order!.id })).rejects.toMatchObject({
      status: 409,
    });
    await expect(cancelSubscription(client, { orderId: 'nope' })).rejects.toMatchObject({ status: 404 });
  });

  it('serves an order invoice as a PDF', async () => {
    const [order] = await listSubscriptionOrders(client);
    const pdf = await downloadOrderInvoice(client, { orderId: order!.id });
    expect(pdf.type).toBe('application/pdf');
    expect(await pdf.text()).toContain('Northwind Sports GmbH');
  });

  it('bans, unbans, force-logs-out and deletes users, never the signed-in admin', async () => {
    const target = String(DEMO_USERS.secondVendor.id);
    expect((await banUser(client, { userId: target })).data?.status).toBe('banned');
    expect((await unbanUser(client, { userId: target })).data?.status).toBe('active');
    expect((await listAdminUsers(client)).find((u) => u.id === target)?.status).toBe('active');
    expect((await banUser(client, { userId: target })).data?.status).toBe('banned');
    expect((await forceLogoutUser(client, { userId: target })).data?.id).toBe(target);
    await deleteUser(client, { userId: target });
    expect((await listAdminUsers(client)).some((u) => u.id === target)).toBe(false);
    const orders = await listSubscriptionOrders(client);
    expect(orders.some((o) => o.vendor === 'Trailhead Outfitters Ltd')).toBe(false);
    for (const act of [banUser, unbanUser]) {
      await expect(act(client, { userId: DEMO_USERS.admin.id })).rejects.toMatchObject({
        status: 409,
        serverMessage: CANNOT_ACT_ON_SELF,
      });
    }
  });

  it('updates plan prices, notifying the active vendors only when asked', async () => {
    const plans = await listPricingPlans(client);
    expect(plans.map((p) => [p.name, p.monthlyPrice])).toEqual([
      ['Starter', 19],
      ['Professional', 49],
      ['Enterprise', 99],
    ]);
    const starter = plans[0]!;
    const result = await updatePlanPrices(client, {
      planId: starter.id,
      monthlyPrice: 21.5,
      yearlyPrice: 232.2,
      notify: true,
    });
    expect(result.data).toMatchObject({ monthlyPrice: 21.5, yearlyPrice: 232.2 });
    expect(result.notified).toBe(starter.activeVendors);
    expect(result.data.monthlyRevenue).toBeCloseTo(21.5 * starter.activeVendors, 2);
    const silent = await updatePlanPrices(client, {
      planId: starter.id,
      monthlyPrice: 20,
      yearlyPrice: 216,
      notify: false,
    });
    expect(silent.notified).toBe(0);
    await expect(
      updatePlanPrices(client, { planId: starter.id, monthlyPrice: 1.001, yearlyPrice: 1, notify: false }),
    ).rejects.toMatchObject({ status: 400, serverMessage: en.invalidPrice });
    await expect(
      updatePlanPrices(client, {
        planId: starter.id,
        monthlyPrice: 100_000_000_000,
        yearlyPrice: 1,
        notify: false,
      }),
    ).rejects.toMatchObject({ status: 400, serverMessage: 'Please enter a price of at most 100000.' });
    await expect(
      updatePlanPrices(client, { planId: starter.id, monthlyPrice: 20, yearlyPrice: 240.01, notify: false }),
    ).rejects.toMatchObject({
      status: 400,
      serverMessage: 'The yearly price cannot be more than 12 monthly payments (240).',
    });
    expect((await listPricingPlans(client)).find((p) => p.id === starter.id)).toMatchObject({
      monthlyPrice: 20,
      yearlyPrice: 216,
    });
  });

  it('counts as active users exactly the users the Users table lists as active, before and after a ban', async () => {
    const active = async () => (await listAdminUsers(client)).filter((u) => u.status === 'active').length;
    const before = await active();
    expect(before).toBeGreaterThan(0);
    expect((await getAdminAnalytics(client)).activeUsers).toBe(before);
    await banUser(client, { userId: String(DEMO_USERS.secondVendor.id) });
    expect(await active()).toBe(before - 1);
    expect((await getAdminAnalytics(client)).activeUsers).toBe(before - 1);
  });

  it('computes analytics from the records: 24 months, plan counts, trends', async () => {
    const analytics = await getAdminAnalytics(client);
    expect(analytics.monthlyRevenueData).toHaveLength(24);
    expect(analytics.monthlyRevenueData[0]?.month).toBe('2023-01');
    expect(analytics.monthlyRevenueData.at(-1)?.month).toBe('2024-12');
    expect(analytics.userOnboardingData.reduce((sum, p) => sum + p.users, 0)).toBe(analytics.totalUsers);
    const plans = await listPricingPlans(client);
    expect(analytics.subscriptionPlans.starter.count).toBe(plans[0]!.activeVendors);
    expect(analytics.monthlyRevenue).toBeCloseTo(
      plans.reduce((sum, p) => sum + p.monthlyRevenue, 0),
      2,
    );
    const [order] = await listSubscriptionOrders(client);
    await cancelSubscription(client, { orderId: order!.id });
    const after = await getAdminAnalytics(client);
    expect(after.monthlyRevenue).toBeCloseTo(analytics.monthlyRevenue - order!.amount, 2);
    expect(after.subscriptionPlans.professional.count).toBe(
      analytics.subscriptionPlans.professional.count - 1,
    );
  });

  it('deletes a user with their orders: the total, the active count and the plan figures drop with the table', async () => {
    const before = await listSubscriptionOrders(client);
    const plansBefore = await listPricingPlans(client);
    const users = await listAdminUsers(client);
    const customer = users.find((u) => u.email === before.find((o) => o.status === 'active')?.email);
    expect(customer).toBeDefined();
    const own = before.filter((o) => o.email === customer!.email);
    const ownActive = own.filter((o) => o.status === 'active');
    await deleteUser(client, { userId: customer!.id });
    const after = await listSubscriptionOrders(client);
    expect(after).toHaveLength(before.length - own.length);
    expect(after.some((o) => o.email === customer!.email || o.fullname === '')).toBe(false);
    expect(orderCounts(after)).toEqual({
      total: orderCounts(before).total - own.length,
      active: orderCounts(before).active - ownActive.length,
    });
    const plan = plansBefore.find((p) => p.name === ownActive[0]!.plan)!;
    expect((await listPricingPlans(client)).find((p) => p.id === plan.id)?.activeVendors).toBe(
      plan.activeVendors - ownActive.length,
    );
  });

  it("lists a plan's changed price as its list price, matching the revenue of its subscriptions", async () => {
    const professional = (await listPricingPlans(client)).find((p) => p.name === 'Professional')!;
    await updatePlanPrices(client, {
      planId: professional.id,
      monthlyPrice: 59,
      yearlyPrice: 637.2,
      notify: false,
    });
    const analytics = await getAdminAnalytics(client);
    const prices = planListPrices(await listPricingPlans(client));
    expect(prices).toEqual({ starter: 19, professional: 59, enterprise: 99 });
    const { count, revenue } = analytics.subscriptionPlans.professional;
    expect(count).toBeGreaterThan(0);
    expect(revenue).toBeCloseTo(prices.professional * count, 2);
  });

  it('bills a reactivated order at the current price of its plan', async () => {
    const professional = (await listPricingPlans(client)).find((p) => p.name === 'Professional')!;
    const [order] = await listSubscriptionOrders(client);
    expect(order).toMatchObject({ plan: 'Professional', amount: 49 });
    await cancelSubscription(client, { orderId: order!.id });
    await updatePlanPrices(client, {
      planId: professional.id,
      monthlyPrice: 59,
      yearlyPrice: 637.2,
      notify: false,
    });
    expect((await reactivateSubscription(client, { orderId: order!.id })).amount).toBe(59);
    const plan = (await listPricingPlans(client)).find((p) => p.id === professional.id)!;
    expect(plan.monthlyRevenue).toBeCloseTo(59 * plan.activeVendors, 2);
  });

  describe('top vendors', () => {
    /** Each vendor's revenue as the Orders table gives it: the amounts of its active orders, summed. */
    const revenueByVendor = (orders: readonly SubscriptionOrder[]) => {
      const revenue = new Map<string, number>();
      for (const order of orders) {
        if (order.status !== 'active') continue;
        revenue.set(order.vendor, Math.round(((revenue.get(order.vendor) ?? 0) + order.amount) * 100) / 100);
      }
      return revenue;
    };
    const topRevenue = (vendors: readonly VendorFigures[], count: number) =>
      rankVendors(vendors, 'revenue')
        .slice(0, count)
        .map((v) => [v.vendor, v.revenue]);

    it('rank by revenue from every active vendor, so the Enterprise vendors lead', async () => {
      const analytics = await getAdminAnalytics(client);
      const revenue = revenueByVendor(await listSubscriptionOrders(client));
      for (const vendor of analytics.vendorPerformance)
        expect(vendor.revenue).toBe(revenue.get(vendor.vendor));
      const highest = [...revenue.values()].sort((a, b) => b - a).slice(0, 5);
      expect(topRevenue(analytics.vendorPerformance, 5).map(([, amount]) => amount)).toEqual(highest);
      expect(topRevenue(analytics.vendorPerformance, 3)).toEqual([
        ['Alpine Garden 153', 99],
        ['River Books 147', 99],
        ['Nova Toys 155', 99],
      ]);
    });

    it("follow a price change and a user's deletion, as the Orders and Users tables do", async () => {
      const enterprise = (await listPricingPlans(client)).find((p) => p.name === 'Enterprise')!;
      await updatePlanPrices(client, {
        planId: enterprise.id,
        monthlyPrice: 10,
        yearlyPrice: 108,
        notify: false,
      });
      const alpine = (await listSubscriptionOrders(client)).find((o) => o.vendor === 'Alpine Garden 153')!;
      const owner = (await listAdminUsers(client)).find((u) => u.email === alpine.email)!;
      expect(owner.planPrice).toBe(10);
      const river = (await listSubscriptionOrders(client)).find((o) => o.vendor === 'River Books 147')!;
      await deleteUser(client, {
        userId: (await listAdminUsers(client)).find((u) => u.email === river.email)!.id,
      });
      const analytics = await getAdminAnalytics(client);
      const revenue = revenueByVendor(await listSubscriptionOrders(client));
      for (const vendor of analytics.vendorPerformance)
        expect(vendor.revenue).toBe(revenue.get(vendor.vendor));
      const top = topRevenue(analytics.vendorPerformance, 5);
      expect(top.map(([, amount]) => amount)).toEqual([49, 49, 49, 49, 49]);
      expect(top.map(([name]) => name)).not.toContain('River Books 147');
    });
  });
});
