import { boostingRulesQueryOptions } from '@storesearch/sdk/boosting';
import { colorMappingsQueryOptions } from '@storesearch/sdk/colors';
import { facetFieldsQueryOptions, facetsQueryOptions } from '@storesearch/sdk/facets';
import { queryRulesQueryOptions, synonymsQueryOptions } from '@storesearch/sdk/merchandising';
import { storeProductsQueryOptions } from '@storesearch/sdk/products';
import { type AppRouterContext, startReads } from './screenData';

/*
 * The first reads of each tuning screen, started by its route: the same calls, with the same keys, its panels
 * make on their first render, of the store saved on this device (startReads). The rules and products a panel
 * loads only once its store has stayed selected for the spec's load debounce show at once when cached: on a
 * page's load they are on their way before the screen renders, so the debounce holds only a store switch.
 */

/** Dynamic Re-Rank: the store's boosting rules and its products for the manual boosts. */
export function readBoosting(context: AppRouterContext): void {
  startReads(context, ({ client }, store, start) => {
    start(boostingRulesQueryOptions(client, store));
    start(storeProductsQueryOptions(client, store));
  });
}

/** Facets: the store's facets, the fields it could add, and its colour mappings. */
export function readFacets(context: AppRouterContext): void {
  startReads(context, ({ client }, store, start) => {
    start(facetsQueryOptions(client, store));
    start(facetFieldsQueryOptions(client, store));
    start(colorMappingsQueryOptions(client, store));
  });
}

/**
 * Merchandising: the query rules and the boosting rules the schedule draws beside them (the rules tab stays
 * mounted behind the others), and the synonyms. The synonym suggestions, worked out from the search log and
 * slower to answer, are left to the synonyms panel: the first render does not wait for them.
 */
export function readMerchandising(context: AppRouterContext): void {
  startReads(context, ({ client }, store, start) => {
    start(queryRulesQueryOptions(client, store));
    start(boostingRulesQueryOptions(client, store));
    start(synonymsQueryOptions(client, store));
  });
}
