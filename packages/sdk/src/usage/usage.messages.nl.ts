import type { UsageMessages } from './usage.messages.en';

/** Usage messages, nl. */
export const usageMessagesNl = {
  plansTitle: 'Abonnementen',
  billingPeriod: 'Factuurperiode',
  billingMonthly: 'Maandelijks',
  billingYearly: 'Jaarlijks',
  planPricePerMonth: '{price} / maand',
  planPricePerYear: '{price} / jaar',
  yearlySavingBadge: 'Bespaar {percent}',
  planSearchesLimit: '{count, plural, one {# zoekopdracht} other {# zoekopdrachten}} per maand',
  planProductsLimit: '{count, plural, one {# product} other {# producten}}',
  planStoresLimit: '{count, plural, one {# winkel} other {# winkels}}',
  planOverLimitUse: '{current} in gebruik',
  yourPlanMonthly: 'Jouw abonnement, maandelijks gefactureerd',
  yourPlanYearly: 'Jouw abonnement, jaarlijks gefactureerd',
  upgradeToPlan: 'Upgraden naar {plan}',
  downgradeToPlan: 'Downgraden naar {plan}',
  switchToYearly: 'Overstappen op jaarlijkse facturering',
  switchToMonthly: 'Overstappen op maandelijkse facturering',
  planChangeTitle: 'Overstappen naar {plan}?',
  billingChangeTitleYearly: 'Overstappen op jaarlijkse facturering?',
  billingChangeTitleMonthly: 'Overstappen op maandelijkse facturering?',
  billingChangedYearly: 'Je abonnement {plan} wordt nu jaarlijks gefactureerd.',
  billingChangedMonthly: 'Je abonnement {plan} wordt nu maandelijks gefactureerd.',
  planChargeMonthly:
    'Je betaalt vandaag {price} voor de eerste maand, en de limieten van het abonnement {plan} gelden meteen.',
  planChargeYearly:
    'Je betaalt vandaag {price} voor het eerste jaar, en de limieten van het abonnement {plan} gelden meteen.',
  planChanged: 'Je hebt nu het abonnement {plan}.',
  planOverLimits: 'Je huidige gebruik ligt boven de limieten van het abonnement {plan}.',
} as const satisfies UsageMessages;
