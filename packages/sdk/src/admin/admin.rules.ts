import {
  invalid,
  isMultipleOf,
  toNumber,
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

/** List prices per month in dollars shown on the analytics screen (spec section 9). */
export const PLAN_LIST_PRICES = { starter: 19, professional: 49, enterprise: 99 } as const;

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
export type UserAction = 'ban' | 'delete' | 'forceLogout';

/** Actions offered for a user: ban unless already banned; delete and force logout always. */
export function userActions(status: string): readonly UserAction[] {
  return status === 'banned' ? ['delete', 'forceLogout'] : ['ban', 'delete', 'forceLogout'];
}

/** How a user's role is labelled: 'admin' stays admin, every other role is shown as Vendor. */
export function userRoleLabelKey(role: string): 'roleAdmin' | 'roleVendor' {
  return role === 'admin' ? 'roleAdmin' : 'roleVendor';
}
