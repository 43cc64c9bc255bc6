import type { StoreScope } from '@storesearch/sdk';
import { createBoostSearchDraftController, type RuleForm } from '@storesearch/sdk/boosting';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useController } from '../shared/useController';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/**
 * The add-rule form pre-filled for a shopper's query (Search State's Boost Search), from the store's product
 * attributes (the same cached call the rule preview reads). Undefined without a query and while the attributes
 * load; when they cannot be read, the form still opens, named after the query.
 */
export function useBoostSearchDraft(store: StoreScope, query: string | undefined): RuleForm | undefined {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  const { storeId, storeType } = store;
  const controller = useMemo(
    () => createBoostSearchDraftController({ client, queryClient, store: { storeId, storeType }, query }),
    [client, queryClient, storeId, storeType, query],
  );
  return useController(controller);
}
