import { addressPeriod } from '@storesearch/sdk/insights';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { insightsEn } from '../../../testing/insightsStories';
import { RefusedPeriodNotice } from './RefusedPeriodNotice';

/** Why the SDK refuses an address's period on the stories' today (2026-11-22). */
const refusedOn = (text: string) => {
  const { refused } = addressPeriod(text, '2026-11-22');
  if (!refused) throw new Error(`${text} is not refused`);
  return refused;
};

const meta = {
  title: 'Insights/RefusedPeriodNotice',
  component: RefusedPeriodNotice,
  tags: ['autodocs'],
  args: { refused: refusedOn('2026-11-10..2026-11-01'), onDismiss: fn() },
} satisfies Meta<typeof RefusedPeriodNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A range that ends before it starts: the link's text as written, and the picker's reason. */
export const EndBeforeStart: Story = {
  play: async ({ canvas, args }) => {
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('“2026-11-10..2026-11-01”');
    await expect(notice).toHaveTextContent(insightsEn.periodEndBeforeStart);
    await userEvent.click(canvas.getByRole('button', { name: insightsEn.dismiss }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** A range that ends after the store's today. */
export const EndsAfterToday: Story = {
  args: { refused: refusedOn('2026-12-01..2026-12-31') },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('“2026-12-01..2026-12-31”');
    await expect(notice).toHaveTextContent(insightsEn.periodEndsAfterToday);
  },
};

/** Text that is no period at all, in German: the reason from the German catalogue. */
export const NotAPeriodGerman: Story = {
  globals: { locale: 'de' },
  args: { refused: refusedOn('garbage') },
  play: async ({ canvas }) => {
    // The German catalogue loads after the first render, in English.
    await expect(await canvas.findByText(/„garbage“/)).toBeVisible();
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Dieser Zeitraum ist ungültig.');
    await expect(await canvas.findByRole('button', { name: 'Schließen' })).toBeVisible();
  },
};
