/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The storesearch API origin; unset runs the example on the SDK's in-page demo backend. */
  readonly VITE_STORESEARCH_API_URL?: string;
  /** Your vendor id, sent as `x-vendor-id` (with VITE_STORESEARCH_API_URL). */
  readonly VITE_STORESEARCH_VENDOR_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
