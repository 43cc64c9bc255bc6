import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import {
  canAddFacetField,
  defaultFacetTerms,
  type Facet,
  type FacetField,
  facetFieldsQueryOptions,
  facetsQueryOptions,
  isMandatoryFacetField,
  missingMandatoryFacetFields,
  orderFacetsForSave,
  parseFacetTerms,
  saveFacetsMutationOptions,
  termsForSelection,
} from '@storesearch/sdk/facets';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** A change to one facet of the draft. */
export type FacetChange =
  | { readonly label: string }
  | { readonly visible: boolean }
  | { readonly terms: string | number }
  | { readonly selectedValues: readonly string[]; readonly shownValues?: number };

/** The facets page's state: the saved list, the local draft and its writes. */
export interface FacetsEditorState {
  /** The saved facets. */
  readonly facets: UseQueryResult<Facet[], StoreSearchError>;
  /** Fields the picker offers, with counts. */
  readonly fields: UseQueryResult<FacetField[], StoreSearchError>;
  /** The list as edited (the saved one until the first edit), in the fixed order. */
  readonly draft: readonly Facet[] | undefined;
  /** True when the draft differs from what was saved. */
  readonly dirty: boolean;
  /** Adds a facet for a field not yet in the list; false when the field is empty or already there. */
  readonly addFacet: (field: string | null, label: string, visible: boolean) => boolean;
  /** Changes one facet; terms follow the spec's input rules and value selection. */
  readonly changeFacet: (id: string, change: FacetChange) => void;
  /** Removes an optional facet (mandatory ones are kept). */
  readonly removeFacet: (id: string) => void;
  /** PUTs the whole draft in the fixed order; true on success. */
  readonly save: () => Promise<boolean>;
  /** Drops the draft. */
  readonly discard: () => void;
  /** True while saving. */
  readonly isSaving: boolean;
  /** The last save's failure. */
  readonly saveError: unknown;
}

function applyChange(facet: Facet, change: FacetChange): Facet {
  if ('label' in change) return { ...facet, label: change.label };
  if ('visible' in change) return { ...facet, visible: change.visible };
  if ('terms' in change) return { ...facet, terms: parseFacetTerms(change.terms, facet.field) };
  return {
    ...facet,
    selectedValues: [...change.selectedValues],
    terms: termsForSelection(facet.field, change.selectedValues, change.shownValues),
  };
}

/** A facet not saved yet: the server gives it its id on save; until then the field names the row. */
function newFacet(field: string, label: string, visible: boolean, count: number): Facet {
  return {
    id: `new-${field}`,
    field,
    label: label.trim() || field,
    visible,
    terms: defaultFacetTerms(field, count),
    selectedValues: [],
  };
}

/** The facets page: edits stay local until `save`, which sends the full list in the fixed order. */
export function useFacetsEditor(store: StoreScope): FacetsEditorState {
  const client = useStoreSearchClient();
  const queryClient = useQueryClient();
  const facets: UseQueryResult<Facet[], StoreSearchError> = useQuery(facetsQueryOptions(client, store));
  const fields: UseQueryResult<FacetField[], StoreSearchError> = useQuery(
    facetFieldsQueryOptions(client, store),
  );
  const [edited, setEdited] = useState<Facet[] | null>(null);
  const saveMutation = useMutation(saveFacetsMutationOptions(client, { queryClient }));
  // A list the server sent without some mandatory field gets it back here, so the next save keeps it.
  const missing = useMemo(() => (facets.data ? missingMandatoryFacetFields(facets.data) : []), [facets.data]);
  const base = useMemo(
    () =>
      facets.data && [
        ...facets.data,
        ...missing.map((field) =>
          newFacet(field, field, true, fields.data?.find((f) => f.name === field)?.count ?? 0),
        ),
      ],
    [facets.data, missing, fields.data],
  );
  const current = edited ?? base;
  const draft = useMemo(() => current && orderFacetsForSave(current), [current]);

  const edit = useCallback(
    (update: (list: Facet[]) => Facet[]) => setEdited((previous) => update(previous ?? base ?? [])),
    [base],
  );

  const addFacet = useCallback(
    (field: string | null, label: string, visible: boolean) => {
      const list = edited ?? base ?? [];
      if (!canAddFacetField(field, list)) return false;
      const count = fields.data?.find((f) => f.name === field)?.count ?? 0;
      edit((l) => [...l, newFacet(field, label, visible, count)]);
      return true;
    },
    [edited, base, fields.data, edit],
  );

  const changeFacet = useCallback(
    (id: string, change: FacetChange) =>
      edit((l) => l.map((f) => (f.id === id ? applyChange(f, change) : f))),
    [edit],
  );

  const removeFacet = useCallback(
    (id: string) => edit((l) => l.filter((f) => f.id !== id || isMandatoryFacetField(f.field))),
    [edit],
  );

  const save = useCallback(async () => {
    if (!draft) return false;
    try {
      await saveMutation.mutateAsync({ ...store, facets: draft });
      setEdited(null);
      return true;
    } catch {
      return false;
    }
  }, [draft, saveMutation, store]);

  return {
    facets,
    fields,
    draft,
    dirty: edited !== null || missing.length > 0,
    addFacet,
    changeFacet,
    removeFacet,
    save,
    discard: useCallback(() => setEdited(null), []),
    isSaving: saveMutation.isPending,
    saveError: saveMutation.error,
  };
}
