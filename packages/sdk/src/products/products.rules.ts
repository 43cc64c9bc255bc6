/** Wait after the last keystroke in the product search before filtering (spec section 9). */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 300;

/**
 * Product load debounce (spec section 9: "product and rule load debounce: 300 ms"): a store's products (the
 * heaviest call, up to thousands of rows) are requested once it has stayed selected this long.
 */
export const PRODUCT_LOAD_DEBOUNCE_MS = 300;

/** Wait after a condition's field changes before its values load (spec section 9). */
export const FIELD_CHANGE_DEBOUNCE_MS = 300;

/** Products whose title contains the query, ignoring case and surrounding blanks; all for a blank query. */
export function filterProductsByTitle<P extends { readonly title: string }>(
  products: readonly P[],
  query: string,
): readonly P[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return products;
  return products.filter((product) => product.title.toLocaleLowerCase().includes(needle));
}

/**
 * The titles that more than one of the products carry. A store that sells each variant as its own product
 * has several products with one title, so a list that names products by title alone names two of them the
 * same: a list names a product with a shared title by its title and its id.
 */
export function sharedTitles(products: readonly { readonly title: string }[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const { title } of products) {
    if (seen.has(title)) shared.add(title);
    seen.add(title);
  }
  return shared;
}
