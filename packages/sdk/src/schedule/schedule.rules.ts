import { isTimeZone, wallClock, wallClockInstants } from '../i18n/i18n.zone';
import type { MessageKey } from '../i18n/messages';
import { invalid, type ValidationIssue, type ValidationResult, valid } from '../validation/validation.rules';
import { type Schedule, scheduleSchema } from './schedule.schema';

/**
 * Schedules of query rules and Dynamic Re-Rank rules. A schedule's start and end are wall-clock times in the
 * store's IANA time zone; they are turned into instants with the zone's rules at that date, so a rule that
 * starts at 09:00 starts at 09:00 local time on either side of a daylight-saving change. A wall-clock time
 * that does not exist (skipped when clocks go forward) means the instant that far after the jump; one that
 * happens twice (when clocks go back) means the first (Temporal's "compatible" reading).
 */

/** Where a scheduled rule stands at an instant. */
export type ScheduleState = 'scheduled' | 'live' | 'expired';

/** The schedule states, in the order of a rule's life. */
export const SCHEDULE_STATES = ['scheduled', 'live', 'expired'] as const satisfies readonly ScheduleState[];

/** Catalogue labels of the states, for the lists' badges. */
export const SCHEDULE_STATE_LABELS = {
  scheduled: 'scheduleStateScheduled',
  live: 'scheduleStateLive',
  expired: 'scheduleStateExpired',
} as const satisfies Record<ScheduleState, MessageKey>;

/** A wall-clock date and time. */
interface LocalParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The parts of a `YYYY-MM-DDTHH:mm` text, or null when it names no real date and time. */
function parseLocal(text: string): LocalParts | null {
  const match = LOCAL.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
}

/** True for a time zone name the runtime knows (IANA names such as Europe/Stockholm, and UTC). */
export { isTimeZone };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The zone's wall clock at an instant as `YYYY-MM-DDTHH:mm`. Throws a RangeError for an unknown zone. */
export function instantToLocal(instant: number, timeZone: string): string {
  const wall = new Date(wallClock(instant, timeZone));
  return (
    `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`
  );
}

/** A `YYYY-MM-DDTHH:mm` wall-clock time read as if it were UTC (epoch ms); null for text that is not one. */
function wallClockAsUtc(local: string): number | null {
  const parts = parseLocal(local);
  return parts === null ? null : Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
}

/**
 * The instant (epoch ms) a wall-clock time of the zone names, read as the module comment says; null when
 * the text is not a real `YYYY-MM-DDTHH:mm` date and time. Throws a RangeError for an unknown zone.
 */
export function localToInstant(local: string, timeZone: string): number | null {
  const asUtc = wallClockAsUtc(local);
  if (asUtc === null) return null;
  const { instants, offsetBefore } = wallClockInstants(asUtc, timeZone);
  // Skipped wall-clock time: read it with the offset in force before the jump, which lands after it.
  return instants[0] ?? asUtc - offsetBefore;
}

/** Whether the zone's clocks skip the wall-clock time (it falls in the hour they go forward over). */
function isSkippedLocal(local: string, timeZone: string): boolean {
  const asUtc = wallClockAsUtc(local);
  return asUtc !== null && wallClockInstants(asUtc, timeZone).instants.length === 0;
}

/** A schedule as instants: start inclusive, end exclusive, null for an open side. */
export interface ScheduleWindow {
  /** First live instant (epoch ms); null: no start. */
  readonly start: number | null;
  /** First instant no longer live (epoch ms); null: no end. */
  readonly end: number | null;
}

/** The schedule as instants; an absent schedule is always live. Throws a RangeError for an unknown zone. */
export function scheduleWindow(schedule: Schedule | undefined): ScheduleWindow {
  if (schedule === undefined) return { start: null, end: null };
  const read = (local: string | undefined) =>
    local === undefined ? null : localToInstant(local, schedule.timeZone);
  return { start: read(schedule.start), end: read(schedule.end) };
}

/** Where a schedule stands at an instant: before its start scheduled, from its end expired, else live. */
export function scheduleState(schedule: Schedule | undefined, at: number): ScheduleState {
  const { start, end } = scheduleWindow(schedule);
  if (start !== null && at < start) return 'scheduled';
  if (end !== null && at >= end) return 'expired';
  return 'live';
}

/** True when two windows share an instant. */
export function windowsOverlap(a: ScheduleWindow, b: ScheduleWindow): boolean {
  const startsBeforeEnd = (x: ScheduleWindow, y: ScheduleWindow) =>
    x.start === null || y.end === null || x.start < y.end;
  return startsBeforeEnd(a, b) && startsBeforeEnd(b, a);
}

/** True when window `outer` holds every instant of window `inner`. */
export function windowCovers(outer: ScheduleWindow, inner: ScheduleWindow): boolean {
  const startOk = outer.start === null || (inner.start !== null && inner.start >= outer.start);
  const endOk = outer.end === null || (inner.end !== null && inner.end <= outer.end);
  return startOk && endOk;
}

/**
 * Checks a schedule: a known time zone (`scheduleTimeZoneInvalid`), start and end real dates and times
 * (`scheduleDateInvalid`), and an end after the start (`scheduleEndsBeforeStart`).
 */
export function validateSchedule(schedule: Schedule): ValidationResult<Schedule, 'schedule'> {
  if (!isTimeZone(schedule.timeZone))
    return invalid([
      { field: 'schedule', messageKey: 'scheduleTimeZoneInvalid', params: { timeZone: schedule.timeZone } },
    ]);
  const errors: ValidationIssue<'schedule'>[] = [];
  for (const local of [schedule.start, schedule.end]) {
    if (local !== undefined && parseLocal(local) === null)
      errors.push({ field: 'schedule', messageKey: 'scheduleDateInvalid', params: { value: local } });
  }
  if (errors.length > 0) return invalid(errors);
  const { start, end } = scheduleWindow(schedule);
  if (start !== null && end !== null && end <= start) {
    // A side the clocks skip (02:30 the night they go forward) counts from after the jump: said so, the
    // refusal makes sense to someone who typed an end after their start.
    const skipped = [schedule.start, schedule.end].find(
      (local): local is string => local !== undefined && isSkippedLocal(local, schedule.timeZone),
    );
    if (skipped !== undefined)
      return invalid([
        {
          field: 'schedule',
          messageKey: 'scheduleTimeSkipped',
          params: {
            value: skipped.replace('T', ' '),
            timeZone: schedule.timeZone,
            readAs: instantToLocal(
              localToInstant(skipped, schedule.timeZone) ?? 0,
              schedule.timeZone,
            ).replace('T', ' '),
          },
        },
      ]);
    return invalid([{ field: 'schedule', messageKey: 'scheduleEndsBeforeStart' }]);
  }
  return valid(schedule);
}

/**
 * The schedule a form's two fields describe: each side as typed (`YYYY-MM-DDTHH:mm`), an empty side left
 * open, and no schedule at all when both are empty.
 */
export function scheduleFromFields(
  fields: { readonly start: string; readonly end: string },
  timeZone: string,
): Schedule | undefined {
  if (fields.start === '' && fields.end === '') return undefined;
  return {
    ...(fields.start === '' ? {} : { start: fields.start }),
    ...(fields.end === '' ? {} : { end: fields.end }),
    timeZone,
  };
}

/**
 * A stored schedule in a line, as the tuning history shows it: `2026-11-27 00:00 – 2026-11-30 00:00
 * (Europe/Stockholm)`, an open side as `…`. Null for a value that is not a schedule.
 */
export function scheduleSpanText(value: unknown): string | null {
  const read = scheduleSchema.safeParse(value);
  if (!read.success) return null;
  const side = (local: string | undefined) => (local === undefined ? '…' : localTimeText(local));
  return `${side(read.data.start)} – ${side(read.data.end)} (${read.data.timeZone})`;
}

/**
 * One side of a schedule in a line, with its zone: `2026-11-27 00:00 (Europe/Stockholm)`, as a message names
 * when a rule starts or ended. Empty for an open side or no schedule.
 */
export function scheduleSideText(schedule: Schedule | undefined, side: 'start' | 'end'): string {
  const local = schedule?.[side];
  return schedule === undefined || local === undefined
    ? ''
    : `${localTimeText(local)} (${schedule.timeZone})`;
}

/** A local date-time as typed (`YYYY-MM-DDTHH:mm`) the way people read it: `YYYY-MM-DD HH:mm`. */
const localTimeText = (local: string) => local.replace('T', ' ');
