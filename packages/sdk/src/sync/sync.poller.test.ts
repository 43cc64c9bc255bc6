import { describe, expect, it } from 'vitest';
import {
  createSyncPoller,
  type PollerTimers,
  SYNC_CLOSE_DELAY_MS,
  SYNC_MAX_RETRIES,
  SYNC_POLL_INTERVAL_MS,
  type SyncPollerPhase,
} from './sync.poller';

/** A hand-driven clock: timers fire only when the test advances time. */
function fakeTimers() {
  let now = 0;
  let nextId = 1;
  const tasks = new Map<number, { at: number; run: () => void }>();
  const timers: PollerTimers = {
    setTimeout(run, ms) {
      const id = nextId++;
      tasks.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout(handle) {
      tasks.delete(handle as number);
    },
  };
  const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    timers,
    pending: () => tasks.size,
    async advance(ms: number) {
      const end = now + ms;
      await flush();
      for (;;) {
        const due = [...tasks].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        tasks.delete(due[0]);
        now = due[1].at;
        due[1].run();
        await flush();
      }
      now = end;
    },
  };
}

type Reply = { status: 'syncing' | 'completed' | 'failed'; overallProgress: number } | Error;

function setup(replies: Reply[]) {
  const clock = fakeTimers();
  let calls = 0;
  const signals: AbortSignal[] = [];
  const poller = createSyncPoller({
    timers: clock.timers,
    fetchProgress: async (signal) => {
      signals.push(signal);
      const reply = replies[Math.min(calls++, replies.length - 1)] as Reply;
      if (reply instanceof Error) throw reply;
      return reply;
    },
  });
  const phases: SyncPollerPhase[] = [];
  poller.subscribe((s) => {
    if (phases.at(-1) !== s.phase) phases.push(s.phase);
  });
  return { clock, poller, phases, signals, calls: () => calls };
}

const syncing = (overallProgress: number) => ({ status: 'syncing' as const, overallProgress });

describe('createSyncPoller', () => {
  it('uses the spec timings', () => {
    expect([SYNC_POLL_INTERVAL_MS, SYNC_MAX_RETRIES, SYNC_CLOSE_DELAY_MS]).toEqual([3000, 3, 2000]);
  });

  it('polls every 3000 ms until completion, then closes 2000 ms later', async () => {
    const { clock, poller, phases, calls } = setup([
      syncing(10),
      syncing(60),
      { status: 'completed', overallProgress: 100 },
    ]);
    expect(poller.getState().phase).toBe('idle');
    poller.start();
    await clock.advance(0);
    expect(calls()).toBe(1);
    expect(poller.getState().progress).toEqual(syncing(10));
    await clock.advance(2999);
    expect(calls()).toBe(1);
    await clock.advance(1);
    expect(calls()).toBe(2);
    await clock.advance(3000);
    expect(calls()).toBe(3);
    expect(poller.getState().phase).toBe('completed');
    await clock.advance(1999);
    expect(poller.getState().phase).toBe('completed');
    await clock.advance(1);
    expect(poller.getState().phase).toBe('closed');
    await clock.advance(30_000);
    expect(calls()).toBe(3);
    expect(phases).toEqual(['polling', 'completed', 'closed']);
  });

  it('retries up to 3 failed polls in a row, then fails', async () => {
    const boom = new Error('down');
    const { clock, poller, calls } = setup([boom]);
    poller.start();
    await clock.advance(0);
    expect(poller.getState()).toMatchObject({ phase: 'polling', retries: 1, error: boom });
    await clock.advance(3000 * 3);
    expect(calls()).toBe(4);
    expect(poller.getState()).toMatchObject({ phase: 'failed', retries: 4, error: boom });
    await clock.advance(30_000);
    expect(calls()).toBe(4);
    expect(clock.pending()).toBe(0);
  });

  it('resets the retry count after a good poll', async () => {
    const boom = new Error('blip');
    const { clock, poller, calls } = setup([boom, boom, boom, syncing(5), boom, boom, boom, syncing(9)]);
    poller.start();
    await clock.advance(3000 * 7);
    expect(calls()).toBe(8);
    expect(poller.getState()).toMatchObject({
      phase: 'polling',
      retries: 0,
      error: null,
      progress: syncing(9),
    });
    poller.stop();
  });

  it('stops on a failed run', async () => {
    const { clock, poller, calls } = setup([{ status: 'failed', overallProgress: 40 }]);
    poller.start();
    await clock.advance(10_000);
    expect(calls()).toBe(1);
    expect(poller.getState().phase).toBe('failed');
  });

  it('stop cancels timers, aborts the poll in flight and ignores its reply', async () => {
    const { clock, poller, calls, signals } = setup([syncing(1)]);
    poller.start();
    poller.start(); // already polling: ignored
    poller.stop();
    expect(signals[0]?.aborted).toBe(true);
    await clock.advance(10_000);
    expect(calls()).toBe(1);
    expect(poller.getState()).toMatchObject({ phase: 'stopped', progress: null });
    poller.stop();
    expect(poller.getState().phase).toBe('stopped');
    poller.start();
    await clock.advance(0);
    expect(poller.getState()).toMatchObject({ phase: 'polling', progress: syncing(1) });
    expect(calls()).toBe(2);
    poller.stop();
  });

  it('unsubscribes', async () => {
    const { clock, poller } = setup([syncing(1)]);
    const seen: string[] = [];
    const off = poller.subscribe((s) => seen.push(s.phase));
    poller.start();
    off();
    await clock.advance(3000);
    expect(seen).toEqual(['polling']);
    poller.stop();
  });

  it('defaults to the global timers', async () => {
    const poller = createSyncPoller({
      fetchProgress: async () => ({ status: 'completed' as const }),
      closeDelayMs: 1,
    });
    poller.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(poller.getState().phase).toBe('closed');
    const stopped = createSyncPoller({
      fetchProgress: async () => ({ status: 'syncing' as const }),
      intervalMs: 5,
    });
    stopped.start();
    await new Promise((resolve) => setTimeout(resolve, 1));
    stopped.stop();
    expect(stopped.getState().phase).toBe('stopped');
  });
});
