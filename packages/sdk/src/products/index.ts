/** @storesearch/sdk/products: a store's products, their manual boost, distinct field values and attributes. */

export {
  getDistinctValues,
  getDistinctValuesEndpoint,
  listProductAttributes,
  listProductAttributesEndpoint,
  listStoreProducts,
  listStoreProductsEndpoint,
  searchProducts,
  searchProductsEndpoint,
  updateProductBoost,
  updateProductBoostEndpoint,
} from './products.api';
export {
  DISTINCT_VALUES_CACHE_MS,
  distinctValuesQueryOptions,
  productAttributesQueryOptions,
  storeProductsQueryOptions,
  type UpdateProductBoostVariables,
  updateProductBoostMutationOptions,
} from './products.queries';
export {
  FIELD_CHANGE_DEBOUNCE_MS,
  filterProductsByTitle,
  PRODUCT_LOAD_DEBOUNCE_MS,
  PRODUCT_SEARCH_DEBOUNCE_MS,
  sharedTitles,
} from './products.rules';
export {
  distinctValueSchema,
  distinctValuesResponseSchema,
  type Product,
  type ProductAttributes,
  type ProductSearchHit,
  type ProductSearchResponse,
  productAttributesResponseSchema,
  productAttributesSchema,
  productSchema,
  productSearchHitSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  productsResponseSchema,
  type StockStatus,
  stockStatusSchema,
  updateProductBoostBodySchema,
} from './products.schema';
