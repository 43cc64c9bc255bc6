import { en } from '@storesearch/sdk/i18n';
import { DEMO_USERS, faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  adminBackend,
  emptyAdminList,
  findByRoleWithText,
  signInDemoAdmin,
  useLargeAdminWorld,
} from '../../../testing/adminStories';
import { scrollBackToTop } from '../../../testing/scrolling';
import { UsersPanel } from './UsersPanel';

const meta = {
  title: 'Admin/UsersPanel',
  component: UsersPanel,
  tags: ['autodocs'],
  args: { height: 480 },
  beforeEach: signInDemoAdmin,
} satisfies Meta<typeof UsersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const second = DEMO_USERS.secondVendor;
const secondName = `${second.firstname} ${second.lastname}`;
const secondUser = () => adminBackend().db.admin.users.find((u) => u.id === second.id);

/** The row of the second demo vendor's owner. */
function userRow(canvas: ReturnType<typeof within>, timeout = 1_000) {
  return canvas.findByRole('row', { name: secondName }, { timeout });
}

/** Opens a row's action and returns its dialog. */
async function openAction(row: HTMLElement, label: string) {
  await userEvent.click(within(row).getByRole('button', { name: label }));
  return within(document.body).findByRole('alertdialog');
}

/** The users with the spec's columns; roles read Admin or Vendor; ban (or unban), delete and force logout offered. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const row = await userRow(canvas);
    const table = canvas.getByRole('table', { name: en.usersTitle });
    for (const column of [
      en.columnFullName,
      en.columnEmail,
      en.columnStartDate,
      en.columnTime,
      en.columnRole,
      en.columnStatus,
      en.columnLastLogin,
      en.columnPlan,
      en.columnSubscriptionDate,
      en.columnMonthlyRevenue,
      en.columnActions,
    ]) {
      await expect(within(table).getByRole('columnheader', { name: new RegExp(column) })).toBeVisible();
    }
    await expect(row).toHaveTextContent(second.email);
    await expect(row).toHaveTextContent(en.roleVendor);
    await expect(row).toHaveTextContent(en.planStarter);
    await expect(row).toHaveTextContent('$19.00');
    const adminRow = canvas.getByRole('row', {
      name: `${DEMO_USERS.admin.firstname} ${DEMO_USERS.admin.lastname}`,
    });
    await expect(adminRow).toHaveTextContent(en.roleAdmin);
    for (const action of [en.banUser, en.deleteUser, en.forceLogout]) {
      await expect(within(row).getByRole('button', { name: action })).toBeVisible();
    }
  },
};

/** Ban, confirmed: the API bans the user, the row shows Banned with Unban instead of Ban, and the event is recorded. */
export const BanUser: Story = {
  play: async ({ canvas }) => {
    const row = await userRow(canvas);
    const dialog = await openAction(row, en.banUser);
    await expect(dialog).toHaveTextContent(en.confirmBanUser);
    await expect(dialog).toHaveTextContent(second.email);
    await userEvent.click(within(dialog).getByRole('button', { name: en.banUser }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(row).toHaveTextContent(en.userStatusBanned));
    await expect(within(row).queryByRole('button', { name: en.banUser })).toBeNull();
    await expect(within(row).getByRole('button', { name: en.unbanUser })).toBeVisible();
    await expect(secondUser()?.status).toBe('banned');
    await waitFor(() =>
      expect(adminBackend().db.ubi.events.map((e) => e.event_name)).toContain('admin_user_ban'),
    );
  },
};

/** A banned user, unbanned: the API lifts the ban, the row is Active with Ban again, and the event is recorded. */
export const UnbanUser: Story = {
  beforeEach: () => {
    const user = secondUser();
    if (user) user.status = 'banned';
  },
  play: async ({ canvas }) => {
    const row = await userRow(canvas);
    await expect(row).toHaveTextContent(en.userStatusBanned);
    const dialog = await openAction(row, en.unbanUser);
    await expect(dialog).toHaveTextContent(en.confirmUnbanUser);
    await expect(dialog).toHaveTextContent(second.email);
    await userEvent.click(within(dialog).getByRole('button', { name: en.unbanUser }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(row).toHaveTextContent(en.userStatusActive));
    await expect(within(row).getByRole('button', { name: en.banUser })).toBeVisible();
    await expect(secondUser()?.status).toBe('active');
    await waitFor(() =>
      expect(adminBackend().db.ubi.events.map((e) => e.event_name)).toContain('admin_user_unban'),
    );
  },
};

/** Delete, confirmed: the user leaves the table and the backend. */
export const DeleteUser: Story = {
  play: async ({ canvas }) => {
    const row = await userRow(canvas);
    const dialog = await openAction(row, en.deleteUser);
    await expect(dialog).toHaveTextContent(en.confirmDeleteUser);
    await userEvent.click(within(dialog).getByRole('button', { name: en.deleteUser }));
    await waitFor(() => expect(canvas.queryByRole('row', { name: secondName })).toBeNull());
    await expect(secondUser()).toBeUndefined();
    await waitFor(() =>
      expect(adminBackend().db.ubi.events.map((e) => e.event_name)).toContain('admin_user_delete'),
    );
  },
};

/** Force logout, confirmed: the user's sessions end; the row stays. */
export const ForceLogout: Story = {
  play: async ({ canvas }) => {
    const row = await userRow(canvas);
    const dialog = await openAction(row, en.forceLogout);
    await expect(dialog).toHaveTextContent(en.confirmForceLogout);
    await userEvent.click(within(dialog).getByRole('button', { name: en.forceLogout }));
    await waitFor(() => expect(secondUser()?.forcedLogouts).toBe(1));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(row).toHaveTextContent(en.userStatusActive);
    await expect(
      await within(document.body).findByText(en.forceLogoutDone.replace('{name}', secondName)),
    ).toBeVisible();
  },
};

/** The signed-in admin's own row offers no action, and says why. */
export const OwnRow: Story = {
  args: { currentUserId: second.id },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const row = await userRow(canvas);
    await expect(row).toHaveTextContent(en.ownAccountNoActions);
    await expect(within(row).queryByRole('button')).toBeNull();
  },
};

/** Cancel in a dialog leaves the user as they were and returns focus to the row's button. */
export const DialogCancelled: Story = {
  play: async ({ canvas }) => {
    const row = await userRow(canvas);
    const dialog = await openAction(row, en.banUser);
    await userEvent.click(within(dialog).getByRole('button', { name: en.cancel }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(within(row).getByRole('button', { name: en.banUser })).toHaveFocus();
    await expect(secondUser()?.status).toBe('active');
  },
};

/** The server refuses: the dialog stays open with the server's message; nothing changed. */
export const BanFails: Story = {
  parameters: {
    msw: {
      handlers: { story: [faultHandler('banUser', { kind: 'serverError', message: 'Ban service offline' })] },
    },
  },
  play: async ({ canvas }) => {
    const row = await userRow(canvas);
    const dialog = await openAction(row, en.banUser);
    await userEvent.click(within(dialog).getByRole('button', { name: en.banUser }));
    await findByRoleWithText(dialog, 'alert', 'Ban service offline');
    await expect(row).toHaveTextContent(en.userStatusActive);
    await expect(secondUser()?.status).toBe('active');
  },
};

/** Search by e-mail narrows the rows; no match shows 'No users found.'; sorting by name orders them. */
export const SearchAndSort: Story = {
  play: async ({ canvas }) => {
    await userRow(canvas);
    const table = canvas.getByRole('table', { name: en.usersTitle });
    const search = canvas.getByRole('searchbox', { name: en.searchUsers });
    await userEvent.type(search, 'trailhead');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.type(search, 'zzz');
    await expect(await within(table).findByText(en.noUsersFound)).toBeVisible();
    await userEvent.clear(search);
    await userEvent.click(within(table).getByRole('button', { name: en.columnFullName }));
    const header = within(table).getByRole('columnheader', { name: new RegExp(en.columnFullName) });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const names = within(table)
      .getAllByRole('row')
      .slice(1, 6)
      .map((r) => r.getAttribute('aria-label') ?? '');
    await expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  },
};

/** No users at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: { story: [emptyAdminList('users')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(en.noUsersFound)).toBeVisible();
  },
};

/** Placeholder rows while the users load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('listAdminUsers', { kind: 'pending' })] } },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: en.usersTitle });
    await expect(table.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
  },
};

/** The users could not be loaded: the message and a retry. */
export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    adminBackend().faults.set(
      'listAdminUsers',
      { kind: 'serverError', message: 'Directory unavailable' },
      { times: 1 },
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await findByRoleWithText(canvasElement, 'alert', 'Directory unavailable');
    await userEvent.click(canvas.getByRole('button', { name: en.retry }));
    await expect(await userRow(canvas)).toBeVisible();
  },
};

/** 10,000 users: the DOM holds only the rows in view; the end of the list is reachable. */
export const TenThousandUsers: Story = {
  beforeEach: useLargeAdminWorld,
  play: async ({ canvas }) => {
    // Serving and parsing 10,000 users takes a moment on a busy machine; rendering them does not.
    await userRow(canvas, 20_000);
    const table = canvas.getByRole('table', { name: en.usersTitle });
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    const region = canvas.getByRole('region', { name: en.usersTitle });
    region.scrollTop = region.scrollHeight;
    const total = adminBackend().db.admin.users.length;
    await waitFor(() =>
      expect(within(table).getAllByRole('row').at(-1)).toHaveAttribute('aria-rowindex', String(total + 1)),
    );
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    await scrollBackToTop(region, () =>
      expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2'),
    );
  },
};
