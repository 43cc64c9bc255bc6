import { en } from '@storesearch/sdk/i18n';
import { DEMO_USERS } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import { withAppRouter } from '../../testing/withAppRouter';
import { ProfileScreen } from './ProfileScreen';

const meta = {
  title: 'Screens/Vendor/Profile',
  component: ProfileScreen,
  tags: ['autodocs'],
  decorators: [withAppRouter],
  parameters: { route: PATHS.vendorSettingsProfile },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vendor's profile; a saved name shows in the header's user menu at once. */
export const Vendor: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: en.edit }));
    const first = canvas.getByLabelText(en.firstName);
    await userEvent.clear(first);
    await userEvent.type(first, 'Marit');
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    await expect(
      await canvas.findByRole('button', { name: `${en.userMenu}: Marit ${DEMO_USERS.vendor.lastname}` }),
    ).toBeVisible();
  },
};

/** The same screen on the admin path. */
export const Admin: Story = {
  parameters: { session: 'admin', route: PATHS.adminSettingsProfile },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('profile-firstname')).toHaveTextContent(
      DEMO_USERS.admin.firstname,
    );
  },
};
