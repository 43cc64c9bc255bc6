import '@radix-ui/themes/styles.css';
import { describe, expect, it } from 'vitest';
import { loadLargeUserList, measureUsersTable } from '../../../testing/usersTableBench';
import { ADMIN_TABLE_OVERSCAN } from '../AdminTable/AdminTable';

/** Rows a 600 px window can show at the estimated row height, plus the overscan on both sides and some slack. */
const DOM_ROW_BOUND = Math.ceil(600 / 40) + 2 * ADMIN_TABLE_OVERSCAN + 10;

describe('UsersTable with 10,000 users', () => {
  it('keeps the DOM bounded while the whole list stays reachable by scrolling', async () => {
    const users = await loadLargeUserList();
    expect(users).toHaveLength(10_003);
    const container = document.createElement('div');
    document.body.append(container);
    const result = await measureUsersTable(container, users);
    container.remove();
    expect(result.domRows).toBeGreaterThan(0);
    expect(result.domRows).toBeLessThanOrEqual(DOM_ROW_BOUND);
    expect(result.domRowsAfterScroll).toBeLessThanOrEqual(DOM_ROW_BOUND);
    expect(result.lastRowIndex).toBe(users.length + 1);
  });
});
