import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Collector, type CollectorOptions, createCollector, type UbiStorage } from './ubi.collector';
import {
  UBI_BATCH_SIZE,
  UBI_FLUSH_DELAY_MS,
  UBI_MAX_PAYLOAD_BYTES,
  UBI_MAX_STORED_BYTES,
  UBI_MAX_STORED_EVENTS,
  UBI_QUEUE_STORAGE_KEY,
  UBI_RETRY_AFTER_MAX_MS,
  UBI_RETRY_MAX_MS,
  UBI_SESSION_STORAGE_KEY,
  UBI_SESSION_TIMEOUT_MS,
} from './ubi.constants';
import { type UbiEvent, ubiBatchSchema, ubiEventSchema } from './ubi.schema';
import type { UbiTransport } from './ubi.transport';

const ENDPOINT = 'https://collect.example.com/api/ubi/collect';
const START = new Date('2026-11-22T09:00:00.000Z');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Answer = number | 'network' | 'throw' | { status: number; retryAfter: string } | Promise<number>;

function memoryStorage(): UbiStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

const storedEvents = (storage: { map: Map<string, string> }): UbiEvent[] =>
  JSON.parse(storage.map.get(UBI_QUEUE_STORAGE_KEY) ?? '[]');

/** A transport that records every body and answers from a script (204 once the script runs out). */
function fakeTransport(beacon: boolean | 'missing', answers: Answer[]) {
  const beacons: UbiEvent[][] = [];
  const fetches: { events: UbiEvent[]; init: RequestInit; bytes: number }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const transport: UbiTransport = {
    fetch: (url, init) => {
      expect(url).toBe(ENDPOINT);
      const body = init.body as string;
      fetches.push({ events: ubiBatchSchema.parse(JSON.parse(body)), init, bytes: Buffer.byteLength(body) });
      // Some transports throw at once rather than reject (a blocked or malformed request).
      if (answers[0] === 'throw' && answers.shift()) throw new TypeError('Failed to execute fetch');
      return answer();
    },
  };
  const answer = async () => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const answer = await (answers.shift() ?? 204);
      if (answer === 'network' || answer === 'throw') throw new TypeError('Failed to fetch');
      if (typeof answer === 'number') return new Response(null, { status: answer });
      return new Response(null, { status: answer.status, headers: { 'Retry-After': answer.retryAfter } });
    } finally {
      inFlight--;
    }
  };
  if (beacon !== 'missing')
    transport.sendBeacon = (url, body) => {
      expect(url).toBe(ENDPOINT);
      // A string body travels as text/plain;charset=UTF-8: CORS-safelisted, so no preflight.
      expect(typeof body).toBe('string');
      if (beacon) beacons.push(ubiBatchSchema.parse(JSON.parse(body)));
      return beacon;
    };
  return { transport, beacons, fetches, maxInFlight: () => maxInFlight };
}

const open: Collector[] = [];

function setup(
  options: Partial<CollectorOptions> & { beacon?: boolean | 'missing'; answers?: Answer[] } = {},
) {
  const { beacon = true, answers = [], ...rest } = options;
  const storage = (rest.storage as ReturnType<typeof memoryStorage> | undefined) ?? memoryStorage();
  const win = new EventTarget();
  const doc = { visibilityState: 'visible' };
  const fake = fakeTransport(beacon, answers);
  const collector = createCollector({
    endpoint: ENDPOINT,
    storage,
    transport: fake.transport,
    window: win,
    document: doc,
    random: () => 0,
    ...rest,
  });
  open.push(collector);
  const ids = (events: UbiEvent[]) => events.map((e) => e.event_id);
  return { collector, storage, win, doc, ...fake, ids };
}

/** Lets pending promise callbacks (fetch answers) run without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});

afterEach(() => {
  for (const collector of open.splice(0)) collector.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('track', () => {
  it('records a schema-valid event with the defaults, then with the context', () => {
    const { collector } = setup({ userId: 'u-1' });
    const first = collector.track('search', { search_query: 'red shoes' });
    expect(ubiEventSchema.parse(first)).toEqual(first);
    expect(first).toMatchObject({
      event_name: 'search',
      event_details: { search_query: 'red shoes' },
      timestamp: '2026-11-22T09:00:00.000Z',
      user_id: 'u-1',
      vendor_id: null,
      store_id: null,
      platform: 'admin',
    });
    expect(first.event_id).toMatch(UUID);
    collector.setContext({ vendorId: '7', storeId: '42', platform: 'vendor', userId: null });
    expect(collector.track('product_click')).toMatchObject({
      event_details: {},
      user_id: null,
      vendor_id: '7',
      store_id: '42',
      platform: 'vendor',
    });
  });

  it('refuses an invalid event with a TypeError naming the field, and never queues or sends it', async () => {
    const { collector, storage, fetches } = setup();
    expect(() => collector.track('')).toThrow(new TypeError('Invalid UBI event_name'));
    expect(() => collector.track('x', { nested: {} } as never)).toThrow(/event_details/);
    expect(() => collector.track('x', { n: Number.NaN })).toThrow(/event_details/);
    collector.setContext({ platform: '' });
    expect(() => collector.track('x')).toThrow(/platform/);
    collector.setContext({ platform: 'admin', storeId: 42 as never });
    expect(() => collector.track('x')).toThrow(/store_id/);
    await vi.advanceTimersByTimeAsync(UBI_FLUSH_DELAY_MS * 2);
    expect(storedEvents(storage)).toEqual([]);
    expect(fetches).toEqual([]);
  });

  it('keeps the details as they were when tracked', () => {
    const { collector, storage } = setup();
    const details = { query: 'shoes' };
    collector.track('search', details);
    details.query = 'changed';
    expect(storedEvents(storage)[0]?.event_details).toEqual({ query: 'shoes' });
  });

  it('falls back to a random id where crypto.randomUUID is missing', () => {
    vi.stubGlobal('crypto', {});
    const { collector } = setup();
    const ids = new Set(Array.from({ length: 50 }, () => collector.track('e').event_id));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).not.toBe('');
  });
});

describe('flush policy', () => {
  it('holds 4 events and sends all 5 at the 5th, as one JSON array POSTed with keepalive', async () => {
    const { collector, fetches, ids } = setup();
    const tracked = Array.from({ length: UBI_BATCH_SIZE - 1 }, (_, i) => collector.track('search', { i }));
    await settle();
    expect(fetches).toHaveLength(0);
    tracked.push(collector.track('search', { i: 4 }));
    expect(fetches).toHaveLength(1);
    expect(ids(fetches[0]?.events ?? [])).toEqual(ids(tracked));
    expect(fetches[0]?.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(fetches[0]?.init.headers).toBeUndefined();
    await settle();
    expect(collector.stats).toEqual({ sent: 5, dropped: 0 });
  });

  it('sends 3 s after the last event: not at 2.999 s, at 3 s', async () => {
    expect(UBI_FLUSH_DELAY_MS).toBe(3_000);
    const { collector, fetches } = setup();
    collector.track('search');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toHaveLength(1);
  });

  it('restarts the 3 s with every event (a debounce)', async () => {
    const { collector, fetches } = setup();
    collector.track('a');
    await vi.advanceTimersByTimeAsync(2_000);
    collector.track('b');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches.map((f) => f.events.length)).toEqual([2]);
  });

  it.each([
    ['pagehide', 'visible'],
    ['visibilitychange', 'hidden'],
    ['beforeunload', 'visible'],
  ])('sends by beacon on %s (page %s), not by fetch', (type, visibility) => {
    const { collector, win, doc, beacons, fetches, ids } = setup();
    const tracked = [collector.track('a'), collector.track('b')];
    doc.visibilityState = visibility;
    win.dispatchEvent(new Event(type));
    expect(beacons.map(ids)).toEqual([ids(tracked)]);
    expect(fetches).toHaveLength(0);
    expect(collector.stats.sent).toBe(2);
  });

  it('sends nothing when the page becomes visible again', async () => {
    const { collector, win, beacons, fetches } = setup();
    collector.track('a');
    win.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(beacons).toHaveLength(0);
    expect(fetches).toHaveLength(0);
  });

  it.each([
    ['sendBeacon is missing', 'missing' as const],
    ['sendBeacon refuses the body', false],
  ])('falls back to fetch with keepalive when %s', (_, beacon) => {
    const { collector, win, fetches } = setup({ beacon });
    collector.track('a');
    win.dispatchEvent(new Event('pagehide'));
    expect(fetches).toHaveLength(1);
    expect(fetches[0]?.init.keepalive).toBe(true);
  });

  it('uses fetch, not a beacon that would be lost, while the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { collector, win, beacons, fetches } = setup();
    collector.track('a');
    win.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(0);
    expect(fetches).toHaveLength(1);
  });

  it('sends a body that goes out as text/plain;charset=UTF-8, so a cross-origin collector needs no preflight', async () => {
    const { collector, fetches } = setup();
    collector.track('a');
    await collector.flush();
    const request = new Request(ENDPOINT, fetches[0]?.init);
    expect(request.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
  });
});

describe('session', () => {
  it('keeps the session after 29:59 of inactivity and starts a new one at 30:00', async () => {
    const { collector } = setup();
    const first = collector.track('a');
    await vi.advanceTimersByTimeAsync(29 * 60_000 + 59_000);
    const second = collector.track('b');
    expect(second.session_id).toBe(first.session_id);
    await vi.advanceTimersByTimeAsync(UBI_SESSION_TIMEOUT_MS);
    const third = collector.track('c');
    expect(third.session_id).not.toBe(first.session_id);
    expect(third.session_id).toMatch(UUID);
  });

  it('survives a reload', async () => {
    const first = setup();
    const before = first.collector.track('a');
    first.collector.destroy();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    const next = setup({ storage: first.storage });
    expect(next.collector.track('b').session_id).toBe(before.session_id);
  });
});

describe('delivery', () => {
  it('retries a network error with exponential backoff: 0.5 s, 1 s, 2 s with zero jitter', async () => {
    const { collector, fetches } = setup({ answers: ['network', 'network', 'network'] });
    for (let i = 0; i < UBI_BATCH_SIZE; i++) collector.track('e');
    await settle();
    const at = [1];
    for (const wait of [500, 1_000, 2_000]) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      at.push(fetches.length);
      await vi.advanceTimersByTimeAsync(1);
      at.push(fetches.length);
    }
    expect(at).toEqual([1, 1, 2, 2, 3, 3, 4]);
    expect(fetches.every((f) => f.events.length === 5)).toBe(true);
    expect(collector.stats).toEqual({ sent: 5, dropped: 0 });
  });

  it('adds up to 100% jitter and caps the wait at 60 s', async () => {
    const waits: number[] = [];
    const clock = {
      now: () => Date.now(),
      setTimeout: (run: () => void, ms: number) => {
        waits.push(ms);
        return setTimeout(run, ms);
      },
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    const { collector } = setup({ clock, random: () => 0.999_999, answers: Array(9).fill('network') });
    collector.track('e');
    for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(UBI_RETRY_MAX_MS);
    // waits[0] is the startup tick, waits[1] the 3 s debounce; the retries follow.
    const retries = waits.slice(2, 11).map(Math.round);
    expect(retries).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('retries a 5xx answer', async () => {
    const { collector, fetches } = setup({ answers: [503] });
    collector.track('e');
    await vi.advanceTimersByTimeAsync(UBI_FLUSH_DELAY_MS + 500);
    expect(fetches).toHaveLength(2);
    expect(collector.stats.sent).toBe(1);
  });

  it('waits as long as a 429 Retry-After asks: not at 6.999 s, at 7 s', async () => {
    const { collector, fetches } = setup({ answers: [{ status: 429, retryAfter: '7' }] });
    collector.track('e');
    await vi.advanceTimersByTimeAsync(UBI_FLUSH_DELAY_MS);
    expect(fetches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(6_999);
    expect(fetches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toHaveLength(2);
  });

  it('drops and counts events that the server refuses with another 4xx, and does not retry them', async () => {
    const { collector, fetches, storage } = setup({ answers: [400] });
    for (let i = 0; i < UBI_BATCH_SIZE; i++) collector.track('e');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetches).toHaveLength(1);
    expect(collector.stats).toEqual({ sent: 0, dropped: 5 });
    expect(storedEvents(storage)).toEqual([]);
  });

  it('holds new events while a retry waits, then sends them all with it', async () => {
    const { collector, fetches } = setup({ answers: ['network'] });
    for (let i = 0; i < UBI_BATCH_SIZE; i++) collector.track('first');
    await settle();
    for (let i = 0; i < UBI_BATCH_SIZE; i++) collector.track('second');
    await vi.advanceTimersByTimeAsync(499);
    expect(fetches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches.map((f) => f.events.length)).toEqual([5, 10]);
  });

  it('keeps unsent events in storage and sends them on the next page load', async () => {
    const first = setup({ answers: Array(5).fill('network') });
    const tracked = [first.collector.track('a'), first.collector.track('b'), first.collector.track('c')];
    await vi.advanceTimersByTimeAsync(UBI_FLUSH_DELAY_MS);
    expect(first.fetches).toHaveLength(1);
    first.collector.destroy();
    expect(first.ids(storedEvents(first.storage))).toEqual(first.ids(tracked));

    const next = setup({ storage: first.storage });
    await settle();
    expect(next.fetches.map((f) => next.ids(f.events))).toEqual([next.ids(tracked)]);
    expect(storedEvents(next.storage)).toEqual([]);
  });

  it('leaves stored events to the next collector when destroyed at once (StrictMode mounts twice)', async () => {
    const first = setup({ answers: ['network'] });
    const tracked = [first.collector.track('a'), first.collector.track('b')];
    await first.collector.flush();
    first.collector.destroy();
    const mounted = setup({ storage: first.storage });
    mounted.collector.destroy();
    const remounted = setup({ storage: first.storage });
    await settle();
    expect(mounted.fetches).toEqual([]);
    expect(remounted.fetches.map((f) => remounted.ids(f.events))).toEqual([remounted.ids(tracked)]);
  });

  it('keeps beacon-handed events in storage for the next load, and forgets them once the page lives on', async () => {
    const first = setup();
    const tracked = [first.collector.track('a'), first.collector.track('b')];
    first.win.dispatchEvent(new Event('pagehide'));
    expect(first.beacons).toHaveLength(1);
    // If the page dies now, the next load resends them (the server drops duplicates by event_id).
    expect(first.ids(storedEvents(first.storage))).toEqual(first.ids(tracked));
    const nextStorage = memoryStorage();
    nextStorage.map.set(UBI_QUEUE_STORAGE_KEY, first.storage.map.get(UBI_QUEUE_STORAGE_KEY) ?? '');
    const next = setup({ storage: nextStorage });
    await settle();
    expect(next.fetches.map((f) => next.ids(f.events))).toEqual([next.ids(tracked)]);
    // The page lived on: the next write holds only what was not handed over.
    const later = first.collector.track('c');
    expect(first.ids(storedEvents(first.storage))).toEqual([later.event_id]);
    await vi.advanceTimersByTimeAsync(UBI_FLUSH_DELAY_MS);
    expect(first.fetches.map((f) => first.ids(f.events))).toEqual([[later.event_id]]);
  });

  it('never sends an event twice within a page while its fetch is in flight', async () => {
    let answer: (status: number) => void = () => undefined;
    const hanging = new Promise<number>((resolve) => {
      answer = resolve;
    });
    const { collector, win, fetches, beacons, ids } = setup({ answers: [hanging] });
    const batch = Array.from({ length: UBI_BATCH_SIZE }, () => collector.track('e'));
    expect(fetches).toHaveLength(1);
    await collector.flush();
    win.dispatchEvent(new Event('pagehide'));
    expect(fetches).toHaveLength(1);
    expect(beacons).toHaveLength(0);
    const extra = collector.track('late');
    win.dispatchEvent(new Event('pagehide'));
    expect(beacons.map(ids)).toEqual([[extra.event_id]]);
    answer(204);
    await vi.advanceTimersByTimeAsync(60_000);
    const sent = [...fetches.flatMap((f) => ids(f.events)), ...beacons.flatMap(ids)];
    expect(sent.sort()).toEqual([...ids(batch), extra.event_id].sort());
  });
});

describe('concurrent flushes', () => {
  it('never sends an event that another flush delivered while a split batch was on its way', async () => {
    let answer: (status: number) => void = () => undefined;
    const hanging = new Promise<number>((resolve) => {
      answer = resolve;
    });
    const { collector, win, fetches, beacons, ids } = setup({ answers: [413, hanging] });
    const [a, b] = [collector.track('a'), collector.track('b')];
    const first = collector.flush();
    await settle();
    // The 413 split the batch: a is on its way, b waits for it; the page hides and b goes by beacon.
    win.dispatchEvent(new Event('pagehide'));
    expect(beacons.map(ids)).toEqual([[b?.event_id]]);
    answer(204);
    await expect(first).resolves.toBe(true);
    expect(fetches.map((f) => ids(f.events))).toEqual([ids([a, b]), [a.event_id]]);
    expect(collector.stats).toEqual({ sent: 2, dropped: 0 });
  });
});

describe('storage bound', () => {
  /** A collector whose first 50 sends fail, so every event stays queued meanwhile. */
  const offline = () => setup({ answers: Array(50).fill('network') });

  it('stores the newest 1,000 events; the 1,001st stays in memory, is not dropped, and is sent', async () => {
    expect(UBI_MAX_STORED_EVENTS).toBe(1_000);
    const { collector, storage, fetches, ids } = offline();
    const tracked = Array.from({ length: UBI_MAX_STORED_EVENTS }, () => collector.track('e'));
    expect(storage.map.get(UBI_QUEUE_STORAGE_KEY)?.length).toBeLessThan(UBI_MAX_STORED_BYTES);
    expect(storedEvents(storage)).toHaveLength(1_000);
    tracked.push(collector.track('e'));
    expect(ids(storedEvents(storage))).toEqual(ids(tracked.slice(1)));
    expect(collector.stats.dropped).toBe(0);
    await vi.advanceTimersByTimeAsync(60 * UBI_RETRY_MAX_MS);
    const delivered = fetches.slice(-10).flatMap((f) => ids(f.events));
    expect(new Set(fetches.flatMap((f) => ids(f.events)))).toEqual(new Set(ids(tracked)));
    expect(delivered.at(-1)).toBe(tracked.at(-1)?.event_id);
    expect(collector.stats).toEqual({ sent: 1_001, dropped: 0 });
    expect(storedEvents(storage)).toEqual([]);
  });

  it('stores 256 KiB of JSON; one character more leaves the oldest in memory only', async () => {
    expect(UBI_MAX_STORED_BYTES).toBe(262_144);
    const { collector, storage, fetches, ids } = offline();
    const chunk = 'x'.repeat(20_000);
    const tracked = Array.from({ length: 12 }, () => collector.track('e', { p: chunk }));
    const bare = JSON.stringify(collector.track('e', { p: '' })).length;
    const used = storage.map.get(UBI_QUEUE_STORAGE_KEY)?.length ?? 0;
    const room = UBI_MAX_STORED_BYTES - (used + 1 + bare);
    // `room` characters of padding fill the storage to exactly 256 KiB: everything is stored.
    const fill = collector.track('e', { p: 'x'.repeat(room) });
    expect(storage.map.get(UBI_QUEUE_STORAGE_KEY)).toHaveLength(UBI_MAX_STORED_BYTES);
    const last = collector.track('e', { p: '' });
    const kept = storedEvents(storage);
    expect(kept).toHaveLength(14);
    expect(kept[0]?.event_id).toBe(tracked[1]?.event_id);
    expect(kept.at(-2)?.event_id).toBe(fill.event_id);
    expect(storage.map.get(UBI_QUEUE_STORAGE_KEY)?.length).toBeLessThanOrEqual(UBI_MAX_STORED_BYTES);
    expect(collector.stats.dropped).toBe(0);
    await vi.advanceTimersByTimeAsync(60 * UBI_RETRY_MAX_MS);
    const sent = new Set(fetches.flatMap((f) => ids(f.events)));
    expect(sent.has(tracked[0]?.event_id ?? '')).toBe(true);
    expect(sent.has(last.event_id)).toBe(true);
    expect(collector.stats).toEqual({ sent: 15, dropped: 0 });
  });

  it('sends an event too large for storage at all', async () => {
    const { collector, storage, fetches, ids } = setup();
    const huge = collector.track('huge', { p: 'h'.repeat(UBI_MAX_STORED_BYTES + 1) });
    expect(storedEvents(storage)).toEqual([]);
    await vi.advanceTimersByTimeAsync(UBI_FLUSH_DELAY_MS);
    expect(fetches.map((f) => ids(f.events))).toEqual([[huge.event_id]]);
    expect(collector.stats).toEqual({ sent: 1, dropped: 0 });
  });

  it('never leaves delivered events in storage when a write is refused', async () => {
    // A quota of 2 small events: any longer write throws, as a full localStorage does.
    const probe = JSON.stringify([setup().collector.track('e'), setup().collector.track('e')]).length;
    const storage = memoryStorage();
    const quota: UbiStorage = {
      getItem: storage.getItem,
      setItem: (key, value) => {
        if (value.length > probe) throw new DOMException('full', 'QuotaExceededError');
        storage.setItem(key, value);
      },
    };
    let answer: (status: number) => void = () => undefined;
    const hanging = new Promise<number>((resolve) => {
      answer = resolve;
    });
    const { collector, ids } = setup({ storage: quota, answers: [hanging] });
    const sent = [collector.track('e'), collector.track('e')];
    void collector.flush();
    const newer = [collector.track('e'), collector.track('e'), collector.track('e')];
    answer(204);
    await settle();
    // Storage holds no event already delivered, and the newest that fit: a reload would send no duplicate.
    const kept = ids(storedEvents(storage));
    for (const id of ids(sent)) expect(kept).not.toContain(id);
    expect(kept).toContain(newer.at(-1)?.event_id);
    for (const id of kept) expect(ids(newer)).toContain(id);
  });
});

describe('payload size', () => {
  /** Two events whose JSON array body is `total` UTF-8 bytes, queued after a failed send. */
  async function twoEventsOf(total: number) {
    const harness = setup({ answers: ['network'] });
    const { collector } = harness;
    const a = collector.track('e', { p: 'x'.repeat(1_000) });
    const bare = JSON.stringify(a).length - 1_000;
    const b = collector.track('e', { p: 'x'.repeat(total - 3 - (bare + 1_000) - bare) });
    await collector.flush();
    harness.fetches.length = 0;
    return { ...harness, a, b };
  }

  it('sends a body of exactly 64 KiB whole', async () => {
    const { collector, fetches } = await twoEventsOf(UBI_MAX_PAYLOAD_BYTES);
    await collector.flush();
    expect(fetches.map((f) => [f.events.length, f.bytes])).toEqual([[2, UBI_MAX_PAYLOAD_BYTES]]);
  });

  it('splits a body one byte over 64 KiB', async () => {
    const { collector, fetches, a, b, ids } = await twoEventsOf(UBI_MAX_PAYLOAD_BYTES + 1);
    await collector.flush();
    expect(fetches.map((f) => ids(f.events))).toEqual([[a.event_id], [b.event_id]]);
  });

  it('counts UTF-8 bytes, not characters, and sends the parts in order, one at a time', async () => {
    const { collector, fetches, maxInFlight, ids } = setup({ answers: ['network'] });
    // 3 bytes per character: 40 events of ~15 KB, far over 64 KiB in bytes though not in characters.
    const track = (i: number) => collector.track('e', { i, p: '€'.repeat(1_700) });
    const tracked = Array.from({ length: UBI_BATCH_SIZE }, (_, i) => track(i));
    // The first batch fails: while its retry waits, the next events only queue up.
    await settle();
    tracked.push(...Array.from({ length: 35 }, (_, i) => track(UBI_BATCH_SIZE + i)));
    await collector.flush();
    const requests = fetches.slice(1);
    expect(requests.length).toBeGreaterThan(1);
    for (const request of requests) expect(request.bytes).toBeLessThanOrEqual(UBI_MAX_PAYLOAD_BYTES);
    expect(requests.flatMap((f) => ids(f.events))).toEqual(ids(tracked));
    expect(maxInFlight()).toBe(1);
    expect(collector.stats.sent).toBe(40);
  });

  it('splits by beacon too when the page goes away', async () => {
    const { collector, win, beacons, fetches, ids } = setup({ answers: ['network'] });
    const track = () => collector.track('e', { p: 'y'.repeat(5_000) });
    const tracked = Array.from({ length: UBI_BATCH_SIZE }, track);
    await settle();
    tracked.push(...Array.from({ length: 35 }, track));
    win.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(beacons.length).toBeGreaterThan(1);
    for (const batch of beacons) expect(Buffer.byteLength(JSON.stringify(batch))).toBeLessThanOrEqual(65_536);
    expect(beacons.flatMap(ids)).toEqual(ids(tracked));
    expect(fetches).toHaveLength(1);
  });

  it('sends an event larger than 64 KiB alone, by fetch without keepalive, never by beacon', async () => {
    const { collector, win, beacons, fetches } = setup();
    collector.track('huge', { p: 'z'.repeat(70_000) });
    win.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(0);
    expect(fetches.map((f) => f.init.keepalive)).toEqual([false]);
    await settle();
    expect(collector.stats.sent).toBe(1);
  });
});

describe('failures that may pass later', () => {
  it.each([408, 425, 500, 503])('retries a %i answer', async (status) => {
    const { collector, fetches, ids } = setup({ answers: [status] });
    const tracked = [collector.track('e'), collector.track('e')];
    await vi.advanceTimersByTimeAsync(UBI_FLUSH_DELAY_MS);
    await vi.advanceTimersByTimeAsync(UBI_RETRY_MAX_MS);
    expect(fetches.map((f) => ids(f.events))).toEqual([ids(tracked), ids(tracked)]);
    expect(collector.stats).toEqual({ sent: 2, dropped: 0 });
  });

  it.each([400, 401, 403, 404, 410, 422])('drops and counts a %i answer for good', async (status) => {
    const { collector, fetches } = setup({ answers: [status] });
    collector.track('e');
    collector.track('e');
    await vi.advanceTimersByTimeAsync(UBI_FLUSH_DELAY_MS + 10 * UBI_RETRY_MAX_MS);
    expect(fetches).toHaveLength(1);
    expect(collector.stats).toEqual({ sent: 0, dropped: 2 });
  });

  it('retries when the transport throws at once instead of rejecting', async () => {
    const { collector, fetches, storage, ids } = setup({ answers: ['throw'] });
    const tracked = Array.from({ length: UBI_BATCH_SIZE }, () => collector.track('e'));
    expect(fetches).toHaveLength(1);
    await expect(collector.flush()).resolves.toBe(true);
    expect(fetches.map((f) => ids(f.events))).toEqual([ids(tracked), ids(tracked)]);
    expect(collector.stats).toEqual({ sent: 5, dropped: 0 });
    expect(storedEvents(storage)).toEqual([]);
  });

  it('falls back to fetch when sendBeacon throws', () => {
    const { collector, win, fetches, transport } = setup();
    transport.sendBeacon = () => {
      throw new TypeError('Illegal invocation');
    };
    collector.track('e');
    win.dispatchEvent(new Event('pagehide'));
    expect(fetches).toHaveLength(1);
  });

  it('splits a batch answered 413 and sends the halves; drops only an event refused 413 alone', async () => {
    const { collector, fetches, ids } = setup({ answers: [413, 413, 204, 413, 204] });
    const tracked = Array.from({ length: 4 }, () => collector.track('e'));
    await vi.advanceTimersByTimeAsync(UBI_FLUSH_DELAY_MS);
    const [a, b, c, d] = ids(tracked);
    expect(fetches.map((f) => ids(f.events))).toEqual([[a, b, c, d], [a, b], [a], [b], [c, d]]);
    // [a, b] was too large, then a went alone; b alone was refused: it can never go.
    expect(collector.stats).toEqual({ sent: 3, dropped: 1 });
  });

  it('caps a huge Retry-After at one hour instead of retrying in a loop', async () => {
    const waits: number[] = [];
    const clock = {
      now: () => Date.now(),
      setTimeout: (run: () => void, ms: number) => {
        waits.push(ms);
        return setTimeout(run, ms);
      },
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    for (const retryAfter of ['2147484', '99999999999', '1e400', 'Fri, 31 Dec 9999 23:59:59 GMT']) {
      waits.length = 0;
      const { collector, fetches } = setup({ clock, answers: [{ status: 429, retryAfter }] });
      collector.track('e');
      await vi.advanceTimersByTimeAsync(UBI_FLUSH_DELAY_MS);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(fetches).toHaveLength(1);
      expect(Math.max(...waits)).toBe(UBI_RETRY_AFTER_MAX_MS);
      await vi.advanceTimersByTimeAsync(UBI_RETRY_AFTER_MAX_MS);
      expect(fetches).toHaveLength(2);
      expect(collector.stats.sent).toBe(1);
      collector.destroy();
    }
  });

  it('waits at least the backoff when Retry-After asks for less', async () => {
    const { collector, fetches } = setup({ answers: [{ status: 429, retryAfter: '0.001' }] });
    collector.track('e');
    await vi.advanceTimersByTimeAsync(UBI_FLUSH_DELAY_MS);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toHaveLength(2);
  });

  it('sends with credentials, as every call of the API does', async () => {
    const { collector, fetches } = setup();
    collector.track('e');
    await collector.flush();
    expect(fetches[0]?.init.credentials).toBe('include');
  });
});

describe('storage that refuses', () => {
  const broken: UbiStorage = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('denied', 'QuotaExceededError');
    },
  };

  it('keeps one session in memory and still delivers every event', async () => {
    const { collector, fetches, ids } = setup({ storage: broken as ReturnType<typeof memoryStorage> });
    const tracked = [collector.track('a')];
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    tracked.push(collector.track('b'), collector.track('c'));
    expect(new Set(tracked.map((e) => e.session_id)).size).toBe(1);
    await vi.advanceTimersByTimeAsync(UBI_SESSION_TIMEOUT_MS);
    const later = collector.track('d');
    expect(later.session_id).not.toBe(tracked[0]?.session_id);
    await vi.advanceTimersByTimeAsync(UBI_FLUSH_DELAY_MS);
    expect(fetches.flatMap((f) => ids(f.events))).toEqual(ids([...tracked, later]));
  });

  it('keeps the session in memory when storage still reads an older one but refuses writes', () => {
    const storage = memoryStorage();
    storage.map.set(
      UBI_SESSION_STORAGE_KEY,
      JSON.stringify({ id: 'old', last: START.getTime() - UBI_SESSION_TIMEOUT_MS }),
    );
    const { collector } = setup({ storage: { getItem: storage.getItem, setItem: broken.setItem } as never });
    const first = collector.track('a');
    expect(first.session_id).not.toBe('old');
    expect(collector.track('b').session_id).toBe(first.session_id);
  });

  it('takes a newer session that another tab stored', () => {
    const { collector, storage } = setup();
    collector.track('a');
    storage.map.set(UBI_SESSION_STORAGE_KEY, JSON.stringify({ id: 'other-tab', last: START.getTime() }));
    expect(collector.track('b').session_id).toBe('other-tab');
  });
});

describe('destroy', () => {
  it('stops timers, listeners and retries', async () => {
    let fail: (answer: number) => void = () => undefined;
    const hanging = new Promise<number>((resolve) => {
      fail = resolve;
    });
    const { collector, win, fetches, beacons } = setup({ answers: [hanging] });
    for (let i = 0; i < UBI_BATCH_SIZE; i++) collector.track('e');
    collector.track('waiting');
    collector.destroy();
    fail(503);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    win.dispatchEvent(new Event('pagehide'));
    expect(fetches).toHaveLength(1);
    expect(beacons).toHaveLength(0);
  });
});
