import { Flex } from '@radix-ui/themes';
import { figureChange } from '@storesearch/sdk/insights';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { insightsEn } from '../../../testing/insightsStories';
import { FigureChange } from './FigureChange';

const meta = {
  title: 'Insights/FigureChange',
  component: FigureChange,
  tags: ['autodocs'],
  args: { change: figureChange(1250, 1000), better: 'higher' },
} satisfies Meta<typeof FigureChange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rise of 25 %: an up arrow, +25 % and the words, green because more is better here. */
export const Up: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('▲ +25%')).toBeVisible();
    await expect(canvas.getByText(insightsEn.changeUp.replace('{percent}', '25%'))).toBeVisible();
  },
};

/**
 * Every direction side by side: a fall of a figure where less is better (good news), a fall where more is
 * better (bad news), no change, and a figure new this period (0 before: no percentage, the words say new).
 */
export const Directions: Story = {
  render: () => (
    <Flex direction="column" gap="2">
      <FigureChange change={figureChange(40, 50)} better="lower" />
      <FigureChange change={figureChange(40, 50)} better="higher" />
      <FigureChange change={figureChange(50, 50)} />
      <FigureChange change={figureChange(12, 0)} />
    </Flex>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText(insightsEn.changeDown.replace('{percent}', '20%'))).toHaveLength(
      2,
    );
    await expect(canvas.getAllByText('▼ -20%')).toHaveLength(2);
    await expect(canvas.getByText(insightsEn.changeFlat)).toBeVisible();
    await expect(canvas.getByText(insightsEn.changeNew)).toBeVisible();
    await expect(canvas.queryByText(/∞|NaN/)).toBeNull();
  },
};
