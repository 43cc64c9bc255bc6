import type { StoreSearchError } from '@storesearch/sdk';
import { downloadOrderInvoice } from '@storesearch/sdk/admin';
import { downloadOrderInvoiceMutationOptions, type SubscriptionOrderVariables } from '@storesearch/sdk/query';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useStoreSearchClient } from './useStoreSearchClient';

/** How long an opened invoice's object URL stays valid: long enough for the new tab to load it. */
const INVOICE_URL_LIFETIME_MS = 60_000;

/** Fetches an order's invoice PDF and opens it in a new tab; resolves to the object URL it opened. */
export function useOrderInvoice(): UseMutationResult<string, StoreSearchError, SubscriptionOrderVariables> {
  const client = useStoreSearchClient();
  return useMutation({
    mutationKey: downloadOrderInvoiceMutationOptions(client).mutationKey,
    mutationFn: async (variables) => {
      const pdf = await downloadOrderInvoice(client, variables);
      const url = URL.createObjectURL(pdf);
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), INVOICE_URL_LIFETIME_MS);
      return url;
    },
  });
}
