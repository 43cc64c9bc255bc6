import { createClient, isStoreSearchError } from '@storesearch/sdk';
import { getBatchInit } from '@storesearch/sdk/stores';

const client = createClient({ baseUrl: 'https://api.example.com', vendorId: 42 });

try {
  const { stores, syncHistory } = await getBatchInit(client);
  console.log(stores.shopify.length, syncHistory.stats.successfulSyncs);
} catch (error) {
  if (isStoreSearchError(error))
    console.error(error.kind, error.message); // rateLimited | http | network | invalidResponse | invalidArgument | timeout
  else throw error;
}
