import type { StoreScope } from '@storesearch/sdk';
import { createFacetsEditorController, type FacetsEditorState } from '@storesearch/sdk/facets';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useController } from '../shared/useController';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The facets page: edits stay local until `save`, which sends the full list in the fixed order. */
export function useFacetsEditor(store: StoreScope): FacetsEditorState {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  const { storeId, storeType } = store;
  // One controller per store: another store's page starts from its own saved list.
  const controller = useMemo(
    () => createFacetsEditorController({ client, queryClient, store: { storeId, storeType } }),
    [client, queryClient, storeId, storeType],
  );
  return useController(controller);
}
