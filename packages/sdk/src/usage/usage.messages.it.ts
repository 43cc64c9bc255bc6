import type { UsageMessages } from './usage.messages.en';

/** Usage messages, it. */
export const usageMessagesIt = {
  plansTitle: 'Piani',
  billingPeriod: 'Periodo di fatturazione',
  billingMonthly: 'Mensile',
  billingYearly: 'Annuale',
  planPricePerMonth: '{price} / mese',
  planPricePerYear: '{price} / anno',
  yearlySavingBadge: 'Risparmia {percent}',
  planSearchesLimit: '{count, plural, one {# ricerca} other {# ricerche}} al mese',
  planProductsLimit: '{count, plural, one {# prodotto} other {# prodotti}}',
  planStoresLimit: '{count, plural, one {# negozio} other {# negozi}}',
  planOverLimitUse: '{current} in uso',
  yourPlanMonthly: 'Il tuo piano, fatturato mensilmente',
  yourPlanYearly: 'Il tuo piano, fatturato annualmente',
  upgradeToPlan: 'Passa a {plan}',
  downgradeToPlan: 'Scendi a {plan}',
  switchToYearly: 'Passa alla fatturazione annuale',
  switchToMonthly: 'Passa alla fatturazione mensile',
  planChangeTitle: 'Passare a {plan}?',
  billingChangeTitleYearly: 'Passare alla fatturazione annuale?',
  billingChangeTitleMonthly: 'Passare alla fatturazione mensile?',
  billingChangedYearly: 'Il tuo piano {plan} ora è fatturato annualmente.',
  billingChangedMonthly: 'Il tuo piano {plan} ora è fatturato mensilmente.',
  planChargeMonthly:
    'Oggi ti vengono addebitati {price} per il primo mese, e i limiti del piano {plan} valgono subito.',
  planChargeYearly:
    'Oggi ti vengono addebitati {price} per il primo anno, e i limiti del piano {plan} valgono subito.',
  planChanged: 'Ora hai il piano {plan}.',
  planOverLimits: 'Il tuo uso attuale supera i limiti del piano {plan}.',
} as const satisfies UsageMessages;
