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
  updatePlanPrices,
} from './admin.api';
import { CANNOT_ACT_ON_SELF, DEMO_ADMIN_RECORDS, ORDER_STATE_CONFLICT } from './admin.mock';

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

  it('bans, force-logs-out and deletes users, never the signed-in admin', async () => {
    const target = String(DEMO_USERS.secondVendor.id);
    expect((await banUser(client, { userId: target })).data?.status).toBe('banned');
    expect((await forceLogoutUser(client, { userId: target })).data?.id).toBe(target);
    await deleteUser(client, { userId: target });
    expect((await listAdminUsers(client)).some((u) => u.id === target)).toBe(false);
    const orders = await listSubscriptionOrders(client);
    expect(orders.find((o) => o.vendor === 'Trailhead Outfitters Ltd')?.status).toBe('cancelled');
    await expect(banUser(client, { userId: DEMO_USERS.admin.id })).rejects.toMatchObject({
      status: 409,
      serverMessage: CANNOT_ACT_ON_SELF,
    });
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
});
