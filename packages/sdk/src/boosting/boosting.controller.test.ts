import { QueryClient } from '@tanstack/query-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client/client.request';
import type { StoreScope } from '../client/client.schema';
import { createDemoBackend, createDemoFetch } from '../mocks/mocks.backend';
import { DEMO_STORE_SCOPES, DEMO_VENDOR_ID } from '../mocks/mocks.seed';
import {
  type BoostingRulesState,
  createBoostingRulesController,
  RULE_LOAD_DEBOUNCE_MS,
} from './boosting.controller';

const shopify: StoreScope = DEMO_STORE_SCOPES.shopify;

/** A controller on a fresh demo backend, recording each rules request; `states` holds what subscribers saw. */
function setup() {
  const backend = createDemoBackend();
  const demoFetch = createDemoFetch(backend);
  const asked: string[] = [];
  const client = createClient({
    baseUrl: '',
    vendorId: DEMO_VENDOR_ID,
    fetch: (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://demo.test');
      if (url.pathname.endsWith('/boosting-rules') && (init?.method ?? 'GET') === 'GET')
        asked.push(url.searchParams.get('storeId') ?? '');
      return demoFetch(input, init);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const controller = createBoostingRulesController({ client, queryClient, store: shopify });
  const states: BoostingRulesState[] = [];
  const unsubscribe = controller.subscribe((state) => states.push(state));
  return { backend, asked, controller, demoFetch, queryClient, states, unsubscribe };
}

/** Waits until the controller's state passes `check`. */
const until = (
  controller: { getState(): BoostingRulesState },
  check: (state: BoostingRulesState) => boolean,
) => vi.waitFor(() => expect(check(controller.getState())).toBe(true), { timeout: 5_000 });

describe('createBoostingRulesController', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the rules only once the store has stayed 300 ms, and not at all without a subscriber', async () => {
    expect(RULE_LOAD_DEBOUNCE_MS).toBe(300);
    const { asked, controller, unsubscribe } = setup();
    await vi.advanceTimersByTimeAsync(RULE_LOAD_DEBOUNCE_MS - 1);
    expect(asked).toEqual([]);
    expect(controller.getState().rules.isPending).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await until(controller, (s) => s.rules.isSuccess);
    expect(asked).toEqual([String(shopify.storeId)]);
    unsubscribe();

    const idle = setup();
    idle.unsubscribe();
    await vi.advanceTimersByTimeAsync(RULE_LOAD_DEBOUNCE_MS * 2);
    expect(idle.asked).toEqual([]);
  });

  it('flips a rule at once and keeps the flip the server accepts', async () => {
    const { backend, controller } = setup();
    await vi.advanceTimersByTimeAsync(RULE_LOAD_DEBOUNCE_MS);
    await until(controller, (s) => (s.rules.data?.length ?? 0) > 0);
    const rule = controller.getState().rules.data?.[0];
    if (!rule) throw new Error('the demo store has no rule');
    const flipped = rule.status === 'active' ? 'inactive' : 'active';

    controller.getState().toggleRule(rule);
    await until(controller, (s) => s.rules.data?.[0]?.status === flipped);
    await vi.waitFor(() =>
      expect(backend.db.boostingRules.find((r) => String(r.id) === rule.id)?.status).toBe(flipped),
    );
    expect(controller.getState().toggleProblem).toBeNull();
  });

  it('puts the old status back and says why when the server refuses the flip', async () => {
    const { backend, controller, states } = setup();
    await vi.advanceTimersByTimeAsync(RULE_LOAD_DEBOUNCE_MS);
    await until(controller, (s) => (s.rules.data?.length ?? 0) > 0);
    const rule = controller.getState().rules.data?.[0];
    if (!rule) throw new Error('the demo store has no rule');
    backend.faults.set('updateBoostingRule', { kind: 'serverError' }, { times: 1 });

    controller.getState().toggleRule(rule);
    await until(controller, (s) => s.toggleProblem === 'failedToUpdateRuleStatus');
    expect(controller.getState().rules.data?.[0]?.status).toBe(rule.status);
    // The flip showed before the refusal came back.
    expect(states.some((s) => s.rules.data?.[0]?.status !== rule.status)).toBe(true);

    controller.getState().dismissToggleProblem();
    expect(controller.getState().toggleProblem).toBeNull();
  });

  it('checks the vendor id before any write and sends nothing without one', async () => {
    const loaded = setup();
    await vi.advanceTimersByTimeAsync(RULE_LOAD_DEBOUNCE_MS);
    await until(loaded.controller, (s) => (s.rules.data?.length ?? 0) > 0);
    // The same cache, read by a client without a vendor id: the rules show, the writes stop before the network.
    const client = createClient({ baseUrl: '', fetch: loaded.demoFetch });
    const controller = createBoostingRulesController({
      client,
      queryClient: loaded.queryClient,
      store: shopify,
    });
    controller.subscribe(() => {});
    const before = structuredClone(loaded.backend.db.boostingRules);
    const state = controller.getState();
    const rule = state.rules.data?.[0];
    if (!rule) throw new Error('the cached rules do not show');
    state.toggleRule(rule);
    expect(controller.getState().toggleProblem).toBe('cannotSaveRuleMissingVendor');
    expect(await state.deleteRule(rule)).toEqual({ messageKey: 'cannotDeleteRuleMissingVendor' });
    expect(await state.saveRule(rule)).toEqual({ messageKey: 'cannotSaveRuleMissingVendor' });
    expect(controller.getState().rules.data?.[0]).toEqual(rule);
    expect(loaded.backend.db.boostingRules).toEqual(before);
  });

  it('reports a refused save as its error and is writing only while the save is in flight', async () => {
    const { backend, controller } = setup();
    await vi.advanceTimersByTimeAsync(RULE_LOAD_DEBOUNCE_MS);
    await until(controller, (s) => (s.rules.data?.length ?? 0) > 0);
    const rule = controller.getState().rules.data?.[0];
    if (!rule) throw new Error('the demo store has no rule');
    let release = () => {};
    backend.faults.set(
      'deleteBoostingRule',
      { kind: 'held', release: new Promise<void>((resolve) => (release = resolve)) },
      { times: 1 },
    );
    const deleting = controller.getState().deleteRule(rule);
    await until(controller, (s) => s.isWriting);
    release();
    expect(await deleting).toBeNull();
    await until(controller, (s) => !s.isWriting && !s.rules.data?.some((r) => r.id === rule.id));

    backend.faults.set('createBoostingRule', { kind: 'serverError' }, { times: 1 });
    const problem = await controller.getState().saveRule(rule);
    expect(problem).toMatchObject({ error: expect.objectContaining({ status: 500 }) });
  });
});
