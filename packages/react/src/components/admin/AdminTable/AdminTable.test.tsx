import type { AdminUser } from '@storesearch/sdk/admin';
import { en } from '@storesearch/sdk/i18n';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderDemo } from '../../../testing/renderDemo';
import { loadLargeUserList } from '../../../testing/usersTableBench';
import { UsersTable } from '../UsersTable/UsersTable';
import { ADMIN_TABLE_ROW_HEIGHT } from './AdminTable';

/** Enough users that the virtualised body cannot show them all at once. */
const USERS = 300;
let users: AdminUser[] = [];

/** How long a keyboard scroll may take to settle: smooth scrolling slows down on two cores shared with other runs. */
const SCROLL_SETTLE_MS = 10_000;

beforeAll(async () => {
  users = await loadLargeUserList(USERS);
});

/** The table's named scroll region, the table and its header cells. */
function parts() {
  const region = screen.getByRole('region', { name: en.usersTitle });
  const table = within(region).getByRole('table', { name: en.usersTitle });
  return { region, table, headers: within(table).getAllByRole('columnheader') };
}

/** The data rows in the DOM (spacer rows carry no index). */
const dataRows = (table: HTMLElement) => [...table.querySelectorAll<HTMLElement>('tbody tr[data-index]')];

describe('AdminTable keyboard (through UsersTable)', () => {
  it('every sortable header is a button: Enter sorts ascending, Space descending, and aria-sort says so', async () => {
    renderDemo(<UsersTable users={users} height={400} />);
    const { table, headers } = parts();
    const sortable = headers.filter((header) => header.textContent !== en.columnActions);
    for (const header of sortable) expect(within(header).getByRole('button')).toBeVisible();
    const nameHeader = headers.find((header) => header.textContent?.startsWith(en.columnFullName));
    if (!nameHeader) throw new Error('no Full Name column');
    within(nameHeader).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    const ascending = dataRows(table)[0]?.getAttribute('aria-label') ?? '';
    await userEvent.keyboard(' ');
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => dataRows(table)[0]?.getAttribute('aria-label')).not.toBe(ascending);
    const descending = dataRows(table)[0]?.getAttribute('aria-label') ?? '';
    expect(ascending.localeCompare(descending)).toBeLessThan(0);
    expect(document.activeElement).toBe(within(nameHeader).getByRole('button'));
  });

  it("a row's actions are Tab stops after the headers, and Enter and Space both perform them", async () => {
    const onAction = vi.fn();
    renderDemo(<UsersTable users={users} onAction={onAction} height={400} />);
    const { table, headers } = parts();
    const last = headers.filter((header) => within(header).queryByRole('button')).at(-1);
    within(last as HTMLElement)
      .getByRole('button')
      .focus();
    await userEvent.keyboard('{Tab}');
    const first = dataRows(table)[0] as HTMLElement;
    const user = users.find((candidate) => candidate.fullname === first.getAttribute('aria-label'));
    expect(first.contains(document.activeElement)).toBe(true);
    const action = document.activeElement as HTMLElement;
    expect(action.tagName).toBe('BUTTON');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onAction).toHaveBeenCalledTimes(2);
    expect(onAction.mock.calls[0]?.[1]).toBe(user);
    expect(onAction.mock.calls[1]).toEqual(onAction.mock.calls[0]);
    // Tab moves on to the row's next action, still inside the row.
    await userEvent.keyboard('{Tab}');
    expect(first.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(action);
  });

  it(
    'the scroll region is a named Tab stop whose keys scroll the virtual rows to the last user and back',
    async () => {
      renderDemo(<UsersTable users={users} height={400} />);
      const { region, table } = parts();
      expect(region.tabIndex).toBe(0);
      const before = dataRows(table).length;
      expect(before).toBeLessThan(USERS);
      // The rows not drawn are still counted: the header row and every user.
      expect(table).toHaveAttribute('aria-rowcount', String(users.length + 1));
      region.focus();
      await userEvent.keyboard('{PageDown}');
      // Keyboard scrolling is smooth: an End pressed while the page is still moving can be dropped by it, so
      // wait until the page stands still below the top.
      let last = -1;
      await expect
        .poll(
          () => {
            const now = region.scrollTop;
            const still = now > 0 && now === last;
            last = now;
            return still;
          },
          { interval: 100, timeout: SCROLL_SETTLE_MS },
        )
        .toBe(true);
      await userEvent.keyboard('{End}');
      await expect
        .poll(() => dataRows(table).at(-1)?.getAttribute('aria-rowindex'), { timeout: SCROLL_SETTLE_MS })
        .toBe(String(users.length + 1));
      expect(dataRows(table).length).toBeLessThan(USERS);
      // Rows are measured exactly as estimated: no correction moved the view off the bottom.
      await expect
        .poll(() => region.scrollHeight - region.clientHeight - region.scrollTop, {
          timeout: SCROLL_SETTLE_MS,
        })
        .toBeLessThan(1);
      for (const row of dataRows(table))
        expect(row.getBoundingClientRect().height).toBe(ADMIN_TABLE_ROW_HEIGHT);
      await userEvent.keyboard('{Home}');
      await expect.poll(() => region.scrollTop, { timeout: SCROLL_SETTLE_MS }).toBe(0);
      await expect.poll(() => dataRows(table)[0]?.getAttribute('aria-rowindex')).toBe('2');
    },
    4 * SCROLL_SETTLE_MS,
  );
});
