/**
 * Lookups every domain's routes repeat: a store the calling vendor owns, a known vendor or user, a record in one
 * of the caller's stores, and the 400s and 404s shaped like the API's.
 */
import { formatMessage } from '../i18n/i18n.format';
import { enComplete, type MessageKey } from '../i18n/messages';
import type { DemoUser } from '../profile/profile.mock';
import type { DemoStore, DemoVendor } from '../stores/stores.mock';
import type { ValidationIssue } from '../validation/validation.rules';
import { errorResponse } from './mocks.answer';
import type { DemoDb } from './mocks.db';

/** Message of a 404 for an unknown or foreign store. */
export const STORE_NOT_FOUND = 'Store not found';

/** Message of a 404 for an unknown (or someone else's) user. */
export const USER_NOT_FOUND = 'User not found';

/** Message of a 404 for an unknown vendor. */
export const VENDOR_NOT_FOUND = 'Vendor not found';

/** The store with this id, if any. */
export function findStore(db: Pick<DemoDb, 'stores'>, id: number | string): DemoStore | undefined {
  return db.stores.find((s) => String(s.id) === String(id));
}

/** The vendor profile with this id, if any. */
export function findVendor(db: Pick<DemoDb, 'vendors'>, id: number | string): DemoVendor | undefined {
  return db.vendors.find((v) => String(v.id) === String(id));
}

/** The user with this id, if any. */
export function findUser(db: Pick<DemoDb, 'users'>, id: number | string): DemoUser | undefined {
  return db.users.find((u) => String(u.id) === String(id));
}

/** A vendor's stores, in connection order. */
export function vendorStores(db: Pick<DemoDb, 'stores'>, vendorId: number): DemoStore[] {
  return db.stores.filter((s) => s.vendorId === vendorId);
}

/** The parts of a route context the lookups read. */
interface Caller {
  /** Calling vendor (x-vendor-id), null when the route does not require it. */
  readonly vendorId: number | null;
  /** State. */
  readonly db: DemoDb;
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

/** The store the query names (`storeId`, `storeType`), if the caller owns it, or a 404: a route's `find`. */
export function storeInQuery(
  caller: Caller & { readonly query: { readonly storeId: string | number; readonly storeType?: string } },
): DemoStore | Response {
  return ownedStore(caller, caller.query.storeId, caller.query.storeType);
}

/** The store the path names (`storeId`), if the caller owns it, or a 404: a route's `find`. */
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

/** The calling vendor's profile, or a 404: a route's `find`. */
export function callingVendor(caller: Caller): DemoVendor | Response {
  const vendor = caller.vendorId === null ? undefined : findVendor(caller.db, caller.vendorId);
  return vendor ?? errorResponse(404, VENDOR_NOT_FOUND);
}

/** A 400 whose text is the catalogue's English message, so server and client say the same words. */
export function validationError(key: MessageKey, details?: Record<string, unknown>): Response {
  return errorResponse(400, formatMessage(key, undefined, enComplete), details);
}

/** A 400 carrying the first issue of a failed SDK validation, in the catalogue's English words. */
export function rejectIssues(errors: readonly ValidationIssue[]): Response {
  const first = errors[0];
  return errorResponse(
    400,
    first ? formatMessage(first.messageKey, first.params, enComplete) : 'Invalid request',
  );
}

/** ISO date-time of an epoch-ms instant. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
