import type { StoreScope, StoreSearchError, StoreType } from '@storesearch/sdk';
import { type StoreStatus, vendorInfoQueryOptions } from '@storesearch/sdk/stores';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** A store's read-only settings (spec section 2), its secret still whole: mask it before showing. */
export interface StoreDetails {
  /** Store id. */
  readonly id: string;
  /** Platform. */
  readonly storeType: StoreType;
  /** Title. */
  readonly title: string;
  /** Shop address. */
  readonly url: string;
  /** Language code. */
  readonly language: string;
  /** Currency code. */
  readonly currency: string;
  /** active, pending or inactive. */
  readonly status: StoreStatus | null;
  /** Business category. */
  readonly field: string;
  /** Shopify access token or WooCommerce consumer key. */
  readonly secret: string;
}

/** One store's settings from the vendor-info call; null when the vendor has no such store. */
export function useStoreDetails(
  store: StoreScope | null | undefined,
): UseQueryResult<StoreDetails | null, StoreSearchError> {
  const client = useStoreSearchClient();
  return useQuery({
    ...vendorInfoQueryOptions(client),
    enabled: store !== null && store !== undefined,
    select: (data): StoreDetails | null => {
      if (!store) return null;
      const list = data.stores[store.storeType] as readonly Record<string, unknown>[];
      const found = list.find((row) => String(row.id) === String(store.storeId));
      if (!found) return null;
      const text = (key: string) => (typeof found[key] === 'string' ? (found[key] as string) : '');
      return {
        id: String(found.id),
        storeType: store.storeType,
        title: text('name'),
        url: text('url'),
        language: text('language'),
        currency: text('currency'),
        status: (found.status as StoreStatus | null | undefined) ?? null,
        field: text('field'),
        secret: store.storeType === 'shopify' ? text('accessToken') : text('consumerKey'),
      };
    },
  });
}
