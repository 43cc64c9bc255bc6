import { describe, expect, it, vi } from 'vitest';
import { lazyReads } from './screenReads';

/** A reads chunk whose loading the test finishes. */
function chunk() {
  let finish!: (reads: { read: () => void }) => void;
  let fail!: (error: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<{ read: () => void }>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return {
    load,
    finish: (reads: { read: () => void }) => finish(reads),
    fail: (error: Error) => fail(error),
  };
}

describe('lazyReads', () => {
  it("waits for the reads' chunk on the first load, then starts a loader's reads in the loader's own call", async () => {
    const { load, finish } = chunk();
    const reads = lazyReads(load);
    const read = vi.fn();
    const first = reads.start((r) => r.read());
    expect(first).toBeInstanceOf(Promise);
    finish({ read });
    await first;
    expect(read).toHaveBeenCalledTimes(1);
    // Loaded: the next loader starts its reads before it returns, and has nothing to wait for.
    expect(reads.start((r) => r.read())).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("asks for the reads' chunk together with the screen's code", async () => {
    const { load, finish } = chunk();
    const reads = lazyReads(load);
    const screen = vi.fn(async () => ({ Screen: 'screen' }));
    const loaded = reads.withScreen(screen)();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen).toHaveBeenCalledTimes(1);
    await expect(loaded).resolves.toEqual({ Screen: 'screen' });
    finish({ read: vi.fn() });
  });

  it("shares one request for the chunk between the screen's code and the loader that come while it loads", async () => {
    const { load, finish } = chunk();
    const reads = lazyReads(load);
    void reads.withScreen(async () => ({ Screen: 'screen' }))();
    const read = vi.fn();
    const started = reads.start((r) => r.read());
    expect(load).toHaveBeenCalledTimes(1);
    finish({ read });
    await started;
    expect(read).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the chunk again after a failed load', async () => {
    const { load, fail, finish } = chunk();
    const reads = lazyReads(load);
    const read = vi.fn();
    const failed = reads.start((r) => r.read());
    fail(new Error('offline'));
    await failed;
    const retried = reads.start((r) => r.read());
    expect(load).toHaveBeenCalledTimes(2);
    finish({ read });
    await retried;
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('lets the screen ask for its data itself when the chunk fails to load', async () => {
    const { load, fail } = chunk();
    const reads = lazyReads(load);
    const run = vi.fn();
    const started = reads.start(run);
    fail(new Error('offline'));
    await expect(started).resolves.toBeUndefined();
    expect(run).not.toHaveBeenCalled();
  });
});
