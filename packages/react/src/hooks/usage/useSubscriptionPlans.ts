import { subscriptionPlansQueryOptions } from '@storesearch/sdk/usage';
import { useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The plans on offer, cheapest first, and the vendor's own (proposed call). */
export function useSubscriptionPlans() {
  const client = useStoreSearchClient();
  return useQuery(subscriptionPlansQueryOptions(client));
}
