import { Badge, Skeleton } from '@radix-ui/themes';
import {
  SCHEDULE_STATE_LABELS,
  type Schedule,
  type ScheduleState,
  scheduleState,
} from '@storesearch/sdk/merchandising';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useT } from '../../../hooks/shared/useT';

/** Badge colour of each schedule state. */
const STATE_COLORS = { scheduled: 'blue', live: 'green', expired: 'gray' } as const satisfies Record<
  ScheduleState,
  string
>;

/** Props of ScheduleBadge. */
export interface ScheduleBadgeProps {
  /** The rule's schedule; none: always live. */
  schedule: Schedule | undefined;
  /** The instant the state is read at (epoch ms). */
  now: number;
  /** The badge's id, for controls it describes. */
  id?: string | undefined;
}

/** Where a rule's schedule stands at an instant: scheduled, live or expired, in words and colour. */
export function ScheduleBadge({ schedule, now, id }: ScheduleBadgeProps) {
  const t = useT();
  const areaReady = useMessageArea('merchandising');
  const state = scheduleState(schedule, now);
  if (!areaReady) return <Skeleton width="56px" height="20px" />;
  return (
    <Badge id={id} color={STATE_COLORS[state]} highContrast data-schedule-state={state}>
      {t(SCHEDULE_STATE_LABELS[state])}
    </Badge>
  );
}
