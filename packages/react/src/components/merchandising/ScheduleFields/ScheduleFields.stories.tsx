import { en } from '@storesearch/sdk/i18n';
import { loadMerchandisingMessages } from '@storesearch/sdk/merchandising';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ScheduleFields, type ScheduleFieldsProps } from './ScheduleFields';

/** The English text, with the merchandising area the fields load. */
const text = { ...en, ...(await loadMerchandisingMessages('en')) };

const timeZone = 'Europe/Stockholm';
const startLabel = text.queryRuleFieldStart.replace('{timeZone}', timeZone);
const endLabel = text.queryRuleFieldEnd.replace('{timeZone}', timeZone);

/** The fields with their own state, as a form holds it; `onChange` still reports every change. */
function Controlled(props: ScheduleFieldsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ScheduleFields
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Merchandising/ScheduleFields',
  component: ScheduleFields,
  tags: ['autodocs'],
  args: { value: { start: '', end: '' }, timeZone, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ScheduleFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No schedule: both sides open, the time zone named in the labels. Typing a start reports the whole schedule. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const start = await canvas.findByLabelText(startLabel);
    await expect(start).toHaveValue('');
    await expect(canvas.getByLabelText(endLabel)).toHaveValue('');
    await userEvent.type(start, '2026-11-27T09:00');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-27T09:00', end: '' });
  },
};

/** A Black Friday window. */
export const Data: Story = {
  args: { value: { start: '2026-11-27T00:00', end: '2026-11-30T00:00' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(startLabel)).toHaveValue('2026-11-27T00:00');
    await expect(canvas.getByLabelText(endLabel)).toHaveValue('2026-11-30T00:00');
  },
};

/** The rule's message under the fields, announced, and both fields marked invalid and described by it. */
export const ErrorMessage: Story = {
  args: {
    value: { start: '2026-11-30T00:00', end: '2026-11-27T00:00' },
    error: text.scheduleEndsBeforeStart,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.scheduleEndsBeforeStart);
    for (const label of [startLabel, endLabel]) {
      const input = canvas.getByLabelText(label);
      await expect(input).toBeInvalid();
      await expect(input).toHaveAccessibleDescription(text.scheduleEndsBeforeStart);
    }
  },
};

/**
 * A start the clocks skip: 02:30 on the night Stockholm goes from 02:00 to 03:00 is accepted, and the fields say
 * it counts as 03:30, so the saved rule is no surprise. Moved to 01:30, the note goes.
 */
export const SkippedTime: Story = {
  args: { value: { start: '2026-03-29T02:30', end: '2026-03-29T06:00' } },
  play: async ({ canvas, userEvent }) => {
    const note = await canvas.findByRole('status');
    await expect(note).toHaveTextContent(
      '2026-03-29 02:30 does not exist in Europe/Stockholm: the clocks go forward then, so it counts as 2026-03-29 03:30.',
    );
    const start = canvas.getByLabelText(startLabel);
    await expect(start).toBeValid();
    await userEvent.clear(start);
    await userEvent.type(start, '2026-03-29T01:30');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.clear(start);
    await userEvent.type(start, '2026-03-29T02:30');
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};
