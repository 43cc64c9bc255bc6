import '@radix-ui/themes/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apiBaseUrl, apiVendorId, isDemoMode } from './env';
import type { SessionSource } from './session/session';
import { createApiSessionSource } from './session/session.resolve';

/** In demo mode the MSW worker must answer before the first render fires its first request. */
async function sessionSource(baseUrl: string): Promise<SessionSource> {
  // Read from import.meta.env itself: Vite inlines it, so a build for a real API drops the demo chunk.
  if (import.meta.env.VITE_API_BASE_URL) return createApiSessionSource(baseUrl, apiVendorId);
  // Never demo by accident: demo mode signs anyone in, admin included (the build refuses this case too).
  if (!isDemoMode)
    throw new Error('No API configured: set VITE_API_BASE_URL, or VITE_DEMO=true for demo mode.');
  const { startDemoWorker } = await import('./demo/startDemoWorker');
  return startDemoWorker(baseUrl);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const baseUrl = apiBaseUrl ?? '';
const source = await sessionSource(baseUrl);
// A failed restore (API down) lands on the sign-in page, which offers to try again.
const session = await source.restore().catch(() => null);
createRoot(container).render(
  <StrictMode>
    <App apiBaseUrl={baseUrl} source={source} session={session} />
  </StrictMode>,
);
