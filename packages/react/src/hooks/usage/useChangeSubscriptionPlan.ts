import { changeSubscriptionPlanMutationOptions } from '@storesearch/sdk/usage';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** Moves the vendor to a plan (proposed call); limits, plans and invoices are read again afterwards. */
export function useChangeSubscriptionPlan() {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  return useMutation(changeSubscriptionPlanMutationOptions(client, { queryClient }));
}
