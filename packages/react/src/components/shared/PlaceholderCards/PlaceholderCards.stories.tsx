import { Flex } from '@radix-ui/themes';
import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyCard, PlaceholderCards } from './PlaceholderCards';

const meta = {
  title: 'Components/PlaceholderCards',
  component: PlaceholderCards,
  tags: ['autodocs'],
  args: { count: 3, height: '56px' },
  decorators: [
    (Story) => (
      <Flex direction="column" gap="3">
        <Story />
      </Flex>
    ),
  ],
} satisfies Meta<typeof PlaceholderCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list's place held while it loads: three busy cards of the height of the cards to come. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll('[aria-busy="true"]');
    await expect(cards).toHaveLength(3);
  },
};

/** The card a list shows when it holds nothing. */
export const Empty: Story = {
  render: () => <EmptyCard>{en.noRulesFound}</EmptyCard>,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.noRulesFound)).toBeVisible();
  },
};
