import '@radix-ui/themes/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apiBaseUrl, apiVendorId } from './env';
import type { AppSession } from './session/session';

/** In demo mode the MSW worker must answer before the first render fires its first request. */
async function resolveSession(): Promise<AppSession> {
  // Read from import.meta.env itself: Vite inlines it, so a build for a real API drops the demo chunk.
  if (import.meta.env.VITE_API_BASE_URL) return { user: null, vendorId: apiVendorId };
  const { startDemoWorker } = await import('./demo/startDemoWorker');
  return startDemoWorker();
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const session = await resolveSession();
createRoot(container).render(
  <StrictMode>
    <App apiBaseUrl={apiBaseUrl ?? ''} session={session} />
  </StrictMode>,
);
