import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import { distinctValuesQueryOptions, FIELD_CHANGE_DEBOUNCE_MS } from '@storesearch/sdk/products';
import { skipToken, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../shared/useDebouncedValue';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/**
 * Distinct values of a product field, cached 300 s per store, type and field. The field is debounced 300 ms,
 * so flicking through the picker loads only the field that stays; null (no field chosen) loads nothing.
 */
export function useDistinctValues(
  store: StoreScope,
  field: string | null,
): UseQueryResult<string[], StoreSearchError> {
  const client = useStoreSearchClient();
  const settled = useDebouncedValue(field, FIELD_CHANGE_DEBOUNCE_MS);
  const options = distinctValuesQueryOptions(client, store, settled ?? '');
  return useQuery({ ...options, queryFn: settled ? options.queryFn : skipToken });
}
