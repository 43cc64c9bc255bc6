import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './ubi.transport';

const now = Date.parse('2026-11-22T09:00:00.000Z');
const answer = (retryAfter?: string) =>
  new Response(null, { status: 429, headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter } });

describe('retryAfterMs', () => {
  it('reads delay-seconds', () => {
    expect(retryAfterMs(answer('7'), now)).toBe(7_000);
    expect(retryAfterMs(answer('120'), now)).toBe(120_000);
  });

  it('reads an HTTP date as the time left until it', () => {
    expect(retryAfterMs(answer('Sun, 22 Nov 2026 09:00:30 GMT'), now)).toBe(30_000);
  });

  it('answers "use the backoff" (not above zero) when absent, unreadable, zero or past', () => {
    for (const response of [null, answer(), answer(''), answer('soon'), answer('0'), answer('-5')])
      expect(retryAfterMs(response, now) > 0).toBe(false);
    expect(retryAfterMs(answer('Sun, 22 Nov 2026 08:59:00 GMT'), now)).toBeLessThan(0);
  });
});
