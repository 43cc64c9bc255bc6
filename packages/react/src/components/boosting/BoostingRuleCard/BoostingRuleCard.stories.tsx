import { Flex } from '@radix-ui/themes';
import type { BoostingRule } from '@storesearch/sdk/boosting';
import { en } from '@storesearch/sdk/i18n';
import { loadMerchandisingMessages } from '@storesearch/sdk/merchandising';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BoostingRuleCard } from './BoostingRuleCard';

const rule: BoostingRule = {
  id: '7',
  name: 'Sale items except clearance',
  type: 'attribute',
  matcher: {
    bool: {
      must: [{ term: { insale: 'true' } }, { terms: { brand: ['Nike', 'Adidas'] } }],
      must_not: [{ term: { tags: 'clearance' } }],
    },
  },
  weight: 1.8,
  status: 'active',
  storeId: '201',
  storeType: 'shopify',
  shopifyStoreId: 201,
};

/** The English text, with the merchandising area the schedule badge loads. */
const text = { ...en, ...(await loadMerchandisingMessages('en')) };

/** Black Friday weekend in Stockholm: after the stories' fixed clock (22 November 2026). */
const blackFriday = { start: '2026-11-27T00:00', end: '2026-11-30T00:00', timeZone: 'Europe/Stockholm' };

const meta = {
  title: 'Components/Tuning/BoostingRuleCard',
  component: BoostingRuleCard,
  tags: ['autodocs'],
  args: { rule, onToggle: fn(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof BoostingRuleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active rule: its conditions in plain words, the boost, and the three actions. */
export const Active: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(en.conditionTypeAll)).toBeVisible();
    await expect(canvas.getByText('On sale is Yes')).toBeVisible();
    await expect(canvas.getByText('Brand is Nike or Adidas')).toBeVisible();
    await expect(canvas.getByText('Tag is not clearance')).toBeVisible();
    await expect(canvas.getByText('Boost 1.8')).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveStyle({ opacity: '1' });
    await userEvent.click(canvas.getByRole('switch', { name: `Activate rule ${rule.name}` }));
    await expect(args.onToggle).toHaveBeenCalledWith(rule);
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${rule.name}` }));
    await expect(args.onEdit).toHaveBeenCalledWith(rule);
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${rule.name}` }));
    await expect(args.onDelete).toHaveBeenCalledWith(rule);
  },
};

/** An inactive rule is dimmed and its switch is off. */
export const Inactive: Story = {
  args: { rule: { ...rule, status: 'inactive' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveStyle({ opacity: '0.6' });
    await expect(canvas.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByText(en.ruleInactive)).toBeVisible();
  },
};

/** A matcher this dashboard did not write is not guessed at. */
export const ForeignMatcher: Story = {
  args: { rule: { ...rule, matcher: { bool: { should: [{ term: { vendor: 'x' } }] } } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.ruleConditionsUnreadable)).toBeVisible();
  },
};

/** Without handlers the card is read-only: no buttons, a disabled switch. */
export const ReadOnly: Story = {
  args: { onToggle: undefined, onEdit: undefined, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};

/** In German: words from the German catalogue, values joined with 'oder', the boost with a decimal comma. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Marke ist Nike oder Adidas')).toBeVisible();
    await expect(canvas.getByText('Boost 1,8')).toBeVisible();
  },
};

/**
 * A rule with a schedule that has not started: its badge says so beside its status, and the card says when it
 * starts and ends, in the schedule's time zone.
 */
export const Scheduled: Story = {
  args: { rule: { ...rule, schedule: blackFriday } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.scheduleStateScheduled)).toBeVisible();
    await expect(canvas.getByText(en.ruleActive)).toBeVisible();
    await expect(
      canvas.getByText(
        text.queryRuleScheduleSpan.replace(
          '{span}',
          '2026-11-27 00:00 – 2026-11-30 00:00 (Europe/Stockholm)',
        ),
      ),
    ).toBeVisible();
  },
};

/** A schedule open at one end: the open side reads as an ellipsis. */
export const ScheduledWithoutEnd: Story = {
  args: { rule: { ...rule, schedule: { start: '2026-12-10T09:00', timeZone: 'America/New_York' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        text.queryRuleScheduleSpan.replace('{span}', '2026-12-10 09:00 – … (America/New_York)'),
      ),
    ).toBeVisible();
  },
};

/** The same rule read during its window, and after it ended. */
export const LiveAndExpired: Story = {
  args: { rule: { ...rule, schedule: blackFriday }, now: Date.UTC(2026, 10, 28, 12) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.scheduleStateLive)).toBeVisible();
    await expect(canvas.getByText(text.scheduleStateExpired)).toBeVisible();
  },
  render: (args) => (
    <Flex direction="column" gap="2">
      <BoostingRuleCard {...args} />
      <BoostingRuleCard {...args} rule={{ ...args.rule, id: '8' }} now={Date.UTC(2026, 11, 1)} />
    </Flex>
  ),
};
