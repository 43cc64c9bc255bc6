import type { Decorator } from '@storybook/react-vite';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { createAppRouter } from '../routes/router';

/** Story parameters read by withAppRouter. */
export interface AppRouteParameters {
  /** The address to open, e.g. `/dashboard/vendor/ecommerce?storeId=201`; without it the story renders bare. */
  readonly route?: string;
}

/** The app's real router at one address, in memory, so a screen gets its layout, params and search params. */
function AppAt({ route }: { readonly route: string }) {
  const [router] = useState(() =>
    createAppRouter({ history: createMemoryHistory({ initialEntries: [route] }) }),
  );
  return <RouterProvider router={router} />;
}

/**
 * Renders a screen story through the app's own route tree when the story sets `parameters.route`:
 * Links, redirects, guards and search params then work as in the app. Stories without it render bare.
 */
export const withAppRouter: Decorator = (Story, { parameters }) => {
  const { route } = parameters as AppRouteParameters;
  return route === undefined ? <Story /> : <AppAt route={route} />;
};
