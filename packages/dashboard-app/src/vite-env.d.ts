/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the real storesearch API (e.g. https://api.example.com); unset runs the demo backend. */
  readonly VITE_API_BASE_URL?: string;
  /** 'true' builds demo mode (the MSW worker and demo personas) on purpose; the dev server is demo without it. */
  readonly VITE_DEMO?: string;
  /** Vendor id for x-vendor-id against a real API, on the dev server only (a build reads the user's vendor profile). */
  readonly VITE_VENDOR_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
