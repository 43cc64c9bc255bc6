import { Button, Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Toaster } from './Toaster';
import { useToast } from './toast.context';

/** Two buttons that each raise a toast through the provider's toaster. */
function ToastButtons() {
  const toast = useToast();
  return (
    <Flex gap="2">
      <Button onClick={() => toast.show({ title: 'Success', description: 'First toast' })}>First</Button>
      <Button onClick={() => toast.show({ title: 'Error', description: 'Second toast', destructive: true })}>
        Second
      </Button>
    </Flex>
  );
}

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  tags: ['autodocs'],
  // StoreSearchProvider mounts the Toaster: the story uses the provider's, as every component does.
  render: () => <ToastButtons />,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast at a time: a second replaces the first; Close hides it. */
export const OneAtATime: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'First' }));
    await expect(await screen.findByText('First toast')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Second' }));
    await expect(await screen.findByText('Second toast')).toBeVisible();
    await expect(screen.queryByText('First toast')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Second toast')).toBeNull());
  },
};

/** Nothing raised: nothing shown. */
export const Empty: Story = {
  play: async () => {
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};
