import { describe, expect, it } from 'vitest';
import {
  ADMIN_CHART_FIRST_MONTH,
  ADMIN_CHART_MONTHS,
  DASHBOARD_REVENUE_MONTHS,
  lastMonths,
  orderCounts,
  PLAN_LIST_PRICES,
  percentChange,
  planListPrices,
  quarterlyTotals,
  rankVendors,
  TOP_VENDORS_LISTED,
  topVendors,
  USER_ACTION_EVENTS,
  yearOverYear,
} from './admin.rules';

describe('percentChange', () => {
  it('is the change against the previous figure, to one decimal', () => {
    expect(percentChange(110, 100)).toBe(10);
    expect(percentChange(90, 100)).toBe(-10);
    expect(percentChange(100, 100)).toBe(0);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(5, -10)).toBe(150);
  });
  it('has no trend without a previous figure', () => {
    expect(percentChange(10, 0)).toBeNull();
    expect(percentChange(Number.NaN, 10)).toBeNull();
  });
});

describe('chart coverage', () => {
  it('spans Jan 2023 to Dec 2024 and the dashboard shows six months', () => {
    expect(ADMIN_CHART_FIRST_MONTH).toBe('2023-01');
    expect(ADMIN_CHART_MONTHS).toBe(24);
    expect(DASHBOARD_REVENUE_MONTHS).toBe(6);
    const series = Array.from({ length: 24 }, (_, i) => i);
    expect(lastMonths(series)).toEqual([18, 19, 20, 21, 22, 23]);
    expect(lastMonths(series.slice(0, 4))).toEqual([0, 1, 2, 3]);
    expect(lastMonths(series, 0)).toEqual([]);
  });
});

describe('quarterlyTotals', () => {
  it('sums months into calendar quarters, oldest first, skipping undated entries', () => {
    const months = Array.from({ length: 24 }, (_, i) => ({
      date: `${2023 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
      users: 1,
    }));
    const quarters = quarterlyTotals([...months.reverse(), { date: 'soon', users: 99 }]);
    expect(quarters).toHaveLength(8);
    expect(quarters[0]).toEqual({ year: 2023, quarter: 1, users: 3 });
    expect(quarters[7]).toEqual({ year: 2024, quarter: 4, users: 3 });
  });
  it('puts March in Q1 and April in Q2', () => {
    expect(
      quarterlyTotals([
        { date: '2024-03-31', users: 2 },
        { date: '2024-04-01', users: 5 },
      ]),
    ).toEqual([
      { year: 2024, quarter: 1, users: 2 },
      { year: 2024, quarter: 2, users: 5 },
    ]);
  });
});

describe('yearOverYear', () => {
  it('compares the last year with the one before', () => {
    const series = [
      { month: '2023-06', revenue: 100 },
      { month: '2023-12', revenue: 100 },
      { month: '2024-01', revenue: 150 },
      { month: '2024-12', revenue: 150 },
    ];
    expect(yearOverYear(series)).toEqual({
      year: 2024,
      revenue: 300,
      previousYear: 2023,
      previousRevenue: 200,
      change: 50,
    });
  });
  it('needs two consecutive years', () => {
    expect(yearOverYear([{ month: '2024-01', revenue: 1 }])).toBeNull();
    expect(yearOverYear([])).toBeNull();
  });
});

describe('orderCounts', () => {
  it('counts all orders and the active ones', () => {
    expect(
      orderCounts([
        { status: 'active' },
        { status: 'cancelled' },
        { status: 'pending' },
        { status: 'active' },
      ]),
    ).toEqual({
      total: 4,
      active: 2,
    });
    expect(orderCounts([])).toEqual({ total: 0, active: 0 });
  });
});

describe('user action events', () => {
  it('names one event per action', () => {
    expect(Object.keys(USER_ACTION_EVENTS).sort()).toEqual(['ban', 'delete', 'forceLogout', 'unban']);
    expect(new Set(Object.values(USER_ACTION_EVENTS)).size).toBe(4);
  });
});

describe('planListPrices', () => {
  it("gives each plan the pricing list's current monthly price, matched by name in any case", () => {
    expect(
      planListPrices([
        { name: 'Starter', monthlyPrice: 19 },
        { name: 'Professional', monthlyPrice: 59 },
        { name: ' ENTERPRISE ', monthlyPrice: 120.5 },
      ]),
    ).toEqual({ starter: 19, professional: 59, enterprise: 120.5 });
  });
  it('falls back to the list price for a plan the list lacks, and ignores plans it does not know', () => {
    expect(planListPrices([])).toEqual(PLAN_LIST_PRICES);
    expect(
      planListPrices([
        { name: 'Professional', monthlyPrice: 0 },
        { name: 'Custom', monthlyPrice: 5 },
        { name: 'toString', monthlyPrice: 7 },
      ]),
    ).toEqual({ starter: 19, professional: 0, enterprise: 99 });
  });
});

describe('vendor rankings', () => {
  const vendor = (name: string, searches: number, revenue: number) => ({ vendor: name, searches, revenue });

  it('rank by one figure, largest first; ties go to the other figure, then the name', () => {
    const vendors = [
      vendor('b', 100, 49),
      vendor('a', 100, 49),
      vendor('c', 900, 19),
      vendor('d', 50, 99),
      vendor('e', 100, 99),
    ];
    expect(rankVendors(vendors, 'revenue').map((v) => v.vendor)).toEqual(['e', 'd', 'a', 'b', 'c']);
    expect(rankVendors(vendors, 'searches').map((v) => v.vendor)).toEqual(['c', 'e', 'a', 'b', 'd']);
    expect(vendors.map((v) => v.vendor)).toEqual(['b', 'a', 'c', 'd', 'e']);
  });

  it('list the top vendors by revenue even when they serve the fewest searches', () => {
    // Ten busy Starter vendors and three quiet Enterprise ones.
    const busy = Array.from({ length: 10 }, (_, i) => vendor(`busy ${i}`, 9_000 - i, 19));
    const paying = [
      vendor('River Books', 4_957, 99),
      vendor('Alpine Garden', 6_441, 99),
      vendor('Nova Toys', 4_611, 99),
    ];
    const listed = topVendors([...busy, ...paying], 10);
    expect(listed).toHaveLength(13);
    expect(
      rankVendors(listed, 'revenue')
        .slice(0, 3)
        .map((v) => v.vendor),
    ).toEqual(['Alpine Garden', 'River Books', 'Nova Toys']);
    expect(listed.map((v) => v.searches)).toEqual([...listed.map((v) => v.searches)].sort((a, b) => b - a));
  });

  it('give both top lists exactly as ranking every vendor would, also through a stable sort by one figure', () => {
    const vendors = Array.from({ length: 200 }, (_, i) =>
      vendor(`v${(i * 37) % 200}`, ((i * 7919) % 50) * 100, [19, 49, 99][(i * 13) % 3]!),
    );
    const listed = topVendors(vendors);
    expect(listed.length).toBeLessThanOrEqual(2 * TOP_VENDORS_LISTED);
    for (const measure of ['searches', 'revenue'] as const) {
      const expected = rankVendors(vendors, measure).slice(0, TOP_VENDORS_LISTED);
      expect(rankVendors(listed, measure).slice(0, TOP_VENDORS_LISTED)).toEqual(expected);
      // A screen sorting the list by one figure alone (a stable sort) shows the same vendors in the same order.
      expect([...listed].sort((a, b) => b[measure] - a[measure]).slice(0, TOP_VENDORS_LISTED)).toEqual(
        expected,
      );
    }
  });

  it('list nothing for no vendors or a count of zero', () => {
    expect(topVendors([])).toEqual([]);
    expect(topVendors([vendor('a', 1, 1)], 0)).toEqual([]);
  });
});
