import type { BoostingRule, RuleWriteProblem } from '@storesearch/sdk/boosting';
import { en } from '@storesearch/sdk/i18n';
import { loadMerchandisingMessages } from '@storesearch/sdk/merchandising';
import { DEMO_STORES, faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { findAlert } from '../../../testing/queries';
import { RuleFormDialog } from './RuleFormDialog';

const store = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' as const };

const stored: BoostingRule = {
  id: '41',
  name: 'Featured, not out of stock',
  type: 'attribute',
  matcher: {
    bool: { must: [{ term: { featured: true } }], must_not: [{ term: { instock: 'outofstock' } }] },
  },
  weight: 2.2,
  status: 'inactive',
  storeId: String(DEMO_STORES.shopify.id),
  storeType: 'shopify',
  shopifyStoreId: DEMO_STORES.shopify.id,
};

/** The English text, with the merchandising area the schedule fields load. */
const text = { ...en, ...(await loadMerchandisingMessages('en')) };

/** Black Friday weekend in Stockholm. */
const blackFriday = { start: '2026-11-27T00:00', end: '2026-11-30T00:00', timeZone: 'Europe/Stockholm' };

/** A schedule field's label, with the time zone it is read in. */
const scheduleLabel = (key: 'queryRuleFieldStart' | 'queryRuleFieldEnd', timeZone: string) =>
  text[key].replace('{timeZone}', timeZone);

const meta = {
  title: 'Components/Tuning/RuleFormDialog',
  component: RuleFormDialog,
  tags: ['autodocs'],
  args: { store, open: true, onOpenChange: fn(), onSave: fn(async (): Promise<RuleWriteProblem> => null) },
} satisfies Meta<typeof RuleFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

/** A new rule: active, boost 1.5, all conditions, one empty condition; the preview waits for a condition. */
export const NewRule: Story = {
  play: async () => {
    const d = await dialog(en.addRule);
    await expect(d.getByLabelText(en.ruleName)).toHaveValue('');
    await expect(d.getByLabelText(en.boostValue)).toHaveValue(1.5);
    await expect(d.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expect(await d.findByText(en.rulePreviewIdle, {})).toBeInTheDocument();
  },
};

/** A stored rule opens with its own conditions, read back through the SDK's parser; Save sends the same matcher. */
export const EditRule: Story = {
  args: { rule: stored },
  play: async ({ args, userEvent }) => {
    const d = await dialog(en.editRule);
    await expect(d.getByLabelText(en.ruleName)).toHaveValue(stored.name);
    await expect(d.getByLabelText(en.boostValue)).toHaveValue(2.2);
    await expect(d.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    await expect(d.getByRole('combobox', { name: `${en.selectField} 1` })).toHaveTextContent(
      en.fieldFeatured,
    );
    await expect(d.getByRole('combobox', { name: `${en.selectField} 2` })).toHaveTextContent(
      en.fieldStockStatus,
    );
    await expect(d.getByRole('combobox', { name: `${en.conditionOperator} 2` })).toHaveTextContent(
      en.operatorIsNot,
    );
    await userEvent.click(d.getByRole('button', { name: en.save }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    const [body, id] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(id).toBe('41');
    await expect(body).toMatchObject({
      name: stored.name,
      weight: 2.2,
      status: 'inactive',
      matcher: {
        bool: {
          must: [{ term: { featured: true } }],
          must_not: [{ term: { instock: 'outofstock' } }],
        },
      },
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/**
 * A scheduled rule opens with its start and end in its store's time zone; Save sends them back unchanged, and
 * clearing the end leaves the rule live from its start on.
 */
export const ScheduledRule: Story = {
  args: { rule: { ...stored, schedule: blackFriday } },
  play: async ({ args, userEvent }) => {
    const d = await dialog(en.editRule);
    const start = await d.findByLabelText(scheduleLabel('queryRuleFieldStart', blackFriday.timeZone));
    const end = d.getByLabelText(scheduleLabel('queryRuleFieldEnd', blackFriday.timeZone));
    await expect(start).toHaveValue(blackFriday.start);
    await expect(end).toHaveValue(blackFriday.end);
    await userEvent.click(d.getByRole('button', { name: en.save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ schedule: blackFriday }), '41'),
    );
    await userEvent.clear(end);
    await userEvent.click(d.getByRole('button', { name: en.save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenLastCalledWith(
        expect.objectContaining({ schedule: { start: blackFriday.start, timeZone: blackFriday.timeZone } }),
        '41',
      ),
    );
  },
};

/** A schedule that ends as it starts is refused with its message; the dates stay as typed, nothing is saved. */
export const ScheduleEndsBeforeStart: Story = {
  args: { rule: { ...stored, schedule: { ...blackFriday, end: blackFriday.start } } },
  play: async ({ args, userEvent }) => {
    const d = await dialog(en.editRule);
    await d.findByLabelText(scheduleLabel('queryRuleFieldStart', blackFriday.timeZone));
    await userEvent.click(d.getByRole('button', { name: en.save }));
    await expect(await findAlert(d, text.scheduleEndsBeforeStart)).toBeVisible();
    await expect(d.getByLabelText(scheduleLabel('queryRuleFieldEnd', blackFriday.timeZone))).toHaveValue(
      blackFriday.start,
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * A stored matcher the editor cannot represent (a yes/no field compared with "True", which the search engine
 * refuses): the modal says why, keeps name, boost and status, and starts the conditions afresh.
 */
export const UnreadableRule: Story = {
  args: {
    rule: { ...stored, matcher: { bool: { must: [{ term: { featured: 'True' } }], must_not: [] } } },
  },
  play: async () => {
    const d = await dialog(en.editRule);
    await expect(
      d.getByText(`${en.ruleConditionsUnreadable}: The value "True" is not allowed for ${en.fieldFeatured}.`),
    ).toBeVisible();
    await expect(d.getByLabelText(en.ruleName)).toHaveValue(stored.name);
    await expect(d.getByRole('combobox', { name: `${en.selectField} 1` })).toHaveTextContent(en.selectField);
    await expect(await d.findByText(en.rulePreviewIdle, {}, { timeout: 5_000 })).toBeInTheDocument();
  },
};

/**
 * The boost's limits are shown under it. A boost left empty, or one outside 1 to 10 (or off the 0.1 step), is
 * refused with one message, kept as typed, and nothing is saved until it is fixed.
 */
export const BoostLimits: Story = {
  args: { rule: stored },
  play: async ({ args, userEvent }) => {
    const d = await dialog(en.editRule);
    const boost = d.getByLabelText(en.boostValue);
    await expect(boost).toHaveAccessibleDescription(`${en.boostValue}: From 1 to 10, in steps of 0.1`);
    for (const typed of ['', '11', '0', '10.01', '1.25']) {
      await userEvent.clear(boost);
      if (typed !== '') await userEvent.type(boost, typed);
      await userEvent.click(d.getByRole('button', { name: en.save }));
      await expect(await findAlert(d, 'Boost must be a number from 1 to 10, in steps of 0.1')).toBeVisible();
      await expect(boost).toHaveAttribute('aria-invalid', 'true');
      await expect(boost).toHaveValue(typed === '' ? null : Number(typed));
    }
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(boost);
    await userEvent.type(boost, '10');
    await userEvent.click(d.getByRole('button', { name: en.save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenLastCalledWith(expect.objectContaining({ weight: 10 }), '41'),
    );
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** The save is refused before any call (here: the vendor id): the message shows and the modal stays. */
export const SaveRefused: Story = {
  args: {
    rule: stored,
    onSave: fn(async (): Promise<RuleWriteProblem> => ({ messageKey: 'invalidVendorId' })),
  },
  play: async ({ args, userEvent }) => {
    const d = await dialog(en.editRule);
    await userEvent.click(d.getByRole('button', { name: en.save }));
    await expect(await findAlert(d, en.invalidVendorId)).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The preview's products cannot be loaded: the form still works, the preview says why. */
export const PreviewError: Story = {
  args: { rule: stored },
  parameters: {
    msw: { handlers: { story: [faultHandler('listProductAttributes', { kind: 'serverError' })] } },
  },
  play: async () => {
    const d = await dialog(en.editRule);
    await expect(await findAlert(d, 'Internal server error')).toBeInTheDocument();
  },
};

/** While the preview's products load. */
export const PreviewLoading: Story = {
  args: { rule: stored },
  parameters: {
    msw: { handlers: { story: [faultHandler('listProductAttributes', { kind: 'pending' })] } },
  },
  play: async () => {
    const d = await dialog(en.editRule);
    await expect(d.getByText(en.loadingPreview)).toBeInTheDocument();
  },
};
