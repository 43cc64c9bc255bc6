import { Button } from '@radix-ui/themes';
import { StoreSearchError } from '@storesearch/sdk';
import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoNetworkError, demoServerError } from '../../../testing/demoData';
import { RetryButton } from '../RetryButton/RetryButton';
import { ErrorCallout } from './ErrorCallout';

const meta = {
  title: 'Components/ErrorCallout',
  component: ErrorCallout,
  tags: ['autodocs'],
  args: { error: demoServerError },
} satisfies Meta<typeof ErrorCallout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server sent its own text: that text is shown (spec section 8). */
export const ServerMessage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Internal server error');
  },
};

/** No server text: the SDK error's catalogue message is shown. */
export const NetworkFailure: Story = {
  args: { error: demoNetworkError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en.networkError);
  },
};

/** A 429 without Retry-After waits the default 15 minutes. */
export const RateLimited: Story = {
  args: {
    error: new StoreSearchError({
      kind: 'rateLimited',
      messageKey: 'rateLimited',
      params: { retryAfter: en.rateLimitedDefaultWait },
      status: 429,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Rate limit exceeded. Please try again in 15 minutes.',
    );
  },
};

/** With an action next to the message. */
export const WithAction: Story = {
  args: {
    action: (
      <Button size="1" variant="soft" highContrast onClick={fn()}>
        {en.refresh}
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: en.refresh })).toBeVisible();
  },
};

/** A sentence that says what failed replaces 'Error:', with Retry beside the message. */
export const WithTitleAndRetry: Story = {
  args: {
    title: 'failedToLoadAnalytics',
    action: <RetryButton onRetry={fn()} />,
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(`${en.failedToLoadAnalytics} Internal server error`);
    await expect(alert).not.toHaveTextContent('Error:');
    await expect(canvas.getByRole('button', { name: en.retry })).toBeVisible();
  },
};

/** No error: nothing is rendered. */
export const NoError: Story = {
  args: { error: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="alert"]')).toBeNull();
  },
};
