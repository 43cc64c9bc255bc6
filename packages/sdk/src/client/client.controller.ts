/**
 * What every controller offers a view layer: a state snapshot that changes identity only when it changes, and a
 * subscription (React's `useSyncExternalStore` takes the two as they are).
 */
export interface Controller<State> {
  /** The current state; the same object until something changes. */
  getState(): State;
  /**
   * Calls `listener` on every state change; returns the unsubscribe function. The first subscriber starts the
   * controller's observers and timers, the last one leaving stops them (the query cache keeps the data).
   */
  subscribe(listener: (state: State) => void): () => void;
}

/** The state holder behind a controller: `set` replaces the snapshot and tells the listeners. */
export interface ControllerStore<State> extends Controller<State> {
  /** Replaces the state and notifies the listeners; nothing happens when `next` is the current object. */
  set(next: State): void;
}

/**
 * Creates a controller's state holder. `start` runs when the first listener arrives and returns what stops it,
 * run when the last one leaves; subscribing again starts it again.
 */
export function createControllerStore<State>(
  initial: State,
  start: () => () => void,
): ControllerStore<State> {
  const listeners = new Set<(state: State) => void>();
  let state = initial;
  let stop: (() => void) | null = null;
  return {
    getState: () => state,
    set(next) {
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener(state);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) stop = start();
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        const halt = stop;
        stop = null;
        halt?.();
      };
    },
  };
}

/** Something a controller follows: a query-core `QueryObserver` or `MutationObserver`, or the like. */
export interface Followed {
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The state holder of a controller that reads part of its state from what it follows. */
export interface ObservingStore<State> extends ControllerStore<State> {
  /** Reads the followed part again; the snapshot is replaced only when one of its fields changed identity. */
  refresh(): void;
}

/**
 * Creates the state holder of a controller whose state is partly read from query-core observers (their results,
 * a draft derived from them) and partly its own (actions, flags it sets). `read` returns the read part; `own` is
 * the rest. While the controller has listeners it follows each of `followed` and refreshes on every change, and
 * once as it starts, so a snapshot taken before the first subscriber is brought up to date.
 */
export function createObservingStore<State extends Record<keyof Read, unknown>, Read extends object>(
  read: () => Read,
  own: Omit<State, keyof Read>,
  followed: readonly Followed[],
): ObservingStore<State> {
  // The read part is State's own fields under the names `read` returns; compared and merged field by field.
  const refresh = () => {
    const state = store.getState();
    const next: Record<keyof Read, unknown> = read();
    if ((Object.keys(next) as (keyof Read)[]).some((key) => next[key] !== state[key]))
      store.set({ ...state, ...next });
  };
  const initial = { ...own, ...read() } as unknown as State;
  const store: ControllerStore<State> = createControllerStore<State>(initial, () => {
    const stops = followed.map((observer) => observer.subscribe(refresh));
    refresh();
    return () => {
      for (const stop of stops) stop();
    };
  });
  return { ...store, refresh };
}
