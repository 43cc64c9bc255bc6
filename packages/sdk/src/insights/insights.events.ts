/**
 * How the insights read a UBI event: what it counts as, and the details the reports need. The event schema
 * documents these details' types (UbiInsightDetails) without enforcing them, so every reader here takes a value
 * of another type as unknown rather than trusting it.
 */

import { currencyCode } from '../analytics/analytics.money';
import {
  CLICK_EVENT,
  FILTER_USAGE_FIELDS,
  type FilterUsageField,
  isSearchEvent,
  PURCHASE_EVENT,
} from '../analytics/analytics.rules';
import type { CurrencyAmount } from '../analytics/analytics.schema';
import { normaliseQuery } from '../merchandising/merchandising.text';
import type { UbiEvent, UbiEventDetails, UbiInsightDetails } from '../ubi/ubi.schema';

/** The fields of an event the insights read. */
export type InsightsEvent = Pick<
  UbiEvent,
  | 'event_id'
  | 'event_name'
  | 'event_details'
  | 'timestamp'
  | 'session_id'
  | 'vendor_id'
  | 'store_id'
  | 'platform'
>;

/** What an event counts as: a search, a click on a result, a purchase; other events count as nothing. */
export type InsightsEventKind = 'search' | 'click' | 'purchase';

/** The kind of event `name` names, or undefined for events the insights do not count. */
export function insightsEventKind(name: string): InsightsEventKind | undefined {
  if (isSearchEvent(name)) return 'search';
  if (name === CLICK_EVENT) return 'click';
  if (name === PURCHASE_EVENT) return 'purchase';
  return undefined;
}

/** Which events count: some stores (all of a vendor's together) and one platform, or all of either. */
export interface InsightsScope {
  /** Ids of the stores whose events count, as events carry them; every store when omitted. */
  readonly storeIds?: readonly string[];
  /** The platform whose events count (the event's `platform`, e.g. shopify); every platform when omitted. */
  readonly platform?: string;
}

/** A test for `scope`, built once for a pass over many events. */
export function scopeFilter(
  scope: InsightsScope = {},
): (event: Pick<InsightsEvent, 'store_id' | 'platform'>) => boolean {
  const stores = scope.storeIds ? new Set(scope.storeIds) : undefined;
  const { platform } = scope;
  return (event) =>
    (!stores || (event.store_id !== null && stores.has(event.store_id))) &&
    (platform === undefined || event.platform === platform);
}

/**
 * A query as the reports group it, and as merchandising matches it: lower case, without accents, single spaces
 * ("Rain  Jacket " and "rain jacket" are one row, and a rule for it matches it); '' for a value that is not text.
 */
export function reportQuery(query: unknown): string {
  return typeof query === 'string' ? normaliseQuery(query) : '';
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * How many results a search found: `result_count` when a whole number of 0 or more, else the length of
 * `result_ids`; undefined when the event says neither (an older collector), so it never counts as empty.
 */
export function resultCount(details: UbiEventDetails): number | undefined {
  const count = details.result_count;
  if (isCount(count)) return count;
  const ids = details.result_ids;
  return Array.isArray(ids) ? ids.length : undefined;
}

/** The position of a clicked result, from 1; undefined when the click does not say (or not as a whole number). */
export function clickedPosition(details: UbiEventDetails): number | undefined {
  const position = details.position;
  return isCount(position) && position > 0 ? position : undefined;
}

/**
 * What a purchase was paid: its revenue (0 when not a finite number) in its currency. A purchase that names no
 * currency, or one that is not an ISO 4217 code, was paid in its store's (`storeCurrency`), as the collector
 * documents. Amounts in different currencies are never added up: sum them per currency.
 */
export function purchaseAmount(details: UbiEventDetails, storeCurrency: string): CurrencyAmount {
  const revenue = details.revenue;
  return {
    currency: currencyCode(details.currency) ?? storeCurrency,
    amount: typeof revenue === 'number' && Number.isFinite(revenue) ? revenue : 0,
  };
}

/** Detail key of each storefront filter a search applied: `filter_brand: 'Nike'`. */
export const FILTER_DETAIL_KEYS = Object.fromEntries(
  FILTER_USAGE_FIELDS.map((field) => [field, `filter_${field}`]),
) as { readonly [Field in FilterUsageField]: `filter_${Field}` & keyof UbiInsightDetails };

/** The value of the `field` filter a search applied, or null when it applied none. */
export function appliedFilter(details: UbiEventDetails, field: FilterUsageField): string | null {
  const value = details[FILTER_DETAIL_KEYS[field]];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Detail keys of where a search came from (a backend resolves them from the shopper's IP), for the map. */
export const LOCATION_DETAIL_KEYS = {
  city: 'location_city',
  country: 'location_country',
  lat: 'location_lat',
  lon: 'location_lon',
} as const satisfies Record<string, keyof UbiInsightDetails>;
