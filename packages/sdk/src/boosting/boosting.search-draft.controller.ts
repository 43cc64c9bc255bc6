import { type QueryClient, QueryObserver } from '@tanstack/query-core';
import { type Controller, createControllerStore } from '../client/client.controller';
import type { StoreSearchError } from '../client/client.error';
import type { StoreSearchClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import { productAttributesQueryOptions } from '../products/products.queries';
import type { ProductAttributes } from '../products/products.schema';
import type { RuleForm } from './boosting.schema';
import { ruleFormForQuery } from './boosting.search-draft';

/** Options of `createBoostSearchDraftController`. */
export interface BoostSearchDraftControllerOptions {
  /** The API client. */
  readonly client: StoreSearchClient;
  /** The query cache the product attributes live in (the same cached call the rule preview reads). */
  readonly queryClient: QueryClient;
  /** The store whose catalogue the query is matched against. */
  readonly store: StoreScope;
  /** The shopper's query; nothing is loaded without one. Make a new controller for another query. */
  readonly query: string | undefined;
}

/**
 * The add-rule form pre-filled for a shopper's query (Search State's Boost Search), from the store's product
 * attributes. Its state is undefined without a query and while the attributes load; when they cannot be read,
 * the form still opens, named after the query.
 */
export function createBoostSearchDraftController(
  options: BoostSearchDraftControllerOptions,
): Controller<RuleForm | undefined> {
  const { client, queryClient, store, query } = options;
  const asked = query !== undefined && query.trim() !== '';
  const attributesOptions = productAttributesQueryOptions(client, store);
  const products = new QueryObserver<
    ProductAttributes[],
    StoreSearchError,
    ProductAttributes[],
    ProductAttributes[],
    typeof attributesOptions.queryKey
  >(queryClient, { ...attributesOptions, enabled: asked });

  // The form is rebuilt only when what it is made from changes, so a view holding it does not see a new one.
  let madeFrom: { data: ProductAttributes[] | undefined; failed: boolean } | null = null;
  let form: RuleForm | undefined;
  const draft = () => {
    const { data, isError } = products.getCurrentResult();
    const failed = data === undefined && isError;
    if (madeFrom && madeFrom.data === data && madeFrom.failed === failed) return form;
    madeFrom = { data, failed };
    if (!asked || query === undefined) form = undefined;
    else if (data) form = ruleFormForQuery(query, data);
    else form = failed ? ruleFormForQuery(query, []) : undefined;
    return form;
  };

  const holder = createControllerStore(draft(), () => {
    const refresh = () => holder.set(draft());
    const stop = products.subscribe(refresh);
    refresh();
    return stop;
  });
  return { getState: holder.getState, subscribe: holder.subscribe };
}
