/**
 * Demo data for stories and tests, read from the demo backend's own handlers (no worker, no network),
 * so props-driven stories show exactly what the app shows on the demo backend. Not part of the package API.
 */
import { createClient, StoreSearchError } from '@storesearch/sdk';
import { createDemoBackend, DEMO_VENDOR_ID } from '@storesearch/sdk/mocks';
import { type BatchInit, getBatchInit } from '@storesearch/sdk/stores';
import { getResponse } from 'msw';

/** The demo vendor's welcome-page data (batch-init), parsed by the SDK like a real response. */
export async function loadDemoBatchInit(): Promise<BatchInit> {
  const { handlers } = createDemoBackend();
  const client = createClient({
    baseUrl: 'http://demo.test',
    vendorId: DEMO_VENDOR_ID,
    fetch: async (input, init) =>
      (await getResponse(handlers, new Request(input, init))) ?? new Response(null, { status: 404 }),
  });
  return getBatchInit(client);
}

/** A 500 as the SDK reports it, for error-state stories. */
export const demoServerError = new StoreSearchError({
  kind: 'http',
  messageKey: 'failedToFetch',
  serverMessage: 'Internal server error',
  status: 500,
});

/** A network failure as the SDK reports it, for error-state stories. */
export const demoNetworkError = new StoreSearchError({ kind: 'network', messageKey: 'networkError' });
