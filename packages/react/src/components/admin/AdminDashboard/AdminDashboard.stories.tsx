import { en } from '@storesearch/sdk/i18n';
import { faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminBackend, findByRoleWithText, signInDemoAdmin } from '../../../testing/adminStories';
import { AdminDashboard } from './AdminDashboard';

const meta = {
  title: 'Admin/AdminDashboard',
  component: AdminDashboard,
  tags: ['autodocs'],
  beforeEach: signInDemoAdmin,
} satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four tiles with their trend against last month, the month-over-month panel and six months of revenue. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const revenue = canvas.getByRole('group', { name: en.monthlyRevenue });
    await waitFor(() => expect(revenue).toHaveAttribute('aria-busy', 'false'));
    for (const tile of [en.monthlyRevenue, en.newUsersThisMonth, en.activeUsers, en.totalUsers]) {
      await expect(canvas.getByRole('group', { name: tile })).toHaveTextContent(/vs last month/);
    }
    const total = adminBackend().db.admin.users.length;
    await expect(canvas.getByRole('group', { name: en.totalUsers })).toHaveTextContent(String(total));
    // Active users are the users whose status is Active, as the Users table shows them; the tile says so.
    const active = adminBackend().db.admin.users.filter((u) => u.status === 'active').length;
    const activeTile = canvas.getByRole('group', { name: en.activeUsers });
    await expect(activeTile).toHaveTextContent(new RegExp(`^${en.activeUsers}${active}`));
    await expect(
      within(activeTile).getByRole('button', { name: `About ${en.activeUsers}` }),
    ).toHaveAccessibleDescription(en.activeUsersDefinition);
    const panel = canvas.getByRole('table', { name: `${en.currentMonth} / ${en.previousMonth}` });
    await expect(within(panel).getByRole('rowheader', { name: en.columnRevenue })).toBeVisible();
    await expect(within(panel).getByRole('rowheader', { name: en.columnNewUsers })).toBeVisible();
    const chart = canvas.getByRole('figure', { name: en.revenueOverview });
    await userEvent.click(within(chart).getByText(en.showDataTable));
    const rows = within(chart).getAllByRole('row');
    // Header plus Jul to Dec.
    await expect(rows).toHaveLength(7);
    await expect(rows[1]).toHaveTextContent('Jul 2024');
    await expect(rows[6]).toHaveTextContent('Dec 2024');
  },
};

/** A world with no users or orders: every figure zero, no trend to show. */
export const Empty: Story = {
  beforeEach: () => {
    const { admin } = adminBackend().db;
    admin.users = [];
    admin.orders = [];
    admin.pastRevenue = admin.pastRevenue.map(() => 0);
  },
  play: async ({ canvas }) => {
    const total = canvas.getByRole('group', { name: en.totalUsers });
    await waitFor(() => expect(total).toHaveAttribute('aria-busy', 'false'));
    await expect(total).toHaveTextContent('0');
    await expect(total).toHaveTextContent(`${en.notAvailable} vs last month`);
  },
};

/** Placeholders while the figures load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('getAdminAnalytics', { kind: 'pending' })] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: en.monthlyRevenue })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The figures could not be loaded: the translated panel and a retry that loads them. */
export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    adminBackend().faults.set('getAdminAnalytics', { kind: 'serverError' }, { times: 1 });
  },
  play: async ({ canvas, canvasElement }) => {
    await findByRoleWithText(canvasElement, 'alert', en.failedToLoadAnalytics);
    await userEvent.click(canvas.getByRole('button', { name: en.retry }));
    await expect(await canvas.findByRole('group', { name: en.totalUsers })).toBeVisible();
  },
};
