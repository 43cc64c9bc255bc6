import { isStoreSearchError } from '@storesearch/sdk';
import { createDemoBackend, createDemoFetch, DEMO_USERS, type DemoBackend } from '@storesearch/sdk/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveSession } from './session.resolve';

/**
 * Answers the page's fetch from a demo backend signed in as `user`, recording each call; `withoutVendorId`
 * answers the session as an API that does not send the proposed field does.
 */
function serve(backend: DemoBackend, user: keyof typeof DEMO_USERS, { withoutVendorId = false } = {}) {
  backend.db.session.userId = DEMO_USERS[user].id;
  const demoFetch = createDemoFetch(backend);
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    calls.push(url.pathname);
    const response = await demoFetch(input, init);
    if (!withoutVendorId || url.pathname !== '/api/auth/session') return response;
    const body = (await response.json()) as { user: Record<string, unknown> };
    delete body.user.vendorId;
    return Response.json(body, { status: response.status });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('resolveSession', () => {
  it("takes a vendor's id from the session: one round trip, no vendor-profile call", async () => {
    const calls = serve(createDemoBackend(), 'vendor');
    const session = await resolveSession('');
    expect(session.vendorId).toBe(String(DEMO_USERS.vendor.vendorId));
    expect(session.user).toMatchObject({ id: String(DEMO_USERS.vendor.id), role: 'user' });
    expect(session.user).not.toHaveProperty('vendorId');
    expect(calls).toEqual(['/api/auth/session']);
  });

  it('asks for the vendor profile when the API does not name it with the session', async () => {
    const calls = serve(createDemoBackend(), 'vendor', { withoutVendorId: true });
    const session = await resolveSession('');
    expect(session.vendorId).toBe(String(DEMO_USERS.vendor.vendorId));
    expect(calls).toEqual(['/api/auth/session', `/api/v1/storevendor/${DEMO_USERS.vendor.id}`]);
  });

  it("says 'No vendor profile found…' at once when the session names none for a vendor", async () => {
    const backend = createDemoBackend();
    const user = backend.db.users.find((u) => u.id === DEMO_USERS.vendor.id);
    if (user) user.vendorId = null;
    const calls = serve(backend, 'vendor');
    const failure = await resolveSession('').catch((error: unknown) => error);
    expect(isStoreSearchError(failure) && failure.messageKey).toBe('noVendorProfile');
    expect(calls).toEqual(['/api/auth/session']);
  });

  it('gives an admin no vendor id', async () => {
    const calls = serve(createDemoBackend(), 'admin');
    expect((await resolveSession('')).vendorId).toBeUndefined();
    expect(calls).toEqual(['/api/auth/session']);
  });
});
