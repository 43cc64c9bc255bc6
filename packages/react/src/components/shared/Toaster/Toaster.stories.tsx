import { Button, Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Toaster } from './Toaster';
import { useToast } from './toast.context';

/** A saved rule's notice for a pasted query: one unbroken word, then many lines of text. */
const LONG_TEXT = `The rule for "${'sneakers'.repeat(12)}" is saved.${' Waterproof trail running shoes.'.repeat(40)}`;

/** A button that raises the long notice. */
function LongToastButton() {
  const toast = useToast();
  return <Button onClick={() => toast.show({ title: 'Success', description: LONG_TEXT })}>Long</Button>;
}

/** Buttons that each raise a toast through the provider's toaster. */
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

/** A long text wraps inside the toast, even an unbroken word, and stops after four lines: the page stays usable. */
export const LongText: Story = {
  render: () => <LongToastButton />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Long' }));
    const text = await screen.findByText(LONG_TEXT);
    const card = text.closest<HTMLElement>('.rt-Card');
    if (!card) throw new Error('the toast has no card');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
    await expect(text.getBoundingClientRect().height).toBeLessThanOrEqual(4 * lineHeight + 1);
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
