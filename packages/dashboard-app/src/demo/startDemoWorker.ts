import { getDemoBackend } from '@storesearch/sdk/mocks';
import { setupWorker } from 'msw/browser';
import type { SessionSource } from '../session/session';
import { createDemoSessionSource } from './demoSession';

/**
 * Demo mode: answers every API call in the browser from the seeded demo backend; sign-in chooses a demo
 * persona. Loaded with a dynamic import, so a build against a real API never ships it.
 */
export async function startDemoWorker(baseUrl: string): Promise<SessionSource> {
  const backend = getDemoBackend();
  const worker = setupWorker(...backend.handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Page assets and Vite's own requests go to the network untouched.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return createDemoSessionSource(backend, baseUrl);
}
