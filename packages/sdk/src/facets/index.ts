/** @storesearch/sdk/facets: a store's facets, the fields they can use and the facet rules. */

export {
  listFacetFields,
  listFacetFieldsEndpoint,
  listFacets,
  listFacetsEndpoint,
  saveFacets,
  saveFacetsEndpoint,
} from './facets.api';
export {
  createFacetsEditorController,
  type FacetChange,
  type FacetsEditorControllerOptions,
  type FacetsEditorState,
} from './facets.controller';
export {
  facetFieldsQueryOptions,
  facetsQueryOptions,
  type SaveFacetsVariables,
  saveFacetsMutationOptions,
} from './facets.queries';
export {
  COLOR_FACET_FIELD,
  canAddFacetField,
  DEFAULT_FACET_TERMS,
  defaultFacetTerms,
  FACET_FIELD_ORDER,
  type FacetFieldCount,
  type FallbackFacetValue,
  FIXED_TERMS_FACET_FIELDS,
  facetLabelOrField,
  fallbackFacetValues,
  groupFacetFields,
  hasFixedTerms,
  isMandatoryFacetField,
  MANDATORY_FACET_FIELDS,
  MOST_USED_LIMIT,
  MOST_USED_MIN_COUNT,
  missingMandatoryFacetFields,
  OPTIONAL_FACET_FIELDS,
  orderFacetsForSave,
  parseFacetTerms,
  STOCK_STATUS_MAP,
  termsForSelection,
} from './facets.rules';
export {
  type Facet,
  type FacetField,
  type FacetInput,
  facetFieldSchema,
  facetFieldsResponseSchema,
  facetSchema,
  facetsResponseSchema,
  saveFacetsBodySchema,
} from './facets.schema';
