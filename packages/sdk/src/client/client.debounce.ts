/** The timer functions a controller uses; pass fakes to drive it in tests or from another scheduler. */
export interface ControllerTimers {
  /** Runs `callback` after `ms` milliseconds; returns a handle for `clearTimeout`. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a pending callback. */
  clearTimeout(handle: unknown): void;
}

/** The global timers, looked up at call time so test clocks installed later still apply. */
export const globalTimers: ControllerTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** What subscribers of a debounced value see. */
export interface DebouncedState<T> {
  /** The latest value set. */
  readonly value: T;
  /** The last value that stayed unchanged for the delay (the initial one, when it starts settled). */
  readonly settledValue: T;
  /** True once `value` has stayed unchanged for the delay. */
  readonly isSettled: boolean;
}

/** Options of `createDebouncedValue`. */
export interface DebouncedValueOptions {
  /** How long a value must stay unchanged, in milliseconds. */
  readonly delayMs: number;
  /** True to count the initial value as settled at once (a search box); false to wait for it too (a load). */
  readonly settled?: boolean;
  /** Timers to use; the global ones by default. */
  readonly timers?: ControllerTimers;
}

/** A value that settles once it stays unchanged for a delay: the spec's 300 ms debounces, framework-free. */
export interface DebouncedValue<T> {
  /** Sets the latest value; a different one (`Object.is`) starts the delay again. */
  set(value: T): void;
  /** The current state. */
  getState(): DebouncedState<T>;
  /**
   * Calls `listener` on every state change; returns the unsubscribe function. The delay only runs while someone
   * listens: the first subscriber starts it, the last one leaving cancels it.
   */
  subscribe(listener: (state: DebouncedState<T>) => void): () => void;
}

/**
 * Creates a debounced value: `settledValue` follows `value` once it has stayed the same for `delayMs`. Going back
 * to an earlier value waits again, so flicking through stores or fields settles only on the one that stays.
 */
export function createDebouncedValue<T>(initial: T, options: DebouncedValueOptions): DebouncedValue<T> {
  const timers = options.timers ?? globalTimers;
  const listeners = new Set<(state: DebouncedState<T>) => void>();
  const settled = options.settled ?? false;
  let state: DebouncedState<T> = { value: initial, settledValue: initial, isSettled: settled };
  let timer: unknown = null;

  const update = (next: DebouncedState<T>) => {
    state = next;
    for (const listener of [...listeners]) listener(state);
  };
  const cancel = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const arm = () => {
    cancel();
    if (state.isSettled || listeners.size === 0) return;
    timer = timers.setTimeout(() => {
      timer = null;
      update({ value: state.value, settledValue: state.value, isSettled: true });
    }, options.delayMs);
  };

  return {
    set(value) {
      if (Object.is(value, state.value)) return;
      update({ value, settledValue: state.settledValue, isSettled: false });
      arm();
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) arm();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) cancel();
      };
    },
  };
}
