import { Flex, Skeleton, Text } from '@radix-ui/themes';
import { type Schedule, scheduleFromFields, scheduleSkippedTimes } from '@storesearch/sdk/merchandising';
import { useId } from 'react';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useT } from '../../../hooks/shared/useT';
import { FormField } from '../../shared/FormField/FormField';

/** A schedule as typed: `YYYY-MM-DDTHH:mm` wall-clock texts, empty for an open side. */
export interface ScheduleText {
  /** When the rule goes live; empty: from now on. */
  readonly start: string;
  /** When it stops; empty: no end. */
  readonly end: string;
}

/**
 * The time zone a rule's schedule is read in: its own; for a rule without one, the store's; and only when the
 * store's is unknown, this browser's.
 */
export function scheduleTimeZone(schedule: Schedule | undefined, storeTimeZone?: string | undefined): string {
  return schedule?.timeZone ?? storeTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The two fields' text for a stored schedule (empty for an open side or no schedule). */
export function scheduleText(schedule: Schedule | undefined): ScheduleText {
  return { start: schedule?.start ?? '', end: schedule?.end ?? '' };
}

/** Props of ScheduleFields. */
export interface ScheduleFieldsProps {
  /** The schedule as typed. */
  value: ScheduleText;
  /** Called with the whole schedule on every change. */
  onChange: (value: ScheduleText) => void;
  /** The IANA time zone the times are read in, named in the labels. */
  timeZone: string;
  /** The rule's message about the schedule, shown under the fields; both inputs are marked invalid and described by it. */
  error?: string | null;
}

/**
 * A rule's optional start and end, as wall-clock times in the time zone named (query rules and Dynamic
 * Re-Rank rules alike). What was typed stays as typed; the rule's validation says what is wrong with it. A
 * time the clocks skip (02:30 the night they go forward) is accepted and said to count as the time after the
 * jump, so what is saved is no surprise.
 */
export function ScheduleFields({ value, onChange, timeZone, error }: ScheduleFieldsProps) {
  const t = useT();
  const ids = useId();
  const areaReady = useMessageArea('merchandising');
  if (!areaReady) return <Skeleton height="56px" />;
  const errorId = error ? `${ids}-error` : null;
  const typed = scheduleFromFields(value, timeZone);
  // A refusal already names a skipped time it concerns, and an unknown zone has its own refusal.
  const skipped = typed === undefined || error ? [] : scheduleSkippedTimes(typed);
  return (
    <Flex direction="column" gap="1">
      <Flex gap="3" wrap="wrap">
        <FormField
          type="datetime-local"
          id={`${ids}-start`}
          label={t('queryRuleFieldStart', { timeZone })}
          value={value.start}
          onChange={(start) => onChange({ ...value, start })}
          errorId={errorId}
        />
        <FormField
          type="datetime-local"
          id={`${ids}-end`}
          label={t('queryRuleFieldEnd', { timeZone })}
          value={value.end}
          onChange={(end) => onChange({ ...value, end })}
          errorId={errorId}
        />
      </Flex>
      {error && (
        <Text id={errorId ?? undefined} size="2" color="red" role="alert">
          {error}
        </Text>
      )}
      {skipped.map((side) => (
        <Text key={side.value} size="2" color="amber" highContrast role="status">
          {t('scheduleTimeSkippedNote', side)}
        </Text>
      ))}
    </Flex>
  );
}
