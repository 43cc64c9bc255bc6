import type { StoreScope, StoreSearchError } from '@storesearch/sdk';
import { previewRule, type RuleForm, type RulePreview } from '@storesearch/sdk/boosting';
import { type ProductAttributes, productAttributesQueryOptions } from '@storesearch/sdk/products';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { useStoreSearchClient } from '../shared/useStoreSearchClient';

/** What the rule being edited would boost. */
export interface RulePreviewState {
  /** Count and sample; null while the form has no real condition; undefined while products load. */
  readonly preview: RulePreview<ProductAttributes> | null | undefined;
  /** True while the store's products load. */
  readonly isPending: boolean;
  /** Why the products could not be loaded. */
  readonly error: StoreSearchError | null;
}

/**
 * Live preview of a rule form over the selected store's products (the proposed product-attributes call),
 * evaluated by the SDK's matcher. The form is deferred so typing stays smooth on big catalogues.
 */
export function useRulePreview(store: StoreScope, form: RuleForm): RulePreviewState {
  const client = useStoreSearchClient();
  const products: UseQueryResult<ProductAttributes[], StoreSearchError> = useQuery(
    productAttributesQueryOptions(client, store),
  );
  // Keyed by content: the form object is rebuilt on every render, and a preview runs over every product.
  const key = useDeferredValue(JSON.stringify(form));
  const preview = useMemo(
    () => (products.data ? previewRule(JSON.parse(key) as RuleForm, products.data) : undefined),
    [key, products.data],
  );
  return { preview, isPending: products.isPending, error: products.error };
}
