import { createClient } from '@storesearch/sdk';
import { createDemoBackend, createDemoFetch, DEMO_VENDOR_ID, type DemoBackend } from '@storesearch/sdk/mocks';
import {
  SELECTED_STORE_STORAGE_KEY,
  STORE_CHANGED_EVENT,
  type StoreChangedDetail,
} from '@storesearch/sdk/stores';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { StoreSearchProvider } from '../../provider/StoreSearchProvider';
import { getStoreSelection, useSelectedStore } from './useSelectedStore';

/** The hook on an in-process demo backend (Shopify 201 and WooCommerce 301 for the demo vendor). */
function renderSelected(backend: DemoBackend = createDemoBackend()) {
  const client = createClient({
    baseUrl: '',
    vendorId: DEMO_VENDOR_ID,
    fetch: createDemoFetch(backend),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreSearchProvider client={client} theme={false}>
      {children}
    </StoreSearchProvider>
  );
  return renderHook(useSelectedStore, { wrapper }).result;
}

beforeEach(() => {
  getStoreSelection().clear();
});

describe('useSelectedStore', () => {
  it('selects the first store when nothing was saved, and saves it', async () => {
    const result = renderSelected();
    expect(result.current.store).toBeUndefined();
    await waitFor(() => expect(result.current.store?.storeId).toBe('201'));
    await waitFor(() => expect(window.localStorage.getItem(SELECTED_STORE_STORAGE_KEY)).toContain('201'));
  });

  it('keeps a saved store that still exists, across a new mount', async () => {
    getStoreSelection().select({ id: '301', storeType: 'woocommerce' });
    const result = renderSelected();
    await waitFor(() =>
      expect(result.current.store).toMatchObject({ storeId: '301', storeType: 'woocommerce' }),
    );
  });

  it('gives the store saved on this device before the stores arrive, and its name and zone once they do', async () => {
    getStoreSelection().select({ id: '301', storeType: 'woocommerce' });
    const result = renderSelected();
    // At once, so a screen asks for the store's data alongside the store list, not after it.
    expect(result.current.isPending).toBe(true);
    expect(result.current.store).toStrictEqual({
      storeId: '301',
      storeType: 'woocommerce',
      storeName: undefined,
      timeZone: undefined,
    });
    await waitFor(() => expect(result.current.stores).toBeDefined());
    const listed = result.current.stores?.find((row) => row.id === '301');
    expect(result.current.store).toStrictEqual({
      storeId: '301',
      storeType: 'woocommerce',
      storeName: listed?.storeName,
      timeZone: listed?.timeZone,
    });
    expect(listed?.storeName).toEqual(expect.any(String));
    // The demo backend names every store's zone: schedules are set in it.
    expect(listed?.timeZone).toEqual(expect.any(String));
  });

  it('falls back to the first store when the saved one is gone', async () => {
    getStoreSelection().select({ id: '999', storeType: 'shopify' });
    const result = renderSelected();
    expect(result.current.store?.storeId).toBe('999');
    await waitFor(() => expect(result.current.store?.storeId).toBe('201'));
  });

  it('gives no store when the stores cannot be read, even with one saved', async () => {
    getStoreSelection().select({ id: '301', storeType: 'woocommerce' });
    const backend = createDemoBackend();
    backend.faults.set('getBatchInit', { kind: 'serverError' });
    const result = renderSelected(backend);
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.store).toBeUndefined();
  });

  it('selecting sends storeChanged once and updates every reader', async () => {
    const result = renderSelected();
    await waitFor(() => expect(result.current.store?.storeId).toBe('201'));
    const events: StoreChangedDetail[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<StoreChangedDetail>).detail);
    window.addEventListener(STORE_CHANGED_EVENT, listener);
    act(() => result.current.select({ id: '301', storeType: 'woocommerce' }));
    act(() => result.current.select({ id: '301', storeType: 'woocommerce' }));
    window.removeEventListener(STORE_CHANGED_EVENT, listener);
    expect(events).toEqual([{ store: { id: '301', storeType: 'woocommerce' }, source: 'local' }]);
    expect(result.current.store?.storeId).toBe('301');
  });
});
