import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../client/client.request';
import { createDemoBackend, createDemoFetch } from '../mocks/mocks.backend';
import { DEMO_STORE_SCOPES, DEMO_VENDOR_ID } from '../mocks/mocks.seed';
import { SELECT_FIELD_PLACEHOLDER } from './boosting.rules';
import type { RuleForm } from './boosting.schema';
import { createBoostSearchDraftController } from './boosting.search-draft.controller';

const store = DEMO_STORE_SCOPES.shopify;

type DemoBackend = ReturnType<typeof createDemoBackend>;

/** A subscribed draft controller on a fresh demo backend, counting product-attribute requests. */
function setup(queryFor: string | undefined | ((backend: DemoBackend) => string)) {
  const backend = createDemoBackend();
  const query = typeof queryFor === 'function' ? queryFor(backend) : queryFor;
  const demoFetch = createDemoFetch(backend);
  let asked = 0;
  const client = createClient({
    baseUrl: '',
    vendorId: DEMO_VENDOR_ID,
    fetch: (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('attributes')) asked += 1;
      return demoFetch(input, init);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const controller = createBoostSearchDraftController({ client, queryClient, store, query });
  const seen: (RuleForm | undefined)[] = [];
  controller.subscribe((form) => seen.push(form));
  return { backend, controller, queryClient, seen, asked: () => asked };
}

describe('createBoostSearchDraftController', () => {
  it('has no form and asks for nothing without a query', () => {
    for (const query of [undefined, '  ']) {
      const { controller, queryClient, asked } = setup(query);
      // A load would have started on subscribe.
      expect(queryClient.isFetching()).toBe(0);
      expect(controller.getState()).toBeUndefined();
      expect(asked()).toBe(0);
    }
  });

  it('has no form while the catalogue loads, then the form the query names, built once', async () => {
    let brand = '';
    const { controller, queryClient, seen, asked } = setup((backend) => {
      brand = backend.db.products.get(Number(store.storeId))?.[0]?.brand ?? '';
      return `${brand} hoodie`;
    });
    expect(queryClient.isFetching()).toBe(1);
    expect(controller.getState()).toBeUndefined();
    await vi.waitFor(() => expect(controller.getState()).toBeDefined());
    const form = controller.getState();
    expect(form?.name).toBe(`${brand} hoodie`);
    expect(form?.conditions.find((c) => c.field === 'brand')?.value).toEqual([brand]);
    expect(seen.filter((f) => f !== undefined).every((f) => f === form)).toBe(true);
    expect(asked()).toBe(1);
  });

  it('still opens the form, named after the query, when the catalogue cannot be read', async () => {
    const { controller } = setup((backend) => {
      backend.faults.set('listProductAttributes', { kind: 'serverError' });
      return 'nike hoodie';
    });
    await vi.waitFor(() => expect(controller.getState()).toBeDefined());
    expect(controller.getState()).toMatchObject({ name: 'nike hoodie' });
    expect(controller.getState()?.conditions.map((c) => c.field)).toEqual([SELECT_FIELD_PLACEHOLDER]);
  });
});
