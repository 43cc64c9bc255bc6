import type { UsageMessages } from './usage.messages.en';

/** Usage messages, fr. */
export const usageMessagesFr = {
  plansTitle: 'Forfaits',
  billingPeriod: 'Période de facturation',
  billingMonthly: 'Mensuelle',
  billingYearly: 'Annuelle',
  planPricePerMonth: '{price} / mois',
  planPricePerYear: '{price} / an',
  yearlySavingBadge: 'Économisez {percent}',
  planSearchesLimit: '{count, plural, one {# recherche} other {# recherches}} par mois',
  planProductsLimit: '{count, plural, one {# produit} other {# produits}}',
  planStoresLimit: '{count, plural, one {# boutique} other {# boutiques}}',
  planOverLimitUse: 'utilisation actuelle : {current}',
  yourPlanMonthly: 'Votre forfait, facturé chaque mois',
  yourPlanYearly: 'Votre forfait, facturé chaque année',
  upgradeToPlan: 'Passer à {plan}',
  downgradeToPlan: 'Rétrograder vers {plan}',
  switchToYearly: 'Passer à la facturation annuelle',
  switchToMonthly: 'Passer à la facturation mensuelle',
  planChangeTitle: 'Passer au forfait {plan} ?',
  billingChangeTitleYearly: 'Passer à la facturation annuelle ?',
  billingChangeTitleMonthly: 'Passer à la facturation mensuelle ?',
  billingChangedYearly: 'Votre forfait {plan} est désormais facturé chaque année.',
  billingChangedMonthly: 'Votre forfait {plan} est désormais facturé chaque mois.',
  planChargeMonthly:
    "{price} vous sont facturés aujourd'hui pour le premier mois, et les limites du forfait {plan} s'appliquent aussitôt.",
  planChargeYearly:
    "{price} vous sont facturés aujourd'hui pour la première année, et les limites du forfait {plan} s'appliquent aussitôt.",
  planChanged: 'Vous êtes maintenant sur le forfait {plan}.',
  planOverLimits: 'Votre utilisation actuelle dépasse les limites du forfait {plan}.',
} as const satisfies UsageMessages;
