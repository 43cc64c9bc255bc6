import { invoicesQueryOptions } from '@storesearch/sdk/profile';
import { useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The user's invoices (proposed call); off until the user id is known. */
export function useInvoices(userId: string | number | undefined) {
  const client = useStoreSearchClient();
  return useQuery({ ...invoicesQueryOptions(client, userId ?? ''), enabled: userId !== undefined });
}
