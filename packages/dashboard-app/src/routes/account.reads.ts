import { apiKeysQueryOptions, invoicesQueryOptions } from '@storesearch/sdk/profile';
import { vendorInfoQueryOptions } from '@storesearch/sdk/stores';
import { subscriptionPlansQueryOptions, usageLimitsQueryOptions } from '@storesearch/sdk/usage';
import { type AppRouterContext, startReads, startVendorReads } from './screenData';

/*
 * The first reads of the vendor's settings screens, started by their routes with the same keys their panels ask
 * for on their first render. Each screen reads what it shows beside the store list: asked for only on the screen's
 * first render, it could go out after the store list had answered, a third round trip in a row on a slow network.
 */

/** General Settings: the vendor's stores with their details (the vendor-info call). */
export function readStoreSettings(context: AppRouterContext): void {
  startVendorReads(context, ({ client }, start) => start(vendorInfoQueryOptions(client)));
}

/** API Keys: the saved video-platform keys. */
export function readApiKeys(context: AppRouterContext): void {
  startVendorReads(context, ({ client }, start) => start(apiKeysQueryOptions(client)));
}

/** My Subscription: the plans on offer, and the plan and limits of the store saved on this device. */
export function readSubscription(context: AppRouterContext): void {
  startVendorReads(context, ({ client }, start) => start(subscriptionPlansQueryOptions(client)));
  startReads(context, ({ client }, store, start) => start(usageLimitsQueryOptions(client, store)));
}

/** Payment Invoice: the signed-in vendor's invoices. */
export function readInvoices(context: AppRouterContext): void {
  startVendorReads(context, ({ client, userId }, start) => start(invoicesQueryOptions(client, userId)));
}
