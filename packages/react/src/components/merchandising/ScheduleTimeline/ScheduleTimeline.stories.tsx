import { en } from '@storesearch/sdk/i18n';
import { listQueryRulesEndpoint, loadMerchandisingMessages } from '@storesearch/sdk/merchandising';
import { answerEndpoint, DEMO_STORES, faultHandler, getDemoBackend } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { findAlert } from '../../../testing/queries';
import { ScheduleTimeline } from './ScheduleTimeline';

/** The English text, with the merchandising area the widgets load. */
const text = { ...en, ...(await loadMerchandisingMessages('en')) };

const backend = getDemoBackend();
const store = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' as const };

/** The seeded Black Friday rule ("sale") of the story's store. */
const sale = () =>
  backend.db.merchandising.rules.find((r) => String(r.storeId) === store.storeId && r.matchText === 'sale');

/** A week before Black Friday, noon UTC: the clock the stories are shot at. */
const now = Date.UTC(2026, 10, 22, 12);

const meta = {
  title: 'Components/Merchandising/ScheduleTimeline',
  component: ScheduleTimeline,
  tags: ['autodocs'],
  args: { store, now },
} satisfies Meta<typeof ScheduleTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Black Friday rule starts and ends within the next 30 days, at midnight of the store's time zone. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: text.scheduleTimelineTitle }));
    const [starts, ends] = list.getAllByRole('listitem');
    const timeZone = sale()?.schedule?.timeZone ?? '';
    await expect(
      within(starts as HTMLElement).getByText(text.timelineStarts.replace('{rule}', 'sale')),
    ).toBeVisible();
    await expect(starts).toHaveTextContent(`Nov 27, 2026, 12:00 AM (${timeZone})`);
    await expect(
      within(ends as HTMLElement).getByText(text.timelineEnds.replace('{rule}', 'sale')),
    ).toBeVisible();
    await expect(ends).toHaveTextContent(`Nov 30, 2026, 12:00 AM (${timeZone})`);
  },
};

/** Looking only 3 days ahead, nothing starts or ends. */
export const NothingComingUp: Story = {
  args: { days: 3 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No scheduled rule starts or ends in the next 3 days.'),
    ).toBeVisible();
  },
};

/** A store without scheduled rules. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { story: [answerEndpoint(listQueryRulesEndpoint, { body: [] })] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No scheduled rule starts or ends in the next 30 days.'),
    ).toBeVisible();
  },
};

/** A placeholder while the rules load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('listQueryRules', { kind: 'pending' })] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The rules cannot be read: the message with Retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { story: [faultHandler('listQueryRules', { kind: 'serverError' })] } } },
  play: async ({ canvas }) => {
    await expect(await findAlert(canvas, 'Internal server error')).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.retry })).toBeVisible();
  },
};
