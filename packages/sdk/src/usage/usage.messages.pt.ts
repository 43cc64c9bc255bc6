import type { UsageMessages } from './usage.messages.en';

/** Usage messages, pt. */
export const usageMessagesPt = {
  plansTitle: 'Planos',
  billingPeriod: 'Período de cobrança',
  billingMonthly: 'Mensal',
  billingYearly: 'Anual',
  planPricePerMonth: '{price} / mês',
  planPricePerYear: '{price} / ano',
  yearlySavingBadge: 'Economize {percent}',
  planSearchesLimit: '{count, plural, one {# pesquisa} other {# pesquisas}} por mês',
  planProductsLimit: '{count, plural, one {# produto} other {# produtos}}',
  planStoresLimit: '{count, plural, one {# loja} other {# lojas}}',
  planOverLimitUse: '{current} em uso',
  yourPlan: 'Seu plano',
  upgradeToPlan: 'Mudar para {plan}',
  downgradeToPlan: 'Reduzir para {plan}',
  switchToYearly: 'Mudar para cobrança anual',
  switchToMonthly: 'Mudar para cobrança mensal',
  planChangeTitle: 'Mudar para {plan}?',
  planChargeMonthly: 'Você paga {price} hoje pelo primeiro mês, e os limites do plano {plan} valem na hora.',
  planChargeYearly: 'Você paga {price} hoje pelo primeiro ano, e os limites do plano {plan} valem na hora.',
  planChanged: 'Agora você está no plano {plan}.',
  planOverLimits: 'Seu uso atual está acima dos limites do plano {plan}.',
} as const satisfies UsageMessages;
