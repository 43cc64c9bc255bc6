import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boostingRuleScheduleItem,
  instantToLocal,
  isTimeZone,
  localToInstant,
  queryRuleScheduleItem,
  type ScheduledItem,
  scheduleFromFields,
  scheduleSideText,
  scheduleSkippedTimes,
  scheduleSpanText,
  scheduleState,
  scheduleTimeline,
  validateSchedule,
  windowCovers,
  windowsOverlap,
} from './merchandising.schedule';

const HOUR = 3_600_000;
const ZONES = [
  'Europe/Stockholm',
  'America/New_York',
  'Australia/Sydney',
  'Asia/Kolkata',
  'UTC',
  'America/Santiago',
];

describe('wall-clock times of a time zone', () => {
  it('reads a time on either side of a daylight-saving change with the offset of its date', () => {
    // Stockholm: UTC+1 in winter, UTC+2 in summer (clocks go forward on 29 March 2026).
    expect(localToInstant('2026-03-28T09:00', 'Europe/Stockholm')).toBe(Date.UTC(2026, 2, 28, 8));
    expect(localToInstant('2026-03-30T09:00', 'Europe/Stockholm')).toBe(Date.UTC(2026, 2, 30, 7));
    expect(localToInstant('2026-11-27T00:00', 'America/New_York')).toBe(Date.UTC(2026, 10, 27, 5));
  });

  it('reads a skipped time as that far after the jump, and a repeated one as its first', () => {
    // 02:30 does not exist on 29 March 2026 in Stockholm: 02:00 became 03:00.
    const skipped = localToInstant('2026-03-29T02:30', 'Europe/Stockholm');
    expect(skipped).toBe(Date.UTC(2026, 2, 29, 1, 30));
    expect(instantToLocal(skipped ?? 0, 'Europe/Stockholm')).toBe('2026-03-29T03:30');
    // 02:30 happens twice on 25 October 2026: first at UTC+2, then at UTC+1.
    expect(localToInstant('2026-10-25T02:30', 'Europe/Stockholm')).toBe(Date.UTC(2026, 9, 25, 0, 30));
  });

  it('refuses dates that do not exist', () => {
    for (const text of [
      '2026-02-29T10:00',
      '2026-13-01T00:00',
      '2026-04-31T00:00',
      '2026-01-01T24:00',
      '2026-1-1T00:00',
    ])
      expect(localToInstant(text, 'UTC')).toBeNull();
    expect(localToInstant('2028-02-29T10:00', 'UTC')).toBe(Date.UTC(2028, 1, 29, 10));
  });

  it('gives back the wall clock of any instant, to the minute', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 }),
        (zone, minute) => {
          const instant = minute * 60_000;
          const local = instantToLocal(instant, zone);
          const back = localToInstant(local, zone);
          expect(back).not.toBeNull();
          // Same wall clock; the same instant, or the first of a repeated hour.
          expect(instantToLocal(back ?? 0, zone)).toBe(local);
          expect(back).toBeLessThanOrEqual(instant);
          expect(instant - (back ?? 0)).toBeLessThanOrEqual(HOUR);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('knows the zones the runtime knows', () => {
    expect(isTimeZone('Europe/Stockholm')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(() => instantToLocal(0, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('schedule states', () => {
  const blackFriday = { start: '2026-11-27T00:00', end: '2026-11-30T00:00', timeZone: 'Europe/Stockholm' };
  const start = Date.UTC(2026, 10, 26, 23);
  const end = Date.UTC(2026, 10, 29, 23);

  it('is scheduled before the start, live from it, expired from the end', () => {
    expect(scheduleState(blackFriday, start - 1)).toBe('scheduled');
    expect(scheduleState(blackFriday, start)).toBe('live');
    expect(scheduleState(blackFriday, end - 1)).toBe('live');
    expect(scheduleState(blackFriday, end)).toBe('expired');
    expect(scheduleState(undefined, 0)).toBe('live');
    expect(scheduleState({ timeZone: 'UTC', end: '2026-01-01T00:00' }, 0)).toBe('live');
    expect(scheduleState({ timeZone: 'UTC', start: '2026-01-01T00:00' }, Date.UTC(2027, 0))).toBe('live');
  });

  it('moves through its states in order, once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: start - 48 * HOUR, max: end + 48 * HOUR }), { minLength: 2 }),
        (instants) => {
          const order = { scheduled: 0, live: 1, expired: 2 };
          const states = [...instants]
            .sort((a, b) => a - b)
            .map((at) => order[scheduleState(blackFriday, at)]);
          expect(states).toEqual([...states].sort());
        },
      ),
      { numRuns: 200 },
    );
  });

  it('validates: a known zone, real dates, an end after the start', () => {
    expect(validateSchedule(blackFriday).ok).toBe(true);
    expect(validateSchedule({ timeZone: 'UTC' }).ok).toBe(true);
    expect(validateSchedule({ ...blackFriday, end: blackFriday.start })).toMatchObject({
      errors: [{ messageKey: 'scheduleEndsBeforeStart' }],
    });
    expect(validateSchedule({ ...blackFriday, timeZone: 'Nowhere' })).toMatchObject({
      errors: [{ messageKey: 'scheduleTimeZoneInvalid', params: { timeZone: 'Nowhere' } }],
    });
    expect(validateSchedule({ ...blackFriday, start: '2026-11-31T00:00' })).toMatchObject({
      errors: [{ messageKey: 'scheduleDateInvalid', params: { value: '2026-11-31T00:00' } }],
    });
    // 02:30 to 03:15 on the night clocks go forward is 03:30 to 03:15: it ends before it starts, and the
    // message says which time the clocks skip and what it counts as.
    expect(
      validateSchedule({ start: '2026-03-29T02:30', end: '2026-03-29T03:15', timeZone: 'Europe/Stockholm' }),
    ).toEqual({
      ok: false,
      errors: [
        {
          field: 'schedule',
          messageKey: 'scheduleTimeSkipped',
          params: { value: '2026-03-29 02:30', timeZone: 'Europe/Stockholm', readAs: '2026-03-29 03:30' },
        },
      ],
    });
    // New York, the night of 14 March 2027: 02:30 does not exist; 03:30 is the first minute after the gap.
    expect(
      validateSchedule({ start: '2027-03-14T02:30', end: '2027-03-14T03:30', timeZone: 'America/New_York' }),
    ).toMatchObject({
      errors: [
        {
          messageKey: 'scheduleTimeSkipped',
          params: { value: '2027-03-14 02:30', readAs: '2027-03-14 03:30' },
        },
      ],
    });
    // The last minute before the gap and the first after it exist: a plain refusal.
    expect(
      validateSchedule({ start: '2027-03-14T03:00', end: '2027-03-14T01:59', timeZone: 'America/New_York' }),
    ).toMatchObject({ errors: [{ messageKey: 'scheduleEndsBeforeStart' }] });
    // A skipped start with a later end is kept, read from after the jump.
    expect(
      validateSchedule({ start: '2027-03-14T02:30', end: '2027-03-14T04:00', timeZone: 'America/New_York' })
        .ok,
    ).toBe(true);
  });

  it('names the sides the clocks skip and the time each counts as', () => {
    const newYork = (start: string, end?: string) =>
      scheduleSkippedTimes({ start, ...(end === undefined ? {} : { end }), timeZone: 'America/New_York' });
    // The gap is 02:00 to 02:59 on 14 March 2027: its first and last minutes are skipped, its edges are not.
    expect(newYork('2027-03-14T02:30', '2027-03-14T04:00')).toEqual([
      { value: '2027-03-14 02:30', timeZone: 'America/New_York', readAs: '2027-03-14 03:30' },
    ]);
    expect(newYork('2027-03-14T01:00', '2027-03-14T02:00')).toEqual([
      { value: '2027-03-14 02:00', timeZone: 'America/New_York', readAs: '2027-03-14 03:00' },
    ]);
    expect(newYork('2027-03-14T02:59')).toMatchObject([{ readAs: '2027-03-14 03:59' }]);
    expect(newYork('2027-03-14T01:59', '2027-03-14T03:00')).toEqual([]);
    // The night clocks go back repeats an hour rather than skipping one; an unknown zone or date has none.
    expect(newYork('2027-11-07T01:30')).toEqual([]);
    expect(newYork('2027-02-30T02:30')).toEqual([]);
    expect(scheduleSkippedTimes({ start: '2027-03-14T02:30', timeZone: 'Mars/Olympus_Mons' })).toEqual([]);
    // Wherever a side is named as skipped, the time it counts as exists and comes after it.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (minute) => {
        const local = `2027-03-14T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        for (const side of newYork(local)) {
          expect(side.readAs > side.value).toBe(true);
          expect(newYork(side.readAs.replace(' ', 'T'))).toEqual([]);
        }
        expect(newYork(local).length).toBe(minute >= 120 && minute < 180 ? 1 : 0);
      }),
    );
  });

  it('tells overlapping and covering windows apart', () => {
    const w = (s: number | null, e: number | null) => ({ start: s, end: e });
    expect(windowsOverlap(w(0, 10), w(9, 20))).toBe(true);
    expect(windowsOverlap(w(0, 10), w(10, 20))).toBe(false);
    expect(windowsOverlap(w(null, null), w(5, 6))).toBe(true);
    expect(windowCovers(w(null, 10), w(0, 10))).toBe(true);
    expect(windowCovers(w(0, 10), w(0, null))).toBe(false);
    fc.assert(
      fc.property(
        fc.tuple(fc.option(fc.integer({ min: 0, max: 50 })), fc.option(fc.integer({ min: 51, max: 100 }))),
        fc.tuple(fc.option(fc.integer({ min: 0, max: 50 })), fc.option(fc.integer({ min: 51, max: 100 }))),
        fc.integer({ min: -10, max: 110 }),
        ([as, ae], [bs, be], at) => {
          const a = w(as, ae);
          const b = w(bs, be);
          const inside = (x: typeof a) =>
            (x.start === null || at >= x.start) && (x.end === null || at < x.end);
          if (inside(a) && inside(b)) expect(windowsOverlap(a, b)).toBe(true);
          if (windowCovers(a, b) && inside(b)) expect(inside(a)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the timeline', () => {
  const items: ScheduledItem[] = [
    queryRuleScheduleItem({
      id: '1',
      matchText: 'sale',
      enabled: true,
      schedule: { start: '2026-11-27T00:00', end: '2026-11-30T00:00', timeZone: 'Europe/Stockholm' },
    }),
    queryRuleScheduleItem({ id: '2', matchText: 'always', enabled: true }),
    queryRuleScheduleItem({
      id: '3',
      matchText: 'off',
      enabled: false,
      schedule: { start: '2026-11-01T00:00', timeZone: 'UTC' },
    }),
    boostingRuleScheduleItem({
      id: '7',
      name: 'Winter boots',
      status: 'active',
      schedule: { start: '2026-11-29T23:00', end: '2026-12-24T00:00', timeZone: 'America/New_York' },
    }),
    boostingRuleScheduleItem({ id: '8', name: 'Odd schedule', status: 'active', schedule: { start: 3 } }),
  ];

  it('lists each start and end of enabled scheduled rules in time order, query rules and Dynamic Re-Rank rules alike', () => {
    const events = scheduleTimeline(items, { from: Date.UTC(2026, 9, 15) });
    expect(events.map((e) => [e.item.label, e.change, e.local, e.timeZone])).toEqual([
      ['sale', 'starts', '2026-11-27T00:00', 'Europe/Stockholm'],
      ['sale', 'ends', '2026-11-30T00:00', 'Europe/Stockholm'],
      ['Winter boots', 'starts', '2026-11-29T23:00', 'America/New_York'],
      ['Winter boots', 'ends', '2026-12-24T00:00', 'America/New_York'],
    ]);
    expect(events[0]?.iso).toBe('2026-11-26T23:00:00.000Z');
    expect(
      scheduleTimeline(items, { from: Date.UTC(2026, 10, 28), to: Date.UTC(2026, 11, 1) }).map(
        (e) => e.change,
      ),
    ).toEqual(['ends', 'starts']);
  });

  it('puts what ends before what starts at the same instant', () => {
    const handOver: ScheduledItem[] = [
      queryRuleScheduleItem({
        id: 'b',
        matchText: 'b',
        enabled: true,
        schedule: { start: '2026-12-01T00:00', timeZone: 'UTC' },
      }),
      queryRuleScheduleItem({
        id: 'a',
        matchText: 'a',
        enabled: true,
        schedule: { end: '2026-12-01T00:00', timeZone: 'UTC' },
      }),
    ];
    expect(scheduleTimeline(handOver, { from: 0 }).map((e) => `${e.item.id} ${e.change}`)).toEqual([
      'a ends',
      'b starts',
    ]);
  });

  it('is sorted and within its range for any schedules', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            start: fc.option(fc.integer({ min: 1, max: 28 }), { nil: undefined }),
            days: fc.integer({ min: 1, max: 10 }),
            zone: fc.constantFrom(...ZONES),
          }),
          { maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 40 }),
        (specs, fromDay) => {
          const list = specs.map((spec, i) =>
            queryRuleScheduleItem({
              id: String(i),
              matchText: `q${i}`,
              enabled: true,
              schedule: {
                timeZone: spec.zone,
                ...(spec.start === undefined
                  ? {}
                  : { start: `2026-10-${String(spec.start).padStart(2, '0')}T12:00` }),
                end: `2026-11-${String(Math.min(28, (spec.start ?? 1) + spec.days)).padStart(2, '0')}T12:00`,
              },
            }),
          );
          const from = Date.UTC(2026, 9, 1) + fromDay * 86_400_000;
          const events = scheduleTimeline(list, { from });
          expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort((a, b) => a - b));
          for (const event of events) {
            expect(event.at).toBeGreaterThanOrEqual(from);
            expect(localToInstant(event.local, event.timeZone)).toBe(event.at);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('scheduleFromFields', () => {
  it('leaves an empty side open, and makes no schedule of two empty fields', () => {
    const zone = 'Europe/Stockholm';
    expect(scheduleFromFields({ start: '', end: '' }, zone)).toBeUndefined();
    expect(scheduleFromFields({ start: '2026-11-27T09:00', end: '' }, zone)).toEqual({
      start: '2026-11-27T09:00',
      timeZone: zone,
    });
    expect(scheduleFromFields({ start: '', end: '2026-11-30T00:00' }, zone)).toEqual({
      end: '2026-11-30T00:00',
      timeZone: zone,
    });
  });

  it('keeps what was typed, even when it is not a date, for the validation to name', () => {
    expect(scheduleFromFields({ start: 'soon', end: '2026-11-30T00:00' }, 'UTC')).toEqual({
      start: 'soon',
      end: '2026-11-30T00:00',
      timeZone: 'UTC',
    });
  });
});

describe('scheduleSpanText', () => {
  it('reads both sides in the zone, an open side as an ellipsis', () => {
    expect(
      scheduleSpanText({ start: '2026-11-27T00:00', end: '2026-11-30T00:00', timeZone: 'Europe/Stockholm' }),
    ).toBe('2026-11-27 00:00 – 2026-11-30 00:00 (Europe/Stockholm)');
    expect(scheduleSpanText({ end: '2026-12-01T09:30', timeZone: 'UTC' })).toBe('… – 2026-12-01 09:30 (UTC)');
    expect(scheduleSpanText({ start: '2026-12-01T09:30', timeZone: 'UTC' })).toBe(
      '2026-12-01 09:30 – … (UTC)',
    );
  });

  it('is null for anything that is not a schedule', () => {
    for (const value of [
      null,
      undefined,
      'x',
      3,
      [],
      {},
      { start: '2026-12-01', timeZone: 'UTC' },
      { start: '2026-12-01T09:30' },
    ])
      expect(scheduleSpanText(value)).toBeNull();
  });
});

describe('scheduleSideText', () => {
  const schedule = { start: '2026-11-27T00:00', end: '2026-11-30T00:00', timeZone: 'America/New_York' };

  it('reads one side with the zone, as the span reads it', () => {
    expect(scheduleSideText(schedule, 'start')).toBe('2026-11-27 00:00 (America/New_York)');
    expect(scheduleSideText(schedule, 'end')).toBe('2026-11-30 00:00 (America/New_York)');
    expect(scheduleSpanText(schedule)).toBe(
      `${scheduleSideText(schedule, 'start').split(' (')[0]} – ${scheduleSideText(schedule, 'end')}`,
    );
  });

  it('is empty for an open side and for no schedule', () => {
    expect(scheduleSideText({ end: '2026-11-30T00:00', timeZone: 'UTC' }, 'start')).toBe('');
    expect(scheduleSideText({ start: '2026-11-30T00:00', timeZone: 'UTC' }, 'end')).toBe('');
    expect(scheduleSideText(undefined, 'start')).toBe('');
  });
});
