import { createStorageJournal, getDemoBackend } from '@storesearch/sdk/mocks';
import { setupWorker } from 'msw/browser';
import type { SessionSource } from '../session/session';
import { createDemoSessionSource } from './demoSession';
import { awaitWorkerControl, watchLeaving } from './workerControl';
import { ignoreWorkerUpdateFailures } from './workerUpdate';

/** One of the browser's storages, or null where the page may not use it (a sandboxed frame, blocked storage). */
function storageOrNull(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

/**
 * Demo mode: answers every API call in the browser from the seeded demo backend; sign-in chooses a demo
 * persona. What the user saves is kept in this browser and applied again on the next load, until the demo is
 * reset from the user menu. Loaded with a dynamic import, so a build against a real API never ships it.
 */
export async function startDemoWorker(baseUrl: string): Promise<SessionSource> {
  const backend = getDemoBackend();
  const storage = storageOrNull('localStorage');
  if (storage) await backend.keepIn(createStorageJournal(storage));
  const worker = setupWorker(...backend.handlers);
  const workerUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  ignoreWorkerUpdateFailures(window, new URL(workerUrl, window.location.href).href);
  // Watched from before the start, which may itself reload the page.
  const leaving = watchLeaving(window);
  const registration = await worker.start({
    serviceWorker: { url: workerUrl },
    // Page assets and Vite's own requests go to the network untouched.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  if (registration) {
    await awaitWorkerControl({
      container: navigator.serviceWorker,
      registration,
      reload: () => window.location.reload(),
      storage: storageOrNull('sessionStorage'),
      leaving: leaving.leaving,
    });
  }
  // From here on a navigation is the app's own (a link, sign-out), not a start that failed.
  leaving.stop();
  return createDemoSessionSource(backend, baseUrl);
}
