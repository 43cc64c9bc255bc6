import type { SyncProgress } from './sync.schema';

/** How often the sync-progress dialog polls, in milliseconds. */
export const SYNC_POLL_INTERVAL_MS = 3_000;

/** Failed polls retried in a row before the poller gives up. */
export const SYNC_MAX_RETRIES = 3;

/** How long the dialog stays open after completion, in milliseconds. */
export const SYNC_CLOSE_DELAY_MS = 2_000;

/** The timer functions the poller uses; pass fakes to drive it in tests or from another scheduler. */
export interface PollerTimers {
  /** Runs `callback` after `ms` milliseconds; returns a handle for `clearTimeout`. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a pending callback. */
  clearTimeout(handle: unknown): void;
}

/**
 * Where the poller is: `idle` before start; `polling` while the run goes on; `completed` when the run
 * completed (it becomes `closed` after the close delay: close the dialog and refresh the list); `failed`
 * when the run failed or polling failed more than the retries allow; `stopped` after `stop()`.
 */
export type SyncPollerPhase = 'idle' | 'polling' | 'completed' | 'closed' | 'failed' | 'stopped';

/** What subscribers see. */
export interface SyncPollerState<Progress> {
  /** Where the poller is. */
  readonly phase: SyncPollerPhase;
  /** The latest progress read, or null before the first. */
  readonly progress: Progress | null;
  /** The error that ended polling, or of the latest failed poll while retrying; null otherwise. */
  readonly error: unknown;
  /** Failed polls in a row so far. */
  readonly retries: number;
}

/** Options of `createSyncPoller`. */
export interface SyncPollerOptions<Progress> {
  /** Reads the run's progress; the signal aborts when the poller stops. */
  readonly fetchProgress: (signal: AbortSignal) => Promise<Progress>;
  /** Timers to use; the global ones by default. */
  readonly timers?: PollerTimers;
  /** Poll interval in milliseconds; 3000 by default. */
  readonly intervalMs?: number;
  /** Retries after failed polls; 3 by default. */
  readonly maxRetries?: number;
  /** Delay from completion to `closed`, in milliseconds; 2000 by default. */
  readonly closeDelayMs?: number;
}

/** A framework-agnostic sync-progress poller. */
export interface SyncPoller<Progress> {
  /** Starts polling now (no effect unless idle or stopped). */
  start(): void;
  /** Stops polling, cancels timers and aborts a poll in flight. */
  stop(): void;
  /** The current state. */
  getState(): SyncPollerState<Progress>;
  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribe(listener: (state: SyncPollerState<Progress>) => void): () => void;
}

const globalTimers: PollerTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * Polls a sync run's progress every 3000 ms until it completes or fails, retrying up to 3 failed polls in
 * a row, and turns `completed` into `closed` 2000 ms after completion.
 */
export function createSyncPoller<Progress extends Pick<SyncProgress, 'status'>>(
  options: SyncPollerOptions<Progress>,
): SyncPoller<Progress> {
  const timers = options.timers ?? globalTimers;
  const intervalMs = options.intervalMs ?? SYNC_POLL_INTERVAL_MS;
  const maxRetries = options.maxRetries ?? SYNC_MAX_RETRIES;
  const closeDelayMs = options.closeDelayMs ?? SYNC_CLOSE_DELAY_MS;
  const listeners = new Set<(state: SyncPollerState<Progress>) => void>();
  let state: SyncPollerState<Progress> = { phase: 'idle', progress: null, error: null, retries: 0 };
  let timer: unknown = null;
  let controller: AbortController | null = null;
  // Each start() begins a new generation; replies of an older one are ignored.
  let generation = 0;

  const update = (next: Partial<SyncPollerState<Progress>>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  };

  const schedule = (callback: () => void, ms: number) => {
    timer = timers.setTimeout(() => {
      timer = null;
      callback();
    }, ms);
  };

  const poll = (current: number) => {
    controller = new AbortController();
    const { signal } = controller;
    options.fetchProgress(signal).then(
      (progress) => {
        if (current !== generation) return;
        if (progress.status === 'completed') {
          update({ phase: 'completed', progress, error: null, retries: 0 });
          schedule(() => update({ phase: 'closed' }), closeDelayMs);
        } else if (progress.status === 'failed') {
          update({ phase: 'failed', progress, error: null, retries: 0 });
        } else {
          update({ progress, error: null, retries: 0 });
          schedule(() => poll(current), intervalMs);
        }
      },
      (error: unknown) => {
        if (current !== generation) return;
        const retries = state.retries + 1;
        if (retries > maxRetries) {
          update({ phase: 'failed', error, retries });
        } else {
          update({ error, retries });
          schedule(() => poll(current), intervalMs);
        }
      },
    );
  };

  const halt = () => {
    generation++;
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    controller?.abort();
    controller = null;
  };

  return {
    start() {
      if (state.phase !== 'idle' && state.phase !== 'stopped') return;
      halt();
      update({ phase: 'polling', progress: null, error: null, retries: 0 });
      poll(generation);
    },
    stop() {
      halt();
      if (state.phase !== 'stopped') update({ phase: 'stopped' });
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
