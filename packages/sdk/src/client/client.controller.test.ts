import { describe, expect, it, vi } from 'vitest';
import { createControllerStore, createObservingStore, type Followed } from './client.controller';

/** A followed source whose listeners the test can call, and whose subscriptions it can count. */
function source(): Followed & { emit(): void; readonly listening: number } {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: () => {
      for (const listener of [...listeners]) listener();
    },
    get listening() {
      return listeners.size;
    },
  };
}

describe('createControllerStore', () => {
  it('starts on the first listener, stops after the last, and starts again', () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const store = createControllerStore({ n: 1 }, start);
    const a = store.subscribe(() => {});
    const b = store.subscribe(() => {});
    expect(start).toHaveBeenCalledOnce();
    a();
    expect(stop).not.toHaveBeenCalled();
    b();
    b();
    expect(stop).toHaveBeenCalledOnce();
    store.subscribe(() => {});
    expect(start).toHaveBeenCalledTimes(2);
  });
});

describe('createObservingStore', () => {
  it('replaces the snapshot only when a read field changes identity, keeping its own fields', () => {
    let result = { rows: [1] };
    const rows = source();
    const act = () => 'acted';
    const store = createObservingStore<{ result: { rows: number[] }; act: () => string }, { result: object }>(
      () => ({ result }),
      { act },
      [rows],
    );
    const seen: unknown[] = [];
    store.subscribe((state) => seen.push(state));
    const first = store.getState();
    rows.emit();
    expect(store.getState()).toBe(first);
    result = { rows: [1, 2] };
    rows.emit();
    expect(store.getState()).not.toBe(first);
    expect(store.getState()).toEqual({ result: { rows: [1, 2] }, act });
    expect(seen).toHaveLength(1);
  });

  it('follows its sources only while it has listeners, and catches up as it starts', () => {
    let count = 0;
    const a = source();
    const b = source();
    const store = createObservingStore<{ count: number }, { count: number }>(() => ({ count }), {}, [a, b]);
    count = 5;
    expect(store.getState().count).toBe(0);
    const stop = store.subscribe(() => {});
    expect(store.getState().count).toBe(5);
    expect([a.listening, b.listening]).toEqual([1, 1]);
    stop();
    expect([a.listening, b.listening]).toEqual([0, 0]);
    count = 6;
    store.refresh();
    expect(store.getState().count).toBe(6);
  });
});
