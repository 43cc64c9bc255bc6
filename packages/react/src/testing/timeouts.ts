/**
 * How long a test waits for a state (an element, a request, a settled query) before it fails. A ceiling for a busy
 * 2-core machine, not a measure of speed: waits end as soon as the state is reached. Not part of the package API.
 */
export const STATE_TIMEOUT_MS = 20_000;

/** `vi.waitFor` options with that ceiling (its own default is 1 s). */
export const untilState = { timeout: STATE_TIMEOUT_MS, interval: 25 } as const;
