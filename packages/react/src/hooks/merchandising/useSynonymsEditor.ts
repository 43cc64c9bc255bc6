import type { StoreScope } from '@storesearch/sdk';
import { createSynonymsEditorController, type SynonymsEditorState } from '@storesearch/sdk/merchandising';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useController } from '../shared/useController';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/**
 * The store's synonyms in a local draft until `save`, with the search log's suggestions, CSV import and
 * export, and the loops to resolve before saving.
 */
export function useSynonymsEditor(store: StoreScope): SynonymsEditorState {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  const { storeId, storeType } = store;
  // One controller per store: another store's page starts from its own saved groups.
  const controller = useMemo(
    () => createSynonymsEditorController({ client, queryClient, store: { storeId, storeType } }),
    [client, queryClient, storeId, storeType],
  );
  return useController(controller);
}
