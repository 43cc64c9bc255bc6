import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { type AppRouter, createAppRouter } from './routes/router';
import { AppShellProvider } from './session/AppShellProvider';
import type { AppSession, SessionSource } from './session/session';

/** Props of App. */
export interface AppProps {
  /** Origin of the API; empty for the page's own origin (demo mode). */
  readonly apiBaseUrl: string;
  /** Where sessions come from: the demo backend or the API. */
  readonly source: SessionSource;
  /** The session restored before the first render, or null (the sign-in page). */
  readonly session: AppSession | null;
  /** The app's router, when made before the first render (to load the screen's code early); a new one otherwise. */
  readonly router?: AppRouter;
  /** The shell's query cache, when made before the first render (to start the screen's reads early). */
  readonly queryClient?: QueryClient;
}

/** The dashboard: the shell's session and the storesearch provider around the router. */
export function App({ apiBaseUrl, source, session, router: given, queryClient }: AppProps) {
  // One router for the app's lifetime: recreating it would drop the history.
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <AppShellProvider
      source={source}
      apiBaseUrl={apiBaseUrl}
      initialSession={session}
      screenData={router.options.context.screenData}
      {...(queryClient ? { queryClient } : {})}
    >
      <RouterProvider router={router} />
    </AppShellProvider>
  );
}
