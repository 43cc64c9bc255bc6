import { describe, expect, it } from 'vitest';
import { createLeaveGuard } from './leaveGuard';

describe('createLeaveGuard', () => {
  it('lets the user go when no screen has unsaved work', async () => {
    await expect(createLeaveGuard().confirmLeave()).resolves.toBe(true);
  });

  it('asks each registered screen in turn and stops at the first that stays', async () => {
    const guard = createLeaveGuard();
    const asked: string[] = [];
    guard.register(async () => {
      asked.push('facets');
      return false;
    });
    guard.register(async () => {
      asked.push('other');
      return true;
    });
    await expect(guard.confirmLeave()).resolves.toBe(false);
    expect(asked).toEqual(['facets']);
  });

  it('forgets a screen once it unregisters (its edits were saved or discarded)', async () => {
    const guard = createLeaveGuard();
    let asked = 0;
    const unregister = guard.register(async () => {
      asked += 1;
      return false;
    });
    await expect(guard.confirmLeave()).resolves.toBe(false);
    unregister();
    await expect(guard.confirmLeave()).resolves.toBe(true);
    expect(asked).toBe(1);
  });
});
