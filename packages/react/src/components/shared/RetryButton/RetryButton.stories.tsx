import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RetryButton } from './RetryButton';

const meta = {
  title: 'Components/RetryButton',
  component: RetryButton,
  tags: ['autodocs'],
  args: { onRetry: fn() },
} satisfies Meta<typeof RetryButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Retry, from the keyboard. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: en.retry }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
