// Counts the page's fetches in flight (the SDK client calls `globalThis.fetch` per request), so the visual
// tests can wait for a story's last answers to land before shooting: many play functions end as soon as
// their assertion holds, while a refetch or a second query is still on its way. A request that the demo backend
// holds on purpose (a `pending` fault: a Loading story) never lands, so it does not count.
import { pendingFaultRequests } from '@storesearch/sdk/mocks';
import { nextPaint } from './paint';

let inFlight = 0;
/** When the last fetch ended (its answer or its failure), on the `performance.now()` clock. */
let lastEndedAt = Number.NEGATIVE_INFINITY;
const realFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
  inFlight += 1;
  try {
    return await realFetch(...args);
  } finally {
    inFlight -= 1;
    lastEndedAt = performance.now();
  }
};

/** Fetches in flight that will still land. */
const landing = () => inFlight - pendingFaultRequests();

/**
 * Resolves once no fetch that will land has been in flight for `quietMs` (at most `maxMs`, a ceiling for a busy
 * machine), then after two animation frames, so React has rendered the last answer. A page whose last fetch
 * ended `quietMs` ago or earlier is idle already.
 */
export async function waitForNetworkIdle(maxMs: number, quietMs: number): Promise<void> {
  const started = performance.now();
  let idleSince = landing() <= 0 ? lastEndedAt : Number.POSITIVE_INFINITY;
  while (performance.now() - idleSince < quietMs && performance.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (landing() > 0) idleSince = Number.POSITIVE_INFINITY;
    else if (idleSince === Number.POSITIVE_INFINITY) idleSince = performance.now();
  }
  await nextPaint();
}
