import '@radix-ui/themes/styles.css';
import { Theme } from '@radix-ui/themes';
import { createStoreSearchQueryClient, StoreSearchProvider, type StoreSearchUser } from '@storesearch/react';
import { createClient } from '@storesearch/sdk';
import { LOCALES } from '@storesearch/sdk/i18n';
import { DEMO_USERS, DEMO_VENDOR_ID, getDemoBackend } from '@storesearch/sdk/mocks';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { type ReactNode, useState } from 'react';
import { configure } from 'storybook/test';
import { STATE_TIMEOUT_MS } from '../packages/react/src/testing/timeouts';
import { type Appearance, useAppearanceOverride } from './appearance';

// Play functions wait for elements and states up to the shared ceiling: on two busy cores a demo answer can take
// far over Testing Library's 1 s default.
configure({ asyncUtilTimeout: STATE_TIMEOUT_MS });

/** One demo backend for every story; reset before each story so one story's writes never leak into the next. */
const backend = getDemoBackend();

/** Stories act as the demo vendor's owner, as the app does in demo mode. */
const { vendorId: _vendorId, ...demoVendorUser } = DEMO_USERS.vendor;
const demoUser: StoreSearchUser = {
  ...demoVendorUser,
  id: String(demoVendorUser.id),
  fullname: `${demoVendorUser.firstname} ${demoVendorUser.lastname}`,
  image: null,
};

/**
 * Story parameters `toastDurationMs` and `successMessageDurationMs`: how long toasts and success messages stay
 * (the product's delays unless set).
 */
export interface MessageDurationParameters {
  readonly toastDurationMs?: number;
  readonly successMessageDurationMs?: number;
}

/** A fresh client and cache per story: cached data from the previous story would hide loading and error states. */
function StoryProviders({
  locale,
  toastDurationMs,
  successMessageDurationMs,
  children,
}: {
  locale: string;
  toastDurationMs: number | undefined;
  successMessageDurationMs: number | undefined;
  children: ReactNode;
}) {
  const [client] = useState(() => createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID }));
  const [queryClient] = useState(() => createStoreSearchQueryClient());
  return (
    <StoreSearchProvider
      client={client}
      queryClient={queryClient}
      user={demoUser}
      locale={locale}
      theme={false}
      toastDurationMs={toastDurationMs}
      successMessageDurationMs={successMessageDurationMs}
    >
      {children}
    </StoreSearchProvider>
  );
}

/** The storesearch provider on the demo backend; the Theme comes from the decorator outside it. */
const withStoreSearch: Decorator = (Story, context) => (
  <StoryProviders
    key={context.id}
    locale={typeof context.globals.locale === 'string' ? context.globals.locale : 'en'}
    toastDurationMs={(context.parameters as MessageDurationParameters).toastDurationMs}
    successMessageDurationMs={(context.parameters as MessageDurationParameters).successMessageDurationMs}
  >
    <Story />
  </StoryProviders>
);

/**
 * The story's Radix Theme. A component of its own so a forced appearance (the visual tests' dark shot)
 * re-renders only the Theme: `children` keeps its identity, so the story is not rendered or mounted again.
 */
function StoryTheme({ appearance, children }: { appearance: Appearance; children: ReactNode }) {
  const forced = useAppearanceOverride();
  return (
    <Theme appearance={forced ?? appearance} accentColor="indigo" hasBackground>
      <div style={{ padding: 'var(--space-4)' }}>{children}</div>
    </Theme>
  );
}

/** Radix Themes around every story, light or dark from the toolbar global. */
const withTheme: Decorator = (Story, context) => (
  <StoryTheme appearance={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </StoryTheme>
);

const preview: Preview = {
  // Decorators apply inside out: the provider sits inside the Theme.
  decorators: [withStoreSearch, withTheme],
  loaders: [mswLoader()],
  beforeEach() {
    backend.reset();
    // What the product keeps in the browser (selected store, language, theme, analytics queue) starts afresh too:
    // a story must not show the store another story selected before it.
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith('storesearch.')) window.localStorage.removeItem(key);
    }
  },
  globalTypes: {
    theme: {
      description: 'Light or dark appearance',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of every string',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // A story with an accessibility violation fails its test.
    a11y: { test: 'error' },
    msw: {
      // Key order matters: handlers are tried in order, so a story's `story` handlers shadow the demo backend.
      handlers: { story: [], demo: backend.handlers },
    },
  },
};

export { preview as default };
