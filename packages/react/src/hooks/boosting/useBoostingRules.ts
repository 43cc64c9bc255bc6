import type { StoreScope } from '@storesearch/sdk';
import { type BoostingRulesState, createBoostingRulesController } from '@storesearch/sdk/boosting';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useController } from '../shared/useController';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/**
 * The store's Dynamic Re-Rank rules with save, delete and the optimistic status toggle (spec section 4). The
 * rules load `RULE_LOAD_DEBOUNCE_MS` after the store is shown or changed; rules already cached show at once.
 */
export function useBoostingRules(store: StoreScope): BoostingRulesState {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  const { storeId, storeType } = store;
  // One controller per store: a new store starts its own load delay from this very render on.
  const controller = useMemo(
    () => createBoostingRulesController({ client, queryClient, store: { storeId, storeType } }),
    [client, queryClient, storeId, storeType],
  );
  return useController(controller);
}
