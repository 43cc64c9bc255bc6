import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import {
  addUrlRule,
  deleteStoreMutationOptions,
  EMPTY_SEARCH_LAB_CONFIG,
  removeUrlRule,
  type SearchLabConfig,
  type SearchLabUrlGroup,
  type SearchLabUrlRule,
  sameSearchLabConfig,
  saveSearchLabConfigMutationOptions,
  searchLabConfigQueryOptions,
  type UrlRuleError,
} from '@storesearch/sdk/stores';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { NO_STORE } from '../shared/noStore';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** The Search Lab form's state and actions. */
export interface SearchLabState {
  /** The saved configuration. */
  readonly saved: UseQueryResult<SearchLabConfig, StoreSearchError>;
  /** The configuration being edited (the saved one until a change). */
  readonly draft: SearchLabConfig;
  /** True when the draft differs from the saved configuration. */
  readonly dirty: boolean;
  /** Adds a rule to a group; returns why it was refused (blank or duplicate), or null. */
  readonly addRule: (group: SearchLabUrlGroup, rule: SearchLabUrlRule) => UrlRuleError | null;
  /** Removes the rule at a position of a group. */
  readonly removeRule: (group: SearchLabUrlGroup, position: number) => void;
  /** Drops the unsaved changes. */
  readonly reset: () => void;
  /** Saves the draft through the proposed PUT /api/v1/search-lab/{storeId}; resolves true on success. */
  readonly save: () => Promise<boolean>;
  /** True while the save runs. */
  readonly isSaving: boolean;
  /** The last save's failure. */
  readonly saveError: StoreSearchError | null;
  /** True after the last save succeeded, until the next change. */
  readonly savedOk: boolean;
  /** Deletes the store through the SDK's store delete call; resolves true on success. */
  readonly deleteStore: () => Promise<boolean>;
  /** True while the delete runs. */
  readonly isDeleting: boolean;
  /** The last delete's failure. */
  readonly deleteError: StoreSearchError | null;
}

/** The Search Lab of a store: load, edit the two URL-rule groups with the SDK's rules, reset, save, delete store. */
export function useSearchLab(store: StoreScope | null | undefined): SearchLabState {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  const scope = store ?? NO_STORE;
  const storeKey = `${scope.storeType}:${scope.storeId}`;
  // A store being deleted (or deleted) is not asked for again: its rules would only answer 404.
  const [goneKey, setGoneKey] = useState<string | null>(null);
  const saved: SearchLabState['saved'] = useQuery({
    ...searchLabConfigQueryOptions(client, scope),
    enabled: Boolean(store) && storeKey !== goneKey,
  });
  // The draft belongs to one store: switching stores shows that store's saved rules.
  const [edit, setEdit] = useState<{ readonly key: string; readonly config: SearchLabConfig } | null>(null);
  const [savedOk, setSavedOk] = useState(false);
  const base = saved.data ?? EMPTY_SEARCH_LAB_CONFIG;
  const draft = edit?.key === storeKey ? edit.config : base;

  const saveMutation = useMutation(saveSearchLabConfigMutationOptions(client, { queryClient }));
  const deleteMutation = useMutation(deleteStoreMutationOptions(client, { queryClient }));

  const change = useCallback(
    (config: SearchLabConfig) => {
      setEdit({ key: storeKey, config });
      setSavedOk(false);
    },
    [storeKey],
  );

  const addRule = (group: SearchLabUrlGroup, rule: SearchLabUrlRule): UrlRuleError | null => {
    const result = addUrlRule(draft[group], rule);
    if (!result.ok) return result.error;
    change({ ...draft, [group]: result.rules });
    return null;
  };

  const removeRule = (group: SearchLabUrlGroup, position: number) =>
    change({ ...draft, [group]: removeUrlRule(draft[group], position) });

  const reset = () => {
    setEdit(null);
    setSavedOk(false);
    saveMutation.reset();
  };

  const save = async (): Promise<boolean> => {
    if (!store) return false;
    try {
      const config = await saveMutation.mutateAsync({ ...store, config: draft });
      queryClient.setQueryData(searchLabConfigQueryOptions(client, store).queryKey, config);
      setEdit(null);
      setSavedOk(true);
      return true;
    } catch {
      return false;
    }
  };

  const deleteStore = async (): Promise<boolean> => {
    if (!store) return false;
    setGoneKey(storeKey);
    try {
      await deleteMutation.mutateAsync({ storeId: store.storeId, storeType: store.storeType });
      return true;
    } catch {
      setGoneKey(null);
      return false;
    }
  };

  return {
    saved,
    draft,
    dirty: !sameSearchLabConfig(draft, base),
    addRule,
    removeRule,
    reset,
    save,
    isSaving: saveMutation.isPending,
    saveError: saveMutation.error as StoreSearchError | null,
    savedOk,
    deleteStore,
    isDeleting: deleteMutation.isPending,
    deleteError: deleteMutation.error as StoreSearchError | null,
  };
}
