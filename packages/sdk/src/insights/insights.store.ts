import type { UbiEvent } from '../ubi/ubi.schema';

/** The events a demo backend keeps: each `event_id` once, and how many re-sent copies it dropped. */
export interface EventLog {
  /** Kept events, in the order received. */
  readonly events: readonly UbiEvent[];
  /** Their ids. */
  readonly ids: ReadonlySet<string>;
  /** Copies dropped because their id was already kept (delivery is at least once). */
  readonly duplicates: number;
}

/**
 * The events of `batch` whose id is neither in `known` nor earlier in the batch, and how many were dropped:
 * the collector delivers at least once (a beacon whose page died is sent again), the server keeps each once.
 */
export function acceptEvents(
  known: ReadonlySet<string>,
  batch: readonly UbiEvent[],
): { readonly accepted: UbiEvent[]; readonly duplicates: number } {
  const seen = new Set<string>();
  const accepted: UbiEvent[] = [];
  for (const event of batch) {
    if (known.has(event.event_id) || seen.has(event.event_id)) continue;
    seen.add(event.event_id);
    accepted.push(event);
  }
  return { accepted, duplicates: batch.length - accepted.length };
}

/** A log holding `events` (seeded traffic, say), each id once; copies count as duplicates. */
export function createEventLog(events: readonly UbiEvent[] = []): EventLog {
  return recordEvents({ events: [], ids: new Set(), duplicates: 0 }, events);
}

/** The log after receiving `batch`; `log` itself is left as it was. */
export function recordEvents(log: EventLog, batch: readonly UbiEvent[]): EventLog {
  const { accepted, duplicates } = acceptEvents(log.ids, batch);
  if (accepted.length === 0)
    return duplicates === 0 ? log : { ...log, duplicates: log.duplicates + duplicates };
  const ids = new Set(log.ids);
  for (const event of accepted) ids.add(event.event_id);
  return { events: [...log.events, ...accepted], ids, duplicates: log.duplicates + duplicates };
}
