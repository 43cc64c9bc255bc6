// What the screens benchmark reads from one page load: the longest chain of API round trips before the main
// content, requests sent twice, when the main thread went idle, and each screen's time beside the welcome
// page's. Pure, so scripts/bench.load.test.ts covers it; screens.bench.mjs collects the timings in Chromium.

/**
 * The longest chain of sequential round trips among `requests` (`start` and `end` in ms on one clock): a request
 * follows another when it started after that one's response had ended. Timing cannot see why a request waited,
 * so this is an upper bound: a chain of n here means at most n round trips the page waited on in a row.
 * Returns the chain's requests, first first; empty for no requests.
 */
export function longestRequestChain(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start || a.end - b.end);
  const length = [];
  const previous = [];
  let last = -1;
  for (let i = 0; i < sorted.length; i += 1) {
    length[i] = 1;
    previous[i] = -1;
    for (let j = 0; j < i; j += 1) {
      if (sorted[j].end <= sorted[i].start && length[j] + 1 > length[i]) {
        length[i] = length[j] + 1;
        previous[i] = j;
      }
    }
    if (last === -1 || length[i] > length[last]) last = i;
  }
  const chain = [];
  for (let i = last; i !== -1; i = previous[i]) chain.unshift(sorted[i]);
  return chain;
}

/** Requests (`GET /api/...` lines) sent more than once, with how often, in first-seen order. */
export function repeatedRequests(requests) {
  const counts = new Map();
  for (const request of requests) counts.set(request, (counts.get(request) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([request, count]) => ({ request, count }));
}

/**
 * When the main thread went idle after `contentAt`: the end of the last long task (`start`, `duration`, ms) that
 * ran past `contentAt` and before a quiet window of `quietMs` with no long task. Returns ms after `contentAt`
 * (0 when no long task ran past it), or null while `now` has not yet seen such a quiet window.
 */
export function idleAfter(longTasks, contentAt, now, quietMs) {
  let busyUntil = contentAt;
  const tasks = [...longTasks].sort((a, b) => a.start - b.start);
  for (const task of tasks) {
    const end = task.start + task.duration;
    if (end <= contentAt) continue;
    // A task that began after a quiet window already closed does not count: the page had gone idle before it.
    if (task.start - busyUntil >= quietMs) break;
    busyUntil = Math.max(busyUntil, end);
  }
  return now - busyUntil >= quietMs ? Math.round(busyUntil - contentAt) : null;
}

/** `ms` as a multiple of `baseMs`, two decimals; null without both figures. */
export function ratioTo(ms, baseMs) {
  if (typeof ms !== 'number' || typeof baseMs !== 'number' || baseMs <= 0) return null;
  return Math.round((ms / baseMs) * 100) / 100;
}
