import {
  invalid,
  isMultipleOf,
  toNumber,
  type ValidationIssue,
  type ValidationResult,
  valid,
} from '../validation/validation.rules';

/** Lowest accepted price. */
export const PRICE_MIN = 0;

/** Price input step: whole cents. */
export const PRICE_STEP = 0.01;

/** Yearly discount on the plan price (spec: 10%). */
export const YEARLY_DISCOUNT = 0.1;

/** Months in a billing year. */
export const MONTHS_PER_YEAR = 12;

/**
 * The plans' list prices per month in dollars (spec section 9): what they cost until an admin changes a price,
 * and what `planListPrices` gives for a plan the pricing list does not include.
 */
export const PLAN_LIST_PRICES = { starter: 19, professional: 49, enterprise: 99 } as const;

/** A plan's key in the analytics' `subscriptionPlans`: starter, professional or enterprise. */
export type PlanKey = keyof typeof PLAN_LIST_PRICES;

const isPlanKey = (key: string): key is PlanKey => Object.hasOwn(PLAN_LIST_PRICES, key);

/**
 * Each plan's current monthly price by plan key, for the analytics' plan breakdown: the price the pricing list
 * gives the plan (matched by name, in any case), or its list price when the list does not include it.
 */
export function planListPrices(
  plans: readonly { readonly name: string; readonly monthlyPrice: number }[],
): Record<PlanKey, number> {
  const prices: Record<PlanKey, number> = { ...PLAN_LIST_PRICES };
  for (const plan of plans) {
    const key = plan.name.trim().toLowerCase();
    if (isPlanKey(key)) prices[key] = plan.monthlyPrice;
  }
  return prices;
}

/** Delay before a simulated order action (cancel, reactivate) takes effect, in milliseconds. */
export const ORDER_ACTION_DELAY_MS = 1_000;

/** What a cancelled order shows as its next billing date. */
export const NO_NEXT_BILLING = 'N/A';

/** The edit-price dialog's notify checkbox starts checked, and Cancel resets it to checked. */
export const DEFAULT_NOTIFY_VENDORS = true;

/** Checks a price input: numeric, at least 0, in whole cents. The value is the parsed number. */
export function validatePrice(input: string | number): ValidationResult<number, 'price'> {
  const price = toNumber(input);
  if (!Number.isFinite(price) || price < PRICE_MIN || !isMultipleOf(price, PRICE_STEP)) {
    return invalid([{ field: 'price', messageKey: 'invalidPrice' }]);
  }
  return valid(price);
}

/** Highest accepted monthly plan price: far above any plan's (the list prices are $19 to $99), far below a typo's. */
export const PRICE_MAX_MONTHLY = 100_000;

/** The plan-price form's fields. */
export type PlanPriceField = 'monthlyPrice' | 'yearlyPrice';

/**
 * Checks a plan's two prices: each as `validatePrice`, the monthly one at most PRICE_MAX_MONTHLY ('priceTooHigh'),
 * and the yearly one at most 12 monthly payments ('yearlyPriceTooHigh'; `max` is that limit in dollars).
 */
export function validatePlanPrices(
  monthlyInput: string | number,
  yearlyInput: string | number,
): ValidationResult<{ readonly monthlyPrice: number; readonly yearlyPrice: number }, PlanPriceField> {
  const monthly = validatePrice(monthlyInput);
  const yearly = validatePrice(yearlyInput);
  const errors: ValidationIssue<PlanPriceField>[] = [];
  if (!monthly.ok) errors.push({ field: 'monthlyPrice', messageKey: 'invalidPrice' });
  else if (monthly.value > PRICE_MAX_MONTHLY) {
    errors.push({ field: 'monthlyPrice', messageKey: 'priceTooHigh', params: { max: PRICE_MAX_MONTHLY } });
  }
  if (!yearly.ok) errors.push({ field: 'yearlyPrice', messageKey: 'invalidPrice' });
  else if (monthly.ok && errors.length === 0) {
    const max = Math.round(monthly.value * MONTHS_PER_YEAR * 100) / 100;
    if (yearly.value > max)
      errors.push({ field: 'yearlyPrice', messageKey: 'yearlyPriceTooHigh', params: { max } });
  }
  if (!monthly.ok || !yearly.ok || errors.length > 0) return invalid(errors);
  return valid({ monthlyPrice: monthly.value, yearlyPrice: yearly.value });
}

/** Suggested yearly price: monthly x 12 x 0.9, rounded to cents. */
export function suggestedYearlyPrice(monthlyPrice: number): number {
  // monthly x 12 x 0.9 x 100 = monthly x 1080: one multiplication keeps float noise out of the cents.
  return Math.round(monthlyPrice * MONTHS_PER_YEAR * (1 - YEARLY_DISCOUNT) * 100) / 100;
}

/** Order statuses the rules know; anything else is only displayed. */
export type OrderStatus = 'active' | 'cancelled' | 'pending';

/** The order fields the transitions touch. */
export interface OrderLike {
  /** Subscription status. */
  readonly status: string;
  /** Next billing date, or 'N/A'. */
  readonly nextBilling: string;
}

/** An action an order row can offer. */
export type OrderAction = 'cancel' | 'reactivate' | 'viewInvoice';

/** Actions offered for an order: cancel only when active, reactivate only when cancelled, invoice always. */
export function orderActions(status: string): readonly OrderAction[] {
  if (status === 'active') return ['cancel', 'viewInvoice'];
  if (status === 'cancelled') return ['reactivate', 'viewInvoice'];
  return ['viewInvoice'];
}

/** Cancels an active order: status cancelled, next billing 'N/A'. Other orders are returned unchanged. */
export function cancelOrder<Order extends OrderLike>(order: Order): Order {
  if (order.status !== 'active') return order;
  return { ...order, status: 'cancelled', nextBilling: NO_NEXT_BILLING };
}

/** Reactivates a cancelled order. Other orders are returned unchanged. */
export function reactivateOrder<Order extends OrderLike>(order: Order): Order {
  if (order.status !== 'cancelled') return order;
  return { ...order, status: 'active' };
}

/** An action a user row can offer. */
export type UserAction = 'ban' | 'unban' | 'delete' | 'forceLogout';

/** Actions offered for a user: ban, or unban once banned; delete and force logout always. */
export function userActions(status: string): readonly UserAction[] {
  return [status === 'banned' ? 'unban' : 'ban', 'delete', 'forceLogout'];
}

/** How a user's role is labelled: 'admin' stays admin, every other role is shown as Vendor. */
export function userRoleLabelKey(role: string): 'roleAdmin' | 'roleVendor' {
  return role === 'admin' ? 'roleAdmin' : 'roleVendor';
}

/** Months of revenue on the admin dashboard's line chart (spec: Jul to Dec). */
export const DASHBOARD_REVENUE_MONTHS = 6;

/** First month of the admin analytics charts (spec section 9: Jan 2023). */
export const ADMIN_CHART_FIRST_MONTH = '2023-01';

/** Months the admin analytics charts cover (spec section 9: Jan 2023 to Dec 2024). */
export const ADMIN_CHART_MONTHS = 24;

/** Months in a quarter, for the quarterly user growth chart. */
export const MONTHS_PER_QUARTER = 3;

/** Change from `previous` to `current` in percent, one decimal; null when there is no previous figure to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** The last `count` months of a series (the dashboard shows the last six). */
export function lastMonths<Point>(
  series: readonly Point[],
  count: number = DASHBOARD_REVENUE_MONTHS,
): Point[] {
  return count <= 0 ? [] : series.slice(-count);
}

/** One quarter's total for the growth chart. */
export interface QuarterTotal {
  /** Calendar year. */
  readonly year: number;
  /** Quarter, 1 to 4. */
  readonly quarter: number;
  /** Sum over the quarter's months. */
  readonly users: number;
}

/** Sums monthly onboarding into calendar quarters, oldest first; entries whose date has no year-month are skipped. */
export function quarterlyTotals(
  points: readonly { readonly date: string; readonly users: number }[],
): QuarterTotal[] {
  const totals = new Map<string, QuarterTotal>();
  for (const point of points) {
    const match = /^(\d{4})-(\d{2})/.exec(point.date);
    if (!match) continue;
    const year = Number(match[1]);
    const quarter = Math.floor((Number(match[2]) - 1) / MONTHS_PER_QUARTER) + 1;
    const key = `${year}-${quarter}`;
    const sum = totals.get(key);
    totals.set(key, { year, quarter, users: (sum?.users ?? 0) + point.users });
  }
  return [...totals.values()].sort((a, b) => a.year - b.year || a.quarter - b.quarter);
}

/** Revenue of two consecutive years, for the year-over-year panel. */
export interface YearOverYear {
  /** The later year. */
  readonly year: number;
  /** Its revenue. */
  readonly revenue: number;
  /** The year before. */
  readonly previousYear: number;
  /** Its revenue. */
  readonly previousRevenue: number;
  /** Change in percent; null when the year before had no revenue. */
  readonly change: number | null;
}

/** The last year of a monthly revenue series against the year before; null with fewer than two years of data. */
export function yearOverYear(
  series: readonly { readonly month: string; readonly revenue: number }[],
): YearOverYear | null {
  const byYear = new Map<number, number>();
  for (const point of series) {
    const year = Number(point.month.slice(0, 4));
    if (!Number.isInteger(year)) continue;
    byYear.set(year, (byYear.get(year) ?? 0) + point.revenue);
  }
  const years = [...byYear.keys()].sort((a, b) => a - b);
  const year = years.at(-1);
  if (year === undefined || !byYear.has(year - 1)) return null;
  const revenue = byYear.get(year) ?? 0;
  const previousRevenue = byYear.get(year - 1) ?? 0;
  return {
    year,
    revenue,
    previousYear: year - 1,
    previousRevenue,
    change: percentChange(revenue, previousRevenue),
  };
}

/** Vendors the admin analytics lists from each ranking, by searches and by revenue (the screen shows five of each). */
export const TOP_VENDORS_LISTED = 10;

/** A figure vendors are ranked by. */
export type VendorMeasure = 'searches' | 'revenue';

/** The figures a vendor is ranked by. */
export interface VendorFigures {
  /** Vendor name. */
  readonly vendor: string;
  /** Searches served this month. */
  readonly searches: number;
  /** Monthly revenue from the vendor's active subscriptions, in dollars. */
  readonly revenue: number;
}

/** Vendors by `measure`, largest first; a tie goes to the larger other figure, then to the name in code-point order. */
export function rankVendors<Vendor extends VendorFigures>(
  vendors: readonly Vendor[],
  measure: VendorMeasure,
): Vendor[] {
  const other: VendorMeasure = measure === 'searches' ? 'revenue' : 'searches';
  return [...vendors].sort(
    (a, b) =>
      b[measure] - a[measure] ||
      b[other] - a[other] ||
      (a.vendor < b.vendor ? -1 : a.vendor > b.vendor ? 1 : 0),
  );
}

/**
 * The vendors the analytics lists: the first `count` by searches together with the first `count` by revenue,
 * most searches first. Either top list is the same whether ranked from this list or from every vendor, and a
 * stable sort of this list by one figure keeps the ties in `rankVendors`' order.
 */
export function topVendors<Vendor extends VendorFigures>(
  vendors: readonly Vendor[],
  count: number = TOP_VENDORS_LISTED,
): Vendor[] {
  if (count <= 0) return [];
  const bySearches = rankVendors(vendors, 'searches');
  const listed = new Set([...bySearches.slice(0, count), ...rankVendors(vendors, 'revenue').slice(0, count)]);
  return bySearches.filter((vendor) => listed.has(vendor));
}

/** Total and active counts shown above the Orders table. */
export function orderCounts(orders: readonly { readonly status: string }[]): {
  readonly total: number;
  readonly active: number;
} {
  let active = 0;
  for (const order of orders) if (order.status === 'active') active += 1;
  return { total: orders.length, active };
}

/** UBI event names recorded when an admin confirms a user action (spec section 4). */
export const USER_ACTION_EVENTS = {
  ban: 'admin_user_ban',
  unban: 'admin_user_unban',
  delete: 'admin_user_delete',
  forceLogout: 'admin_user_force_logout',
} as const satisfies Record<UserAction, string>;
