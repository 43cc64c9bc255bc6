import { downloadInvoiceMutationOptions } from '@storesearch/sdk/profile';
import { useMutation } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** Downloads an invoice PDF: the one `invoiceNumber` names, or the latest. */
export function useDownloadInvoice() {
  return useMutation(downloadInvoiceMutationOptions(useStoreSearchClient()));
}
