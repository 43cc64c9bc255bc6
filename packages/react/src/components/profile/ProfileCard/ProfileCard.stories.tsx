import { en } from '@storesearch/sdk/i18n';
import {
  answerEndpoint,
  DEMO_PASSWORD,
  DEMO_USERS,
  errorResponse,
  faultHandler,
  spyEndpoint,
} from '@storesearch/sdk/mocks';
import {
  SUCCESS_MESSAGE_MS,
  updateProfileNameEndpoint,
  uploadProfileImageEndpoint,
} from '@storesearch/sdk/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, waitFor, within } from 'storybook/test';
import { ProfileCard } from './ProfileCard';

/** A whole PNG of one pixel: signature, header, image data and end. */
const ONE_PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** A PNG of `bytes` bytes: one pixel, then padding after its end, which decoders ignore. */
const png = (bytes = 64) =>
  new File([ONE_PIXEL_PNG, new Uint8Array(Math.max(0, bytes - ONE_PIXEL_PNG.length))], 'avatar.png', {
    type: 'image/png',
  });

/** Every image upload that reaches the demo backend. */
const imageUploads = fn();

const meta = {
  title: 'Components/ProfileCard',
  component: ProfileCard,
  tags: ['autodocs'],
  args: { onUserChange: fn() },
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in vendor: names read-only, email read-only, password hidden. */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('profile-firstname')).toHaveTextContent(
      DEMO_USERS.vendor.firstname,
    );
    await expect(canvas.getByLabelText(en.email)).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText(en.email)).toHaveValue(DEMO_USERS.vendor.email);
    await expect(canvas.getByLabelText(en.password)).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText(en.password)).not.toHaveValue('');
  },
};

/** While the session loads, the provider's user shows (no empty card). */
export const Loading: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('getSession', { kind: 'pending' })] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('profile-lastname')).toHaveTextContent(DEMO_USERS.vendor.lastname);
  },
};

/** A last name without a space (a pasted run of letters) wraps inside the card instead of running past it. */
export const LongNameWraps: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const long = `Lindqvist-Åberg${'x'.repeat(160)}`;
    await userEvent.click(await canvas.findByRole('button', { name: en.edit }));
    const field = canvas.getByLabelText(en.lastName);
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste(long);
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    const lastName = await canvas.findByTestId('profile-lastname');
    await waitFor(() => expect(lastName).toHaveTextContent(long));
    const card = canvasElement.querySelector('.rt-Card');
    if (!card) throw new Error('No card');
    await expect(lastName.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
    await expect(canvas.getByRole('button', { name: en.edit })).toBeVisible();
  },
};

/** Edit, save: back to read-only with the new name and 'Name updated successfully' (for 3 s). */
export const EditName: Story = {
  // The product's duration: this story checks that the message hides itself.
  parameters: { successMessageDurationMs: SUCCESS_MESSAGE_MS },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: en.edit }));
    const first = canvas.getByLabelText(en.firstName);
    await userEvent.clear(first);
    await userEvent.type(first, 'Marit');
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    await expect(await canvas.findByText(en.nameUpdated)).toBeVisible();
    await expect(canvas.getByTestId('profile-firstname')).toHaveTextContent('Marit');
    await expect(args.onUserChange).toHaveBeenCalledWith(expect.objectContaining({ firstname: 'Marit' }));
    await waitFor(() => expect(canvas.queryByText(en.nameUpdated)).toBeNull());
  },
};

/** A blank name: 'First name and last name are required', in red under the fields, nothing sent. */
export const NameRequired: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: en.edit }));
    await userEvent.clear(canvas.getByLabelText(en.lastName));
    await userEvent.type(canvas.getByLabelText(en.lastName), '   ');
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en.firstAndLastNameRequired);
    await expect(canvas.getByLabelText(en.lastName)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onUserChange).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message in red under the fields, and what was typed stays. */
export const NameServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [
          // A 200 whose body says `success: false`: the server's words still reach the form.
          answerEndpoint(updateProfileNameEndpoint, () =>
            errorResponse(200, 'Name contains forbidden words'),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: en.edit }));
    await userEvent.type(canvas.getByLabelText(en.firstName), 'X');
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Name contains forbidden words');
    await expect(canvas.getByLabelText(en.firstName)).toHaveValue(`${DEMO_USERS.vendor.firstname}X`);
  },
};

/** The call fails without a message: 'Failed to update name'. */
export const NameCallFails: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('updateProfileName', { kind: 'serverError', message: null })] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: en.edit }));
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en.failedToUpdateName);
  },
};

/** A new image uploads with a spinner, then 'Profile image updated successfully'. */
export const UploadImage: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.upload(await canvas.findByTestId('profile-image-input'), png());
    await expect(await canvas.findByText(en.profileImageUpdated)).toBeVisible();
    await expect(args.onUserChange).toHaveBeenCalledWith(
      expect.objectContaining({ image: expect.stringMatching(/^data:image\/png/) }),
    );
  },
};

/** Over 5 MB: 'Image size must be less than 5MB', nothing sent. */
export const ImageTooLarge: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.upload(await canvas.findByTestId('profile-image-input'), png(5 * 1024 * 1024 + 1));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en.imageTooLarge);
    await expect(args.onUserChange).not.toHaveBeenCalled();
  },
};

/** Not PNG, JPEG or WebP: the spec's message. */
export const ImageWrongType: Story = {
  play: async ({ canvas }) => {
    const gif = new File([new Uint8Array(8)], 'avatar.gif', { type: 'image/gif' });
    // The picker's accept filter would hide a GIF: hand it over as a drop or a forced pick would.
    fireEvent.change(await canvas.findByTestId('profile-image-input'), { target: { files: [gif] } });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en.invalidImageType);
  },
};

/**
 * A PNG's signature with no image after it, then a text file named and typed as a PNG: each refused by its content
 * with the spec's message; nothing is sent and the avatar stays.
 */
export const ImageNotAnImage: Story = {
  parameters: { msw: { handlers: { story: [spyEndpoint(uploadProfileImageEndpoint, imageUploads)] } } },
  beforeEach: () => {
    imageUploads.mockClear();
  },
  play: async ({ args, canvas, userEvent }) => {
    const input = await canvas.findByTestId('profile-image-input');
    // A PNG's first bytes with nothing of an image after them are no image either: the browser cannot decode it.
    const signatureOnly = new File([ONE_PIXEL_PNG.slice(0, 8)], 'header-only.png', { type: 'image/png' });
    await userEvent.upload(input, signatureOnly);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en.invalidImageType);
    const fake = new File(['not an image'], 'fake.png', { type: 'image/png' });
    await userEvent.upload(input, fake);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en.invalidImageType);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(imageUploads).not.toHaveBeenCalled();
    await expect(args.onUserChange).not.toHaveBeenCalled();
    const { firstname, lastname } = DEMO_USERS.vendor;
    await expect(canvas.getByText(`${firstname.charAt(0)}${lastname.charAt(0)}`)).toBeVisible();
  },
};

/** The upload fails: 'Image upload failed' in a red box. */
export const ImageUploadFails: Story = {
  parameters: {
    msw: {
      handlers: { story: [faultHandler('uploadProfileImage', { kind: 'serverError', message: null })] },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(await canvas.findByTestId('profile-image-input'), png());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en.imageUploadFailed);
  },
};

/** A cancelled change keeps nothing: reopened, the dialog is empty, with no password and no message left in it. */
export const ChangeEmailCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    const open = async () => {
      await userEvent.click(await canvas.findByRole('button', { name: en.changeEmail }));
      return within(await screen.findByRole('dialog', { name: en.changeEmail }));
    };
    let dialog = await open();
    await userEvent.type(dialog.getByLabelText(en.newEmail), 'maya@new-address.demo');
    await userEvent.type(dialog.getByLabelText(en.currentPassword), 'not-it');
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await open();
    await expect(dialog.getByLabelText(en.newEmail)).toHaveValue('');
    await expect(dialog.getByLabelText(en.currentPassword)).toHaveValue('');
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/**
 * Change email: a bad address gets 'Please enter a valid email address', the address in use (in any case) 'This is
 * already your email address'; a new one with the password saves.
 */
export const ChangeEmail: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: en.changeEmail }));
    const dialog = within(await screen.findByRole('dialog', { name: en.changeEmail }));
    await userEvent.type(dialog.getByLabelText(en.newEmail), 'not-an-address');
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    await expect(await dialog.findByText(en.invalidEmail)).toBeVisible();
    await expect(dialog.getByText(en.currentPasswordRequired)).toBeVisible();
    await userEvent.clear(dialog.getByLabelText(en.newEmail));
    await userEvent.type(dialog.getByLabelText(en.newEmail), DEMO_USERS.vendor.email.toUpperCase());
    await userEvent.type(dialog.getByLabelText(en.currentPassword), DEMO_PASSWORD);
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    await expect(await dialog.findByText(en.emailUnchanged)).toBeVisible();
    await expect(dialog.getByLabelText(en.currentPassword)).toHaveValue(DEMO_PASSWORD);
    await userEvent.clear(dialog.getByLabelText(en.newEmail));
    await userEvent.type(dialog.getByLabelText(en.newEmail), 'maya@new-address.demo');
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    await expect(await screen.findByText(en.emailChanged)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onUserChange).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'maya@new-address.demo' }),
    );
  },
};

/**
 * Change password: under 8 characters or only spaces is refused; a wrong current password gets the server's message; a saved
 * password is confirmed by a toast.
 */
export const ChangePassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: en.changePassword }));
    const dialog = within(await screen.findByRole('dialog', { name: en.changePassword }));
    await userEvent.type(dialog.getByLabelText(en.currentPassword), 'wrong-password');
    await userEvent.type(dialog.getByLabelText(en.newPassword), 'short');
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    await expect(await dialog.findByText(en.passwordTooShort)).toBeVisible();
    const newPassword = dialog.getByLabelText(en.newPassword);
    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, ' '.repeat(8));
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    await expect(await dialog.findByText(en.passwordOnlySpaces)).toBeVisible();
    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, 'short-but-longer');
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    await userEvent.clear(dialog.getByLabelText(en.currentPassword));
    await userEvent.type(dialog.getByLabelText(en.currentPassword), DEMO_PASSWORD);
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    await expect(await screen.findByText(en.passwordChanged)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
