// The Vitest run's clock (vitest.setup.ts imports this before anything else). The demo backend keeps a
// reference to `Date.now` from the moment the preview creates it, so the fake Date must be in place before
// the preview module loads.
import { vi } from 'vitest';

/**
 * The instant every story runs at. The demo backend stamps its running sync and any new record with the
 * clock, and a sync's progress grows with it, so a real or running clock would change the pictures from one
 * run (and one day) to the next. This is the day the stories were written (UsagePanel's and
 * ExportCsvButton's stories pass the same `now`).
 */
export const STORY_NOW_MS = Date.UTC(2026, 10, 22, 12, 0, 0);

// Only Date is faked, and it stands still: timers, animation frames and `performance.now` stay real, so
// polling, debouncing and MSW latency work as in the browser. No story waits for the clock to move.
vi.useFakeTimers({ now: STORY_NOW_MS, toFake: ['Date'] });
