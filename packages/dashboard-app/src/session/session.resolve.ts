import { createClient, isStoreSearchError, StoreSearchError, type VendorId } from '@storesearch/sdk';
import { getSession, logout } from '@storesearch/sdk/profile';
import { getStoreVendor } from '@storesearch/sdk/stores';
import type { AppSession, SessionSource } from './session';

/**
 * The API's session with its vendor id: GET /api/auth/session (proposed) names the user and, in one round trip,
 * the id of their vendor profile (proposed `vendorId`). An API that does not send that field is asked for the
 * vendor profile (GET /api/v1/storevendor/{userId}); a vendor without one cannot work.
 */
export async function resolveSession(baseUrl: string, vendorIdOverride?: VendorId): Promise<AppSession> {
  const client = createClient({ baseUrl });
  const { vendorId, ...user } = await getSession(client);
  if (user.role === 'admin') return { user, vendorId: undefined };
  if (vendorIdOverride !== undefined) return { user, vendorId: vendorIdOverride };
  if (vendorId === null) throw noVendorProfile();
  if (vendorId !== undefined) return { user, vendorId };
  const vendor = await getStoreVendor(client, { vendorId: user.id }).catch((error: unknown) => {
    // 404 means the user has no vendor profile; other failures keep their own message.
    if (isStoreSearchError(error) && error.status === 404) return null;
    throw error;
  });
  if (!vendor) throw noVendorProfile();
  return { user, vendorId: vendor.id };
}

/** The failure of a vendor without a vendor profile (spec section 6's message). */
function noVendorProfile(): StoreSearchError {
  return new StoreSearchError({ kind: 'http', status: 404, messageKey: 'noVendorProfile' });
}

/** Sessions from a real API: the user signs in on the product's own site; the dashboard reads who they are. */
export function createApiSessionSource(baseUrl: string, vendorIdOverride?: VendorId): SessionSource {
  return {
    personas: [],
    async restore() {
      try {
        return await resolveSession(baseUrl, vendorIdOverride);
      } catch (error) {
        // 401: nobody is signed in yet; the sign-in page says so.
        if (isStoreSearchError(error) && error.status === 401) return null;
        throw error;
      }
    },
    signIn: () => resolveSession(baseUrl, vendorIdOverride),
    // Ended on the server, not only forgotten here: otherwise the next reload's restore signs the user back in.
    signOut: () => logout(createClient({ baseUrl })),
  };
}
