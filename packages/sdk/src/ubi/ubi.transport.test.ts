import { describe, expect, it } from 'vitest';
import { UBI_RETRY_AFTER_MAX_MS } from './ubi.constants';
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

  it('caps the wait at one hour, below the 2^31 ms a browser timer holds', () => {
    expect(UBI_RETRY_AFTER_MAX_MS).toBe(3_600_000);
    expect(retryAfterMs(answer('3600'), now)).toBe(3_600_000);
    for (const value of [
      '3601',
      '2147484',
      '99999999999',
      '1e400',
      'Infinity',
      'Fri, 31 Dec 9999 23:59:59 GMT',
    ])
      expect(retryAfterMs(answer(value), now)).toBe(UBI_RETRY_AFTER_MAX_MS);
  });

  it('answers a number, never NaN, for any header', () => {
    for (const value of ['', 'soon', 'NaN', '-Infinity', '1e-400', 'Sun, 31 Feb 2026'])
      expect(Number.isNaN(retryAfterMs(answer(value), now))).toBe(false);
  });
});
