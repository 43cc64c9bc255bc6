import { describe, expect, it } from 'vitest';
import {
  ADMIN_CHART_FIRST_MONTH,
  ADMIN_CHART_MONTHS,
  DASHBOARD_REVENUE_MONTHS,
  lastMonths,
  orderCounts,
  percentChange,
  quarterlyTotals,
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
    expect(Object.keys(USER_ACTION_EVENTS).sort()).toEqual(['ban', 'delete', 'forceLogout']);
    expect(new Set(Object.values(USER_ACTION_EVENTS)).size).toBe(3);
  });
});
