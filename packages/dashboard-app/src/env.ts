/** True on the dev server (`vite`, mode development); a build's mode is production (or demo), whatever NODE_ENV says. */
const onDevServer = import.meta.env.MODE === 'development';

/** The real API's origin (e.g. https://api.example.com); unset means demo mode, answered in the browser. */
export const apiBaseUrl: string | undefined = import.meta.env.VITE_API_BASE_URL || undefined;

/**
 * Demo mode: the dev server's default (a fresh clone shows realistic data without a backend), and a build's only
 * when asked for with VITE_DEMO=true (`pnpm build:demo`); the build refuses to guess (vite.config.ts).
 */
export const isDemoMode = apiBaseUrl === undefined && (onDevServer || import.meta.env.VITE_DEMO === 'true');

/**
 * A fixed vendor id for x-vendor-id against a real API, on the dev server only: every user of a build would
 * otherwise act as that one vendor. A build always takes the vendor id from the signed-in user's vendor profile.
 */
export const apiVendorId: string | undefined = onDevServer
  ? import.meta.env.VITE_VENDOR_ID || undefined
  : undefined;
