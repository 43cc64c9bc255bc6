import type { MessageKey } from '@storesearch/sdk';

/** Catalogue key of each order state's name; other states are shown as sent. */
export const ORDER_STATUS_LABEL_KEYS: Readonly<Record<string, MessageKey>> = {
  active: 'orderStatusActive',
  cancelled: 'orderStatusCancelled',
  pending: 'orderStatusPending',
};

/** Badge colour of each order state: active green, cancelled red, pending amber, anything else gray. */
export const ORDER_STATUS_COLORS: Readonly<Record<string, 'green' | 'red' | 'amber'>> = {
  active: 'green',
  cancelled: 'red',
  pending: 'amber',
};

/** Catalogue key of each user state's name; other states are shown as sent. */
export const USER_STATUS_LABEL_KEYS: Readonly<Record<string, MessageKey>> = {
  active: 'userStatusActive',
  banned: 'userStatusBanned',
  inactive: 'userStatusInactive',
};

/** Badge colour of each user state. */
export const USER_STATUS_COLORS: Readonly<Record<string, 'green' | 'red' | 'gray'>> = {
  active: 'green',
  banned: 'red',
  inactive: 'gray',
};

/** Catalogue key of each known plan's name, by the API's plan name; other plans are shown as sent. */
export const PLAN_LABEL_KEYS: Readonly<Record<string, MessageKey>> = {
  Starter: 'planStarter',
  Professional: 'planProfessional',
  Enterprise: 'planEnterprise',
};

/** A label from a key map, or the raw value when the map does not know it. */
export function labelOf(
  t: (key: MessageKey) => string,
  keys: Readonly<Record<string, MessageKey>>,
  value: string,
): string {
  const key = Object.hasOwn(keys, value) ? keys[value] : undefined;
  return key === undefined ? value : t(key);
}
