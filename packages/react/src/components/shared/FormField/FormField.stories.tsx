import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormField } from './FormField';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: { id: 'story-field', label: en.newEmail, value: '', type: 'email', onChange: fn() },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled input: typing reports each new value; no message, nothing marked invalid. */
export const Data: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(en.newEmail);
    await userEvent.type(input, 'a');
    await expect(args.onChange).toHaveBeenLastCalledWith('a');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

/** The rule's message under the field, linked to it, and the input marked invalid; what was typed stays. */
export const WithError: Story = {
  args: { value: 'not-an-address', error: en.invalidEmail },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(en.newEmail);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(en.invalidEmail);
    await expect(input).toHaveValue('not-an-address');
  },
};

/** A hint under the field while there is no error; the error wins when both are given. */
export const WithHint: Story = {
  args: { label: en.yearlyPrice, type: 'number', value: '49', hint: en.yearlyDiscountLabel },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(en.yearlyPrice);
    await expect(input).toHaveAccessibleDescription(en.yearlyDiscountLabel);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** No value yet: the placeholder shows an example. */
export const Empty: Story = {
  args: { placeholder: 'https://shop.example.com', type: 'text', inputMode: 'url', label: en.wordpressUrl },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(en.wordpressUrl)).toHaveAttribute(
      'placeholder',
      'https://shop.example.com',
    );
  },
};
