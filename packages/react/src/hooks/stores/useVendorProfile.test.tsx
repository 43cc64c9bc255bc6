import { createClient } from '@storesearch/sdk';
import { en } from '@storesearch/sdk/i18n';
import { createDemoBackend, createDemoFetch, DEMO_USERS, DEMO_VENDOR_ID } from '@storesearch/sdk/mocks';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { StoreSearchProvider, type StoreSearchUser } from '../../provider/StoreSearchProvider';
import { useErrorMessage } from '../shared/useErrorMessage';
import { useVendorProfile } from './useVendorProfile';

/** A demo user as the provider takes it. */
function asUser(key: keyof typeof DEMO_USERS, id?: number): StoreSearchUser {
  const { vendorId: _vendorId, ...user } = DEMO_USERS[key];
  return { ...user, id: String(id ?? user.id), fullname: `${user.firstname} ${user.lastname}`, image: null };
}

/** Renders the hook (and the message it would show) for a user, on an in-process demo backend. */
function renderFor(user: StoreSearchUser) {
  const client = createClient({ baseUrl: '', fetch: createDemoFetch(createDemoBackend()) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreSearchProvider client={client} user={user} theme={false}>
      {children}
    </StoreSearchProvider>
  );
  return renderHook(
    () => {
      const profile = useVendorProfile();
      return { profile, message: useErrorMessage(profile.error) };
    },
    { wrapper },
  ).result;
}

describe('useVendorProfile', () => {
  it("resolves a vendor's id from their user", async () => {
    const result = renderFor(asUser('vendor'));
    await waitFor(() => expect(result.current.profile.data?.id).toBe(String(DEMO_VENDOR_ID)));
  });

  it("says 'No vendor profile found…' for a user without one", async () => {
    const result = renderFor(asUser('vendor', 99_999));
    await waitFor(() => expect(result.current.message).toBe(en.noVendorProfile));
  });

  it('asks nothing for an admin', async () => {
    const result = renderFor(asUser('admin'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.profile.fetchStatus).toBe('idle');
    expect(result.current.profile.data).toBeUndefined();
  });
});
