import { Flex } from '@radix-ui/themes';
import { en } from '@storesearch/sdk/i18n';
import { loadMerchandisingMessages } from '@storesearch/sdk/merchandising';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScheduleBadge } from './ScheduleBadge';

/** The English text, with the merchandising area the badge loads. */
const text = { ...en, ...(await loadMerchandisingMessages('en')) };

/** Black Friday weekend in Stockholm: after the stories' fixed clock (22 November 2026). */
const blackFriday = { start: '2026-11-27T00:00', end: '2026-11-30T00:00', timeZone: 'Europe/Stockholm' };

const meta = {
  title: 'Components/Merchandising/ScheduleBadge',
  component: ScheduleBadge,
  tags: ['autodocs'],
  args: { schedule: blackFriday, now: Date.now() },
} satisfies Meta<typeof ScheduleBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One schedule read at four instants: before its window, at its first minute (midnight in Stockholm is 23:00
 * UTC the day before), at its last, and at its end; and a rule without a schedule, always live.
 */
export const States: Story = {
  render: (args) => (
    <Flex gap="2">
      <ScheduleBadge {...args} />
      <ScheduleBadge {...args} now={Date.UTC(2026, 10, 26, 23, 0)} />
      <ScheduleBadge {...args} now={Date.UTC(2026, 10, 29, 22, 59)} />
      <ScheduleBadge {...args} now={Date.UTC(2026, 10, 29, 23, 0)} />
      <ScheduleBadge schedule={undefined} now={args.now} />
    </Flex>
  ),
  play: async ({ canvasElement, canvas }) => {
    await canvas.findAllByText(text.scheduleStateLive);
    const states = [...canvasElement.querySelectorAll('[data-schedule-state]')].map((badge) => [
      badge.getAttribute('data-schedule-state'),
      badge.textContent,
    ]);
    await expect(states).toEqual([
      ['scheduled', text.scheduleStateScheduled],
      ['live', text.scheduleStateLive],
      ['live', text.scheduleStateLive],
      ['expired', text.scheduleStateExpired],
      ['live', text.scheduleStateLive],
    ]);
  },
};
