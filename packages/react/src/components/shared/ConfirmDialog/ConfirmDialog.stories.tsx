import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoServerError } from '../../../testing/demoData';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Admin/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: en.banUserTitle,
    description: en.confirmBanUser,
    confirmLabel: en.banUser,
    color: 'red',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('alertdialog', { name: en.banUserTitle });

/** The question with its confirm and cancel buttons; Escape dismisses it. */
export const Data: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    await expect(box).toHaveTextContent(en.confirmBanUser);
    await userEvent.click(within(box).getByRole('button', { name: en.banUser }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** While the action runs, the buttons wait. */
export const Pending: Story = {
  args: { pending: true },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('button', { name: en.cancel })).toBeDisabled();
  },
};

/** A failed action shows its message inside the dialog, which stays open. */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: demoServerError },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('alert')).toHaveTextContent('Internal server error');
  },
};
