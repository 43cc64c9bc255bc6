import { createClient } from '@storesearch/sdk';
import { en } from '@storesearch/sdk/i18n';
import {
  createQueryRule,
  listQueryRulesEndpoint,
  loadMerchandisingMessages,
} from '@storesearch/sdk/merchandising';
import {
  answerEndpoint,
  DEMO_STORES,
  DEMO_VENDOR_ID,
  faultHandler,
  getDemoBackend,
} from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { findAlert, findStatus } from '../../../testing/queries';
import { QueryRulesPanel } from './QueryRulesPanel';

/** The English text, with the merchandising area the widgets load. */
const text = { ...en, ...(await loadMerchandisingMessages('en')) };

const backend = getDemoBackend();
const store = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' as const };

/** The seeded query rules of the story's store. */
const seeded = () => backend.db.merchandising.rules.filter((r) => String(r.storeId) === store.storeId);

const meta = {
  title: 'Components/Merchandising/QueryRulesPanel',
  component: QueryRulesPanel,
  tags: ['autodocs'],
  args: { store },
} satisfies Meta<typeof QueryRulesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded rules as cards, A to Z by query, with what they do and their schedule state. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(seeded().length);
    const sale = canvas.getByRole('article', { name: /"sale"/ });
    await expect(within(sale).getByText(text.scheduleStateScheduled)).toBeVisible();
    const boots = canvas.getByRole('article', { name: /hiking boots/ });
    await expect(within(boots).getByText('Pins 2 products')).toBeVisible();
    await expect(within(boots).getByText(text.scheduleStateLive)).toBeVisible();
  },
};

/**
 * Two rules for one query, one pinning the product the other hides: both cards say they conflict, so the
 * conflict shows in the list and not only in the editor. The seeded rules, which do not conflict, say nothing.
 */
export const Conflicting: Story = {
  beforeEach: async () => {
    const client = createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID });
    const product = backend.db.products.get(DEMO_STORES.shopify.id)?.[0];
    if (!product) throw new Error('the demo store has no products');
    const productId = String(product.id);
    const rule = { ...store, matchKind: 'equals' as const, matchText: 'sneekers', enabled: true };
    await createQueryRule(client, { ...rule, actions: { pins: [{ productId, position: 1 }], hides: [] } });
    await createQueryRule(client, { ...rule, actions: { pins: [], hides: [productId] } });
  },
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('article');
    const badged = cards.filter((card) => within(card).queryByText(text.queryRuleConflicting) !== null);
    await expect(badged.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Equals "sneekers"',
      'Equals "sneekers"',
    ]);
    await expect(cards.length).toBeGreaterThan(badged.length);
  },
};

/** Searching keeps the rules whose query contains the words; a search that finds none says so. */
export const SearchAndSort: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article');
    const search = canvas.getByLabelText(text.queryRulesSearch);
    await userEvent.type(search, 'BOOTS');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await userEvent.clear(search);
    await userEvent.type(search, 'socks');
    await expect(await findStatus(canvas, 'No rule matches "socks".')).toBeVisible();
    await expect(search).toHaveValue('socks');
    await userEvent.clear(search);
    await userEvent.click(canvas.getByRole('combobox', { name: text.queryRulesSort }));
    await userEvent.click(await screen.findByRole('option', { name: text.queryRuleSortUpdated }));
    const latest = [...seeded()].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))[0];
    await waitFor(() =>
      expect(canvas.getAllByRole('article')[0]).toHaveAccessibleName(new RegExp(latest?.matchText ?? '')),
    );
  },
};

/** A store without query rules. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: { story: [answerEndpoint(listQueryRulesEndpoint, { body: [] })] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.queryRulesEmpty)).toBeVisible();
  },
};

/** Four hundred rules, as a large store has: named like "query 000" … "query 399". */
const manyRules = () => {
  const [base] = seeded();
  if (!base) throw new Error('the story store has no seeded rule');
  return Array.from({ length: 400 }, (_, i) => ({
    ...base,
    id: 100_000 + i,
    matchKind: 'equals' as const,
    matchText: `query ${String(i).padStart(3, '0')}`,
  }));
};

/**
 * Hundreds of rules: only the cards in view are in the page, the column scrolls (a named Tab stop), and the
 * search finds the last one.
 */
export const ManyRules: Story = {
  parameters: {
    msw: { handlers: { story: [answerEndpoint(listQueryRulesEndpoint, { body: manyRules() })] } },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: `${text.matchKindEquals} "query 000"` });
    await expect(canvas.getAllByRole('article').length).toBeLessThan(30);
    const column = canvas.getByRole('group', { name: text.queryRulesTitle });
    await expect(column).toHaveAttribute('tabindex', '0');
    column.scrollTop = column.scrollHeight;
    await expect(
      await canvas.findByRole('article', { name: `${text.matchKindEquals} "query 399"` }),
    ).toBeInTheDocument();
    column.scrollTop = 0;
    await userEvent.type(canvas.getByLabelText(text.queryRulesSearch), 'query 250');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByRole('article')).toHaveAccessibleName(`${text.matchKindEquals} "query 250"`);
  },
};

/** Placeholder cards while the rules load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('listQueryRules', { kind: 'pending' })] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0),
    );
  },
};

/** The rules call fails: its message in place of the cards. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { story: [faultHandler('listQueryRules', { kind: 'serverError' })] } } },
  play: async ({ canvas }) => {
    await expect(await findAlert(canvas, 'Internal server error')).toBeInTheDocument();
  },
};

/** The switch moves at once; when the server refuses, it moves back and the panel says why. */
export const ToggleRollsBack: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: /hiking boots/ });
    const toggle = within(card).getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    backend.faults.set('updateQueryRule', { kind: 'serverError' }, { times: 1 });
    await userEvent.click(toggle);
    await expect(await findAlert(canvas, text.queryRuleToggleFailed)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    // The next try goes through, and the server keeps it.
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    await waitFor(() => expect(seeded().find((r) => r.matchText === 'hiking boots')?.enabled).toBe(false));
  },
};

/** A new rule: an empty query is refused with its message and the pin typed stays; then it saves. */
export const CreateRule: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article');
    await userEvent.click(canvas.getByRole('button', { name: text.queryRulesAdd }));
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    await userEvent.type(dialog.getByLabelText(text.queryRuleFindToPin), 'air rain');
    await userEvent.click(await dialog.findByRole('option', { name: 'Pin Columbia Air Rain Jacket' }));
    const position = dialog.getByLabelText('Position of Columbia Air Rain Jacket');
    await expect(position).toHaveValue(1);
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await expect(await dialog.findByText(text.queryRuleEmptyQuery)).toBeVisible();
    await expect(dialog.getByLabelText(text.queryRuleFieldMatchText)).toHaveAttribute('aria-invalid', 'true');
    await expect(position).toHaveValue(1);
    await userEvent.type(dialog.getByLabelText(text.queryRuleFieldMatchText), 'Rain Jacket');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      await canvas.findByRole('article', { name: `${text.matchKindEquals} "rain jacket"` }),
    ).toBeVisible();
    await expect(seeded().find((r) => r.matchText === 'rain jacket')?.actions.pins).toHaveLength(1);
  },
};

/**
 * Opened with a start (a report's "Add redirect" for a query that finds nothing): the add dialog opens for the
 * query with the redirect focused; saved, the caller is told, so it can drop the start from the address.
 */
export const StartRedirect: Story = {
  args: { startRule: { matchText: 'hodie', focus: 'redirect' }, onStartRuleDone: fn() },
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    await expect(dialog.getByLabelText(text.queryRuleFieldMatchText)).toHaveValue('hodie');
    const redirect = dialog.getByLabelText(text.queryRuleFieldRedirect);
    await waitFor(() => expect(redirect).toHaveFocus());
    await userEvent.keyboard('https://shop.example/collections/hoodies');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onStartRuleDone).toHaveBeenCalledOnce();
    await expect(seeded().find((r) => r.matchText === 'hodie')?.actions.redirect).toBe(
      'https://shop.example/collections/hoodies',
    );
  },
};

/** The address a seeded rule redirects "rain jaket" to, in the story below. */
const RAIN_GEAR = 'https://northwind-sports.myshopify.com/pages/rain-gear';

/**
 * "Add redirect" for a query that redirects already: a query has one redirect, so its rule opens to change the
 * address, rather than a new rule that would say so only at its foot. Saved, the caller is told.
 */
export const StartRedirectExisting: Story = {
  args: { startRule: { matchText: 'Rain Jaket', focus: 'redirect' }, onStartRuleDone: fn() },
  beforeEach() {
    const [rule] = seeded();
    if (!rule) throw new Error('the story store has no seeded rule');
    Object.assign(rule, {
      matchKind: 'equals',
      matchText: 'rain jaket',
      actions: { pins: [], hides: [], redirect: RAIN_GEAR },
    });
  },
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesEditTitle }));
    await expect(dialog.getByLabelText(text.queryRuleFieldMatchText)).toHaveValue('rain jaket');
    const redirect = dialog.getByLabelText(text.queryRuleFieldRedirect);
    await expect(redirect).toHaveValue(RAIN_GEAR);
    await userEvent.clear(redirect);
    await userEvent.type(redirect, 'https://northwind-sports.myshopify.com/collections/rain');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onStartRuleDone).toHaveBeenCalledOnce();
    const rules = seeded().filter((r) => r.matchText === 'rain jaket');
    await expect(rules.map((r) => r.actions.redirect)).toEqual([
      'https://northwind-sports.myshopify.com/collections/rain',
    ]);
  },
};

/**
 * The editor opened from the address has no button to go back to: saved, focus goes to the new rule's Edit;
 * closed without saving, to the list's heading.
 */
export const StartFocusOnClose: Story = {
  args: { startRule: { matchText: 'hodie', focus: 'redirect' }, onStartRuleDone: fn() },
  play: async ({ canvas, userEvent }) => {
    await screen.findByRole('dialog', { name: text.queryRulesAdd });
    await waitFor(() => expect(screen.getByLabelText(text.queryRuleFieldRedirect)).toHaveFocus());
    await userEvent.keyboard('https://shop.example/collections/hoodies{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(canvas.getByRole('button', { name: 'Edit the rule for "hodie"' })),
    );
  },
};

/** The editor opened from the address and closed unsaved: focus goes to the list's heading. */
export const StartCancelledFocus: Story = {
  args: { startRule: { matchText: 'hodie', focus: 'redirect' }, onStartRuleDone: fn() },
  play: async ({ canvas, userEvent }) => {
    await screen.findByRole('dialog', { name: text.queryRulesAdd });
    await waitFor(() => expect(screen.getByLabelText(text.queryRuleFieldRedirect)).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(canvas.getByRole('heading', { name: text.queryRulesTitle })),
    );
  },
};

/** Delete asks first; confirming removes the rule. */
export const DeleteRule: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: /backpack/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete the rule for "backpack"' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: text.queryRuleDeleteTitle }));
    await userEvent.click(confirm.getByRole('button', { name: text.delete }));
    // The confirmation closes once the server has deleted it (while it is open, the page behind is hidden
    // from assistive tech, so the cards cannot be asked for before).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(seeded().some((r) => r.matchText === 'backpack')).toBe(false);
    await waitFor(() => expect(canvas.queryByRole('article', { name: /backpack/ })).toBeNull());
    await expect(await screen.findByText('The rule for "backpack" was deleted.')).toBeVisible();
  },
};

/**
 * Deleting from the keyboard keeps focus in the list: on the next rule's Delete, the previous rule's when the last
 * one went, and on the list's heading when none is left.
 */
export const DeleteKeepsFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article');
    const remove = (query: string) => canvas.getByRole('button', { name: `Delete the rule for "${query}"` });
    const deleteWithKeys = async (query: string) => {
      remove(query).focus();
      await userEvent.keyboard('{Enter}');
      const confirm = within(await screen.findByRole('alertdialog', { name: text.queryRuleDeleteTitle }));
      await waitFor(() => expect(confirm.getByRole('button', { name: text.cancel })).toHaveFocus());
      await userEvent.keyboard('{Tab}');
      await expect(confirm.getByRole('button', { name: text.delete })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    };
    const queries = [...seeded()].map((r) => r.matchText).sort((a, b) => a.localeCompare(b));
    const [first, second, third] = queries;
    if (!first || !second || !third) throw new Error('the story store has fewer than three rules');
    await deleteWithKeys(second);
    await waitFor(() => expect(document.activeElement).toBe(remove(third)));
    const last = queries.at(-1) ?? '';
    const beforeLast = queries.at(-2) === second ? first : (queries.at(-2) ?? '');
    await deleteWithKeys(last);
    await waitFor(() => expect(document.activeElement).toBe(remove(beforeLast)));
    for (const query of queries.filter((q) => q !== second && q !== last)) await deleteWithKeys(query);
    await expect(await canvas.findByText(text.queryRulesEmpty)).toBeVisible();
    await waitFor(() =>
      expect(document.activeElement).toBe(canvas.getByRole('heading', { name: text.queryRulesTitle })),
    );
  },
};

/**
 * A duplicate is added switched off: its card says Off, never Live beside it. Focus goes to the copy's Edit
 * button, and each card's controls are described by its own status, so the rule and its copy are told apart.
 */
export const DuplicateIsOff: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: /hiking boots/ });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Duplicate the rule for "hiking boots"' }),
    );
    await waitFor(() => expect(canvas.getAllByRole('article', { name: /hiking boots/ })).toHaveLength(2));
    const [on, off] = canvas
      .getAllByRole('article', { name: /hiking boots/ })
      .sort((a, b) => Number(a.dataset.enabled === 'false') - Number(b.dataset.enabled === 'false'));
    if (!on || !off) throw new Error('two cards expected');
    await expect(within(on).getByText(text.scheduleStateLive)).toBeVisible();
    await expect(within(off).getByText(text.queryRuleOff)).toBeVisible();
    await expect(within(off).queryByText(text.scheduleStateLive)).toBeNull();
    const edit = 'Edit the rule for "hiking boots"';
    await waitFor(() => expect(document.activeElement).toBe(within(off).getByRole('button', { name: edit })));
    await expect(within(off).getByRole('button', { name: edit })).toHaveAccessibleDescription(
      text.queryRuleOff,
    );
    await expect(within(on).getByRole('button', { name: edit })).toHaveAccessibleDescription(
      text.scheduleStateLive,
    );
  },
};

/**
 * Closing the editor: untouched, Escape closes it at once; with a change, Escape, a click outside and Cancel
 * each ask first. Stay keeps what was typed; Close drops it, and focus goes back to "Add query rule".
 */
export const DiscardAsks: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article');
    const add = canvas.getByRole('button', { name: text.queryRulesAdd });
    await userEvent.click(add);
    await screen.findByRole('dialog', { name: text.queryRulesAdd });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(add);
    const dialog = within(await screen.findByRole('dialog', { name: text.queryRulesAdd }));
    const query = dialog.getByLabelText(text.queryRuleFieldMatchText);
    await userEvent.type(query, 'boots sale');
    const ask = async () =>
      within(await screen.findByRole('alertdialog', { name: text.unsavedChangesTitle }));
    const stay = async () => {
      await userEvent.click((await ask()).getByRole('button', { name: text.stayOnPage }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await expect(query).toHaveValue('boots sale');
    };
    await userEvent.keyboard('{Escape}');
    await expect((await ask()).getByText(text.queryRuleUnsavedChanges)).toBeVisible();
    await stay();
    const overlay = document.querySelector<HTMLElement>('.rt-DialogOverlay');
    if (!overlay) throw new Error('no dialog overlay');
    await userEvent.click(overlay);
    await stay();
    await userEvent.click(dialog.getByRole('button', { name: text.cancel }));
    await userEvent.click((await ask()).getByRole('button', { name: text.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(add).toHaveFocus());
    await expect(seeded().some((r) => r.matchText === 'boots sale')).toBe(false);
  },
};
