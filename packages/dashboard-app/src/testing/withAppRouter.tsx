import { getDemoBackend } from '@storesearch/sdk/mocks';
import type { Decorator } from '@storybook/react-vite';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { createDemoSessionSource, type DemoPersonaKey, demoSessionFor } from '../demo/demoSession';
import { createAppRouter } from '../routes/router';
import { AppShellProvider } from '../session/AppShellProvider';

/** Story parameters read by withAppRouter. */
export interface AppRouteParameters {
  /** The address to open, e.g. `/dashboard/vendor/ecommerce?storeId=201`; without it the story renders bare. */
  readonly route?: string;
  /** Who is signed in: a demo persona (default `vendor`), or null for nobody. */
  readonly session?: DemoPersonaKey | null;
  /** How long toasts stay (the product's delay unless set). */
  readonly toastDurationMs?: number;
}

/** The app's shell and real router at one address, in memory, signed in as a demo persona. */
function AppAt({
  route,
  persona,
  toastDurationMs,
}: {
  readonly route: string;
  readonly persona: DemoPersonaKey | null;
  readonly toastDurationMs: number | undefined;
}) {
  const [backend] = useState(getDemoBackend);
  const [source] = useState(() => createDemoSessionSource(backend, ''));
  const [session] = useState(() => (persona ? demoSessionFor(backend, persona) : null));
  const [router] = useState(() =>
    createAppRouter({ history: createMemoryHistory({ initialEntries: [route] }) }),
  );
  return (
    <AppShellProvider
      source={source}
      apiBaseUrl=""
      initialSession={session}
      theme={false}
      toastDurationMs={toastDurationMs}
    >
      <RouterProvider router={router} />
    </AppShellProvider>
  );
}

/**
 * Renders a screen story through the app's own shell and route tree when the story sets `parameters.route`:
 * header, sidebar, guards, links, redirects and search params then work as in the app. Others render bare.
 */
export const withAppRouter: Decorator = (Story, { parameters }) => {
  const { route, session = 'vendor', toastDurationMs } = parameters as AppRouteParameters;
  return route === undefined ? (
    <Story />
  ) : (
    <AppAt route={route} persona={session} toastDurationMs={toastDurationMs} />
  );
};
