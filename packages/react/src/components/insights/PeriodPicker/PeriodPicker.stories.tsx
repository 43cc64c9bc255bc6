import { DEFAULT_PERIOD, type Period } from '@storesearch/sdk/insights';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { insightsEn } from '../../../testing/insightsStories';
import { PeriodPicker } from './PeriodPicker';

const meta = {
  title: 'Insights/PeriodPicker',
  component: PeriodPicker,
  tags: ['autodocs'],
  args: { value: DEFAULT_PERIOD, onChange: fn() },
} satisfies Meta<typeof PeriodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A preset applies as soon as it is chosen. */
export const Presets: Story = {
  play: async ({ canvas, args }) => {
    const picker = await canvas.findByRole('combobox', { name: insightsEn.period });
    await expect(picker).toHaveTextContent(insightsEn.periodLast7Days);
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: insightsEn.periodLast30Days }));
    await expect(args.onChange).toHaveBeenCalledWith({ kind: 'preset', preset: 'last30Days' });
  },
};

/** The period kept where a screen keeps it (its address), with a way to show another from elsewhere (Back, a link). */
function AddressedPicker({ onChange }: { onChange: (period: Period) => void }) {
  const [value, setValue] = useState<Period>(DEFAULT_PERIOD);
  return (
    <>
      <PeriodPicker
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button
        type="button"
        onClick={() => setValue({ kind: 'custom', from: '2026-11-01', to: '2026-11-05' })}
      >
        Back
      </button>
    </>
  );
}

/**
 * Chosen with the keyboard, the period is shown and the picker keeps the focus (it is not drawn anew); a period
 * shown from elsewhere replaces what the picker shows.
 */
export const ChosenKeepsFocus: Story = {
  render: (args) => <AddressedPicker onChange={args.onChange} />,
  play: async ({ canvas, args }) => {
    const picker = await canvas.findByRole('combobox', { name: insightsEn.period });
    picker.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: insightsEn.periodLast30Days }));
    await expect(args.onChange).toHaveBeenCalledWith({ kind: 'preset', preset: 'last30Days' });
    await expect(picker).toHaveTextContent(insightsEn.periodLast30Days);
    await waitFor(() => expect(picker).toHaveFocus());
    await expect(picker.isConnected).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(picker).toHaveTextContent(insightsEn.periodCustom);
    await expect(canvas.getByLabelText(insightsEn.periodStart)).toHaveValue('2026-11-01');
    await expect(canvas.getByLabelText(insightsEn.periodEnd)).toHaveValue('2026-11-05');
  },
};

/** A custom range ending before it starts is refused with the catalogue's reason; the dates stay as typed. */
export const CustomRangeRefused: Story = {
  args: { value: { kind: 'custom', from: '2026-11-20', to: '2026-11-10' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: insightsEn.applyPeriod }));
    await expect(await canvas.findByText(insightsEn.periodEndBeforeStart)).toBeVisible();
    const end = canvas.getByLabelText(insightsEn.periodEnd);
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveValue('2026-11-10');
    await expect(canvas.getByLabelText(insightsEn.periodStart)).toHaveValue('2026-11-20');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A valid custom range applies once Apply is pressed. */
export const CustomRangeApplied: Story = {
  args: { value: { kind: 'custom', from: '2026-11-01', to: '2026-11-10' } },
  play: async ({ canvas, args }) => {
    const end = await canvas.findByLabelText(insightsEn.periodEnd);
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-15');
    await userEvent.click(canvas.getByRole('button', { name: insightsEn.applyPeriod }));
    await expect(args.onChange).toHaveBeenCalledWith({
      kind: 'custom',
      from: '2026-11-01',
      to: '2026-11-15',
    });
    await expect(canvas.queryByText(insightsEn.periodEndBeforeStart)).toBeNull();
  },
};

/** Choosing a custom range starts from the days of the period shown (the last 30 days up to today). */
export const CustomRangeStartsAsShown: Story = {
  args: { value: { kind: 'preset', preset: 'last30Days' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: insightsEn.period }));
    await userEvent.click(await screen.findByRole('option', { name: insightsEn.periodCustom }));
    await expect(await canvas.findByLabelText(insightsEn.periodStart)).toHaveValue('2026-10-24');
    await expect(canvas.getByLabelText(insightsEn.periodEnd)).toHaveValue('2026-11-22');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A range may not end after today (22 November, the stories' day, in UTC): its days have no figures yet. */
export const CustomRangeEndsAfterToday: Story = {
  args: { value: { kind: 'custom', from: '2026-11-10', to: '2026-11-20' } },
  play: async ({ canvas, args }) => {
    const end = await canvas.findByLabelText(insightsEn.periodEnd);
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-23');
    await userEvent.click(canvas.getByRole('button', { name: insightsEn.applyPeriod }));
    await expect(await canvas.findByText(insightsEn.periodEndsAfterToday)).toBeVisible();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveValue('2026-11-23');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A range may end today. */
export const CustomRangeEndsToday: Story = {
  args: { value: { kind: 'custom', from: '2026-11-10', to: '2026-11-20' } },
  play: async ({ canvas, args }) => {
    const end = await canvas.findByLabelText(insightsEn.periodEnd);
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-22');
    await userEvent.click(canvas.getByRole('button', { name: insightsEn.applyPeriod }));
    await expect(args.onChange).toHaveBeenCalledWith({
      kind: 'custom',
      from: '2026-11-10',
      to: '2026-11-22',
    });
    await expect(canvas.queryByText(insightsEn.periodEndsAfterToday)).toBeNull();
  },
};

/** Today is the store's: at noon UTC it is already 23 November in Kiritimati (UTC+14), so a range may end then. */
export const StoreTodayInItsZone: Story = {
  args: { value: { kind: 'custom', from: '2026-11-10', to: '2026-11-20' }, timeZone: 'Pacific/Kiritimati' },
  play: async ({ canvas, args }) => {
    const end = await canvas.findByLabelText(insightsEn.periodEnd);
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-23');
    await userEvent.click(canvas.getByRole('button', { name: insightsEn.applyPeriod }));
    await expect(args.onChange).toHaveBeenCalledWith({
      kind: 'custom',
      from: '2026-11-10',
      to: '2026-11-23',
    });
  },
};
