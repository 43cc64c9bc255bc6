import { Card, Flex, Skeleton, Text } from '@radix-ui/themes';
import { en } from '@storesearch/sdk/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoServerError } from '../../../testing/demoData';
import { QueryBoundary } from './QueryBoundary';

/** A list of plan names, the smallest data a widget shows. */
const PLANS = ['Basic', 'Standard', 'Premium'] as const;

const meta = {
  title: 'Components/QueryBoundary',
  component: QueryBoundary<readonly string[]>,
  tags: ['autodocs'],
  args: {
    query: { isPending: false, error: null, data: PLANS },
    pending: (
      <Card aria-busy="true" data-testid="skeleton">
        <Skeleton height="24px" />
      </Card>
    ),
    empty: (
      <Text as="p" color="gray">
        {en.noPlansFound}
      </Text>
    ),
    children: (plans) => (
      <Flex direction="column" gap="2" asChild>
        <ul aria-label={en.pricingTitle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {plans.map((plan) => (
            <Card key={plan} asChild>
              <li>{plan}</li>
            </Card>
          ))}
        </ul>
      </Flex>
    ),
  },
} satisfies Meta<typeof QueryBoundary<readonly string[]>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answer is there: the widget's own view of it. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: en.pricingTitle });
    await expect(list.querySelectorAll('li')).toHaveLength(PLANS.length);
  },
};

/** Waiting for the first answer: the widget's skeleton. */
export const Loading: Story = {
  args: { query: { isPending: true, error: null, data: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('skeleton')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** An answer with nothing in it: the empty text. */
export const Empty: Story = {
  args: { query: { isPending: false, error: null, data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.noPlansFound)).toBeVisible();
  },
};

/** A failure, with Retry: the translated message; Retry runs the call again. */
export const ErrorState: Story = {
  args: { query: { isPending: false, error: demoServerError, data: undefined }, onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Internal server error');
    await userEvent.click(canvas.getByRole('button', { name: en.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A failure while earlier data is still held: the failure wins, so a stale list is never shown as current. */
export const ErrorOverData: Story = {
  args: {
    query: { isPending: false, error: demoServerError, data: PLANS },
    errorTitle: 'failedToLoadAnalytics',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      `${en.failedToLoadAnalytics} Internal server error`,
    );
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button', { name: en.retry })).toBeNull();
  },
};
