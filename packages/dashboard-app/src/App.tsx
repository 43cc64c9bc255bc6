import { StoreSearchProvider } from '@storesearch/react';
import { createClient } from '@storesearch/sdk';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { createAppRouter } from './routes/router';
import type { AppSession } from './session/session';

/** Props of App. */
export interface AppProps {
  /** Origin of the API; empty for the page's own origin (demo mode). */
  readonly apiBaseUrl: string;
  /** Who the dashboard acts for. */
  readonly session: AppSession;
}

/** The dashboard: the storesearch provider around the router. */
export function App({ apiBaseUrl, session }: AppProps) {
  // One client and one router for the app's lifetime: recreating them would drop the cache and the history.
  const [client] = useState(() => createClient({ baseUrl: apiBaseUrl, vendorId: session.vendorId }));
  const [router] = useState(() => createAppRouter());
  return (
    <StoreSearchProvider client={client} user={session.user} accentColor="indigo">
      <RouterProvider router={router} />
    </StoreSearchProvider>
  );
}
