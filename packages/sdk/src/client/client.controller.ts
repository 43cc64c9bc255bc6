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
