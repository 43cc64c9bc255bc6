/**
 * Usage messages in English: the source of the section's keys, the words of the plans a vendor can move to. The
 * section loads with the subscription screen (`loadMessageArea('usage', locale)`), not with the first page; other
 * locales define exactly these keys.
 */
export const usageMessagesEn = {
  plansTitle: 'Plans',
  billingPeriod: 'Billing period',
  billingMonthly: 'Monthly',
  billingYearly: 'Yearly',
  planPricePerMonth: '{price} / month',
  planPricePerYear: '{price} / year',
  yearlySavingBadge: 'Save {percent}',
  planSearchesLimit: '{count, plural, one {# search} other {# searches}} a month',
  planProductsLimit: '{count, plural, one {# product} other {# products}}',
  planStoresLimit: '{count, plural, one {# store} other {# stores}}',
  planOverLimitUse: '{current} in use',
  yourPlanMonthly: 'Your plan, billed monthly',
  yourPlanYearly: 'Your plan, billed yearly',
  upgradeToPlan: 'Upgrade to {plan}',
  downgradeToPlan: 'Downgrade to {plan}',
  switchToYearly: 'Switch to yearly billing',
  switchToMonthly: 'Switch to monthly billing',
  planChangeTitle: 'Move to {plan}?',
  billingChangeTitleYearly: 'Switch to yearly billing?',
  billingChangeTitleMonthly: 'Switch to monthly billing?',
  billingChangedYearly: 'Your {plan} plan is now billed yearly.',
  billingChangedMonthly: 'Your {plan} plan is now billed monthly.',
  planChargeMonthly:
    "You are charged {price} today for the first month, and the {plan} plan's limits apply at once.",
  planChargeYearly:
    "You are charged {price} today for the first year, and the {plan} plan's limits apply at once.",
  planChanged: 'You are now on the {plan} plan.',
  planOverLimits: "Your current use is over the {plan} plan's limits.",
} as const;

/** The keys of the usage section. */
export type UsageMessageKey = keyof typeof usageMessagesEn;

/** A complete usage section for one locale. */
export type UsageMessages = { readonly [K in UsageMessageKey]: string };
