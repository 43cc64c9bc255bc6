/**
 * Wall clocks of IANA time zones, from Intl alone: what a zone's clock reads at an instant, and the instants at
 * which it reads a given time: none when clocks jump over it, two when they go back over it. Merchandising's
 * schedules and the search insights' periods both stand on it.
 */

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** The zone's date-and-time format, built once per zone; null for a zone the runtime does not know. */
function formatter(timeZone: string): Intl.DateTimeFormat | null {
  let cached = formatters.get(timeZone);
  if (cached === undefined) {
    try {
      cached = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      cached = null;
    }
    formatters.set(timeZone, cached);
  }
  return cached;
}

/** True for a time zone name the runtime knows (IANA names such as Europe/Stockholm, and UTC). */
export function isTimeZone(timeZone: unknown): timeZone is string {
  return typeof timeZone === 'string' && timeZone.trim() !== '' && formatter(timeZone) !== null;
}

/** The wall clock of the zone at an instant, to the second, as if it were UTC (epoch ms). Throws a RangeError for an unknown zone. */
export function wallClock(instant: number, timeZone: string): number {
  const format = formatter(timeZone);
  if (format === null) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const floored = Math.floor(instant / 1000) * 1000;
  return wallClock(floored, timeZone) - floored;
}

/** When a zone's wall clock reads a time, and the offsets in force a day either side. */
export interface WallClockInstants {
  /** The instants (epoch ms) it reads the time, earliest first: none when skipped, two when repeated. */
  readonly instants: readonly number[];
  /** The offset a day before, in ms: reading the time with it lands after a jump over it. */
  readonly offsetBefore: number;
  /** The offset a day after, in ms. */
  readonly offsetAfter: number;
}

/**
 * The instants at which the zone's wall clock reads `wall` (a wall-clock time written as UTC epoch ms).
 * The offsets a day either side cover any one transition; each gives a candidate instant.
 */
export function wallClockInstants(wall: number, timeZone: string): WallClockInstants {
  const offsetBefore = offsetAt(wall - DAY_MS, timeZone);
  const offsetAfter = offsetAt(wall + DAY_MS, timeZone);
  const instants = [...new Set([wall - offsetBefore, wall - offsetAfter])]
    .filter((instant) => wallClock(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  return { instants, offsetBefore, offsetAfter };
}
