import {
  MutationObserver,
  type QueryClient,
  QueryObserver,
  type QueryObserverResult,
} from '@tanstack/query-core';
import { type Controller, createObservingStore } from '../client/client.controller';
import type { StoreSearchError } from '../client/client.error';
import type { StoreSearchClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import { facetFieldsQueryOptions, facetsQueryOptions, saveFacetsMutationOptions } from './facets.queries';
import {
  canAddFacetField,
  defaultFacetTerms,
  facetLabelOrField,
  isMandatoryFacetField,
  missingMandatoryFacetFields,
  orderFacetsForSave,
  parseFacetTerms,
  termsForSelection,
} from './facets.rules';
import type { Facet, FacetField } from './facets.schema';

/** A change to one facet of the draft. */
export type FacetChange =
  | { readonly label: string }
  | { readonly visible: boolean }
  | { readonly terms: string | number }
  | { readonly selectedValues: readonly string[]; readonly shownValues?: number };

/** The facets page's state: the saved list, the local draft and its writes. */
export interface FacetsEditorState {
  /** The saved facets. */
  readonly facets: QueryObserverResult<Facet[], StoreSearchError>;
  /** Fields the picker offers, with counts. */
  readonly fields: QueryObserverResult<FacetField[], StoreSearchError>;
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
  /** PUTs the whole draft in the fixed order, an empty label as its field's name; true on success. */
  readonly save: () => Promise<boolean>;
  /** Drops the draft. */
  readonly discard: () => void;
  /** True while saving. */
  readonly isSaving: boolean;
  /** The last save's failure. */
  readonly saveError: unknown;
}

/** Options of `createFacetsEditorController`. */
export interface FacetsEditorControllerOptions {
  /** The API client. */
  readonly client: StoreSearchClient;
  /** The query cache the facets and fields live in. */
  readonly queryClient: QueryClient;
  /** The store whose facets are edited; make a new controller for another store. */
  readonly store: StoreScope;
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
    label: facetLabelOrField(label, field),
    visible,
    terms: defaultFacetTerms(field, count),
    selectedValues: [],
  };
}

/** The draft and what it was derived from: rebuilt only when the saved list, the fields or the edits change. */
interface Derived {
  readonly facets: Facet[] | undefined;
  readonly fields: FacetField[] | undefined;
  readonly edited: Facet[] | null;
  /** Mandatory fields the saved list lacks. */
  readonly missing: readonly string[];
  /** The saved list with the missing mandatory facets added back. */
  readonly base: Facet[] | undefined;
  /** The list as edited, in the fixed order. */
  readonly draft: readonly Facet[] | undefined;
}

function derive(
  facets: Facet[] | undefined,
  fields: FacetField[] | undefined,
  edited: Facet[] | null,
  previous: Derived | null,
): Derived {
  if (previous && previous.facets === facets && previous.fields === fields && previous.edited === edited)
    return previous;
  const sameBase = previous !== null && previous.facets === facets && previous.fields === fields;
  const missing = sameBase ? previous.missing : facets ? missingMandatoryFacetFields(facets) : [];
  const base = sameBase
    ? previous.base
    : facets && [
        ...facets,
        ...missing.map((field) =>
          newFacet(field, field, true, fields?.find((f) => f.name === field)?.count ?? 0),
        ),
      ];
  const current = edited ?? base;
  const draft =
    previous && previous.edited === edited && (edited !== null || sameBase)
      ? previous.draft
      : current && orderFacetsForSave(current);
  return { facets, fields, edited, missing, base, draft };
}

/**
 * The facets page (spec section 5): edits stay in a local draft until `save`, which sends the full list in the
 * fixed order; `dirty` says whether the draft differs from what was saved. A list the server sent without some
 * mandatory field gets it back in the draft (and counts as a change), so the next save keeps it.
 */
export function createFacetsEditorController(
  options: FacetsEditorControllerOptions,
): Controller<FacetsEditorState> {
  const { client, queryClient, store } = options;
  const facetsOptions = facetsQueryOptions(client, store);
  const fieldsOptions = facetFieldsQueryOptions(client, store);
  const facets = new QueryObserver<
    Facet[],
    StoreSearchError,
    Facet[],
    Facet[],
    typeof facetsOptions.queryKey
  >(queryClient, facetsOptions);
  const fields = new QueryObserver<
    FacetField[],
    StoreSearchError,
    FacetField[],
    FacetField[],
    typeof fieldsOptions.queryKey
  >(queryClient, fieldsOptions);
  const saving = new MutationObserver(queryClient, saveFacetsMutationOptions(client, { queryClient }));

  let edited: Facet[] | null = null;
  let derived: Derived | null = null;

  const observed = () => {
    const facetsResult = facets.getCurrentResult();
    const fieldsResult = fields.getCurrentResult();
    const saveResult = saving.getCurrentResult();
    derived = derive(facetsResult.data, fieldsResult.data, edited, derived);
    return {
      facets: facetsResult,
      fields: fieldsResult,
      draft: derived.draft,
      dirty: edited !== null || derived.missing.length > 0,
      isSaving: saveResult.isPending,
      saveError: saveResult.error,
    };
  };

  const edit = (update: (list: Facet[]) => Facet[]) => {
    edited = update(edited ?? derived?.base ?? []);
    holder.refresh();
  };

  const holder = createObservingStore<FacetsEditorState, ReturnType<typeof observed>>(
    observed,
    {
      addFacet: (field, label, visible) => {
        const list = edited ?? derived?.base ?? [];
        if (!canAddFacetField(field, list)) return false;
        const count = fields.getCurrentResult().data?.find((f) => f.name === field)?.count ?? 0;
        edit((l) => [...l, newFacet(field, label, visible, count)]);
        return true;
      },
      changeFacet: (id, change) => edit((l) => l.map((f) => (f.id === id ? applyChange(f, change) : f))),
      removeFacet: (id) => edit((l) => l.filter((f) => f.id !== id || isMandatoryFacetField(f.field))),
      save: async () => {
        const { draft } = holder.getState();
        if (!draft) return false;
        try {
          // The draft keeps a label as typed (cleared while retyping); the saved one always names the filter.
          const list = draft.map((f) => ({ ...f, label: facetLabelOrField(f.label, f.field) }));
          await saving.mutate({ ...store, facets: list });
          edited = null;
          holder.refresh();
          return true;
        } catch {
          return false;
        }
      },
      discard: () => {
        edited = null;
        holder.refresh();
      },
    },
    [facets, fields, saving],
  );
  return { getState: holder.getState, subscribe: holder.subscribe };
}
