import { describe, expect, it } from 'vitest';
import {
  createStoreSelection,
  type KeyValueStorage,
  SELECTED_STORE_STORAGE_KEY,
  STORE_CHANGED_EVENT,
  type StoreChangedDetail,
} from './selection.store';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const a = { id: '1', storeType: 'shopify' as const };
const b = { id: '2', storeType: 'woocommerce' as const };
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('createStoreSelection', () => {
  it('keeps the selection in storage across instances (reloads)', () => {
    const storage = memoryStorage();
    createStoreSelection({ storage, channel: null }).select(b);
    expect(storage.data.get(SELECTED_STORE_STORAGE_KEY)).toBe('{"id":"2","storeType":"woocommerce"}');
    expect(createStoreSelection({ storage, channel: null }).get()).toEqual(b);
  });

  it('emits storeChanged on the event target for a change or a clear, not for a no-op', () => {
    const target = new EventTarget();
    const selection = createStoreSelection({ storage: memoryStorage(), target, channel: null });
    const events: unknown[] = [];
    target.addEventListener(STORE_CHANGED_EVENT, (e) =>
      events.push((e as CustomEvent<StoreChangedDetail>).detail),
    );
    selection.select(a);
    selection.select({ ...a });
    selection.clear();
    selection.clear();
    expect(events).toEqual([
      { store: a, source: 'local' },
      { store: null, source: 'local' },
    ]);
    expect(selection.target).toBe(target);
  });

  it('reconciles after a fetch: keep, else first, else none', () => {
    const selection = createStoreSelection({ storage: memoryStorage(), channel: null });
    const seen: (StoreChangedDetail['store'] | undefined)[] = [];
    const off = selection.subscribe((d) => seen.push(d.store));
    expect(selection.reconcile([a, b])).toEqual(a);
    selection.select(b);
    expect(selection.reconcile([a, b])).toEqual(b);
    expect(selection.reconcile([a])).toEqual(a);
    expect(selection.reconcile([])).toBeNull();
    expect(selection.get()).toBeNull();
    off();
    selection.select(b);
    expect(seen).toEqual([a, b, a, null]);
  });

  it('saves a newly named zone for the same store without a storeChanged, and takes it from a reconcile', () => {
    const storage = memoryStorage();
    const selection = createStoreSelection({ storage, channel: null });
    selection.select(a);
    const seen: unknown[] = [];
    selection.subscribe((d) => seen.push(d));
    selection.select({ ...a, timeZone: 'Europe/Stockholm' });
    expect(createStoreSelection({ storage, channel: null }).get()).toEqual({
      ...a,
      timeZone: 'Europe/Stockholm',
    });
    selection.reconcile([{ ...b }, { ...a, timeZone: 'Asia/Kathmandu' }]);
    expect(selection.get()).toEqual({ ...a, timeZone: 'Asia/Kathmandu' });
    selection.reconcile([a]);
    expect(selection.get()).toEqual(a);
    expect(seen).toEqual([]);
  });

  it('tells other tabs through a BroadcastChannel', async () => {
    const storage = memoryStorage();
    const here = createStoreSelection({ storage });
    const there = createStoreSelection({ storage: memoryStorage() });
    const remote: StoreChangedDetail[] = [];
    there.subscribe((d) => remote.push(d));
    here.select(a);
    await tick();
    here.clear();
    await tick();
    expect(remote).toEqual([
      { store: a, source: 'remote' },
      { store: null, source: 'remote' },
    ]);
    here.destroy();
    there.destroy();
  });

  it('ignores other channels messages and stops listening on destroy', async () => {
    const channel = new BroadcastChannel('test-selection');
    const sender = new BroadcastChannel('test-selection');
    const selection = createStoreSelection({ storage: memoryStorage(), channel });
    const seen: unknown[] = [];
    selection.subscribe((d) => seen.push(d));
    sender.postMessage('noise');
    sender.postMessage({ key: 'other', value: null });
    sender.postMessage({ key: SELECTED_STORE_STORAGE_KEY, value: JSON.stringify(b) });
    await tick();
    selection.destroy();
    sender.postMessage({ key: SELECTED_STORE_STORAGE_KEY, value: null });
    await tick();
    expect(seen).toEqual([{ store: b, source: 'remote' }]);
    channel.close();
    sender.close();
  });

  it('falls back to storage events without a channel', () => {
    const storageEvents = new EventTarget();
    const selection = createStoreSelection({ storage: memoryStorage(), channel: null, storageEvents });
    const seen: unknown[] = [];
    selection.subscribe((d) => seen.push(d));
    const storageEvent = (key: string, newValue: string | null, oldValue: string | null = null) =>
      Object.assign(new Event('storage'), { key, newValue, oldValue });
    storageEvents.dispatchEvent(storageEvent('other', null));
    storageEvents.dispatchEvent(storageEvent(SELECTED_STORE_STORAGE_KEY, JSON.stringify(a)));
    // Another tab saved the same store's zone: not a change of store.
    storageEvents.dispatchEvent(
      storageEvent(SELECTED_STORE_STORAGE_KEY, JSON.stringify({ ...a, timeZone: 'UTC' }), JSON.stringify(a)),
    );
    selection.destroy();
    storageEvents.dispatchEvent(storageEvent(SELECTED_STORE_STORAGE_KEY, null));
    expect(seen).toEqual([{ store: a, source: 'remote' }]);
  });
});
