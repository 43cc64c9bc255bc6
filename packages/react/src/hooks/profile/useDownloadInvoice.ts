import { downloadInvoiceMutationOptions } from '@storesearch/sdk/profile';
import { useMutation } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** Downloads the latest invoice PDF. */
export function useDownloadInvoice() {
  return useMutation(downloadInvoiceMutationOptions(useStoreSearchClient()));
}
