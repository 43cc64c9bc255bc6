import { Dialog } from '@radix-ui/themes';
import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DialogActions } from './DialogActions';

/** What the dialog around the row is told: Cancel asks it to close, Save submits its form. */
const closed = fn();
const submitted = fn();

const meta = {
  title: 'Components/DialogActions',
  component: DialogActions,
  tags: ['autodocs'],
  args: { saving: false, disabled: false },
  decorators: [
    (Story) => (
      <Dialog.Root open onOpenChange={closed}>
        <Dialog.Content maxWidth="420px" aria-describedby={undefined}>
          <Dialog.Title>{en.editRule}</Dialog.Title>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submitted();
            }}
          >
            <Story />
          </form>
        </Dialog.Content>
      </Dialog.Root>
    ),
  ],
} satisfies Meta<typeof DialogActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: en.editRule }));

/** Radix Themes' spinner inside a button, drawn while it is loading. */
const spinner = (button: HTMLElement) => button.querySelector('.rt-Spinner');

/** Save submits the dialog's form; Cancel asks the dialog to close. */
export const Idle: Story = {
  play: async () => {
    const box = await dialog();
    await userEvent.click(box.getByRole('button', { name: en.save }));
    await expect(submitted).toHaveBeenCalledOnce();
    await userEvent.click(box.getByRole('button', { name: en.cancel }));
    await expect(closed).toHaveBeenCalledWith(false);
  },
};

/** While the save runs, Save spins and cannot be pressed again; Cancel still closes. */
export const Saving: Story = {
  args: { saving: true },
  play: async () => {
    const box = await dialog();
    const save = box.getByRole('button', { name: en.save });
    await expect(save).toBeDisabled();
    await expect(spinner(save)).not.toBeNull();
    await expect(box.getByRole('button', { name: en.cancel })).toBeEnabled();
  },
};

/** Nothing to save: Save is disabled, without a spinner. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async () => {
    const box = await dialog();
    const save = box.getByRole('button', { name: en.save });
    await expect(save).toBeDisabled();
    await expect(spinner(save)).toBeNull();
  },
};
