import { createClient } from '@storesearch/sdk';
import { createDemoBackend, createDemoFetch, DEMO_STORES, DEMO_VENDOR_ID } from '@storesearch/sdk/mocks';
import { FIELD_CHANGE_DEBOUNCE_MS } from '@storesearch/sdk/products';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreSearchProvider } from '../../provider/StoreSearchProvider';
import { untilState } from '../../testing/timeouts';
import { useDistinctValues } from './useDistinctValues';

const store = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' as const };

/** A provider on an in-process demo backend that records which fields were asked for. */
function setup() {
  const backend = createDemoBackend();
  const demoFetch = createDemoFetch(backend);
  const asked: string[] = [];
  const client = createClient({
    baseUrl: '',
    vendorId: DEMO_VENDOR_ID,
    fetch: (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://demo.test');
      if (url.pathname.endsWith('/distinct-values')) asked.push(url.searchParams.get('field') ?? '');
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

describe('useDistinctValues', () => {
  it('loads nothing before a field is chosen', async () => {
    const { asked, wrapper } = setup();
    const { result } = renderHook(() => useDistinctValues(store, null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, FIELD_CHANGE_DEBOUNCE_MS + 100));
    expect(result.current.fetchStatus).toBe('idle');
    expect(asked).toEqual([]);
  });

  it('asks only for the field that stays 300 ms, not for the ones flicked past', async () => {
    const { asked, wrapper } = setup();
    const { result, rerender } = renderHook(({ field }) => useDistinctValues(store, field), {
      wrapper,
      initialProps: { field: null as string | null },
    });
    rerender({ field: 'brand' });
    rerender({ field: 'color' });
    rerender({ field: 'size' });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(asked).toEqual(['size']);
    expect(result.current.data?.length).toBeGreaterThan(0);
  });

  it('serves a field asked again from the 300 s cache', async () => {
    const { asked, wrapper } = setup();
    const { result, rerender } = renderHook(({ field }) => useDistinctValues(store, field), {
      wrapper,
      initialProps: { field: 'brand' as string | null },
    });
    await waitFor(() => expect(result.current.data).toContain('Nike'));
    rerender({ field: 'color' });
    await waitFor(() => expect(asked).toEqual(['brand', 'color']));
    rerender({ field: 'brand' });
    await waitFor(() => expect(result.current.data).toContain('Nike'));
    await new Promise((resolve) => setTimeout(resolve, FIELD_CHANGE_DEBOUNCE_MS + 100));
    expect(asked).toEqual(['brand', 'color']);
  });
});

describe('useDistinctValues: field-change debounce at its boundary', () => {
  beforeEach(() => {
    // Only the timers: promises, animation frames and React's scheduler stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  /** Lets the clock run `ms` and React settle what that started. */
  async function elapse(ms: number) {
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 3; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    await vi.advanceTimersByTimeAsync(0);
  }

  it('asks nothing 299 ms after the field changed, and for that field at 300 ms', async () => {
    const { asked, wrapper } = setup();
    const { rerender } = renderHook(({ field }) => useDistinctValues(store, field), {
      wrapper,
      initialProps: { field: null as string | null },
    });
    rerender({ field: 'brand' });
    await elapse(FIELD_CHANGE_DEBOUNCE_MS - 1);
    expect(asked).toEqual([]);
    await elapse(1);
    await vi.waitFor(() => expect(asked).toEqual(['brand']), untilState);
  });
});
