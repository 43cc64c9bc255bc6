import '@radix-ui/themes/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apiBaseUrl, apiVendorId } from './env';
import type { AppSession } from './session/session';

/** In demo mode the MSW worker must answer before the first render fires its first request. */
async function resolveSession(): Promise<AppSession> {
  if (apiBaseUrl === undefined) {
    const { startDemoWorker } = await import('./demo/startDemoWorker');
    return startDemoWorker();
  }
  return { user: null, vendorId: apiVendorId };
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const session = await resolveSession();
createRoot(container).render(
  <StrictMode>
    <App apiBaseUrl={apiBaseUrl ?? ''} session={session} />
  </StrictMode>,
);
