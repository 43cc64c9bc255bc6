import type { StoreSearchError } from '@storesearch/sdk';
import { type PricingPlan, pricingPlansQueryOptions } from '@storesearch/sdk/admin';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The pricing plans, for the admin Pricing screen. */
export function usePricingPlans(): UseQueryResult<PricingPlan[], StoreSearchError> {
  return useQuery(pricingPlansQueryOptions(useStoreSearchClient()));
}
