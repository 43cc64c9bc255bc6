import { createClient, isStoreSearchError } from '@storesearch/sdk';
import { getBatchInit } from '@storesearch/sdk/stores';

// baseUrl is the API origin: every endpoint path already starts with /api.
const client = createClient({ baseUrl: 'https://api.example.com', vendorId: 42 });

try {
  const { stores, syncHistory } = await getBatchInit(client);
  console.log(
    `${stores.shopify.length + stores.woocommerce.length} stores, ${syncHistory.stats.totalSyncs} syncs`,
  );
} catch (error) {
  // One error class; `kind` tells rate limits, HTTP errors, network failures and malformed bodies apart,
  // and `message` is the spec's text (the server's own text when it sent one).
  if (isStoreSearchError(error, 'rateLimited')) console.warn(error.message, error.retryAfterSeconds);
  else if (isStoreSearchError(error)) console.error(error.kind, error.message);
  else throw error;
}
