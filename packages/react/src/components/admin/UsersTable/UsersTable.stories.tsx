import type { AdminUser } from '@storesearch/sdk/admin';
import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UsersTable } from './UsersTable';

const base = {
  image: null,
  lastLogin: '2024-12-19T08:30:00.000Z',
  subscriptionDate: '2024-01-02',
  startDate: '2024-01-01',
  time: '09:15',
};

/** An admin, an active vendor with a plan and a banned vendor without one. */
const users: AdminUser[] = [
  {
    ...base,
    id: '1',
    firstname: 'Alex',
    lastname: 'Morgan',
    fullname: 'Alex Morgan',
    email: 'alex@example.com',
    role: 'admin',
    status: 'active',
    planName: null,
    subscriptionDate: null,
    planPrice: 0,
  },
  {
    ...base,
    id: '2',
    firstname: 'Priya',
    lastname: 'Patel',
    fullname: 'Priya Patel',
    email: 'priya@example.com',
    role: 'user',
    status: 'active',
    planName: 'Professional',
    planPrice: 49,
  },
  {
    ...base,
    id: '3',
    firstname: 'Omar',
    lastname: 'Khan',
    fullname: 'Omar Khan',
    email: 'omar@example.com',
    role: 'user',
    status: 'banned',
    planName: null,
    subscriptionDate: null,
    lastLogin: null,
    planPrice: 0,
  },
];

const meta = {
  title: 'Admin/UsersTable',
  component: UsersTable,
  tags: ['autodocs'],
  args: { users, loading: false, onAction: fn(), height: 320 },
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Roles read Admin or Vendor; ban is offered unless banned, unban once banned; delete and force logout always. */
export const Data: Story = {
  play: async ({ canvas, args }) => {
    const admin = canvas.getByRole('row', { name: 'Alex Morgan' });
    const vendor = canvas.getByRole('row', { name: 'Priya Patel' });
    const banned = canvas.getByRole('row', { name: 'Omar Khan' });
    await expect(admin).toHaveTextContent(en.roleAdmin);
    await expect(vendor).toHaveTextContent(en.roleVendor);
    await expect(vendor).toHaveTextContent('$49.00');
    await expect(vendor).toHaveTextContent('9:15');
    await expect(banned).toHaveTextContent(en.userStatusBanned);
    await expect(banned).toHaveTextContent(en.notAvailable);
    await expect(
      within(vendor)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([en.banUser, en.deleteUser, en.forceLogout]);
    await expect(
      within(banned)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([en.unbanUser, en.deleteUser, en.forceLogout]);
    await userEvent.click(within(banned).getByRole('button', { name: en.forceLogout }));
    await expect(args.onAction).toHaveBeenCalledWith('forceLogout', users[2]);
    await userEvent.click(within(banned).getByRole('button', { name: en.unbanUser }));
    await expect(args.onAction).toHaveBeenCalledWith('unban', users[2]);
  },
};

/**
 * In a box narrower than the table (here 720 px) the columns scroll sideways inside the table, and every row's
 * actions stay in view at its right edge: no sideways scroll is needed to ban, delete or log out.
 */
export const NarrowActionsInView: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: en.usersTitle });
    const box = region.getBoundingClientRect();
    const buttons = within(region).getAllByRole('button', { name: en.deleteUser });
    await expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      const rect = button.getBoundingClientRect();
      await expect(rect.left).toBeGreaterThanOrEqual(box.left);
      await expect(rect.right).toBeLessThanOrEqual(box.right);
    }
    // The other columns do scroll: the table is wider than its box.
    const table = within(region).getByRole('table');
    await expect(table.getBoundingClientRect().width).toBeGreaterThan(box.width);
  },
};

/** Search matches names, e-mails, roles, states and plans. */
export const Search: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: en.searchUsers });
    await userEvent.type(search, 'banned');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByRole('row', { name: 'Omar Khan' })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    await expect(canvas.getByText(en.noUsersFound)).toBeVisible();
  },
};

/** No users: 'No users found.' */
export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.noUsersFound)).toBeVisible();
  },
};

/** Placeholder rows while loading. */
export const Loading: Story = {
  args: { users: undefined, loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: en.usersTitle });
    await expect(table.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
  },
};

/**
 * Opened as it was left (the dashboard keeps the search and sort in the address): the search box holds the search,
 * the rows are sorted by it, and each change of search or sort is reported with the other kept.
 */
export const OpensAsLeft: Story = {
  args: { defaultView: { search: 'example.com', sort: { id: 'fullname', desc: true } }, onViewChange: fn() },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: en.usersTitle });
    const search = canvas.getByRole('searchbox', { name: en.searchUsers });
    await expect(search).toHaveValue('example.com');
    const header = within(table).getByRole('columnheader', { name: new RegExp(en.columnFullName) });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getAttribute('aria-label'));
    await expect(names()).toEqual(['Priya Patel', 'Omar Khan', 'Alex Morgan']);

    await userEvent.click(within(table).getByRole('button', { name: en.columnEmail }));
    await expect(args.onViewChange).toHaveBeenLastCalledWith({
      search: 'example.com',
      sort: { id: 'email', desc: false },
    });
    await expect(names()).toEqual(['Alex Morgan', 'Omar Khan', 'Priya Patel']);
    await userEvent.clear(search);
    await userEvent.type(search, 'khan');
    await expect(args.onViewChange).toHaveBeenLastCalledWith({
      search: 'khan',
      sort: { id: 'email', desc: false },
    });
    await waitFor(() => expect(names()).toEqual(['Omar Khan']));
  },
};

/** A sort by a column the table does not have is ignored: no column is marked sorted and the rows keep their order. */
export const UnknownSortIgnored: Story = {
  args: { defaultView: { search: '', sort: { id: 'shoeSize', desc: false } } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: en.usersTitle });
    await expect(table.querySelector('[aria-sort="ascending"], [aria-sort="descending"]')).toBeNull();
    await expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Alex Morgan', 'Priya Patel', 'Omar Khan']);
  },
};
