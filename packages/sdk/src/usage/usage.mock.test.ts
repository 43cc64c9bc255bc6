import { describe, expect, it } from 'vitest';
import { keptEvents } from '../insights/insights.mock';
import { createDemoBackend } from '../mocks/mocks.backend';
import { call, json } from '../mocks/mocks.harness';
import {
  DEMO_SECOND_VENDOR_ID,
  DEMO_STORES,
  DEMO_USAGE_MONTHS,
  DEMO_USERS,
  DEMO_VENDOR_ID,
} from '../mocks/mocks.seed';

const SHOPIFY = DEMO_STORES.shopify.id;
const WOO = DEMO_STORES.woocommerce.id;

type Limits = Record<string, { current: number; limit: number; percentage: number; remaining: number }> & {
  planName: string;
};
type Stats = { monthlyData: { month: string; searches: number; clicks: number }[] };

const isSearch = (name: string) => name === 'search' || name === 'search_query';

describe('the usage domain in the demo backend, counted from the events it keeps', () => {
  it("limits: vendor 1 within them, vendor 2 at its store limit; this month's searches over the vendor's stores", async () => {
    const now = Date.UTC(2026, 10, 22, 12);
    const backend = createDemoBackend({ now: () => now });
    const limits = async (storeId: number, vendor: number) =>
      (await json(await call(backend, 'GET', `/api/v1/analytics/store/${storeId}/usage-limits`, { vendor })))
        .data as Limits;
    const first = await limits(SHOPIFY, DEMO_VENDOR_ID);
    expect(first.planName).toBe('Professional');
    expect(first.stores).toEqual({ current: 2, limit: 3, percentage: 67, remaining: 1 });
    expect(first.searches!.percentage).toBeLessThan(100);
    const second = await limits(DEMO_STORES.secondVendor.id, DEMO_SECOND_VENDOR_ID);
    expect(second.stores).toEqual({ current: 1, limit: 1, percentage: 100, remaining: 0 });

    const thisMonth = keptEvents(backend.db, now).filter(
      (e) =>
        isSearch(e.event_name) &&
        [String(SHOPIFY), String(WOO)].includes(e.store_id ?? '') &&
        e.timestamp.startsWith('2026-11'),
    );
    expect(first.searches!.current).toBe(thisMonth.length);
    expect(first.searches!.current).toBeGreaterThan(0);

    // The current month's bars of both stores add up to what the limits count.
    const bars = await Promise.all(
      [SHOPIFY, WOO].map(
        async (id) =>
          (
            (await json(await call(backend, 'GET', `/api/v1/analytics/store/${id}/usage-stats`)))
              .data as Stats
          ).monthlyData,
      ),
    );
    expect(bars.reduce((sum, months) => sum + months.at(-1)!.searches, 0)).toBe(first.searches!.current);
  });

  it('stats: twelve months ending with the month of the clock, on any day, every one counted', async () => {
    for (const now of [Date.UTC(2026, 9, 15, 10), Date.UTC(2027, 0, 1), Date.UTC(2030, 5, 30, 23, 59)]) {
      const backend = createDemoBackend({ now: () => now });
      const stats = (await json(await call(backend, 'GET', `/api/v1/analytics/store/${SHOPIFY}/usage-stats`)))
        .data as Stats;
      expect(stats.monthlyData).toHaveLength(DEMO_USAGE_MONTHS);
      expect(stats.monthlyData.at(-1)!.month).toBe(new Date(now).toISOString().slice(0, 7));
      // The seeded traffic covers the whole chart: no month before today's is empty.
      expect(stats.monthlyData.slice(0, -1).every((m) => m.searches > 0 && m.clicks > 0)).toBe(true);
      const searches = keptEvents(backend.db, now).filter(
        (e) => isSearch(e.event_name) && e.store_id === String(SHOPIFY),
      );
      const months = new Set(stats.monthlyData.map((m) => m.month));
      expect(stats.monthlyData.reduce((sum, m) => sum + m.searches, 0)).toBe(
        searches.filter((e) => months.has(e.timestamp.slice(0, 7))).length,
      );
    }
  });

  it('a new store has twelve empty months of usage', async () => {
    const backend = createDemoBackend();
    const created = await call(backend, 'POST', '/api/v1/shopify-stores', {
      body: { storeVendorId: DEMO_VENDOR_ID, shopDomain: 'fresh.myshopify.com', accessToken: 'shpat_1' },
    });
    const id = ((await json(created)).data as { id: number }).id;
    const stats = (await json(await call(backend, 'GET', `/api/v1/analytics/store/${id}/usage-stats`)))
      .data as Stats;
    expect(stats.monthlyData.map((m) => m.searches)).toEqual(Array(DEMO_USAGE_MONTHS).fill(0));
  });

  it("plans: the admin area's prices, cheapest first; a change moves the limits, the invoices and the admin's order", async () => {
    const now = Date.UTC(2026, 10, 30, 15);
    const backend = createDemoBackend({ now: () => now });
    const vendorUser = DEMO_USERS.vendor.id;
    const plans = async () =>
      (await json(await call(backend, 'GET', '/api/v1/subscription/plans'))).data as {
        current: { planName: string; billing: string };
        plans: { name: string; monthlyPrice: number; yearlyPrice: number; limits: Record<string, number> }[];
      };
    const change = (planName: string, billing: string) =>
      call(backend, 'PUT', '/api/v1/subscription/plan', { body: { planName, billing } });
    const invoices = async () =>
      (await (await call(backend, 'GET', `/api/user/${vendorUser}/invoices`)).json()) as {
        date: string;
        invoiceNumber: string;
        amount: number;
      }[];
    const limits = async () =>
      (await json(await call(backend, 'GET', `/api/v1/analytics/store/${SHOPIFY}/usage-limits`)))
        .data as Limits;

    const offered = await plans();
    expect(offered.current).toEqual({ planName: 'Professional', billing: 'monthly' });
    expect(offered.plans.map((p) => [p.name, p.monthlyPrice, p.yearlyPrice, p.limits.stores])).toEqual([
      ['Starter', 19, 205.2, 1],
      ['Professional', 49, 529.2, 3],
      ['Enterprise', 99, 1069.2, 25],
    ]);

    // A price the admin sets is the price on offer.
    backend.db.session.userId = DEMO_USERS.admin.id;
    const enterpriseId = backend.db.admin.plans.find((p) => p.name === 'Enterprise')!.id;
    const priced = await call(backend, 'PUT', `/api/admin/plans/${enterpriseId}/prices`, {
      body: { monthlyPrice: 109, yearlyPrice: 1100, notify: false },
    });
    expect(priced.status).toBe(200);
    backend.db.session.userId = vendorUser;
    expect((await plans()).plans.at(-1)).toMatchObject({ monthlyPrice: 109, yearlyPrice: 1100 });

    // Two stores do not fit a plan of one: refused in the catalogue's words, nothing changed or billed.
    const before = await invoices();
    const refused = await change('Starter', 'monthly');
    expect(refused.status).toBe(409);
    const body = await json(refused);
    expect((body.error as { message: string }).message).toBe(
      "Your current use is over the Starter plan's limits.",
    );
    expect((body.details as { limits: string[] }).limits).toContain('stores');
    expect((await plans()).current.planName).toBe('Professional');
    expect(await invoices()).toEqual(before);

    // Enterprise, billed yearly: its limits at once, a year invoiced today, earlier months at the old price.
    const moved = await change('Enterprise', 'yearly');
    expect(moved.status).toBe(200);
    expect((await json(moved)).data).toEqual({
      planName: 'Enterprise',
      billing: 'yearly',
      amount: 1100,
      invoiceNumber: `INV-20261130-${vendorUser}-1`,
    });
    expect((await plans()).current).toEqual({ planName: 'Enterprise', billing: 'yearly' });
    const now_limits = await limits();
    expect(now_limits.planName).toBe('Enterprise');
    expect(now_limits.stores).toMatchObject({ current: 2, limit: 25 });
    const after = await invoices();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toEqual({
      date: '2026-11-30',
      status: 'paid',
      invoiceNumber: `INV-20261130-${vendorUser}-1`,
      amount: 1100,
    });
    expect(after.slice(1)).toEqual(before);
    expect(before.every((row) => row.amount === 49)).toBe(true);
    const pdf = await call(
      backend,
      'GET',
      `/api/user/${vendorUser}/invoice?invoice=${after[0]!.invoiceNumber}`,
    );
    expect(new TextDecoder().decode(await pdf.arrayBuffer())).toContain('(Plan: Enterprise \\(yearly\\)) Tj');

    // The admin area's order of the vendor's owner follows the plan and its monthly price.
    const order = backend.db.admin.orders.find((o) => o.userId === vendorUser)!;
    expect([order.plan, order.amount]).toEqual(['Enterprise', 109]);

    // The plan it is on, billed as it is, bills nothing again; a plan not on offer is a 404.
    expect((await change('Enterprise', 'yearly')).status).toBe(200);
    expect(await invoices()).toHaveLength(after.length);
    expect((await change('Gold', 'monthly')).status).toBe(404);
    expect((await change('Starter', 'weekly')).status).toBe(400);
  });

  it('plans: the second vendor, on one store, moves up and back down to Starter', async () => {
    const backend = createDemoBackend({ now: () => Date.UTC(2026, 10, 30, 15) });
    backend.db.session.userId = DEMO_USERS.secondVendor.id;
    const options = (body: unknown) => ({ vendor: DEMO_SECOND_VENDOR_ID, body });
    const up = await call(
      backend,
      'PUT',
      '/api/v1/subscription/plan',
      options({ planName: 'Professional', billing: 'monthly' }),
    );
    expect(up.status).toBe(200);
    const down = await call(
      backend,
      'PUT',
      '/api/v1/subscription/plan',
      options({ planName: 'Starter', billing: 'monthly' }),
    );
    expect(down.status).toBe(200);
    expect(((await json(down)).data as { invoiceNumber: string }).invoiceNumber).toMatch(/-2$/);
  });
});
