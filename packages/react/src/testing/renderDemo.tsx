/**
 * Renders a component for a browser test inside the storesearch provider on an in-process demo backend
 * (no worker, no network), signed in as the demo vendor's owner. Not part of the package API.
 */
// The real styles: row heights, scroll sizes and focus rings as users get them.
import '@radix-ui/themes/styles.css';
import { createClient } from '@storesearch/sdk';
import {
  createDemoBackend,
  createDemoFetch,
  DEMO_USERS,
  DEMO_VENDOR_ID,
  type DemoBackend,
} from '@storesearch/sdk/mocks';
import { cleanup, render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach } from 'vitest';
import { StoreSearchProvider, type StoreSearchUser } from '../provider/StoreSearchProvider';

// Vitest runs without globals, so Testing Library cannot unmount on its own: one test's screen never leaks into the next.
afterEach(() => {
  cleanup();
});

const { vendorId: _vendorId, ...demoOwner } = DEMO_USERS.vendor;

/** The demo vendor's owner, as the dashboard signs in in demo mode. */
export const demoVendorUser: StoreSearchUser = {
  ...demoOwner,
  id: String(demoOwner.id),
  fullname: `${demoOwner.firstname} ${demoOwner.lastname}`,
  image: null,
};

/**
 * Renders `ui` in the provider (with its Radix Theme, so dialogs portal into it), in `locale` (English by
 * default); returns the backend too.
 */
export function renderDemo(ui: ReactNode, backend: DemoBackend = createDemoBackend(), locale?: string) {
  const client = createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID, fetch: createDemoFetch(backend) });
  return {
    backend,
    ...render(
      <StoreSearchProvider client={client} user={demoVendorUser} {...(locale ? { locale } : {})}>
        {ui}
      </StoreSearchProvider>,
    ),
  };
}

/** Props of DialogOpener. */
export interface DialogOpenerProps {
  /** The opening button's text. */
  label: string;
  /** The dialog, given whether it is open and how to close it. */
  children: (open: boolean, close: () => void) => ReactNode;
}

/** A button that opens a controlled dialog, as a host screen does: the trigger focus must return to. */
export function DialogOpener({ label, children }: DialogOpenerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {children(open, () => setOpen(false))}
    </>
  );
}
