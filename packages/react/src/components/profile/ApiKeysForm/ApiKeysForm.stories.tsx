import { en } from '@storesearch/sdk/i18n';
import { answerEndpoint, faultHandler } from '@storesearch/sdk/mocks';
import { getApiKeysEndpoint, SUCCESS_MESSAGE_MS } from '@storesearch/sdk/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ApiKeysForm } from './ApiKeysForm';

const meta = {
  title: 'Components/ApiKeysForm',
  component: ApiKeysForm,
  tags: ['autodocs'],
} satisfies Meta<typeof ApiKeysForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved keys, masked by the server. */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(en.videoPlatformKeyOne)).toHaveValue('');
    await waitFor(() => expect(canvas.getByTestId('firstVideoPlatformKey-saved')).not.toHaveTextContent(''));
  },
};

/** Saving a key for real: the field empties, 'API keys saved.' shows, and only the masked key is shown. */
export const SaveKey: Story = {
  // The product's duration: this story checks that the message hides itself.
  parameters: { successMessageDurationMs: SUCCESS_MESSAGE_MS },
  play: async ({ canvas, userEvent }) => {
    const secret = 'vp1-story-secret-0123456789';
    await userEvent.type(canvas.getByLabelText(en.videoPlatformKeyTwo), secret);
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    await expect(await canvas.findByText(en.apiKeysSaved)).toBeVisible();
    await expect(canvas.getByLabelText(en.videoPlatformKeyTwo)).toHaveValue('');
    await waitFor(() =>
      expect(canvas.getByTestId('secondVideoPlatformKey-saved')).not.toHaveTextContent(en.keyNotSet),
    );
    await expect(canvas.getByTestId('secondVideoPlatformKey-saved')).not.toHaveTextContent(secret);
    // The success message hides itself (spec section 9), so the story ends without it.
    await waitFor(() => expect(canvas.queryByText(en.apiKeysSaved)).toBeNull());
  },
};

/** A server that sends a key whole: only its last four characters show, and the key is nowhere on the page. */
export const WholeKeyFromServer: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [
          answerEndpoint(getApiKeysEndpoint, {
            body: {
              success: true,
              data: { firstVideoPlatformKey: 'vp-whole-secret-abcdef123456', secondVideoPlatformKey: null },
            },
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText('••••••••3456')).toBeVisible();
    await expect(canvasElement.ownerDocument.body).not.toHaveTextContent('vp-whole-secret');
    await expect(canvas.getByTestId('secondVideoPlatformKey-saved')).toHaveTextContent(en.keyNotSet);
  },
};

/** While the keys load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('getApiKeys', { kind: 'pending' })] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(en.videoPlatformKeyOne)).toBeVisible();
  },
};

/** The keys cannot be read. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('getApiKeys', { kind: 'serverError' })] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error');
  },
};

/** Saving fails: the message shows and the typed key stays. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('updateApiKeys', { kind: 'serverError' })] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(en.videoPlatformKeyOne), 'vp-key');
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error');
    await expect(canvas.getByLabelText(en.videoPlatformKeyOne)).toHaveValue('vp-key');
  },
};
