import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/query-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_READS_FRESH_MS } from '../client/client.queries';
import { createClient, type StoreSearchClient } from '../client/client.request';
import { createDemoBackend, createDemoFetch } from '../mocks/mocks.backend';
import { DEMO_USERS } from '../mocks/mocks.seed';
import {
  adminAnalyticsQueryOptions,
  adminKeys,
  adminUsersQueryOptions,
  banUserMutationOptions,
  deleteUserMutationOptions,
  forceLogoutUserMutationOptions,
  pricingPlansQueryOptions,
  subscriptionOrdersQueryOptions,
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

describe("the admin's lists and figures", () => {
  it('count as fresh for 10 s, so a screen mounting after its route started the read does not ask again', () => {
    for (const read of [
      adminUsersQueryOptions(client),
      subscriptionOrdersQueryOptions(client),
      pricingPlansQueryOptions(client),
      adminAnalyticsQueryOptions(client),
    ])
      expect(read.staleTime, String(read.queryKey)).toBe(ROUTE_READS_FRESH_MS);
  });

  it('are shared by a screen that mounts while fresh, and asked for again after', async () => {
    queryClient.clear();
    vi.useFakeTimers();
    try {
      const users = adminUsersQueryOptions(client);
      const queryFn = vi.fn(users.queryFn);
      const read = { ...users, queryFn };
      await queryClient.ensureQueryData(read);
      const mount = () => new QueryObserver(queryClient, read).subscribe(() => undefined);
      vi.advanceTimersByTime(ROUTE_READS_FRESH_MS - 1);
      mount()();
      expect(queryFn).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      mount()();
      expect(queryFn).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
