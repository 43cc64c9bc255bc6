import { isStoreSearchError, StoreSearchError } from '@storesearch/sdk';
import { type StoreVendor, storeVendorQueryOptions } from '@storesearch/sdk/stores';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';
import { useStoreSearchUser } from '../shared/useStoreSearchUser';

/** The error a vendor without a vendor profile gets (spec section 6). */
function noVendorProfile(cause?: unknown): StoreSearchError {
  return new StoreSearchError({ kind: 'http', status: 404, messageKey: 'noVendorProfile', cause });
}

/**
 * The signed-in vendor's vendor profile, resolved from the user (spec section 6): its `id` is the vendor id
 * vendor calls send. A user without one fails with 'No vendor profile found. Please contact support to set up
 * your vendor account.'. Off for admins and before sign-in.
 */
export function useVendorProfile(): UseQueryResult<StoreVendor, StoreSearchError> {
  const client = useStoreSearchClient();
  const user = useStoreSearchUser();
  const options = storeVendorQueryOptions(client, user?.id ?? '');
  return useQuery({
    queryKey: options.queryKey,
    enabled: user?.role === 'user',
    queryFn: async (context) => {
      try {
        const vendor = await options.queryFn(context);
        if (!vendor) throw noVendorProfile();
        return vendor;
      } catch (error) {
        // The server's 404 ('vendor not found') means the same thing to the user.
        if (isStoreSearchError(error) && error.status === 404) throw noVendorProfile(error);
        throw error;
      }
    },
  });
}
