import { createClient, type StoreScope } from '@storesearch/sdk';
import { RULE_LOAD_DEBOUNCE_MS } from '@storesearch/sdk/boosting';
import { createDemoBackend, createDemoFetch, DEMO_STORES, DEMO_VENDOR_ID } from '@storesearch/sdk/mocks';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreSearchProvider } from '../../provider/StoreSearchProvider';
import { untilState } from '../../testing/timeouts';
import { useBoostingRules } from './useBoostingRules';

const shopify: StoreScope = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' };
const woo: StoreScope = { storeId: String(DEMO_STORES.woocommerce.id), storeType: 'woocommerce' };

/** A provider on an in-process demo backend that records each rules request's store id. */
function setup() {
  const demoFetch = createDemoFetch(createDemoBackend());
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
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreSearchProvider client={client} theme={false}>
      {children}
    </StoreSearchProvider>
  );
  return { asked, wrapper };
}

/** Lets the clock run `ms` and React and the query settle what that started (renders run on real tasks). */
async function elapse(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  await vi.advanceTimersByTimeAsync(0);
}

describe('useBoostingRules: rule load debounce (spec section 9, 300 ms)', () => {
  beforeEach(() => {
    // Only the timers: promises, animation frames and React's scheduler stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is 300 ms', () => {
    expect(RULE_LOAD_DEBOUNCE_MS).toBe(300);
  });

  it('asks for a store shown 299 ms ago nothing, and at 300 ms for its rules', async () => {
    const { asked, wrapper } = setup();
    renderHook(() => useBoostingRules(shopify), { wrapper });
    await elapse(RULE_LOAD_DEBOUNCE_MS - 1);
    expect(asked).toEqual([]);
    await elapse(1);
    await vi.waitFor(() => expect(asked).toEqual([shopify.storeId]), untilState);
  });

  it('on a store change waits 300 ms again, and flicking past a store never loads it', async () => {
    const { asked, wrapper } = setup();
    const { result, rerender } = renderHook(({ store }) => useBoostingRules(store), {
      wrapper,
      initialProps: { store: shopify },
    });
    await elapse(RULE_LOAD_DEBOUNCE_MS);
    await vi.waitFor(() => expect(result.current.rules.data).toBeDefined(), untilState);
    expect(asked).toEqual([shopify.storeId]);

    // Woo for 200 ms, back to Shopify, then Woo again: only the last Woo choice, 300 ms on, loads.
    rerender({ store: woo });
    await elapse(200);
    rerender({ store: shopify });
    await elapse(100);
    rerender({ store: woo });
    await elapse(RULE_LOAD_DEBOUNCE_MS - 1);
    expect(asked).toEqual([shopify.storeId]);
    await elapse(1);
    await vi.waitFor(() => expect(asked).toEqual([shopify.storeId, woo.storeId]), untilState);
    await vi.waitFor(
      () => expect(result.current.rules.data?.every((r) => String(r.storeId) === woo.storeId)).toBe(true),
      untilState,
    );
  });
});
