import {
  parseSelectedStore,
  resolveSelectedStore,
  type SelectedStore,
  sameStore,
  serialiseSelectedStore,
} from './selection.rules';

/** Storage key of the selected store. */
export const SELECTED_STORE_STORAGE_KEY = 'storesearch.selectedStore';

/** Name of the event sent when the selected store changes or is cleared. */
export const STORE_CHANGED_EVENT = 'storeChanged';

/** BroadcastChannel name used to tell other tabs. */
export const SELECTED_STORE_CHANNEL = 'storesearch.selectedStore';

/** The storage the selection is kept in (`localStorage` fits). */
export interface KeyValueStorage {
  /** Reads a value, or null. */
  getItem(key: string): string | null;
  /** Writes a value. */
  setItem(key: string, value: string): void;
  /** Removes a value. */
  removeItem(key: string): void;
}

/** The part of a BroadcastChannel the selection uses. */
export interface MessageChannelLike {
  /** Sends to the other tabs. */
  postMessage(message: unknown): void;
  /** Listens for messages from the other tabs. */
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  /** Stops listening. */
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  /** Closes the channel (only done for the channel the selection opened itself). */
  close(): void;
}

/** The `detail` of a `storeChanged` event. */
export interface StoreChangedDetail {
  /** The newly selected store, or null when cleared. */
  readonly store: SelectedStore | null;
  /** `local` for a change made here, `remote` for one made in another tab. */
  readonly source: 'local' | 'remote';
}

/** Options of `createStoreSelection`. */
export interface StoreSelectionOptions {
  /** Where the selection is kept across reloads. */
  readonly storage: KeyValueStorage;
  /** Storage key; `storesearch.selectedStore` by default. */
  readonly key?: string;
  /** Where `storeChanged` events are dispatched; a new EventTarget by default. */
  readonly target?: EventTarget;
  /** Cross-tab channel; a BroadcastChannel when the platform has one, `null` to turn it off. */
  readonly channel?: MessageChannelLike | null;
  /** Source of `storage` events (`window`), used for cross-tab changes when there is no channel. */
  readonly storageEvents?: EventTarget;
}

/** The selected store, persisted, with change events any framework can listen to. */
export interface StoreSelection {
  /** The selected store, or null. */
  get(): SelectedStore | null;
  /**
   * Selects a store (null clears); emits `storeChanged` when the selection changes. The store's time zone is
   * kept with it; a new zone for the same store is saved without an event.
   */
  select(store: SelectedStore | null): void;
  /** Clears the selection; emits `storeChanged` when there was one. */
  clear(): void;
  /** After a fetch: keeps the selection if still present, else the first store, else none, with the list's time zone. */
  reconcile(stores: readonly SelectedStore[]): SelectedStore | null;
  /** Listens for `storeChanged`; returns the unsubscribe function. */
  subscribe(listener: (detail: StoreChangedDetail) => void): () => void;
  /** The event target `storeChanged` is dispatched on. */
  readonly target: EventTarget;
  /** Stops cross-tab listening. */
  destroy(): void;
}

function defaultChannel(): MessageChannelLike | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SELECTED_STORE_CHANNEL);
}

/** Creates the store selection over the given storage, event target and cross-tab channel. */
export function createStoreSelection(options: StoreSelectionOptions): StoreSelection {
  const { storage } = options;
  const key = options.key ?? SELECTED_STORE_STORAGE_KEY;
  const target = options.target ?? new EventTarget();
  const ownChannel = options.channel === undefined;
  const channel = ownChannel ? defaultChannel() : options.channel;

  const read = () => parseSelectedStore(storage.getItem(key));
  const emit = (store: SelectedStore | null, source: StoreChangedDetail['source']) => {
    target.dispatchEvent(
      new CustomEvent<StoreChangedDetail>(STORE_CHANGED_EVENT, { detail: { store, source } }),
    );
  };

  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null || (data as { key?: unknown }).key !== key) return;
    emit(parseSelectedStore((data as { value?: string | null }).value ?? null), 'remote');
  };
  const onStorage = (event: Event) => {
    const { key: changed, oldValue, newValue } = event as StorageEvent;
    if (changed !== key) return;
    const next = parseSelectedStore(newValue);
    // A new time zone for the same store is not a change of store.
    if (!sameStore(parseSelectedStore(oldValue), next)) emit(next, 'remote');
  };
  channel?.addEventListener('message', onMessage);
  // With a channel the other tab posts; without one, the browser's storage event is the signal.
  if (!channel) options.storageEvents?.addEventListener('storage', onStorage);

  const select = (store: SelectedStore | null) => {
    const current = read();
    if (sameStore(current, store)) {
      // The same store with a newly named time zone: kept for the next reload, without a `storeChanged`.
      if (store && current && store.timeZone !== current.timeZone)
        storage.setItem(key, serialiseSelectedStore(store));
      return;
    }
    const value = store ? serialiseSelectedStore(store) : null;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    emit(store, 'local');
    channel?.postMessage({ key, value });
  };

  return {
    target,
    get: read,
    select,
    clear: () => select(null),
    reconcile(stores) {
      const next = resolveSelectedStore(stores, read());
      select(next);
      return next;
    },
    subscribe(listener) {
      const handler = (event: Event) => listener((event as CustomEvent<StoreChangedDetail>).detail);
      target.addEventListener(STORE_CHANGED_EVENT, handler);
      return () => target.removeEventListener(STORE_CHANGED_EVENT, handler);
    },
    destroy() {
      channel?.removeEventListener('message', onMessage);
      if (ownChannel) channel?.close();
      options.storageEvents?.removeEventListener('storage', onStorage);
    },
  };
}
