/** Lookups every route repeats: a store the calling vendor owns, a known vendor, 404s shaped like the API's. */
import { formatMessage } from '../../i18n/i18n.format';
import type { MessageKey } from '../../i18n/messages.en';
import type { ValidationIssue } from '../../validation/validation.rules';
import { type DemoStore, type DemoVendor, findStore, findVendor } from '../mocks.db';
import { errorResponse } from '../mocks.route';

/** Message of a 404 for an unknown or foreign store. */
export const STORE_NOT_FOUND = 'Store not found';

/** Message of a 404 for an unknown (or someone else's) user. */
export const USER_NOT_FOUND = 'User not found';

/** Message of a 404 for an unknown vendor. */
export const VENDOR_NOT_FOUND = 'Vendor not found';

/** The parts of a route context the lookups read. */
interface Caller {
  /** Calling vendor (x-vendor-id), null when the route does not require it. */
  readonly vendorId: number | null;
  /** State. */
  readonly db: Parameters<typeof findStore>[0];
}

/**
 * The store with this id (and platform, when given) that belongs to the calling vendor, or a 404.
 * Another vendor's store answers 404 too, so ids of other shops are not revealed.
 */
export function ownedStore(
  caller: Caller,
  storeId: string | number,
  storeType?: string,
): DemoStore | Response {
  const store = findStore(caller.db, storeId);
  if (
    store === undefined ||
    (storeType !== undefined && store.storeType !== storeType) ||
    (caller.vendorId !== null && store.vendorId !== caller.vendorId)
  ) {
    return errorResponse(404, STORE_NOT_FOUND);
  }
  return store;
}

/** The store the query names (`storeId`, `storeType`), if the caller owns it, or a 404: a guard for `guardedRoute`. */
export function storeInQuery(
  caller: Caller & { readonly query: { readonly storeId: string | number; readonly storeType?: string } },
): DemoStore | Response {
  return ownedStore(caller, caller.query.storeId, caller.query.storeType);
}

/** The store the path names (`storeId`), if the caller owns it, or a 404: a guard for `guardedRoute`. */
export function storeInPath(
  caller: Caller & { readonly params: { readonly storeId: string | number } },
): DemoStore | Response {
  return ownedStore(caller, caller.params.storeId);
}

/** The record with this id in one of the caller's stores (a rule, a colour mapping), or a 404 saying `notFound`. */
export function ownedRecord<T extends { readonly id: number; readonly storeId: number }>(
  caller: Caller,
  records: readonly T[],
  id: string,
  notFound: string,
): T | Response {
  const record = records.find((r) => String(r.id) === id);
  if (!record || ownedStore(caller, record.storeId) instanceof Response) return errorResponse(404, notFound);
  return record;
}

/** The calling vendor's profile, or a 404. */
export function callingVendor(caller: Caller): DemoVendor | Response {
  const vendor = caller.vendorId === null ? undefined : findVendor(caller.db, caller.vendorId);
  return vendor ?? errorResponse(404, VENDOR_NOT_FOUND);
}

/** A 400 whose text is the catalogue's English message, so server and client say the same words. */
export function validationError(key: MessageKey, details?: Record<string, unknown>): Response {
  return errorResponse(400, formatMessage(key), details);
}

/** ISO date-time of an epoch-ms instant. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** A 400 carrying the first issue of a failed SDK validation, in the catalogue's English words. */
export function rejectIssues(errors: readonly ValidationIssue[]): Response {
  const first = errors[0];
  return errorResponse(400, first ? formatMessage(first.messageKey, first.params) : 'Invalid request');
}
