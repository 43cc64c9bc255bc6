/**
 * The collector in Chromium, with the browser's own timers, localStorage quota and fetch: what fake
 * clocks and storages in Node cannot show (a timer of 2^31 ms or more fires at once; a full origin
 * throws QuotaExceededError).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Collector, createCollector } from './ubi.collector';
import { UBI_BATCH_SIZE, UBI_QUEUE_STORAGE_KEY } from './ubi.constants';
import type { UbiEvent } from './ubi.schema';
import type { UbiTransport } from './ubi.transport';

const ENDPOINT = '/api/ubi/collect';
const FILL_KEY = 'storesearch.test.fill';
const open: Collector[] = [];

afterEach(() => {
  for (const collector of open.splice(0)) collector.destroy();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const idsOf = (body: unknown) => (JSON.parse(body as string) as UbiEvent[]).map((e) => e.event_id);

/** Fills the origin's localStorage to the last character it takes, in ever smaller items. */
function fillStorage() {
  let key = 0;
  for (let size = 1 << 20; size >= 1; size >>= 4) {
    const chunk = 'x'.repeat(size);
    try {
      for (;;) localStorage.setItem(`${FILL_KEY}.${key++}`, chunk);
    } catch {}
  }
}

describe('UBI collector in Chromium', () => {
  it('does not retry in a loop when Retry-After asks for more than a browser timer holds', async () => {
    const calls: number[] = [];
    const transport: UbiTransport = {
      fetch: async () => {
        calls.push(performance.now());
        // 3e9 ms: past 2^31 ms, which Chromium reads as a negative delay and so runs at once.
        return new Response(null, { status: 429, headers: { 'Retry-After': '3000000' } });
      },
    };
    const collector = createCollector({ endpoint: ENDPOINT, transport, storage: localStorage });
    open.push(collector);
    for (let i = 0; i < UBI_BATCH_SIZE; i++) collector.track('search');
    await pause(400);
    expect(calls).toHaveLength(1);
  });

  it('leaves no delivered event in a full localStorage', async () => {
    let answer: (response: Response) => void = () => undefined;
    const bodies: unknown[] = [];
    const transport: UbiTransport = {
      fetch: (_, init) => {
        bodies.push(init.body);
        return bodies.length === 1
          ? new Promise((resolve) => {
              answer = resolve;
            })
          : Promise.resolve(new Response(null, { status: 503 }));
      },
    };
    const collector = createCollector({ endpoint: ENDPOINT, transport, storage: localStorage });
    open.push(collector);
    const sent = [collector.track('a'), collector.track('b')];
    void collector.flush();
    fillStorage();
    // The origin is full: this event's queue cannot be written.
    collector.track('c', { p: 'x'.repeat(4_096) });
    answer(new Response(null, { status: 204 }));
    await pause(0);
    expect(idsOf(bodies[0])).toEqual(sent.map((e) => e.event_id));
    const stored = JSON.parse(localStorage.getItem(UBI_QUEUE_STORAGE_KEY) ?? '[]') as UbiEvent[];
    for (const event of sent) expect(stored.map((e) => e.event_id)).not.toContain(event.event_id);
  });

  it('sends by the browser fetch with credentials, as every call of the API does', async () => {
    const init: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_: string, options: RequestInit) => {
      init.push(options);
      return new Response(null, { status: 204 });
    });
    const collector = createCollector({ endpoint: ENDPOINT, storage: localStorage });
    open.push(collector);
    collector.track('search');
    await expect(collector.flush()).resolves.toBe(true);
    expect(init).toMatchObject([{ method: 'POST', credentials: 'include', keepalive: true }]);
  });
});
