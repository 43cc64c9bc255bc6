/** The real API's origin (e.g. https://api.example.com); unset means demo mode, answered in the browser. */
export const apiBaseUrl: string | undefined = import.meta.env.VITE_API_BASE_URL || undefined;

/** Demo mode is the default, so a fresh clone shows realistic data without a backend. */
export const isDemoMode = apiBaseUrl === undefined;

/** The vendor id sent as x-vendor-id against a real API until sign-in resolves it from the user's profile. */
export const apiVendorId: string | undefined = import.meta.env.VITE_VENDOR_ID || undefined;
