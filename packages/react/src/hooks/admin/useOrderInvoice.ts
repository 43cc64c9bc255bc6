import type { StoreSearchError } from '@storesearch/sdk';
import {
  downloadOrderInvoice,
  downloadOrderInvoiceMutationOptions,
  type SubscriptionOrderVariables,
} from '@storesearch/sdk/admin';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** File name an order's invoice is saved under. */
function orderInvoiceFileName(orderId: string | number): string {
  return `invoice-order-${orderId}.pdf`;
}

/**
 * Saves the PDF through a temporary `<a download>`: the browser stores the file and never renders it,
 * so a document from the API cannot run as this page's origin.
 */
function savePdf(pdf: Blob, fileName: string): void {
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download keeps its data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Fetches an order's invoice (the SDK accepts only an `application/pdf` answer starting with `%PDF-`)
 * and saves it as a download; resolves to the file name it saved.
 */
export function useOrderInvoice(): UseMutationResult<string, StoreSearchError, SubscriptionOrderVariables> {
  const client = useStoreSearchClient();
  return useMutation({
    mutationKey: downloadOrderInvoiceMutationOptions(client).mutationKey,
    mutationFn: async (variables) => {
      const pdf = await downloadOrderInvoice(client, variables);
      const fileName = orderInvoiceFileName(variables.orderId);
      savePdf(pdf, fileName);
      return fileName;
    },
  });
}
