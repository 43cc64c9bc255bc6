import { MutationObserver, QueryClient } from '@tanstack/query-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type StoreSearchClient } from '../client/client.request';
import { createDemoBackend, createDemoFetch } from '../mocks/mocks.backend';
import { DEMO_USERS } from '../mocks/mocks.seed';
import {
  adminKeys,
  banUserMutationOptions,
  deleteUserMutationOptions,
  forceLogoutUserMutationOptions,
  unbanUserMutationOptions,
} from './admin.queries';

let client: StoreSearchClient;
let queryClient: QueryClient;
const lists = [adminKeys.users(), adminKeys.orders(), adminKeys.plans(), adminKeys.analytics()];

beforeEach(() => {
  const backend = createDemoBackend();
  backend.db.session.userId = DEMO_USERS.admin.id;
  client = createClient({ baseUrl: '', fetch: createDemoFetch(backend) });
  queryClient = new QueryClient();
  for (const key of lists) queryClient.setQueryData(key, 'cached');
});

afterEach(() => queryClient.clear());

/** Performs a user action through its factory and tells which admin lists it left stale. */
async function staleAfter(factory: typeof deleteUserMutationOptions): Promise<boolean[]> {
  await new MutationObserver(queryClient, factory(client, { queryClient })).mutate({
    userId: DEMO_USERS.secondVendor.id,
  });
  return lists.map((key) => queryClient.getQueryState(key)?.isInvalidated ?? false);
}

describe('admin user actions', () => {
  it('refresh the orders and plans after a delete, which takes the user’s orders with it', async () => {
    expect(await staleAfter(deleteUserMutationOptions)).toEqual([true, true, true, true]);
  });

  it('refresh only the users and the figures after a ban, an unban or a force logout', async () => {
    expect(await staleAfter(banUserMutationOptions)).toEqual([true, false, false, true]);
    queryClient.clear();
    for (const key of lists) queryClient.setQueryData(key, 'cached');
    expect(await staleAfter(unbanUserMutationOptions)).toEqual([true, false, false, true]);
    queryClient.clear();
    for (const key of lists) queryClient.setQueryData(key, 'cached');
    expect(await staleAfter(forceLogoutUserMutationOptions)).toEqual([true, false, false, true]);
  });
});
