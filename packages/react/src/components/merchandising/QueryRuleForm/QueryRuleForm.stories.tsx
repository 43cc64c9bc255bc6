import { en } from '@storesearch/sdk/i18n';
import { loadMerchandisingMessages, type QueryRuleWriteProblem } from '@storesearch/sdk/merchandising';
import { createDemoBackend, DEMO_STORES } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { QueryRuleForm } from './QueryRuleForm';

/** The English text, with the merchandising area the widgets load. */
const text = { ...en, ...(await loadMerchandisingMessages('en')) };

/** A demo backend as seeded, read when the file loads: no story that ran before on the page has changed it. */
const backend = createDemoBackend();
const store = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' as const };

/** The seeded query rules of the story's store. */
const seeded = () => backend.db.merchandising.rules.filter((r) => String(r.storeId) === store.storeId);

/** A seeded rule by its query. */
function seededRule(matchText: string) {
  const rule = seeded().find((r) => r.matchText === matchText);
  if (!rule) throw new Error(`The demo backend has no rule for "${matchText}"`);
  return rule;
}

const meta = {
  title: 'Components/Merchandising/QueryRuleForm',
  component: QueryRuleForm,
  tags: ['autodocs'],
  args: {
    store,
    open: true,
    onOpenChange: fn(),
    rules: seeded(),
    onSave: fn(async (): Promise<QueryRuleWriteProblem> => null),
  },
} satisfies Meta<typeof QueryRuleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new rule, nothing filled in; its schedule is set in the store's time zone, which the fields name. */
export const Empty: Story = {
  args: { timeZone: 'America/New_York' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    await expect(dialog.getByLabelText(text.queryRuleFieldMatchText)).toHaveValue('');
    await expect(
      dialog.getByLabelText(text.queryRuleFieldStart.replace('{timeZone}', 'America/New_York')),
    ).toHaveValue('');
  },
};

/** A saved rule opens with its pins, by product title and position. */
export const Edit: Story = {
  args: { rule: seededRule('hiking boots') },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesEditTitle }));
    await expect(dialog.getByLabelText(text.queryRuleFieldMatchText)).toHaveValue('hiking boots');
    await waitFor(() => expect(dialog.getAllByLabelText(/^Position of (?!\d)/)).toHaveLength(2));
  },
};

/** An http redirect is refused with its message before anything is sent; what was typed stays. */
export const Invalid: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    await userEvent.type(dialog.getByLabelText(text.queryRuleFieldMatchText), 'returns');
    await userEvent.type(dialog.getByLabelText(text.queryRuleFieldRedirect), 'http://shop.example/returns');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await expect(await dialog.findByText(text.queryRuleRedirectNotHttps)).toBeVisible();
    await expect(dialog.getByLabelText(text.queryRuleFieldRedirect)).toHaveValue(
      'http://shop.example/returns',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * Pinning a product the "hiking boots" rule already puts at position 1: the conflict shows before saving,
 * naming the products, with the fixes that change this rule (move its pin to a free position, unpin, disable).
 */
export const Conflict: Story = {
  play: async ({ userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    await userEvent.type(dialog.getByLabelText(text.queryRuleFieldMatchText), 'hiking boots');
    await userEvent.type(dialog.getByLabelText(text.queryRuleFindToPin), 'rain jacket');
    const [pin] = await dialog.findAllByRole('button', { name: /^Pin / });
    if (!pin) throw new Error('no product to pin');
    const product = String(pin.textContent).replace(/^Pin /, '');
    await userEvent.click(pin);
    const note = await dialog.findByRole('note');
    await expect(note).toHaveTextContent(text.queryRuleConflictsTitle);
    await expect(note).toHaveTextContent('position 1');
    await expect(note).toHaveTextContent(product);
    const move = within(note).getByRole('button', { name: /^Move product .+ to position (\d+)$/ });
    await expect(move).toHaveTextContent(`Move product ${product} to position`);
  },
};

/** The save fails on the server: its message in the dialog, which stays open with the rule as typed. */
export const SaveFails: Story = {
  args: {
    onSave: fn(async (): Promise<QueryRuleWriteProblem> => ({ error: new Error('Internal server error') })),
  },
  play: async ({ userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    await userEvent.type(dialog.getByLabelText(text.queryRuleFieldMatchText), 'returns');
    await userEvent.type(dialog.getByLabelText(text.queryRuleFieldRedirect), 'https://shop.example/returns');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(dialog.getByLabelText(text.queryRuleFieldMatchText)).toHaveValue('returns');
  },
};

/**
 * "running shoes" opens with its boost (×2 for bestsellers) and its bury (out-of-stock shoes); a weight out of
 * range is refused with its message, and a product buried by hand is saved with the conditions kept.
 */
export const BuryAndBoost: Story = {
  args: { rule: seededRule('running shoes') },
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesEditTitle }));
    const weight = dialog.getByLabelText('Weight, 1 to 10 (empty: no boost)');
    await expect(weight).toHaveValue('2');
    const bury = within(dialog.getByRole('group', { name: text.queryRuleFieldBury }));
    await expect(bury.getByRole('combobox', { name: 'Bury: Select field 1' })).toBeVisible();
    await userEvent.clear(weight);
    await userEvent.type(weight, '11');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await expect(
      await dialog.findByText('Boost must be a number from 1 to 10, in steps of 0.1'),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.clear(weight);
    await userEvent.type(weight, '3');
    await userEvent.type(bury.getByLabelText(text.queryRuleFindToBury), 'rain jacket');
    const [pick] = await bury.findAllByRole('button', { name: /^Bury (?!:)/ });
    if (!pick) throw new Error('no product to bury');
    await userEvent.click(pick);
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          actions: expect.objectContaining({
            boost: expect.objectContaining({
              weight: 3,
              conditions: [expect.objectContaining({ field: 'tag' })],
            }),
            bury: expect.objectContaining({
              productIds: [expect.any(String)],
              conditions: [expect.objectContaining({ field: 'stockStatus' })],
            }),
          }),
        }),
        seededRule('running shoes').id,
      ),
    );
  },
};
