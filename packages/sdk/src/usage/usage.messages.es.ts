import type { UsageMessages } from './usage.messages.en';

/** Usage messages, es. */
export const usageMessagesEs = {
  plansTitle: 'Planes',
  billingPeriod: 'Periodo de facturación',
  billingMonthly: 'Mensual',
  billingYearly: 'Anual',
  planPricePerMonth: '{price} / mes',
  planPricePerYear: '{price} / año',
  yearlySavingBadge: 'Ahorra {percent}',
  planSearchesLimit: '{count, plural, one {# búsqueda} other {# búsquedas}} al mes',
  planProductsLimit: '{count, plural, one {# producto} other {# productos}}',
  planStoresLimit: '{count, plural, one {# tienda} other {# tiendas}}',
  planOverLimitUse: '{current} en uso',
  yourPlanMonthly: 'Tu plan, facturado mensualmente',
  yourPlanYearly: 'Tu plan, facturado anualmente',
  upgradeToPlan: 'Mejorar a {plan}',
  downgradeToPlan: 'Bajar a {plan}',
  switchToYearly: 'Cambiar a facturación anual',
  switchToMonthly: 'Cambiar a facturación mensual',
  planChangeTitle: '¿Cambiar a {plan}?',
  billingChangeTitleYearly: '¿Cambiar a facturación anual?',
  billingChangeTitleMonthly: '¿Cambiar a facturación mensual?',
  billingChangedYearly: 'Tu plan {plan} ahora se factura anualmente.',
  billingChangedMonthly: 'Tu plan {plan} ahora se factura mensualmente.',
  planChargeMonthly:
    'Hoy se te cobran {price} por el primer mes, y los límites del plan {plan} se aplican de inmediato.',
  planChargeYearly:
    'Hoy se te cobran {price} por el primer año, y los límites del plan {plan} se aplican de inmediato.',
  planChanged: 'Ahora tienes el plan {plan}.',
  planOverLimits: 'Tu uso actual supera los límites del plan {plan}.',
} as const satisfies UsageMessages;
