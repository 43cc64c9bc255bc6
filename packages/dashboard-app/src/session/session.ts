import type { StoreSearchUser } from '@storesearch/react';
import type { VendorId } from '@storesearch/sdk';

/** Who the dashboard acts for: the signed-in user and the vendor id its calls carry. */
export interface AppSession {
  /** The signed-in user, or null when the API has not said who it is. */
  readonly user: StoreSearchUser | null;
  /** The vendor id sent as x-vendor-id; undefined sends none. */
  readonly vendorId: VendorId | undefined;
}
