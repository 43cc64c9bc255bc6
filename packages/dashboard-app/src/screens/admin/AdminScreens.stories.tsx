import { en } from '@storesearch/sdk/i18n';
import { DEMO_USERS, faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import { withAppRouter } from '../../testing/withAppRouter';
import { AdminHomeScreen } from './AdminHomeScreen';

/** The admin screens inside the app's shell and router, signed in as the demo admin. */
const meta = {
  title: 'Screens/Admin',
  component: AdminHomeScreen,
  tags: ['autodocs'],
  decorators: [withAppRouter],
  parameters: { session: 'admin' },
} satisfies Meta<typeof AdminHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/dashboard/admin`: the dashboard with its tiles and six-month chart. */
export const Dashboard: Story = {
  parameters: { route: PATHS.adminHome },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: en.adminDashboardTitle }),
    ).toBeVisible();
    const revenue = await canvas.findByRole('group', { name: en.monthlyRevenue });
    await waitFor(() => expect(revenue).toHaveAttribute('aria-busy', 'false'));
    await expect(canvas.getByRole('figure', { name: en.revenueOverview })).toBeVisible();
  },
};

/** `/dashboard/admin/orders`. */
export const Orders: Story = {
  parameters: { route: PATHS.adminOrders },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en.ordersTitle })).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /Northwind Sports GmbH/ })).toBeVisible();
  },
};

/** `/dashboard/admin/users`. */
export const Users: Story = {
  parameters: { route: PATHS.adminUsers },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en.usersTitle })).toBeVisible();
    const admin = `${DEMO_USERS.admin.firstname} ${DEMO_USERS.admin.lastname}`;
    const row = await canvas.findByRole('row', { name: admin });
    await expect(row).toHaveTextContent(en.roleAdmin);
    // The signed-in admin's own row offers no action.
    await expect(row).toHaveTextContent(en.ownAccountNoActions);
    await expect(within(row).queryByRole('button')).toBeNull();
  },
};

/** `/dashboard/admin/analytics`. */
export const Analytics: Story = {
  parameters: { route: PATHS.adminAnalytics },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en.analyticsTitle })).toBeVisible();
    await expect(await canvas.findByRole('figure', { name: en.historicalRevenue })).toBeVisible();
  },
};

/** `/dashboard/admin/analytics` when the figures fail: the translated error panel. */
export const AnalyticsError: Story = {
  parameters: {
    route: PATHS.adminAnalytics,
    msw: { handlers: { story: [faultHandler('getAdminAnalytics', { kind: 'serverError' })] } },
  },
  play: async ({ canvas }) => {
    const alerts = await canvas.findAllByRole('alert');
    await waitFor(() =>
      expect(alerts.some((a) => a.textContent?.includes(en.failedToLoadAnalytics))).toBe(true),
    );
  },
};

/** `/dashboard/admin/pricing`. */
export const Pricing: Story = {
  parameters: { route: PATHS.adminPricing },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en.pricingTitle })).toBeVisible();
    const row = await canvas.findByRole('row', { name: en.planProfessional });
    await expect(within(row).getByRole('button', { name: en.editPrice })).toBeVisible();
  },
};

/** The shared profile screen at the admin's path. */
export const Profile: Story = {
  parameters: { route: PATHS.adminSettingsProfile },
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue(DEMO_USERS.admin.email)).toBeVisible();
  },
};
