import { en } from '@storesearch/sdk/i18n';
import { loadMerchandisingMessages } from '@storesearch/sdk/merchandising';
import { createDemoBackend, DEMO_STORES } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { QueryRuleCard } from './QueryRuleCard';

/** The English text, with the merchandising area the widgets load. */
const text = { ...en, ...(await loadMerchandisingMessages('en')) };

/** A demo backend as seeded, read when the file loads: no story that ran before on the page has changed it. */
const backend = createDemoBackend();

/** A seeded rule of the demo store, by its query. */
function seededRule(matchText: string) {
  const rule = backend.db.merchandising.rules.find(
    (r) => String(r.storeId) === String(DEMO_STORES.shopify.id) && r.matchText === matchText,
  );
  if (!rule) throw new Error(`The demo backend has no rule for "${matchText}"`);
  return rule;
}

/** The instant the stories read schedules at (the stories' fixed clock). */
const now = Date.now();

const meta = {
  title: 'Components/Merchandising/QueryRuleCard',
  component: QueryRuleCard,
  tags: ['autodocs'],
  args: {
    rule: seededRule('hiking boots'),
    now,
    onToggle: fn(),
    onEdit: fn(),
    onDuplicate: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof QueryRuleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A live rule pinning products; each button acts on this rule. */
export const Live: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByText(text.scheduleStateLive)).toBeVisible();
    // No schedule, nothing to say about one.
    await expect(canvas.queryByText(/^Schedule:/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Duplicate the rule for "hiking boots"' }));
    await expect(args.onDuplicate).toHaveBeenCalledWith(args.rule);
    await userEvent.click(canvas.getByRole('switch', { name: 'Apply the rule for "hiking boots"' }));
    await expect(args.onToggle).toHaveBeenCalledWith(args.rule);
  },
};

/** A rule whose schedule has not started yet: the card says when it goes live and stops, in the rule's zone. */
export const Scheduled: Story = {
  args: { rule: seededRule('sale') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.scheduleStateScheduled)).toBeVisible();
    // The seeded sale runs from 27 to 30 November in New York.
    await expect(
      canvas.getByText('Schedule: 2026-11-27 00:00 – 2026-11-30 00:00 (America/New_York)'),
    ).toBeVisible();
  },
};

/** A switched-off rule whose schedule is running: off, not live. */
export const DisabledDuringSchedule: Story = {
  args: { rule: { ...seededRule('sale'), enabled: false }, now: Date.UTC(2026, 10, 28, 12) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.queryRuleOff)).toBeVisible();
    await expect(canvas.queryByText(text.scheduleStateLive)).toBeNull();
    await expect(canvas.queryByText(text.scheduleStateScheduled)).toBeNull();
  },
};

/** The same rule read after its schedule ended. */
export const Expired: Story = {
  args: { rule: seededRule('sale'), now: Date.UTC(2027, 0, 1) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.scheduleStateExpired)).toBeVisible();
  },
};

/**
 * A switched-off rule: dimmed, marked off and not live (it never applies, whatever its schedule); without
 * handlers the switch is read-only.
 */
export const DisabledReadOnly: Story = {
  args: {
    rule: { ...seededRule('backpack'), enabled: false },
    onToggle: undefined,
    onEdit: undefined,
    onDuplicate: undefined,
    onDelete: undefined,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.queryRuleOff)).toBeVisible();
    await expect(canvas.queryByText(text.scheduleStateLive)).toBeNull();
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/**
 * A query of one 300-character word: its heading wraps inside the card, and the switch and buttons stay beside
 * it instead of dropping under it.
 */
export const LongQuery: Story = {
  args: { rule: { ...seededRule('hiking boots'), matchText: 'x'.repeat(300) } },
  play: async ({ canvasElement, canvas }) => {
    const card = canvasElement.querySelector('article');
    const heading = canvas.getByRole('heading', { level: 3 });
    const toggle = canvas.getByRole('switch');
    const cardBox = card?.getBoundingClientRect();
    const headingBox = heading.getBoundingClientRect();
    await expect(headingBox.right).toBeLessThanOrEqual(cardBox?.right ?? 0);
    await expect(toggle.getBoundingClientRect().top).toBeLessThan(headingBox.bottom);
    await expect(toggle.getBoundingClientRect().right).toBeLessThanOrEqual(cardBox?.right ?? 0);
  },
};
