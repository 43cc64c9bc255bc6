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
 * The query of a period and scope, seen from the selected store. The days are counted in the selected store's
 * time zone even when all stores are together (a vendor reads them on one clock), in UTC when it has none.
 */
export function reportScopeInput(
  period: Period,
  scope: ReportScope,
  store: StoreScope & { readonly timeZone?: string | undefined },
): InsightsQueryInput {
  return {
    period,
    ...(scope.stores === 'store' ? { store: { storeId: store.storeId, storeType: store.storeType } } : {}),
    ...(store.timeZone === undefined ? {} : { timeZone: store.timeZone }),
    ...(scope.platform === undefined ? {} : { platform: scope.platform }),
  };
}
