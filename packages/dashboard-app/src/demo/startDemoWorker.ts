import { DEMO_USERS, DEMO_VENDOR_ID, getDemoBackend } from '@storesearch/sdk/mocks';
import { setupWorker } from 'msw/browser';
import type { AppSession } from '../session/session';

/**
 * Demo mode: answers every API call in the browser from the seeded demo backend, and signs in as
 * the demo vendor. Loaded with a dynamic import, so a build against a real API never ships it.
 */
export async function startDemoWorker(): Promise<AppSession> {
  const backend = getDemoBackend();
  const worker = setupWorker(...backend.handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Page assets and Vite's own requests go to the network untouched.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  const { vendorId: _vendorId, ...user } = DEMO_USERS.vendor;
  return {
    user: { ...user, id: String(user.id), fullname: `${user.firstname} ${user.lastname}`, image: null },
    vendorId: DEMO_VENDOR_ID,
  };
}
