import { createClient, PRODUCT_SEARCH_DEBOUNCE_MS, type StoreScope } from '@storesearch/sdk';
import { createDemoBackend, createDemoFetch, DEMO_STORES, DEMO_VENDOR_ID } from '@storesearch/sdk/mocks';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreSearchProvider } from '../provider/StoreSearchProvider';
import { useStoreProducts } from './useStoreProducts';

const store: StoreScope = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' };

function wrapper({ children }: { children: ReactNode }) {
  const client = createClient({
    baseUrl: '',
    vendorId: DEMO_VENDOR_ID,
    fetch: createDemoFetch(createDemoBackend()),
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
    await vi.waitFor(() => expect(result.current.products).toBeDefined());
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
});
