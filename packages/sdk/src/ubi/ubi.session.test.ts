import { describe, expect, it } from 'vitest';
import { UBI_SESSION_TIMEOUT_MS } from './ubi.constants';
import { sessionIdAt } from './ubi.session';

const newId = () => 'fresh';
const last = Date.UTC(2026, 10, 22, 9, 0, 0);

describe('sessionIdAt', () => {
  it('keeps the session after 29:59 of inactivity', () => {
    expect(sessionIdAt({ id: 's-1', last }, last + 29 * 60_000 + 59_000, newId)).toBe('s-1');
    expect(sessionIdAt({ id: 's-1', last }, last + UBI_SESSION_TIMEOUT_MS - 1, newId)).toBe('s-1');
  });

  it('starts a new session at 30:00 of inactivity', () => {
    expect(UBI_SESSION_TIMEOUT_MS).toBe(30 * 60 * 1000);
    expect(sessionIdAt({ id: 's-1', last }, last + 30 * 60_000, newId)).toBe('fresh');
  });

  it('starts a new session when nothing usable is stored', () => {
    for (const stored of [
      undefined,
      null,
      {},
      { id: 5, last },
      { id: 's-1' },
      { id: 's-1', last: 'x' },
      'junk',
    ])
      expect(sessionIdAt(stored, last, newId)).toBe('fresh');
  });
});
