import type { StoreSearchError } from '@storesearch/sdk';
import {
  type UpdatePlanPricesResult,
  type UpdatePlanPricesVariables,
  updatePlanPricesMutationOptions,
} from '@storesearch/sdk/admin';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** Saves a plan's monthly and yearly prices, optionally notifying its active vendors; refreshes plans and figures. */
export function usePlanPriceUpdate(): UseMutationResult<
  UpdatePlanPricesResult,
  StoreSearchError,
  UpdatePlanPricesVariables
> {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  return useMutation(updatePlanPricesMutationOptions(client, { queryClient }));
}
