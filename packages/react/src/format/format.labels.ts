import type { MessageKey, StoreType } from '@storesearch/sdk';
import type { StoreStatus } from '@storesearch/sdk/stores';
import type { SyncStatus } from '@storesearch/sdk/sync';

/** Catalogue key of each platform's display name. */
export const STORE_TYPE_LABEL_KEYS = {
  shopify: 'storeTypeShopify',
  woocommerce: 'storeTypeWooCommerce',
} as const satisfies Record<StoreType, MessageKey>;

/** Catalogue key of each sync state's display name. */
export const SYNC_STATUS_LABEL_KEYS = {
  syncing: 'syncStatusSyncing',
  completed: 'syncStatusCompleted',
  failed: 'syncStatusFailed',
} as const satisfies Record<SyncStatus, MessageKey>;

/** Badge colour of each sync state: running is blue, done green, failed red. */
export const SYNC_STATUS_COLORS = {
  syncing: 'blue',
  completed: 'green',
  failed: 'red',
} as const satisfies Record<SyncStatus, string>;

/** Catalogue key of each store state's display name. */
export const STORE_STATUS_LABEL_KEYS = {
  active: 'storeStatusActive',
  pending: 'storeStatusPending',
  inactive: 'storeStatusInactive',
} as const satisfies Record<StoreStatus, MessageKey>;

/** Catalogue key of each known invoice payment state's name; other states are shown as sent. */
export const INVOICE_STATUS_LABEL_KEYS: Readonly<Record<string, MessageKey>> = {
  paid: 'invoiceStatusPaid',
  open: 'invoiceStatusOpen',
  failed: 'invoiceStatusFailed',
};
