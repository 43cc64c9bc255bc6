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
import { useAnalyticsStore } from '../analytics/useAnalyticsStore';
import { getStoreSelection, useSelectedStore } from './useSelectedStore';

/** A hook on an in-process demo backend (Shopify 201 and WooCommerce 301 for the demo vendor), in a fresh cache. */
function renderWith<Result>(hook: () => Result, backend: DemoBackend = createDemoBackend()) {
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
  return renderHook(hook, { wrapper }).result;
}

/** useSelectedStore on a demo backend. */
const renderSelected = (backend?: DemoBackend) => renderWith(useSelectedStore, backend);

/** The zone the demo backend names for a store, read from its store list. */
async function listedZone(storeId: string): Promise<string> {
  const result = renderSelected();
  await waitFor(() => expect(result.current.stores).toBeDefined());
  const zone = result.current.stores?.find((row) => row.id === storeId)?.timeZone;
  if (zone === undefined) throw new Error(`the demo backend names no zone for store ${storeId}`);
  return zone;
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
    const timeZone = result.current.stores?.find((row) => row.id === '301')?.timeZone;
    // The zone comes from the list when the caller names only the store.
    expect(events).toEqual([{ store: { id: '301', storeType: 'woocommerce', timeZone }, source: 'local' }]);
    expect(result.current.store?.storeId).toBe('301');
  });

  it('saves the listed zone with the selection, and gives it at once on the next visit', async () => {
    const zone = await listedZone('301');
    getStoreSelection().select({ id: '301', storeType: 'woocommerce' });
    const first = renderSelected();
    await waitFor(() => expect(first.current.stores).toBeDefined());
    await waitFor(() =>
      expect(getStoreSelection().get()).toEqual({ id: '301', storeType: 'woocommerce', timeZone: zone }),
    );
    // A reload: a new cache, the store list not in yet.
    const next = renderSelected();
    expect(next.current.stores).toBeUndefined();
    expect(next.current.store).toMatchObject({ storeId: '301', storeName: undefined, timeZone: zone });
  });
});

describe('useAnalyticsStore', () => {
  it('gives a store saved with its zone at once, so the period calls go out beside the store list', async () => {
    const zone = await listedZone('301');
    getStoreSelection().select({ id: '301', storeType: 'woocommerce', timeZone: zone });
    const result = renderWith(useAnalyticsStore);
    expect(result.current.stores).toBeUndefined();
    expect(result.current.store).toMatchObject({ storeId: '301', timeZone: zone });
  });

  it('waits for the store list when the store was saved without a zone, then gives the listed zone', async () => {
    const zone = await listedZone('301');
    getStoreSelection().select({ id: '301', storeType: 'woocommerce' });
    const result = renderWith(useAnalyticsStore);
    // Not the saved store without a zone: its days would be counted in UTC, then asked for again.
    expect(result.current.store).toBeUndefined();
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.store).toMatchObject({ storeId: '301', timeZone: zone }));
  });

  it('says why when the stores cannot be read', async () => {
    getStoreSelection().select({ id: '301', storeType: 'woocommerce' });
    const backend = createDemoBackend();
    backend.faults.set('getBatchInit', { kind: 'serverError' });
    const result = renderWith(useAnalyticsStore, backend);
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.store).toBeUndefined();
  });
});
