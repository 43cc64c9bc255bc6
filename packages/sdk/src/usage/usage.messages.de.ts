import type { UsageMessages } from './usage.messages.en';

/** Usage messages, de. */
export const usageMessagesDe = {
  plansTitle: 'Tarife',
  billingPeriod: 'Abrechnungszeitraum',
  billingMonthly: 'Monatlich',
  billingYearly: 'Jährlich',
  planPricePerMonth: '{price} / Monat',
  planPricePerYear: '{price} / Jahr',
  yearlySavingBadge: '{percent} sparen',
  planSearchesLimit: '{count, plural, one {# Suche} other {# Suchen}} pro Monat',
  planProductsLimit: '{count, plural, one {# Produkt} other {# Produkte}}',
  planStoresLimit: '{count, plural, one {# Shop} other {# Shops}}',
  planOverLimitUse: '{current} in Nutzung',
  yourPlanMonthly: 'Dein Tarif, monatlich abgerechnet',
  yourPlanYearly: 'Dein Tarif, jährlich abgerechnet',
  upgradeToPlan: 'Auf {plan} upgraden',
  downgradeToPlan: 'Auf {plan} downgraden',
  switchToYearly: 'Zur jährlichen Abrechnung wechseln',
  switchToMonthly: 'Zur monatlichen Abrechnung wechseln',
  planChangeTitle: 'Zu {plan} wechseln?',
  billingChangeTitleYearly: 'Zur jährlichen Abrechnung wechseln?',
  billingChangeTitleMonthly: 'Zur monatlichen Abrechnung wechseln?',
  billingChangedYearly: 'Dein Tarif {plan} wird jetzt jährlich abgerechnet.',
  billingChangedMonthly: 'Dein Tarif {plan} wird jetzt monatlich abgerechnet.',
  planChargeMonthly:
    'Dir werden heute {price} für den ersten Monat berechnet, und die Limits des Tarifs {plan} gelten sofort.',
  planChargeYearly:
    'Dir werden heute {price} für das erste Jahr berechnet, und die Limits des Tarifs {plan} gelten sofort.',
  planChanged: 'Du nutzt jetzt den Tarif {plan}.',
  planOverLimits: 'Deine aktuelle Nutzung liegt über den Limits des Tarifs {plan}.',
} as const satisfies UsageMessages;
