/**
 * Set-up shared by the admin stories: sign the story's demo backend in as the platform admin, and
 * optionally grow it to the 10,000-row world. Not part of the package API.
 */
import {
  createDemoAdmin,
  DEMO_ADMIN_LARGE_RECORDS,
  DEMO_SEED,
  DEMO_USERS,
  getDemoBackend,
} from '@storesearch/sdk/mocks';
import { HttpResponse, http } from 'msw';
import { waitFor, within } from 'storybook/test';

/** Signs the shared demo backend in as the demo admin (admin calls answer admins only). */
export function signInDemoAdmin(): void {
  getDemoBackend().db.session.userId = DEMO_USERS.admin.id;
}

/** Signs in as the admin in a world of 10,000 users and about as many orders. */
export function useLargeAdminWorld(): void {
  signInDemoAdmin();
  getDemoBackend().db.admin = createDemoAdmin(DEMO_SEED, { records: DEMO_ADMIN_LARGE_RECORDS });
}

/** A story handler that answers one admin list with no rows. */
export function emptyAdminList(path: 'orders' | 'users' | 'plans') {
  return http.get(`*/api/admin/${path}`, () => HttpResponse.json({ success: true, data: [] }));
}

/** The shared demo backend, for assertions on what the screens changed. */
export const adminBackend = () => getDemoBackend();

/**
 * The element of `role` whose text contains `text`, waiting for it: the page may hold other live regions
 * (an empty toaster), so the first alert is not necessarily ours.
 */
export function findByRoleWithText(
  container: HTMLElement,
  role: 'alert' | 'status',
  text: string | RegExp,
): Promise<HTMLElement> {
  return waitFor(() => {
    const found = within(container)
      .queryAllByRole(role)
      .find((element) => {
        const content = element.textContent ?? '';
        return typeof text === 'string' ? content.includes(text) : text.test(content);
      });
    if (!found) throw new Error(`No ${role} with the text ${String(text)}`);
    return found;
  });
}
