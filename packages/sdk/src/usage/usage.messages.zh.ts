import type { UsageMessages } from './usage.messages.en';

/** Usage messages, zh. */
export const usageMessagesZh = {
  plansTitle: '套餐',
  billingPeriod: '计费周期',
  billingMonthly: '按月',
  billingYearly: '按年',
  planPricePerMonth: '{price} / 月',
  planPricePerYear: '{price} / 年',
  yearlySavingBadge: '节省 {percent}',
  planSearchesLimit: '每月 {count, plural, other {# 次搜索}}',
  planProductsLimit: '{count, plural, other {# 个商品}}',
  planStoresLimit: '{count, plural, other {# 家店铺}}',
  planOverLimitUse: '已使用 {current}',
  yourPlan: '您的套餐',
  upgradeToPlan: '升级到 {plan}',
  downgradeToPlan: '降级到 {plan}',
  switchToYearly: '改为按年计费',
  switchToMonthly: '改为按月计费',
  planChangeTitle: '更换为 {plan}？',
  planChargeMonthly: '今天将收取首月费用 {price}，{plan} 套餐的限额立即生效。',
  planChargeYearly: '今天将收取首年费用 {price}，{plan} 套餐的限额立即生效。',
  planChanged: '您现在使用的是 {plan} 套餐。',
  planOverLimits: '您当前的用量超出了 {plan} 套餐的限额。',
} as const satisfies UsageMessages;
