/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The storesearch API origin; unset calls the page's own origin (the demo server of `pnpm serve`). */
  readonly VITE_STORESEARCH_API_URL?: string;
  /** The store searched when the page's address names none. */
  readonly VITE_STORESEARCH_STORE_ID?: string;
  /** That store's platform: shopify (the default) or woocommerce. */
  readonly VITE_STORESEARCH_STORE_TYPE?: string;
  /** That store's vendor id, which the events carry. */
  readonly VITE_STORESEARCH_VENDOR_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
