import { en } from '@storesearch/sdk/i18n';
import {
  loadMerchandisingMessages,
  QUERY_RULE_MAX_QUERY_LENGTH,
  type QueryRuleWriteProblem,
} from '@storesearch/sdk/merchandising';
import { createDemoBackend, DEMO_STORES, faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { findStatus } from '../../../testing/queries';
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

/**
 * In the new rule's dialog: a rule for `matchText` pinning the first product a search for "rain jacket" finds;
 * the product's name and its pin's position field.
 */
async function pinFirstRainJacket(
  userEvent: {
    type: (e: Element, text: string) => Promise<void>;
    click: (e: Element) => Promise<void>;
  },
  matchText = 'rain jacket',
) {
  const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
  await userEvent.type(dialog.getByLabelText(text.queryRuleFieldMatchText), matchText);
  await userEvent.type(dialog.getByLabelText(text.queryRuleFindToPin), 'rain jacket');
  const [pin] = await dialog.findAllByRole('option', { name: /^Pin / });
  if (!pin) throw new Error('no product to pin');
  const product = String(pin.textContent).replace(/^Pin /, '');
  await userEvent.click(pin);
  return { dialog, product, position: dialog.getByLabelText(`Position of ${product}`) };
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

/**
 * A new rule, nothing filled in, opens on its query, the field typed first; its schedule is set in the store's
 * time zone, which the fields name.
 */
export const Empty: Story = {
  args: { timeZone: 'America/New_York' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    await expect(dialog.getByLabelText(text.queryRuleFieldMatchText)).toHaveValue('');
    await waitFor(() => expect(dialog.getByLabelText(text.queryRuleFieldMatchText)).toHaveFocus());
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

/**
 * A saved rule opened while the store's products load: its pinned products wait, busy, for the names they are shown
 * and labelled by, instead of showing their ids; the rest of the rule is there to edit.
 */
export const EditWhileProductsLoad: Story = {
  args: { rule: seededRule('hiking boots') },
  parameters: { msw: { handlers: { story: [faultHandler('listStoreProducts', { kind: 'pending' })] } } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesEditTitle }));
    await expect(dialog.getByLabelText(text.queryRuleFieldMatchText)).toHaveValue('hiking boots');
    const pins = dialog.getByRole('group', { name: text.queryRuleFieldPins });
    await expect(pins.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(dialog.queryAllByLabelText(/^Position of /)).toEqual([]);
    await expect(pins).not.toHaveTextContent(/\d{5,}/);
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
    const { dialog, product } = await pinFirstRainJacket(userEvent, 'hiking boots');
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
    const [pick] = await bury.findAllByRole('option', { name: /^Bury (?!:)/ });
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

/** A host with spaces is no web address: refused with the same message as any other, before anything is sent. */
export const RedirectHostWithSpaces: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    await userEvent.type(dialog.getByLabelText(text.queryRuleFieldMatchText), 'boots sale');
    const redirect = dialog.getByLabelText(text.queryRuleFieldRedirect);
    await userEvent.type(redirect, 'https:// spaces here.com');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await expect(await dialog.findByText(text.queryRuleRedirectInvalid)).toBeVisible();
    await expect(redirect).toHaveAttribute('aria-invalid', 'true');
    await expect(redirect).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A saved rule that redirects "boots sale": the rules the competing-redirect story starts from. */
const withBootsRedirect = () => [
  ...seeded(),
  {
    ...seededRule('backpack'),
    id: 'boots-sale',
    matchKind: 'equals' as const,
    matchText: 'boots sale',
    actions: { pins: [], hides: [], redirect: 'https://shop.example/boots' },
  },
];

/**
 * A second rule redirecting "boots sale" elsewhere: the conflict names the address shoppers get (the saved
 * rule's, which comes first). Its fix switches this rule off (the form offers this rule's fixes only, so it says
 * "this rule", whichever query the other has), focus goes to the switch it turned, and a rule switched off
 * conflicts with nothing; switched on again, the conflict is back.
 */
export const CompetingRedirect: Story = {
  args: { rules: withBootsRedirect() },
  play: async ({ userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    await userEvent.type(dialog.getByLabelText(text.queryRuleFieldMatchText), 'Boots Sale');
    await userEvent.type(dialog.getByLabelText(text.queryRuleFieldRedirect), 'https://shop.example/sale');
    const said =
      'Two rules redirect "boots sale" at the same time: shoppers are sent to https://shop.example/boots, not to https://shop.example/sale.';
    const note = await dialog.findByRole('note', { name: text.queryRuleConflictsTitle });
    await expect(note).toHaveTextContent(said);
    await userEvent.click(within(note).getByRole('button', { name: text.conflictFixDisableThisRule }));
    const enabled = dialog.getByRole('switch', { name: text.queryRuleFieldEnabled });
    await expect(enabled).not.toBeChecked();
    // The fix's button is gone with the conflict: focus is on the switch it turned.
    await waitFor(() => expect(enabled).toHaveFocus());
    await waitFor(() => expect(dialog.queryByRole('note')).toBeNull());
    await userEvent.click(enabled);
    const again = await dialog.findByRole('note', { name: text.queryRuleConflictsTitle });
    await expect(again).toHaveTextContent(said);
    again.scrollIntoView({ block: 'center' });
  },
};

/**
 * A refused save moves focus to the first invalid field and scrolls it into view: the query when nothing is
 * filled in; then, with the query and an action, the schedule that ends before it starts.
 */
export const FocusFirstError: Story = {
  args: { timeZone: 'UTC' },
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    const query = dialog.getByLabelText(text.queryRuleFieldMatchText);
    await waitFor(() => expect(query).toHaveFocus());
    await expect(query).toHaveAttribute('aria-invalid', 'true');
    await expect(await dialog.findByText(text.queryRuleNoAction)).toBeInTheDocument();

    await userEvent.type(query, 'returns');
    await userEvent.type(dialog.getByLabelText(text.queryRuleFieldRedirect), 'https://shop.example/returns');
    const start = dialog.getByLabelText(text.queryRuleFieldStart.replace('{timeZone}', 'UTC'));
    await userEvent.type(start, '2026-12-05T09:00');
    await userEvent.type(
      dialog.getByLabelText(text.queryRuleFieldEnd.replace('{timeZone}', 'UTC')),
      '2026-12-01T09:00',
    );
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await waitFor(() => expect(start).toHaveFocus());
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(await dialog.findByText(text.scheduleEndsBeforeStart)).toBeVisible();
    // Scrolled into the dialog's view, not left above or below it.
    const box = start.getBoundingClientRect();
    const view = (await screen.findByRole('dialog')).getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(view.top);
    await expect(box.bottom).toBeLessThanOrEqual(view.bottom);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * A pin outside 1 to 24: the message names the product by its title, sits under that pin's position, which is
 * marked invalid, described by it and focused.
 */
export const PinPositionOutOfRange: Story = {
  play: async ({ userEvent }) => {
    const { dialog, product, position } = await pinFirstRainJacket(userEvent);
    await userEvent.clear(position);
    await userEvent.type(position, '999');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    const said = `${product} is pinned at position 999; positions go from 1 to 24.`;
    await expect(await dialog.findByText(said)).toBeVisible();
    await expect(position).toHaveAttribute('aria-invalid', 'true');
    await expect(position).toHaveAccessibleDescription(said);
    await waitFor(() => expect(position).toHaveFocus());
  },
};

/**
 * A pin whose position is cleared, then typed as letters (which the number field reads as empty): the message
 * asks for a position from 1 to 24 and never says NaN; the position is marked invalid, described by it and focused, and nothing is saved.
 */
export const PinPositionEmpty: Story = {
  play: async ({ args, userEvent }) => {
    const { dialog, product, position } = await pinFirstRainJacket(userEvent);
    const said = `Enter a position for ${product}: a whole number from 1 to 24.`;
    await userEvent.clear(position);
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await expect(await dialog.findByText(said)).toBeVisible();
    await expect(dialog.queryByText(/NaN/)).toBeNull();
    await userEvent.type(position, 'abc');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await expect(await dialog.findByText(said)).toBeVisible();
    await expect(dialog.queryByText(/NaN/)).toBeNull();
    await expect(position).toHaveAttribute('aria-invalid', 'true');
    await expect(position).toHaveAccessibleDescription(said);
    await waitFor(() => expect(position).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * A boost without a condition and with a weight of 11: each message on its own line by its own field, the weight
 * marked invalid and described by its message.
 */
export const BoostWithoutCondition: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    await userEvent.type(dialog.getByLabelText(text.queryRuleFieldMatchText), 'socks');
    const weight = dialog.getByLabelText('Weight, 1 to 10 (empty: no boost)');
    await userEvent.type(weight, '11');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    const range = 'Boost must be a number from 1 to 10, in steps of 0.1';
    await expect(await dialog.findByText(range)).toBeVisible();
    await expect(dialog.getByText(text.addAtLeastOneCondition)).toBeVisible();
    await expect(weight).toHaveAttribute('aria-invalid', 'true');
    await expect(weight).toHaveAccessibleDescription(range);
    await waitFor(() => expect(weight).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The finder's matches, as typed: a list under the field, the second match made active with Down. */
export const ProductMatches: Story = {
  play: async ({ userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    const finder = dialog.getByRole('combobox', { name: text.queryRuleFindToPin });
    await userEvent.type(finder, 'rain jacket');
    const list = await dialog.findByRole('listbox', { name: 'Products whose title contains "rain jacket"' });
    await userEvent.keyboard('{ArrowDown}');
    const [, second] = within(list).getAllByRole('option');
    await expect(second).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * The finder is a combobox: typing lists the matches with the first one active, Down and Up move through them
 * (Up from the first wraps to the last), and Enter pins the active one instead of sending the form. Focus stays in
 * the finder, emptied and ready for the next product.
 */
export const PickWithKeyboard: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    const finder = dialog.getByRole('combobox', { name: text.queryRuleFindToPin });
    await expect(finder).toHaveAttribute('aria-expanded', 'false');
    finder.focus();
    await userEvent.keyboard('rain jacket');
    const list = await dialog.findByRole('listbox', { name: 'Products whose title contains "rain jacket"' });
    await expect(finder).toHaveAttribute('aria-expanded', 'true');
    await expect(finder).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    const [first, second] = options;
    const last = options.at(-1);
    if (!first || !second || !last || last === second) throw new Error('expected three matches at least');
    await expect(finder).toHaveAttribute('aria-activedescendant', first.id);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(finder).toHaveAttribute('aria-activedescendant', last.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(finder).toHaveAttribute('aria-activedescendant', second.id);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    const product = String(second.textContent).replace(/^Pin /, '');
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByLabelText(`Position of ${product}`)).toHaveValue(1);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(finder).toHaveFocus();
    await expect(finder).toHaveValue('');
    await expect(finder).toHaveAttribute('aria-expanded', 'false');
    await expect(finder).not.toHaveAttribute('aria-activedescendant');
  },
};

/**
 * Escape in the finder while its matches show closes the list alone: the dialog stays, with the text typed, and
 * typing opens the list again. With the list closed, Escape is the dialog's again.
 */
export const EscapeClosesMatches: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    const finder = dialog.getByRole('combobox', { name: text.queryRuleFindToPin });
    finder.focus();
    await userEvent.keyboard('rain jacket');
    await dialog.findByRole('listbox', { name: 'Products whose title contains "rain jacket"' });
    await expect(finder).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(finder).toHaveAttribute('aria-expanded', 'false');
    await expect(finder).not.toHaveAttribute('aria-activedescendant');
    await expect(finder).toHaveValue('rain jacket');
    await expect(finder).toHaveFocus();
    await expect(screen.getByRole('dialog', { name: text.queryRulesAdd })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // Nothing is said to be missing: the list was closed, not found empty.
    await expect(
      dialog.queryByText(text.queryRuleNoProductFound.replace('{search}', 'rain jacket')),
    ).toBeNull();
    await userEvent.keyboard('{Backspace}');
    await expect(finder).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const ScheduleEnded: Story = {
  args: { timeZone: 'UTC' },
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    await userEvent.type(dialog.getByLabelText(text.queryRuleFieldMatchText), 'boots clearance');
    await userEvent.type(
      dialog.getByLabelText(text.queryRuleFieldRedirect),
      'https://shop.example/clearance',
    );
    await userEvent.type(
      dialog.getByLabelText(text.queryRuleFieldEnd.replace('{timeZone}', 'UTC')),
      '2026-11-01T00:00',
    );
    await expect(await findStatus(dialog, text.queryRuleScheduleEnded)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ schedule: { end: '2026-11-01T00:00', timeZone: 'UTC' } }),
        undefined,
      ),
    );
  },
};

/**
 * A query pasted far longer than any shopper types is refused at its field, saying how long a query may be, with
 * the text kept as pasted; one character fewer than the limit over, and the rule saves.
 */
export const QueryTooLong: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    const query = dialog.getByLabelText(text.queryRuleFieldMatchText);
    const longest = 'rain jacket '.repeat(QUERY_RULE_MAX_QUERY_LENGTH).slice(0, QUERY_RULE_MAX_QUERY_LENGTH);
    await userEvent.click(query);
    await userEvent.paste(`${longest}s`);
    await userEvent.type(dialog.getByLabelText(text.queryRuleFieldRedirect), 'https://shop.example.com/rain');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    const message = text.queryRuleQueryTooLong.replace('{max}', String(QUERY_RULE_MAX_QUERY_LENGTH));
    await expect(await dialog.findByText(message)).toBeVisible();
    await expect(query).toHaveAttribute('aria-invalid', 'true');
    await expect(query).toHaveValue(`${longest}s`);
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(query, '{Backspace}');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
  },
};

/**
 * A refused save's messages: a field's message goes as soon as that field changes, with what was typed kept;
 * the other fields' messages stay until the next save.
 */
export const MessagesGoWithTheirField: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    const query = dialog.getByLabelText(text.queryRuleFieldMatchText);
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await expect(await dialog.findByText(text.queryRuleEmptyQuery)).toBeVisible();
    await expect(dialog.getByText(text.queryRuleNoAction)).toBeVisible();

    await userEvent.type(query, 'rain');
    await expect(dialog.queryByText(text.queryRuleEmptyQuery)).toBeNull();
    await expect(query).not.toHaveAttribute('aria-invalid');
    await expect(query).toHaveValue('rain');
    await expect(dialog.getByText(text.queryRuleNoAction)).toBeVisible();

    const redirect = dialog.getByLabelText(text.queryRuleFieldRedirect);
    await userEvent.type(redirect, 'https://shop.example/rain');
    await expect(dialog.queryByText(text.queryRuleNoAction)).toBeNull();
    await expect(redirect).toHaveValue('https://shop.example/rain');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
