import { UBI_SESSION_TIMEOUT_MS } from './ubi.constants';

/** What the collector keeps in storage about the session: its id and the time of its last event. */
export interface UbiStoredSession {
  /** The session id. */
  id: string;
  /** Epoch milliseconds of the session's last event. */
  last: number;
}

/**
 * The session id for an event at `now`: the stored one while less than 30 minutes passed since its
 * last event, else a fresh one from `newId` (spec section 9). `stored` comes from storage, so it is checked.
 */
export function sessionIdAt(stored: unknown, now: number, newId: () => string): string {
  const s = stored as Partial<UbiStoredSession> | null;
  return s && typeof s.id === 'string' && now - (s.last as number) < UBI_SESSION_TIMEOUT_MS ? s.id : newId();
}
