/** The spec's fixed routes (section 2); screens link by these names, never by literal strings. */
export const PATHS = {
  /** Vendor home (welcome page), also the back target. */
  vendorHome: '/dashboard/vendor',
  /** Store management, with an optional storeId search parameter. */
  vendorEcommerce: '/dashboard/vendor/ecommerce',
} as const;
