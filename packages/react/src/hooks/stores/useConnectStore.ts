import { isStoreSearchError, type StoreType, storesearchKeys } from '@storesearch/sdk';
import {
  createShopifyStoreMutationOptions,
  createWooCommerceStoreMutationOptions,
  type StoreConnection,
  type StoreCreated,
} from '@storesearch/sdk/stores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';
import { useVendorId } from './useVendorId';

/** The credentials typed next to the URLs. */
export interface StoreCredentials {
  /** WooCommerce consumer key. */
  readonly consumerKey: string;
  /** Shopify access token. */
  readonly accessToken: string;
}

/** How one platform's connection ended. */
export type StoreConnectionOutcome =
  | {
      readonly storeType: StoreType;
      readonly status: 'connected';
      readonly store: StoreCreated;
      /** The store's address as it was sent. */
      readonly url: string;
    }
  | {
      readonly storeType: StoreType;
      readonly status: 'existing';
      readonly store: StoreCreated;
      /** The store's address as it was sent. */
      readonly url: string;
    }
  | {
      readonly storeType: StoreType;
      readonly status: 'failed';
      /** The server's message, when it sent one. */
      readonly serverMessage: string | undefined;
      /** WooCommerce's 'Possible reasons:' list (details.possibleReasons). */
      readonly possibleReasons: readonly string[];
      /** The failure itself. */
      readonly error: unknown;
    };

/** Reads `details.possibleReasons` of a failed WooCommerce connection. */
function possibleReasons(error: unknown): string[] {
  if (!isStoreSearchError(error)) return [];
  const details = error.details as { possibleReasons?: unknown } | undefined;
  return Array.isArray(details?.possibleReasons)
    ? details.possibleReasons.filter((reason): reason is string => typeof reason === 'string')
    : [];
}

/**
 * Connects the chosen stores (spec sections 5, 8): WooCommerce with its consumer key, Shopify with its access
 * token, each reported on its own (connected, already connected, or failed with the server's reasons).
 * The store lists and the usage limits refresh after any outcome, so an already connected store shows up too.
 */
export function useConnectStore(): {
  connect: (connection: StoreConnection, credentials: StoreCredentials) => Promise<StoreConnectionOutcome[]>;
  isPending: boolean;
} {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  const vendorId = useVendorId();
  const woo = useMutation(createWooCommerceStoreMutationOptions(client));
  const shopify = useMutation(createShopifyStoreMutationOptions(client));

  const connect = useCallback(
    async (connection: StoreConnection, credentials: StoreCredentials) => {
      const storeVendorId = vendorId ?? '';
      const attempt = async (
        storeType: StoreType,
        url: string,
        run: () => Promise<StoreCreated>,
      ): Promise<StoreConnectionOutcome> => {
        try {
          const store = await run();
          return { storeType, status: store.existing ? 'existing' : 'connected', store, url };
        } catch (error) {
          return {
            storeType,
            status: 'failed',
            serverMessage: isStoreSearchError(error) ? error.serverMessage : undefined,
            possibleReasons: possibleReasons(error),
            error,
          };
        }
      };
      const outcomes: StoreConnectionOutcome[] = [];
      if (connection.woocommerceUrl !== null) {
        const storeUrl = connection.woocommerceUrl;
        outcomes.push(
          await attempt('woocommerce', storeUrl, () =>
            woo.mutateAsync({ storeVendorId, storeUrl, consumerKey: credentials.consumerKey.trim() }),
          ),
        );
      }
      if (connection.shopifyUrl !== null) {
        const shopDomain = connection.shopifyUrl;
        outcomes.push(
          await attempt('shopify', shopDomain, () =>
            shopify.mutateAsync({ storeVendorId, shopDomain, accessToken: credentials.accessToken.trim() }),
          ),
        );
      }
      // The plan's store count changed too: every store's usage limits (they are per account) are read again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storesearchKeys.vendor }),
        queryClient.invalidateQueries({ predicate: (query) => query.queryKey.at(-1) === 'usage-limits' }),
      ]);
      return outcomes;
    },
    [vendorId, woo, shopify, queryClient],
  );

  return { connect, isPending: woo.isPending || shopify.isPending };
}
