import type { StoreType } from '../client/client.schema';
import type { ActiveSync } from '../sync/sync.schema';
import {
  invalid,
  isHostName,
  type ValidationIssue,
  type ValidationResult,
  valid,
} from '../validation/validation.rules';
import { parseUrl } from './stores.host';
import type { BatchInitStore, StoreListRow } from './stores.schema';

/** Scheme assumed when a store URL is typed without one. */
export const DEFAULT_URL_SCHEME = 'https://';

/** Schemes a store URL may use. */
export const ALLOWED_URL_PROTOCOLS = ['http:', 'https:'] as const;

// A leading `name:` is a scheme unless what follows is a port number (`shop.example.com:8080`).
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * Reads a typed store URL: trimmed, https assumed when no scheme is given, only http and https accepted
 * (so `javascript:` and `data:` are refused), and the host must be a host name (no space, in any engine)
 * containing a dot. With `siteRoot` (a Shopify shop, which always lives at the root of its domain) only the
 * scheme, host and port are kept, as when the address of a collection or of the shop's admin is pasted.
 * Returns the parsed URL's text, or null when the input is not acceptable.
 */
export function normaliseStoreUrl(
  input: string,
  { siteRoot = false }: { siteRoot?: boolean } = {},
): string | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  const withScheme = SCHEME.test(trimmed) ? trimmed : `${DEFAULT_URL_SCHEME}${trimmed}`;
  const url = parseUrl(withScheme);
  if (url === null) return null;
  if (!(ALLOWED_URL_PROTOCOLS as readonly string[]).includes(url.protocol)) return null;
  const host = url.hostname;
  if (!isHostName(host) || !host.includes('.')) return null;
  return siteRoot ? `${url.origin}/` : url.href;
}

/** The store-connection form fields the checks read. */
export interface StoreConnectionInput {
  /** WordPress/WooCommerce chosen. */
  readonly woocommerce: boolean;
  /** Shopify chosen. */
  readonly shopify: boolean;
  /** WordPress URL as typed. */
  readonly woocommerceUrl: string;
  /** Shopify URL as typed. */
  readonly shopifyUrl: string;
  /** WooCommerce consumer key as typed; when given, a chosen WooCommerce needs one. */
  readonly consumerKey?: string;
  /** Shopify access token as typed; when given, a chosen Shopify needs one. */
  readonly accessToken?: string;
}

/** The normalised URLs of the chosen store types (null for a type not chosen). */
export interface StoreConnection {
  /** Parsed WordPress URL, when WooCommerce is chosen. */
  readonly woocommerceUrl: string | null;
  /** Parsed Shopify URL, when Shopify is chosen. */
  readonly shopifyUrl: string | null;
}

/** A field of the store-connection form that can carry a message. */
export type StoreConnectionField =
  | 'storeType'
  | 'woocommerceUrl'
  | 'shopifyUrl'
  | 'consumerKey'
  | 'accessToken';

/**
 * Validates the store-connection form: at least one store type, each chosen type's URL parsable
 * ('Please enter a valid URL.' / 'Please enter a valid Shopify URL.'; a Shopify address is read as its
 * domain's root), and each chosen type's credential not blank when the form has one. On failure the caller
 * also shows the `invalidInputTitle` toast, with `checkUrls` when a URL is refused.
 */
export function validateStoreConnection(
  input: StoreConnectionInput,
): ValidationResult<StoreConnection, StoreConnectionField> {
  const errors: ValidationIssue<StoreConnectionField>[] = [];
  if (!input.woocommerce && !input.shopify) {
    errors.push({ field: 'storeType', messageKey: 'selectAtLeastOneStoreType' });
  }
  const woocommerceUrl = input.woocommerce ? normaliseStoreUrl(input.woocommerceUrl) : null;
  const shopifyUrl = input.shopify ? normaliseStoreUrl(input.shopifyUrl, { siteRoot: true }) : null;
  const blank = (secret: string | undefined) => secret !== undefined && secret.trim() === '';
  if (input.woocommerce && woocommerceUrl === null) {
    errors.push({ field: 'woocommerceUrl', messageKey: 'invalidUrl' });
  }
  if (input.woocommerce && blank(input.consumerKey))
    errors.push({ field: 'consumerKey', messageKey: 'consumerKeyRequired' });
  if (input.shopify && shopifyUrl === null)
    errors.push({ field: 'shopifyUrl', messageKey: 'invalidShopifyUrl' });
  if (input.shopify && blank(input.accessToken))
    errors.push({ field: 'accessToken', messageKey: 'accessTokenRequired' });
  return errors.length > 0 ? invalid(errors) : valid({ woocommerceUrl, shopifyUrl });
}

/** Removes the scheme (`https://`) from a URL for display; other text is returned as is. */
export function stripUrlScheme(url: string): string {
  return url.replace(/^[a-z][a-z\d+.-]*:\/\//i, '');
}

/** The batch-init store fields a list row needs. */
export type StoreSummary = Pick<
  BatchInitStore,
  'id' | 'storeVendorId' | 'name' | 'url' | 'status' | 'createdAt' | 'timeZone'
>;

/** The active-sync fields a list row needs. */
export type ActiveSyncLike = Pick<ActiveSync, 'storeId' | 'storeType' | 'status'>;

/** Builds the store list rows (Shopify first, then WooCommerce) and marks stores with a sync in flight. */
export function toStoreListRows(
  stores: { readonly shopify?: readonly StoreSummary[]; readonly woocommerce?: readonly StoreSummary[] },
  activeSyncs: readonly ActiveSyncLike[] = [],
): StoreListRow[] {
  const row = (store: StoreSummary, storeType: StoreType): StoreListRow => {
    const sync = activeSyncs.find((s) => s.storeId === store.id && s.storeType === storeType);
    return {
      id: store.id,
      storeVendorId: store.storeVendorId,
      storeType,
      storeName: store.name,
      storeUrl: stripUrlScheme(store.url),
      isActive: store.status === 'active',
      createdAt: store.createdAt,
      hasSyncProgress: sync !== undefined,
      syncStatus: sync?.status ?? null,
      ...(store.timeZone === undefined ? {} : { timeZone: store.timeZone }),
    };
  };
  return [
    ...(stores.shopify ?? []).map((s) => row(s, 'shopify')),
    ...(stores.woocommerce ?? []).map((s) => row(s, 'woocommerce')),
  ];
}

/**
 * The store a link names (View Details' `storeId`, with its platform when the link gives it): the first of
 * `stores` with that id, on that platform when one is given, since a Shopify and a WooCommerce store may share an
 * id. Undefined when no store matches or no id is given.
 */
export function findLinkedStore<Row extends Pick<StoreListRow, 'id' | 'storeType'>>(
  stores: readonly Row[],
  storeId: string | undefined,
  storeType?: StoreType | undefined,
): Row | undefined {
  if (storeId === undefined) return undefined;
  return stores.find(
    (store) => store.id === storeId && (storeType === undefined || store.storeType === storeType),
  );
}

/** Reads a vendor from a response that holds either the vendor object or an array of them (first wins). */
export function normaliseVendor<Vendor extends { readonly id: unknown }>(
  data: Vendor | readonly Vendor[] | null | undefined,
): Vendor | null {
  if (data == null) return null;
  if (Array.isArray(data)) return (data as readonly Vendor[])[0] ?? null;
  const vendor = data as Vendor;
  return vendor.id == null ? null : vendor;
}
