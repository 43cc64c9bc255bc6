import '@radix-ui/themes/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apiBaseUrl, apiVendorId, isDemoMode } from './env';
import { createAppRouter } from './routes/router';
import {
  FIRST_READS_WAIT_MS,
  firstRenderWaitsForReads,
  readsSettled,
  screenDataOf,
} from './routes/screenData';
import { createSessionQueryClient, createShellClient, loadInitialWords } from './session/AppShellProvider';
import type { AppSession, SessionSource } from './session/session';
import { createApiSessionSource } from './session/session.resolve';

/** A session's source and the session it restores: null when nobody is signed in, or the API is down. */
interface RestoredSession {
  readonly source: SessionSource;
  readonly session: AppSession | null;
}

/**
 * Restores the session. Against an API its request is the page's first: every screen's first reads wait for it,
 * and asked for after the screen's code it waited for a free connection behind that code's files (a browser opens
 * six at a time to one host over HTTP/1.1; an analytics screen's code is some thirty files). In demo mode the MSW
 * worker must answer before the first request. A failed restore lands on the sign-in page, which offers to try
 * again.
 */
function restoreSession(baseUrl: string): Promise<RestoredSession> {
  const restore = (source: SessionSource): Promise<RestoredSession> =>
    source
      .restore()
      .catch(() => null)
      .then((session) => ({ source, session }));
  // Read from import.meta.env itself: Vite inlines it, so a build for a real API drops the demo chunk.
  if (import.meta.env.VITE_API_BASE_URL) return restore(createApiSessionSource(baseUrl, apiVendorId));
  // Never demo by accident: demo mode signs anyone in, admin included (the build refuses this case too).
  if (!isDemoMode)
    throw new Error('No API configured: set VITE_API_BASE_URL, or VITE_DEMO=true for demo mode.');
  return import('./demo/startDemoWorker')
    .then(({ startDemoWorker }) => startDemoWorker(baseUrl))
    .then(restore);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const baseUrl = apiBaseUrl ?? '';
const restoring = restoreSession(baseUrl);
const router = createAppRouter();
// The screen's code (each lazy screen is a file of its own) starts loading while the session is read, not after
// it; the router's own load then finds it on its way. So do the words of the saved language, when it is not
// English. Both are asked for in the next task, once the session's request has left (the client sends it a few
// promise steps after the call). A failure here is the router's to show; words that fail to load leave English.
const [routesOfPage] = router.getMatchedRoutes(window.location.pathname);
setTimeout(() => {
  for (const route of routesOfPage) router.loadRouteChunk(route)?.catch(() => undefined);
  void loadInitialWords();
});
const { source, session } = await restoring;
// The screen's first reads start now, with its code, rather than after the first render: the router's load runs
// the matched routes' loaders (they only start reads, never wait for them) and loads the screen's code, and the
// shell then renders once, with that cache and those routes (and, for a screen whose route starts its reads, with
// their answers when they come within FIRST_READS_WAIT_MS). Rendering before the load ended would make the router
// load again and mount the screen twice, asking for its data again. A failure is the screen's to show.
const queryClient = createSessionQueryClient(session);
router.options.context.screenData.current = screenDataOf(
  session,
  queryClient,
  createShellClient(baseUrl, session?.vendorId),
);
await router.load().catch(() => undefined);
// The first render is drawn in the saved language, its screen's areas included (the screen's code preloaded them),
// rather than in English until the words arrive; they load like the screen's code, which the router waited for.
await Promise.all([
  loadInitialWords(),
  firstRenderWaitsForReads(routesOfPage) ? readsSettled(queryClient, FIRST_READS_WAIT_MS) : undefined,
]);
createRoot(container).render(
  <StrictMode>
    <App apiBaseUrl={baseUrl} source={source} session={session} router={router} queryClient={queryClient} />
  </StrictMode>,
);
