import type { UsageMessages } from './usage.messages.en';

/** Usage messages, ja. */
export const usageMessagesJa = {
  plansTitle: 'プラン',
  billingPeriod: '請求期間',
  billingMonthly: '月払い',
  billingYearly: '年払い',
  planPricePerMonth: '{price} / 月',
  planPricePerYear: '{price} / 年',
  yearlySavingBadge: '{percent} お得',
  planSearchesLimit: '月 {count, plural, other {# 件の検索}}',
  planProductsLimit: '{count, plural, other {# 件の商品}}',
  planStoresLimit: '{count, plural, other {# ストア}}',
  planOverLimitUse: '{current} 使用中',
  yourPlanMonthly: '現在のプラン（月払い）',
  yourPlanYearly: '現在のプラン（年払い）',
  upgradeToPlan: '{plan}にアップグレード',
  downgradeToPlan: '{plan}にダウングレード',
  switchToYearly: '年払いに切り替える',
  switchToMonthly: '月払いに切り替える',
  planChangeTitle: '{plan}に変更しますか？',
  billingChangeTitleYearly: '年払いに切り替えますか？',
  billingChangeTitleMonthly: '月払いに切り替えますか？',
  billingChangedYearly: '{plan}プランを年払いに切り替えました。',
  billingChangedMonthly: '{plan}プランを月払いに切り替えました。',
  planChargeMonthly:
    '本日、最初の 1 か月分として {price} が請求され、{plan}プランの上限がすぐに適用されます。',
  planChargeYearly: '本日、最初の 1 年分として {price} が請求され、{plan}プランの上限がすぐに適用されます。',
  planChanged: '{plan}プランに変更しました。',
  planOverLimits: '現在の使用量が {plan}プランの上限を超えています。',
} as const satisfies UsageMessages;
