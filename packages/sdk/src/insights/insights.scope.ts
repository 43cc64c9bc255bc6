import type { StoreScope, StoreType } from '../client/client.schema';
import type { Period } from './insights.period';
import type { InsightsQueryInput } from './insights.queries';

/** Which stores a report covers: the selected store, or every store of the vendor together. */
export const REPORT_STORE_SCOPES = ['store', 'all'] as const;

/** The platforms a report can be narrowed to. */
export const REPORT_PLATFORMS = ['shopify', 'woocommerce'] as const satisfies readonly StoreType[];

/** Which stores a report covers. */
export type ReportStoreScope = (typeof REPORT_STORE_SCOPES)[number];

/** What a report covers besides its period: the selected store or all stores, and one platform or all. */
export interface ReportScope {
  /** The selected store (`store`) or every store of the vendor (`all`). */
  readonly stores: ReportStoreScope;
  /** One platform; every platform when omitted. */
  readonly platform?: StoreType | undefined;
}

/** The scope of a report by default: the selected store, every platform. */
export const DEFAULT_REPORT_SCOPE: ReportScope = { stores: 'store' };

/**
 * Whether a report of `stores` can be narrowed to `platform`, seen from the selected store (on `storeType`):
 * all stores on any platform, the selected store only on its own (on another it has no figures at all).
 */
export function platformInScope(
  platform: StoreType,
  stores: ReportStoreScope,
  storeType: StoreType,
): boolean {
  return stores === 'all' || platform === storeType;
}

/**
 * The scope as it can be shown from the selected store: a platform the selected store is not on is dropped
 * while the scope is that store (a shared link, or all stores on one platform switched to this store), so
 * the report covers the store rather than nothing.
 */
export function fitReportScope(scope: ReportScope, storeType: StoreType): ReportScope {
  return scope.platform === undefined || platformInScope(scope.platform, scope.stores, storeType)
    ? scope
    : { stores: scope.stores };
}

/**
 * The query of a period and scope, seen from the selected store (the scope fitted to it: `fitReportScope`). The
 * days are counted in the selected store's time zone even when all stores are together (a vendor reads them on
 * one clock), in UTC when it has none.
 */
export function reportScopeInput(
  period: Period,
  reportScope: ReportScope,
  store: StoreScope & { readonly timeZone?: string | undefined },
): InsightsQueryInput {
  const scope = fitReportScope(reportScope, store.storeType);
  return {
    period,
    ...(scope.stores === 'store' ? { store: { storeId: store.storeId, storeType: store.storeType } } : {}),
    ...(store.timeZone === undefined ? {} : { timeZone: store.timeZone }),
    ...(scope.platform === undefined ? {} : { platform: scope.platform }),
  };
}
