import type { StoreScope } from '@storesearch/sdk';
import { createQueryRulesController, type QueryRulesState } from '@storesearch/sdk/merchandising';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useController } from '../shared/useController';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/**
 * The store's merchandising query rules with save, delete, duplicate and the optimistic enabled switch: the
 * switch moves in the cache before the server answers and moves back if the server refuses.
 */
export function useQueryRules(store: StoreScope): QueryRulesState {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  const { storeId, storeType } = store;
  // One controller per store: another store's rules and switch start afresh.
  const controller = useMemo(
    () => createQueryRulesController({ client, queryClient, store: { storeId, storeType } }),
    [client, queryClient, storeId, storeType],
  );
  return useController(controller);
}
