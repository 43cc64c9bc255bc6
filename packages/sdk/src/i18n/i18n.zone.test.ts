import { describe, expect, it } from 'vitest';
import { isTimeZone, wallClock, wallClockInstants } from './i18n.zone';

const at = (iso: string) => Date.parse(iso);

describe('wall clocks of time zones', () => {
  it('knows IANA zones and refuses anything else, without throwing', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['Mars/Olympus', '', '  ', 'Europe/', 42, undefined])
      expect(isTimeZone(bad)).toBe(false);
    expect(() => wallClock(0, 'Mars/Olympus')).toThrow(RangeError);
  });

  it("reads the zone's clock at an instant, to the second", () => {
    expect(wallClock(at('2026-11-22T12:34:56.789Z'), 'Asia/Kolkata')).toBe(at('2026-11-22T18:04:56.000Z'));
  });

  it('finds one instant for an ordinary time, none for a skipped one, two for a repeated one', () => {
    const berlin = (wall: string) => wallClockInstants(at(wall), 'Europe/Berlin');
    expect(berlin('2026-11-22T09:00:00Z').instants).toEqual([at('2026-11-22T08:00:00Z')]);
    // 02:30 on 29 March does not happen: the clock goes from 02:00 to 03:00.
    const skipped = berlin('2026-03-29T02:30:00Z');
    expect(skipped.instants).toEqual([]);
    expect(at('2026-03-29T02:30:00Z') - skipped.offsetBefore).toBe(at('2026-03-29T01:30:00Z'));
    // 02:30 on 25 October happens twice: first in summer time, then in winter time.
    expect(berlin('2026-10-25T02:30:00Z').instants).toEqual([
      at('2026-10-25T00:30:00Z'),
      at('2026-10-25T01:30:00Z'),
    ]);
  });
});
