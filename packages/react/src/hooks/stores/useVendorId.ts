import type { VendorId } from '@storesearch/sdk';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The signed-in vendor's id: the one the client sends as x-vendor-id (resolved at sign-in from the vendor profile). */
export function useVendorId(): VendorId | undefined {
  return useStoreSearchClient().config.vendorId;
}
