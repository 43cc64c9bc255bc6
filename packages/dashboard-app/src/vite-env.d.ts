/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the real storesearch API (e.g. https://api.example.com); unset runs the demo backend. */
  readonly VITE_API_BASE_URL?: string;
  /** Vendor id for x-vendor-id against a real API. */
  readonly VITE_VENDOR_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
