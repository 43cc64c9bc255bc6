import { apiKeysQueryOptions } from '@storesearch/sdk/profile';
import { useQuery } from '@tanstack/react-query';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The saved video-platform keys, masked by the server (proposed call). */
export function useApiKeys() {
  return useQuery(apiKeysQueryOptions(useStoreSearchClient()));
}
