import { createClient, type StoreScope } from '@storesearch/sdk';
import { createDemoBackend, createDemoFetch, DEMO_STORES, DEMO_VENDOR_ID } from '@storesearch/sdk/mocks';
import { PRODUCT_LOAD_DEBOUNCE_MS, PRODUCT_SEARCH_DEBOUNCE_MS } from '@storesearch/sdk/products';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreSearchProvider } from '../../provider/StoreSearchProvider';
import { untilState } from '../../testing/timeouts';
import { useStoreProducts } from './useStoreProducts';

const store: StoreScope = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' };
const woo: StoreScope = { storeId: String(DEMO_STORES.woocommerce.id), storeType: 'woocommerce' };

/** Store ids of the product-list requests sent so far. */
let asked: string[] = [];

function wrapper({ children }: { children: ReactNode }) {
  const demoFetch = createDemoFetch(createDemoBackend());
  const client = createClient({
    baseUrl: '',
    vendorId: DEMO_VENDOR_ID,
    fetch: (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://demo.test');
      const match = /\/stores\/(\d+)\/products$/.exec(url.pathname);
      if (match && (init?.method ?? 'GET') === 'GET') asked.push(match[1] ?? '');
      return demoFetch(input, init);
    },
  });
  return (
    <StoreSearchProvider client={client} theme={false}>
      {children}
    </StoreSearchProvider>
  );
}

/** Lets the clock run `ms` and React settle what that started. */
async function elapse(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  await vi.advanceTimersByTimeAsync(0);
}

describe('useStoreProducts: product search debounce (spec section 9, 300 ms)', () => {
  beforeEach(() => {
    asked = [];
    // Only the timers: promises, animation frames and React's scheduler stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('still lists every product 299 ms after the last keystroke, and only the matches at 300 ms', async () => {
    const { result, rerender } = renderHook(({ search }) => useStoreProducts(store, search), {
      wrapper,
      initialProps: { search: '' },
    });
    await elapse(PRODUCT_LOAD_DEBOUNCE_MS);
    await vi.waitFor(() => expect(result.current.products).toBeDefined(), untilState);
    const total = result.current.total;
    expect(result.current.products).toHaveLength(total);

    rerender({ search: 'N' });
    await elapse(100);
    rerender({ search: 'Nike' });
    await elapse(PRODUCT_SEARCH_DEBOUNCE_MS - 1);
    expect(result.current.products).toHaveLength(total);
    await elapse(1);
    const matches = result.current.products ?? [];
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThan(total);
    expect(matches.every((p) => p.title.toLowerCase().includes('nike'))).toBe(true);
  });

  it("loads a store's products 300 ms after it is shown, not at 299 ms, and skips a store flicked past", async () => {
    const { result, rerender } = renderHook(({ scope }) => useStoreProducts(scope, ''), {
      wrapper,
      initialProps: { scope: store },
    });
    await elapse(PRODUCT_LOAD_DEBOUNCE_MS - 1);
    expect(asked).toEqual([]);
    await elapse(1);
    await vi.waitFor(() => expect(asked).toEqual([store.storeId]), untilState);
    await vi.waitFor(() => expect(result.current.products).toBeDefined(), untilState);

    rerender({ scope: woo });
    await elapse(150);
    rerender({ scope: store });
    await elapse(PRODUCT_LOAD_DEBOUNCE_MS - 1);
    expect(asked).toEqual([store.storeId]);
  });
});
