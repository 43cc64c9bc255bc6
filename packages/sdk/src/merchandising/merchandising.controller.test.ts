import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import { createDemoBackend, createDemoFetch } from '../mocks/mocks.backend';
import { DEMO_STORE_SCOPES, DEMO_VENDOR_ID } from '../mocks/mocks.seed';
import { listQueryRules } from './merchandising.api';
import { createQueryRulesController, type QueryRulesState } from './merchandising.controller';
import { demoQueryRuleBody } from './merchandising.mock';
import { merchandisingKeys } from './merchandising.queries';

const shopify: StoreScope = DEMO_STORE_SCOPES.shopify;
const keys = merchandisingKeys(shopify.storeId, shopify.storeType);

/** A controller on a fresh demo backend, counting the rules requests; `states` holds what subscribers saw. */
function setup({ subscribe = true } = {}) {
  const backend = createDemoBackend();
  const demoFetch = createDemoFetch(backend);
  const reads = { count: 0 };
  const client = createClient({
    baseUrl: '',
    vendorId: DEMO_VENDOR_ID,
    fetch: (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://demo.test');
      if (url.pathname.endsWith('/query-rules') && (init?.method ?? 'GET') === 'GET') reads.count += 1;
      return demoFetch(input, init);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const controller = createQueryRulesController({ client, queryClient, store: shopify });
  const states: QueryRulesState[] = [];
  const unsubscribe = subscribe ? controller.subscribe((state) => states.push(state)) : () => {};
  return { backend, client, controller, queryClient, reads, states, unsubscribe };
}

/** Waits until the controller's state passes `check`. */
const until = (controller: { getState(): QueryRulesState }, check: (state: QueryRulesState) => boolean) =>
  vi.waitFor(() => expect(check(controller.getState())).toBe(true), { timeout: 5_000 });

/** The controller once its rules have loaded, with the first rule. */
async function loaded() {
  const setupResult = setup();
  await until(setupResult.controller, (s) => (s.rules.data?.length ?? 0) > 0);
  const rule = setupResult.controller.getState().rules.data?.[0];
  if (!rule) throw new Error('the demo store has no query rule');
  return { ...setupResult, rule };
}

describe('createQueryRulesController', () => {
  it('asks for the rules when the first subscriber arrives, and not before', async () => {
    const idle = setup({ subscribe: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle.reads.count).toBe(0);
    expect(idle.controller.getState().rules.isPending).toBe(true);

    const stop = idle.controller.subscribe(() => {});
    await until(idle.controller, (s) => s.rules.isSuccess);
    expect(idle.reads.count).toBe(1);
    stop();
  });

  it('switches a rule at once, keeps the switch the server accepts, and reads the list again', async () => {
    const { backend, client, controller, queryClient, reads, rule } = await loaded();
    // A history the panel's neighbours read: the switch makes it stale too.
    queryClient.setQueryData(keys.history(), []);
    let release = () => {};
    backend.faults.set(
      'updateQueryRule',
      { kind: 'held', release: new Promise<void>((resolve) => (release = resolve)) },
      { times: 1 },
    );
    const readsBefore = reads.count;

    controller.getState().toggleRule(rule);
    // Switched in the cache while the server has not answered yet.
    await until(controller, (s) => s.rules.data?.[0]?.enabled === !rule.enabled);
    expect(reads.count).toBe(readsBefore);
    release();

    await until(controller, () => reads.count > readsBefore);
    await until(controller, (s) => !s.rules.isFetching);
    expect(controller.getState().rules.data?.[0]?.enabled).toBe(!rule.enabled);
    expect((await listQueryRules(client, shopify)).find((r) => r.id === rule.id)?.enabled).toBe(
      !rule.enabled,
    );
    expect(queryClient.getQueryState(keys.history())?.isInvalidated).toBe(true);
    expect(controller.getState().toggleFailed).toBe(false);
  });

  it('puts the switch back, says so, and reads the list again when the server refuses', async () => {
    const { backend, client, controller, reads, rule, states } = await loaded();
    backend.faults.set('updateQueryRule', { kind: 'serverError' }, { times: 1 });
    const readsBefore = reads.count;

    controller.getState().toggleRule(rule);
    await until(controller, (s) => s.toggleFailed);
    expect(controller.getState().rules.data?.[0]?.enabled).toBe(rule.enabled);
    // The switch showed before the refusal came back.
    expect(states.some((s) => s.rules.data?.[0]?.enabled === !rule.enabled)).toBe(true);
    await until(controller, (s) => reads.count > readsBefore && !s.rules.isFetching);
    expect(controller.getState().rules.data?.[0]?.enabled).toBe(rule.enabled);
    expect((await listQueryRules(client, shopify)).find((r) => r.id === rule.id)?.enabled).toBe(rule.enabled);

    controller.getState().dismissToggleFailed();
    expect(controller.getState().toggleFailed).toBe(false);

    // A new switch clears an old refusal at once.
    backend.faults.set('updateQueryRule', { kind: 'serverError' }, { times: 1 });
    controller.getState().toggleRule(rule);
    await until(controller, (s) => s.toggleFailed);
    const current = controller.getState().rules.data?.[0];
    if (!current) throw new Error('the rule is gone');
    controller.getState().toggleRule(current);
    expect(controller.getState().toggleFailed).toBe(false);
  });

  it('saves, duplicates and deletes, resolving null, or the error of a refused call', async () => {
    const { backend, controller, rule } = await loaded();
    const state = controller.getState();

    expect(await state.saveRule(demoQueryRuleBody('rain jacket'))).toBeNull();
    await until(controller, (s) => s.rules.data?.some((r) => r.matchText === 'rain jacket') ?? false);

    expect(await state.saveRule({ ...demoQueryRuleBody('rain coat') }, rule.id)).toBeNull();
    await until(
      controller,
      (s) => s.rules.data?.some((r) => r.id === rule.id && r.matchText === 'rain coat') ?? false,
    );

    const count = controller.getState().rules.data?.length ?? 0;
    expect(await state.duplicateRule(rule)).toBeNull();
    await until(controller, (s) => s.rules.data?.length === count + 1);

    expect(await state.deleteRule(rule)).toBeNull();
    await until(controller, (s) => !s.rules.data?.some((r) => r.id === rule.id));

    backend.faults.set('createQueryRule', { kind: 'serverError' }, { times: 1 });
    expect(await state.saveRule(demoQueryRuleBody('umbrella'))).toMatchObject({
      error: expect.objectContaining({ status: 500 }),
    });
  });
});
