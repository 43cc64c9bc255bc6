import { sharedTitles } from '@storesearch/sdk/products';
import { useCallback, useMemo } from 'react';
import { useT } from '../shared/useT';

/** A product as a list names it. */
interface Named {
  readonly id: string | number;
  readonly title: string;
}

/**
 * How a list names its products: by title, and by title and id for a title that several of them carry (a
 * store that sells each variant as a product), so no two products of the list read the same, on screen or to
 * a screen reader.
 */
export function useProductNames(products: readonly Named[] | undefined): (product: Named) => string {
  const t = useT();
  const shared = useMemo(() => sharedTitles(products ?? []), [products]);
  return useCallback(
    ({ id, title }: Named) =>
      shared.has(title) ? t('productTitleWithId', { product: title, id: String(id) }) : title,
    [shared, t],
  );
}
