import * as z from 'zod/mini';
import type { MessageParams } from '../i18n/i18n.format';
import type { MessageKey } from '../i18n/messages';
import {
  instantToLocal,
  isTimeZone,
  localToInstant,
  type ScheduleState,
  scheduleState,
  scheduleWindow,
} from '../schedule/schedule.rules';
import { type Schedule, scheduleSchema } from '../schedule/schedule.schema';

// The timeline of scheduled rules: what goes live or stops, and when. The schedule rules themselves
// (schedule/schedule.rules.ts) are shared with Dynamic Re-Rank and re-exported here for this entry.
export {
  instantToLocal,
  isTimeZone,
  localToInstant,
  SCHEDULE_STATE_LABELS,
  SCHEDULE_STATES,
  type ScheduleState,
  type ScheduleWindow,
  scheduleFromFields,
  scheduleSideText,
  scheduleSpanText,
  scheduleState,
  scheduleWindow,
  validateSchedule,
  windowCovers,
  windowsOverlap,
} from '../schedule/schedule.rules';

/** A side of a schedule the clocks skip: as typed, the zone, and the time it counts as (`YYYY-MM-DD HH:mm`). */
export interface SkippedScheduleTime extends MessageParams {
  readonly value: string;
  readonly timeZone: string;
  readonly readAs: string;
}

/**
 * The sides of a schedule that the zone's clocks skip (02:30 the night they go forward), each with the time it
 * counts as, for a form to say that the rule starts or ends after the jump: a side whose instant reads back as
 * another wall-clock time. A side that is not a real date and time is not one, and a zone the runtime does
 * not know skips nothing (the schedule's own check refuses that zone).
 */
export function scheduleSkippedTimes({ start, end, timeZone }: Schedule): SkippedScheduleTime[] {
  if (!isTimeZone(timeZone)) return [];
  const text = (wall: string) => wall.replace('T', ' ');
  return [start, end].flatMap((local) => {
    const instant = local === undefined ? null : localToInstant(local, timeZone);
    const readAs = instant === null ? local : instantToLocal(instant, timeZone);
    return local === undefined || readAs === undefined || readAs === local
      ? []
      : [{ value: text(local), timeZone, readAs: text(readAs) }];
  });
}

/** Something the timeline shows: a query rule or a Dynamic Re-Rank rule, with its schedule. */
export interface ScheduledItem {
  /** Which kind of rule. */
  readonly kind: 'queryRule' | 'boostingRule';
  /** Its id. */
  readonly id: string;
  /** What the timeline calls it: the query text or the rule name. */
  readonly label: string;
  /** Disabled rules change nothing and are left off the timeline. */
  readonly enabled: boolean;
  /** Its schedule; none: always live. */
  readonly schedule: Schedule | undefined;
}

/** One change of the timeline: a rule going live or stopping. */
export interface TimelineEvent {
  /** The instant (epoch ms). */
  readonly at: number;
  /** The instant as ISO text. */
  readonly iso: string;
  /** The wall-clock time in the rule's zone, `YYYY-MM-DDTHH:mm` (a skipped time shows as the clock read after the jump). */
  readonly local: string;
  /** The rule's time zone. */
  readonly timeZone: string;
  /** What changes. */
  readonly change: 'starts' | 'ends';
  /** The rule. */
  readonly item: ScheduledItem;
}

/** Range of a timeline: from an instant, up to (not including) another when given. */
export interface TimelineRange {
  /** First instant shown (epoch ms). */
  readonly from: number;
  /** First instant not shown; none: no limit. */
  readonly to?: number;
}

/**
 * What changes when: every start and end of an enabled, scheduled rule within the range, in time order
 * (ends before starts at the same instant, then by label). Query rules and Dynamic Re-Rank rules alike.
 */
export function scheduleTimeline(items: readonly ScheduledItem[], range: TimelineRange): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  for (const item of items) {
    if (!item.enabled || item.schedule === undefined || !isTimeZone(item.schedule.timeZone)) continue;
    const { timeZone } = item.schedule;
    const window = scheduleWindow(item.schedule);
    const add = (at: number | null, change: TimelineEvent['change']) => {
      if (at === null || at < range.from || (range.to !== undefined && at >= range.to)) return;
      events.push({
        at,
        iso: new Date(at).toISOString(),
        local: instantToLocal(at, timeZone),
        timeZone,
        change,
        item,
      });
    };
    add(window.start, 'starts');
    add(window.end, 'ends');
  }
  const order = { ends: 0, starts: 1 } as const;
  return events.sort(
    (a, b) => a.at - b.at || order[a.change] - order[b.change] || a.item.label.localeCompare(b.item.label),
  );
}

/** A timeline event's line: "{rule} starts" or "{rule} ends", with the rule's label. */
export function timelineEventText(event: TimelineEvent): { messageKey: MessageKey; params: MessageParams } {
  return {
    messageKey: event.change === 'starts' ? 'timelineStarts' : 'timelineEnds',
    params: { rule: event.item.label },
  };
}

/** The states of items at an instant, by id, for the lists' badges. */
export function scheduleStates(items: readonly ScheduledItem[], at: number): Map<string, ScheduleState> {
  return new Map(items.map((item) => [item.id, scheduleState(item.schedule, at)]));
}

/** A query rule on the timeline, labelled with its query text. */
export function queryRuleScheduleItem(rule: {
  readonly id: string;
  readonly matchText: string;
  readonly enabled: boolean;
  readonly schedule?: Schedule | undefined;
}): ScheduledItem {
  return {
    kind: 'queryRule',
    id: rule.id,
    label: rule.matchText,
    enabled: rule.enabled,
    schedule: rule.schedule,
  };
}

/**
 * A Dynamic Re-Rank rule on the timeline, labelled with its name. Its schedule is read from a `schedule`
 * field of the stored rule (a loose object), with the query rules' schedule shape; a rule without one, or
 * with one of another shape, is always live.
 */
export function boostingRuleScheduleItem(rule: {
  readonly id: string | number;
  readonly name: string;
  readonly status: 'active' | 'inactive';
  readonly schedule?: unknown;
}): ScheduledItem {
  const parsed = z.safeParse(scheduleSchema, rule.schedule);
  return {
    kind: 'boostingRule',
    id: String(rule.id),
    label: rule.name,
    enabled: rule.status === 'active',
    schedule: parsed.success ? parsed.data : undefined,
  };
}
