import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import {
  type PreviewDraft,
  type PreviewResponse,
  searchPreviewQueryOptions,
} from '@storesearch/sdk/merchandising';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../shared/useDebouncedValue';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** Wait after the last keystroke before the preview asks again: one call per query, not per letter. */
export const SEARCH_PREVIEW_DEBOUNCE_MS = 300;

/** The preview of what a shopper sees. */
export interface SearchPreviewState {
  /** The query the preview answers (the typed one once it has settled; blank: none asked). */
  readonly query: string;
  /** The preview call; idle while the query is blank. */
  readonly preview: UseQueryResult<PreviewResponse, StoreSearchError>;
}

/**
 * What a shopper of the store sees for `query`, with every live rule and synonym applied and the reasons for
 * each result (the preview call), asked `SEARCH_PREVIEW_DEBOUNCE_MS` after the typing stops. With a `draft`
 * (an unsaved rule or synonym list), the results show it applied, each with its position without it.
 */
export function useSearchPreview(store: StoreScope, query: string, draft?: PreviewDraft): SearchPreviewState {
  const client = useStoreSearchClient();
  const settled = useDebouncedValue(query.trim(), SEARCH_PREVIEW_DEBOUNCE_MS);
  const preview: UseQueryResult<PreviewResponse, StoreSearchError> = useQuery({
    ...searchPreviewQueryOptions(client, {
      storeId: store.storeId,
      storeType: store.storeType,
      query: settled,
      ...(draft === undefined ? {} : { draft }),
    }),
    enabled: settled !== '',
    // The results of the previous query stay while the next one loads, so the list does not flash.
    placeholderData: keepPreviousData,
  });
  return { query: settled, preview };
}
