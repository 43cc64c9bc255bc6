import { MONTHS_PER_YEAR } from '../admin/admin.rules';
import type { MessageParams } from '../i18n/i18n.format';
import type { MessageKey } from '../i18n/messages';
import type { BillingCycle, CurrentSubscription, PlanOffer, UsageLimits, UsageMetric } from './usage.schema';

/** At or above this percentage a limit is approaching: the warning banner shows. */
export const USAGE_WARNING_PERCENT = 80;

/** At or above this percentage a limit is exceeded: the exceeded banner shows. */
export const USAGE_EXCEEDED_PERCENT = 100;

/** Colour bands by percentage: at or above 100 red, 90 orange, 70 yellow, else green. */
export const USAGE_LEVEL_BANDS = { exceeded: 100, orange: 90, yellow: 70 } as const;

/** Widest a usage bar gets, in percent. */
export const USAGE_BAR_MAX_PERCENT = 100;

/** The metrics a plan limits. */
export const USAGE_METRICS = ['searches', 'products', 'stores'] as const;

/** A metric a plan limits. */
export type UsageMetricName = (typeof USAGE_METRICS)[number];

/** A usage level: `exceeded` is red; the others are named by their colour. */
export type UsageLevel = 'exceeded' | 'orange' | 'yellow' | 'green';

/** Colour shown for each usage level. */
export const USAGE_LEVEL_COLORS = {
  exceeded: 'red',
  orange: 'orange',
  yellow: 'yellow',
  green: 'green',
} as const satisfies Record<UsageLevel, string>;

/** Level for a usage percentage: >= 100 exceeded (red), >= 90 orange, >= 70 yellow, else green. */
export function usageLevel(percentage: number): UsageLevel {
  if (percentage >= USAGE_LEVEL_BANDS.exceeded) return 'exceeded';
  if (percentage >= USAGE_LEVEL_BANDS.orange) return 'orange';
  if (percentage >= USAGE_LEVEL_BANDS.yellow) return 'yellow';
  return 'green';
}

/** Width of a usage bar in percent: the percentage, kept within 0..100. */
export function usageBarWidth(percentage: number): number {
  if (!Number.isFinite(percentage)) return percentage > 0 ? USAGE_BAR_MAX_PERCENT : 0;
  return Math.min(USAGE_BAR_MAX_PERCENT, Math.max(0, percentage));
}

/** The usage-limits fields the banner reads. */
export type UsageLimitsLike = Pick<UsageLimits, 'planName'> & {
  readonly [Metric in UsageMetricName]: Pick<UsageMetric, 'percentage'>;
};

/** A banner to show: its kind, and the title and text as message keys with parameters. */
export interface UsageBanner {
  /** exceeded, warning, or info (no limits data: no subscription). */
  readonly kind: 'exceeded' | 'warning' | 'info';
  /** Title's message key. */
  readonly titleKey: MessageKey;
  /** Text's message key. */
  readonly messageKey: MessageKey;
  /** Text parameters (`plan`). */
  readonly params?: MessageParams;
}

/**
 * The banner for a store's usage: exceeded when any metric is at 100% or more; warning when any is at 80%
 * or more and none at 100%; info when there are no limits data; none (null) otherwise.
 */
export function usageBanner(limits: UsageLimitsLike | null | undefined): UsageBanner | null {
  if (!limits) return { kind: 'info', titleKey: 'noSubscriptionTitle', messageKey: 'noSubscription' };
  const percentages = USAGE_METRICS.map((metric) => limits[metric].percentage);
  const params = { plan: limits.planName };
  if (percentages.some((p) => p >= USAGE_EXCEEDED_PERCENT)) {
    return {
      kind: 'exceeded',
      titleKey: 'usageLimitExceededTitle',
      messageKey: 'usageLimitExceeded',
      params,
    };
  }
  if (percentages.some((p) => p >= USAGE_WARNING_PERCENT)) {
    return {
      kind: 'warning',
      titleKey: 'approachingUsageLimitsTitle',
      messageKey: 'approachingUsageLimits',
      params,
    };
  }
  return null;
}

/** A limit card's message: key and parameters (`count` for the plural forms). */
export interface LimitCardMessage {
  /** Message key. */
  readonly messageKey: MessageKey;
  /** Message parameters. */
  readonly params?: MessageParams;
}

const REMAINING_KEYS = {
  searches: 'searchesRemaining',
  products: 'productsAvailable',
  stores: 'storesAvailable',
} as const satisfies Record<UsageMetricName, MessageKey>;

/**
 * A limit card's message: 'Limit exceeded' for searches with nothing remaining, 'Limit reached' for
 * products and stores with nothing remaining, else the remaining count with plural forms.
 */
export function limitCardMessage(
  metric: UsageMetricName,
  usage: Pick<UsageMetric, 'remaining'>,
): LimitCardMessage {
  if (usage.remaining <= 0) return { messageKey: metric === 'searches' ? 'limitExceeded' : 'limitReached' };
  return { messageKey: REMAINING_KEYS[metric], params: { count: usage.remaining } };
}

/** The use a plan change is checked against: each metric's current amount. */
export type PlanUsage = { readonly [Metric in UsageMetricName]: Pick<UsageMetric, 'current'> };

/**
 * The metrics whose current use is more than `plan` allows, in USAGE_METRICS order: a plan fits when this is
 * empty. Use at the limit fits (one store on a plan of one); none is known without usage.
 */
export function planOverLimits(
  usage: PlanUsage | null | undefined,
  plan: Pick<PlanOffer, 'limits'>,
): UsageMetricName[] {
  if (!usage) return [];
  return USAGE_METRICS.filter((metric) => usage[metric].current > plan.limits[metric]);
}

/** What a plan costs a period of `billing`. */
export function planPrice(
  plan: Pick<PlanOffer, 'monthlyPrice' | 'yearlyPrice'>,
  billing: BillingCycle,
): number {
  return billing === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
}

/**
 * What yearly billing saves against twelve monthly payments, as a fraction (0.1 for the 10% the price list
 * suggests); 0 when it saves nothing, or the plan is free.
 */
export function yearlySaving(plan: Pick<PlanOffer, 'monthlyPrice' | 'yearlyPrice'>): number {
  const twelve = plan.monthlyPrice * MONTHS_PER_YEAR;
  if (!(twelve > 0) || !(plan.yearlyPrice < twelve)) return 0;
  return (twelve - plan.yearlyPrice) / twelve;
}

/**
 * What choosing `plan` billed by `billing` would be for a vendor on `current`: `current` when it changes nothing,
 * `billing` for the same plan billed the other way, else `upgrade` or `downgrade` by the plans' monthly prices
 * (a plan of the same price is an upgrade when it allows more stores). Without a plan, every plan is an upgrade.
 */
export function planChangeKind(
  current: CurrentSubscription | null | undefined,
  plans: readonly Pick<PlanOffer, 'name' | 'monthlyPrice' | 'limits'>[],
  plan: Pick<PlanOffer, 'name' | 'monthlyPrice' | 'limits'>,
  billing: BillingCycle,
): 'current' | 'billing' | 'upgrade' | 'downgrade' {
  if (!current) return 'upgrade';
  if (current.planName === plan.name) return current.billing === billing ? 'current' : 'billing';
  const from = plans.find((p) => p.name === current.planName);
  if (!from) return 'upgrade';
  if (plan.monthlyPrice !== from.monthlyPrice)
    return plan.monthlyPrice > from.monthlyPrice ? 'upgrade' : 'downgrade';
  return plan.limits.stores >= from.limits.stores ? 'upgrade' : 'downgrade';
}

/**
 * Whether any plan on offer is an upgrade for a vendor on `current` (by `planChangeKind`): false on the top plan,
 * where an Upgrade Now link would lead to no upgrade. Without a plan, any plan on offer is an upgrade.
 */
export function hasPlanUpgrade(
  current: CurrentSubscription | null | undefined,
  plans: readonly Pick<PlanOffer, 'name' | 'monthlyPrice' | 'limits'>[],
): boolean {
  return plans.some(
    (plan) => planChangeKind(current, plans, plan, current?.billing ?? 'monthly') === 'upgrade',
  );
}
