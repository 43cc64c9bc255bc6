import { checkUbiEvent } from './ubi.check';
import {
  UBI_BATCH_SIZE,
  UBI_DEFAULT_PLATFORM,
  UBI_FLUSH_DELAY_MS,
  UBI_MAX_PAYLOAD_BYTES,
  UBI_MAX_STORED_BYTES,
  UBI_MAX_STORED_EVENTS,
  UBI_QUEUE_STORAGE_KEY,
  UBI_RETRY_BASE_MS,
  UBI_RETRY_MAX_MS,
  UBI_RETRY_STATUSES,
  UBI_SESSION_STORAGE_KEY,
} from './ubi.constants';
import type { UbiEvent, UbiEventDetails } from './ubi.schema';
import { sessionIdAt, type UbiStoredSession } from './ubi.session';
import { retryAfterMs, type UbiResponse, type UbiTransport } from './ubi.transport';

/** Time as the collector sees it; injectable so tests drive it with fake timers. */
export interface UbiClock {
  /** Epoch milliseconds. */
  now: () => number;
  /** Runs `run` after `ms`; returns a handle for `clearTimeout`. */
  setTimeout: (run: () => void, ms: number) => unknown;
  /** Cancels a `setTimeout` handle (ignores undefined). */
  clearTimeout: (handle: unknown) => void;
}

/** The part of Web Storage the collector uses (localStorage by default). */
export type UbiStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The document-like object whose visibility turning `hidden` triggers a flush. */
export type UbiDocument = { readonly visibilityState: string };

/** The page events after which the page may be gone; their flushes use beacons. */
export type UbiLeavingEvent = 'pagehide' | 'visibilitychange' | 'beforeunload';

/** Why a flush runs: a page event meaning the page is going away (beacons go), or `manual` (fetch goes). */
export type UbiFlushReason = UbiLeavingEvent | 'manual';

/** Who the next events are about; null clears a value. */
export interface UbiContext {
  /** Signed-in user id (`user_id`). */
  userId?: string | null;
  /** Vendor id (`vendor_id`). */
  vendorId?: string | null;
  /** Store id (`store_id`). */
  storeId?: string | null;
  /** Platform (`platform`), `admin` by default. */
  platform?: string;
}

/** Options of `createCollector`. */
export interface CollectorOptions extends UbiContext {
  /** Where batches go: a full URL or a path such as `/api/ubi/collect`. */
  endpoint: string;
  /** Time source, its functions called without `this`; the global timers and Date.now by default. */
  clock?: UbiClock;
  /** Where unsent events and the session survive a reload; localStorage when omitted and available. */
  storage?: UbiStorage;
  /** How batches are sent; navigator.sendBeacon and fetch by default. */
  transport?: UbiTransport;
  /** Source of the backoff's jitter; Math.random by default. */
  random?: () => number;
  /** Target of `pagehide`, `beforeunload` and the bubbling `visibilitychange`; the global (window) when omitted. */
  window?: EventTarget;
  /** Whose `visibilityState` tells if a `visibilitychange` means hidden; the global `document` when omitted. */
  document?: UbiDocument;
}

/** Counters of what happened to the events of this page. */
export interface UbiStats {
  /** Events delivered by fetch or handed to a beacon (a beacon's arrival cannot be observed). */
  sent: number;
  /** Events given up because the server refused them for good: a 4xx other than 408, 425 and 429, or 413 for one event alone. */
  dropped: number;
}

/** A running analytics (UBI) collector. */
export interface Collector {
  /** Records an event; throws a TypeError naming the field when the event would be invalid. */
  track: (name: string, details?: UbiEventDetails) => UbiEvent;
  /** Sends every waiting event now; resolves true once all went, false when a retry is scheduled. */
  flush: (reason?: UbiFlushReason) => Promise<boolean>;
  /** Changes who later events are about: each key given replaces its value (undefined or null clears it). */
  setContext: (context: UbiContext) => void;
  /** Stops timers and listeners; unsent events stay in storage for the next page load. */
  destroy: () => void;
  /** Live counters. */
  readonly stats: Readonly<UbiStats>;
}

const LEAVING: readonly UbiLeavingEvent[] = ['pagehide', 'visibilitychange', 'beforeunload'];

/**
 * Creates the analytics collector (spec sections 3, 7 and 9): validates and queues events, flushes at
 * 5 events, 3 s after the last one and when the page goes away, retries failures with backoff, and keeps
 * unsent events in storage until a later page load delivers them (at least once; never twice per page).
 */
export function createCollector(options: CollectorOptions): Collector {
  // Timers are read at creation (not import) so fake timers apply, and called without `this` as browsers require.
  let {
    now,
    setTimeout: later,
    clearTimeout: cancel,
  } = options.clock ?? { now: Date.now, setTimeout, clearTimeout: clearTimeout as UbiClock['clearTimeout'] };
  const { endpoint, random = Math.random } = options;
  const nav = globalThis.navigator;
  // Without an injected transport, the browser's own: called as methods of their owners, as browsers require.
  const { transport } = options;
  const context: UbiContext = { ...options };
  const stats: UbiStats = { sent: 0, dropped: 0 };
  const listening = new AbortController();

  /** Runs `run`, answering undefined when it throws. */
  const attempt = <T>(run: () => T): T | undefined => {
    try {
      return run();
    } catch {}
  };
  /**
   * Reads `key` (parsed JSON; null or undefined when missing or unreadable) or, given `json`, writes it
   * (true once written); never throws. localStorage is absent in Node and throws in sandboxed frames, with
   * cookies blocked or when full: then events and the session live in memory only.
   */
  const store = (key: string, json?: string): unknown =>
    attempt(() => {
      const storage = options.storage ?? localStorage;
      if (!json) return JSON.parse(storage.getItem(key) as string);
      storage.setItem(key, json);
      return true;
    });
  // randomUUID exists only in secure contexts (https, localhost); time plus a random fraction is unique enough.
  const uid = () => crypto.randomUUID?.() ?? `${now()}${Math.random()}`;

  /** Unsent events, oldest first; storage mirrors them so a later page load can send them. */
  // What storage holds is checked: it may be damaged, or from an older version of this code.
  let pending = [store(UBI_QUEUE_STORAGE_KEY)].flat().filter((e) => !checkUbiEvent(e)) as UbiEvent[];
  /** Events of a fetch in flight: never sent a second time meanwhile. */
  const taken = new Set<UbiEvent>();
  let idleTimer: unknown;
  let retryTimer: unknown;
  let attempts = 0;
  /** The session, kept in memory too: storage may refuse every write (private modes) or be full. */
  let session: UbiStoredSession | undefined;

  /**
   * Writes the newest waiting events that fit the storage bounds; memory keeps every one until it is sent.
   * A refused write (quota) is tried again with half as many, down to none, so storage never keeps an older
   * queue whose events went out since: the next page load would send them again and lose the newer ones.
   */
  const persist = () => {
    let count = 0;
    // The JSON array's length, counted event by event from the newest: brackets and commas included.
    let size = 1;
    while (count < pending.length && count < UBI_MAX_STORED_EVENTS) {
      size += JSON.stringify(pending[pending.length - 1 - count]).length + 1;
      if (size > UBI_MAX_STORED_BYTES) break;
      count++;
    }
    while (!store(UBI_QUEUE_STORAGE_KEY, JSON.stringify(pending.slice(pending.length - count))) && count)
      count >>= 1;
  };

  const settle = (events: UbiEvent[], counter: keyof UbiStats) => {
    stats[counter] += events.length;
    pending = pending.filter((e) => !events.includes(e));
    return true;
  };

  /**
   * Sends the events of `batch` not already in flight; false when a send failed and a retry is scheduled.
   * A body over 64 KiB (the beacon and keepalive limit) is halved until each part fits; the parts go one
   * at a time, which keeps the keepalive budget free and stops at the first failure. Leaving, a beacon
   * answers at once, so every part still goes within this task, before the page is gone.
   */
  const send = async (batch: UbiEvent[], leaving: boolean): Promise<boolean> => {
    // Re-filtered here because a flush started meanwhile may be sending or have sent some of these events.
    const events = batch.filter((e) => !taken.has(e) && pending.includes(e));
    const body = JSON.stringify(events);
    // UTF-8 bytes, the unit of the limit.
    const fits = new Blob([body]).size <= UBI_MAX_PAYLOAD_BYTES;
    const half = events.length >> 1;
    const split = async () =>
      (await send(events.slice(0, half), leaving)) && send(events.slice(half), leaving);
    if (!fits && half) return split();
    if (!events.length) return true;
    // A beacon's events leave memory but not storage: if the page dies now, the next load resends them
    // (the server drops duplicates by event_id); if it lives on, the next write confirms them. Offline, a
    // beacon would be accepted and lost, so fetch goes instead and fails into a retry.
    if (
      leaving &&
      fits &&
      nav?.onLine !== false &&
      attempt(() => (transport ?? nav)?.sendBeacon?.(endpoint, body))
    )
      return settle(events, 'sent');
    events.forEach(taken.add, taken);
    let response: UbiResponse | null = null;
    // A transport may throw at once instead of rejecting (a bad URL, a blocked request): a failure all the same.
    try {
      response = await (transport ?? globalThis).fetch(endpoint, {
        method: 'POST',
        body,
        keepalive: fits,
        credentials: 'include',
      });
    } catch {}
    events.forEach(taken.delete, taken);
    const status = response?.status as number;
    // Too large for the server: the halves go at once; one event alone it can never take.
    if (status === 413 && half) return split();
    // 2xx: delivered. A 4xx that may not succeed later: refused for good, retrying would repeat the refusal.
    if (status < 300 || (status < 500 && !UBI_RETRY_STATUSES.includes(status))) {
      attempts = 0;
      settle(events, status < 300 ? 'sent' : 'dropped');
      persist();
      return true;
    }
    // Retry-After is a lower bound: the backoff still applies, so a tiny or zero wait cannot make a loop.
    const backoff = Math.min(UBI_RETRY_MAX_MS, UBI_RETRY_BASE_MS * 2 ** attempts++) * (0.5 + random() / 2);
    cancel(retryTimer);
    retryTimer = later(flush, Math.max(backoff, retryAfterMs(response, now())));
    return false;
  };

  const flush = (reason?: UbiFlushReason) => {
    const leaving = (LEAVING as readonly unknown[]).includes(reason);
    cancel(idleTimer);
    // Staying, this flush does the retry's work: drop its timer (cancel answers undefined, clearing the handle).
    if (!leaving) retryTimer = cancel(retryTimer);
    return send(pending, leaving);
  };

  const track = (name: string, details: UbiEventDetails = {}) => {
    const at = now();
    // The stored session when it is the newer (another tab of the origin wrote it), else the one in memory.
    const stored = store(UBI_SESSION_STORAGE_KEY) as UbiStoredSession | null;
    const current = session && !((stored?.last as number) >= session.last) ? session : stored;
    const event = {
      event_id: uid(),
      event_name: name,
      event_details: details,
      timestamp: new Date(at).toJSON() as string,
      session_id: sessionIdAt(current, at, uid),
      user_id: context.userId ?? null,
      vendor_id: context.vendorId ?? null,
      store_id: context.storeId ?? null,
      platform: context.platform ?? UBI_DEFAULT_PLATFORM,
    };
    const field = checkUbiEvent(event);
    if (field) throw new TypeError(`Invalid UBI ${field}`);
    event.event_details = { ...details };
    session = { id: event.session_id, last: at };
    store(UBI_SESSION_STORAGE_KEY, JSON.stringify(session));
    pending.push(event);
    persist();
    cancel(idleTimer);
    // While a retry waits, it sends everything: flushing earlier would defeat the backoff.
    if (!retryTimer) {
      if (pending.length - taken.size < UBI_BATCH_SIZE) idleTimer = later(flush, UBI_FLUSH_DELAY_MS);
      else flush();
    }
    return event;
  };

  // visibilitychange bubbles from document to window, so window hears all three. `unload` is left out on
  // purpose: pagehide fires in every case it does, and an unload listener bars the back/forward cache.
  for (const type of LEAVING)
    (options.window ?? globalThis).addEventListener?.(
      type,
      () =>
        (type !== 'visibilitychange' || (options.document ?? document).visibilityState === 'hidden') &&
        flush(type),
      listening,
    );

  // Stored events go on the next tick, not at once: a collector destroyed right away (React's StrictMode
  // mounts effects twice) must leave them to its successor instead of sending them a second time.
  idleTimer = later(flush, 0);

  return {
    track,
    flush,
    setContext: (next) => Object.assign(context, next),
    destroy: () => {
      listening.abort();
      // A destroyed collector schedules nothing more, even when a send still in flight fails later.
      later = cancel;
      cancel(idleTimer);
      cancel(retryTimer);
    },
    stats,
  };
}
