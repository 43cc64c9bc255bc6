import { createClient } from '@storesearch/sdk';
import { en } from '@storesearch/sdk/i18n';
import { createQueryRule, loadMerchandisingMessages } from '@storesearch/sdk/merchandising';
import { DEMO_STORES, DEMO_VENDOR_ID, faultHandler, getDemoBackend } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, waitFor, within } from 'storybook/test';
import { findAlert, findStatus } from '../../../testing/queries';
import { SearchPreview } from './SearchPreview';

/** The English text, with the merchandising area the widgets load. */
const text = { ...en, ...(await loadMerchandisingMessages('en')) };

const store = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' as const };

const backend = getDemoBackend();

/** The story store's saved rule for exactly this query, on the demo backend. */
const ruleFor = (query: string) =>
  backend.db.merchandising.rules.find(
    (rule) =>
      String(rule.storeId) === store.storeId && rule.matchKind === 'equals' && rule.matchText === query,
  );

/** The results of the preview, in order. */
async function resultsOf(canvas: ReturnType<typeof within>) {
  const list = within(await canvas.findByRole('list', { name: text.previewTitle }));
  return list.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
}

/** Drags one result onto another, as a pointer does (HTML drag and drop). */
function drag(source: HTMLElement, target: HTMLElement) {
  const dataTransfer = new DataTransfer();
  fireEvent.dragStart(source, { dataTransfer });
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
  fireEvent.dragEnd(source, { dataTransfer });
}

const meta = {
  title: 'Components/Merchandising/SearchPreview',
  component: SearchPreview,
  tags: ['autodocs'],
  args: { store, onDirtyChange: fn() },
} satisfies Meta<typeof SearchPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the widget says what it does. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.previewPrompt)).toBeVisible();
  },
};

/**
 * "hiking boots": the two boots the seeded rule pins come first, each saying why. Each result names the words
 * it matches as typed ("boots", not the folded "boot"), and the Dynamic Re-Rank rules that boosted it by name.
 */
export const Data: Story = {
  args: { initialQuery: 'hiking boots' },
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: text.previewTitle }));
    const [first, second] = list
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    await expect(first).toHaveTextContent('Pinned at position 1');
    await expect(first).toHaveTextContent('Matches hiking, boots');
    await expect(second).toHaveTextContent('Pinned at position 2');
    const active = backend.db.boostingRules
      .filter((rule) => String(rule.storeId) === store.storeId && rule.status === 'active')
      .map((rule) => rule.name);
    const boosted = list.getAllByText(/^Boosted ×[\d.]+ by the Dynamic Re-Rank rule "/);
    await expect(boosted.length).toBeGreaterThan(0);
    for (const line of boosted) await expect(active).toContain(/"(.*)"$/.exec(line.textContent ?? '')?.[1]);
  },
};

/** Typing a query the catalogue does not know. */
export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(text.previewQueryLabel), 'zzqx');
    await expect(await findStatus(canvas, 'Nothing is found for "zzqx".')).toBeVisible();
  },
};

/** A rule redirects the query: the address instead of results. */
export const Redirect: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByLabelText(text.previewQueryLabel);
    await createQueryRule(createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID }), {
      ...store,
      matchKind: 'equals',
      matchText: 'returns',
      enabled: true,
      actions: { redirect: 'https://shop.example/returns' },
    });
    await userEvent.type(field, 'Returns');
    await expect(
      await findStatus(
        canvas,
        'A rule sends this search to https://shop.example/returns; no results are shown.',
      ),
    ).toBeVisible();
  },
};

/**
 * Unsaved synonyms (the synonyms tab's draft): a misspelling that finds nothing with the saved synonyms finds
 * running shoes through the new group, each result new on the page; the switch shows the saved results again.
 */
export const SynonymsDraft: Story = {
  args: {
    initialQuery: 'sneekers',
    synonymsDraft: [{ id: 'draft', kind: 'oneWay', from: 'sneekers', to: ['running shoes'] }],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await findStatus(canvas, text.previewSynonymsDraftNote)).toBeVisible();
    const list = within(await canvas.findByRole('list', { name: text.previewTitle }));
    const [first] = list.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    await expect(first).toHaveTextContent('Found through the synonym sneekers → running shoes');
    await expect(first).toHaveTextContent(text.previewNewOnPage);
    // No unsaved pins or hides: nothing to save as a rule here.
    await expect(canvas.queryByRole('button', { name: text.previewSaveRule })).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: text.previewShowSaved }));
    await expect(await findStatus(canvas, 'Nothing is found for "sneekers".')).toBeVisible();
  },
};

/** Placeholder rows while the preview loads. */
export const Loading: Story = {
  args: { initialQuery: 'rain jacket' },
  parameters: { msw: { handlers: { story: [faultHandler('getSearchPreview', { kind: 'pending' })] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The preview call fails: its message, and the query stays as typed. */
export const ErrorState: Story = {
  name: 'Error',
  args: { initialQuery: 'rain jacket' },
  parameters: { msw: { handlers: { story: [faultHandler('getSearchPreview', { kind: 'serverError' })] } } },
  play: async ({ canvas }) => {
    await expect(await findAlert(canvas, 'Internal server error')).toBeInTheDocument();
    await expect(canvas.getByLabelText(text.previewQueryLabel)).toHaveValue('rain jacket');
  },
};

/**
 * The last result dragged onto the first is pinned there at once, unsaved (the owner is told, to guard leaving):
 * it says where it was, the switch shows the saved order, and saving makes it the rule for exactly this query.
 * Products that share a title (variants sold as products) are named with their id, so no two results read the
 * same.
 */
export const DragToPin: Story = {
  args: { initialQuery: 'rain jacket' },
  play: async ({ canvas, userEvent, args }) => {
    const before = await resultsOf(canvas);
    const names = before.map((result) => result.getAttribute('aria-label'));
    await expect(new Set(names).size).toBe(names.length);
    await expect(
      names.filter((name) => /^Nike Classic Rain Jacket \(#\d+\)$/.test(String(name))).length,
    ).toBeGreaterThan(1);
    const first = before[0]?.getAttribute('aria-label');
    const last = before.at(-1);
    const chosen = last?.getAttribute('aria-label');
    if (!last || !before[0] || !chosen || chosen === first) throw new Error('the preview needs two results');
    drag(last, before[0]);
    await waitFor(async () => expect((await resultsOf(canvas))[0]).toHaveAccessibleName(chosen));
    await expect(await findStatus(canvas, `${chosen} pinned at position 1.`)).toBeInTheDocument();
    const moved = (await resultsOf(canvas))[0] as HTMLElement;
    await expect(moved).toHaveTextContent('Pinned at position 1');
    await expect(moved).toHaveTextContent(`was ${before.length}`);
    await expect(await findStatus(canvas, 'Unsaved changes to the results for "rain jacket".')).toBeVisible();
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));

    // Another query keeps the unsaved pin: it is still unsaved work, though not shown.
    const field = canvas.getByLabelText(text.previewQueryLabel);
    await userEvent.clear(field);
    await userEvent.type(field, 'hiking boots');
    await waitFor(() => expect(canvas.queryByRole('button', { name: text.previewSaveRule })).toBeNull());
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.clear(field);
    await userEvent.type(field, 'rain jacket');
    await expect(await findStatus(canvas, 'Unsaved changes to the results for "rain jacket".')).toBeVisible();

    await userEvent.click(canvas.getByRole('switch', { name: text.previewShowSaved }));
    await waitFor(async () => expect((await resultsOf(canvas))[0]).toHaveAccessibleName(String(first)));
    await userEvent.click(canvas.getByRole('switch', { name: text.previewShowSaved }));
    await waitFor(async () => expect((await resultsOf(canvas))[0]).toHaveAccessibleName(chosen));

    await userEvent.click(canvas.getByRole('button', { name: text.previewSaveRule }));
    await waitFor(() => expect(ruleFor('rain jacket')?.actions.pins).toHaveLength(1));
    await waitFor(() => expect(canvas.queryByRole('button', { name: text.previewSaveRule })).toBeNull());
    // The note and its button are gone: focus is on the query, ready for the next one.
    await waitFor(() => expect(field).toHaveFocus());
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    // Saved: the store's own results now put it first, with the saved rule's reason.
    await waitFor(async () => expect((await resultsOf(canvas))[0]).toHaveAccessibleName(chosen));
    await expect((await resultsOf(canvas))[0]).toHaveTextContent('Pinned at position 1');
  },
};

/**
 * The query's rule is switched off: the callout says shoppers would not see the change, and saving turns the
 * rule on unless the box is cleared. With the box cleared the results show the saved (off) rule's effect: none.
 */
export const SaveIntoRuleThatIsOff: Story = {
  args: { initialQuery: 'hiking boots' },
  beforeEach() {
    const rule = ruleFor('hiking boots');
    if (!rule) throw new Error('the demo store has no rule for "hiking boots"');
    rule.enabled = false;
  },
  play: async ({ canvas, userEvent }) => {
    const before = await resultsOf(canvas);
    const first = before[0]?.getAttribute('aria-label');
    const last = before.at(-1);
    const chosen = last?.getAttribute('aria-label');
    if (!last || !before[0] || !chosen || chosen === first) throw new Error('the preview needs two results');
    drag(last, before[0]);
    await expect(
      await findStatus(
        canvas,
        'The rule for "hiking boots" is off: shoppers do not see these changes until it is on.',
      ),
    ).toBeVisible();
    const turnOn = canvas.getByRole('checkbox', { name: text.previewTurnRuleOn });
    await expect(turnOn).toBeChecked();
    // Turned on, the rule's pins apply: the dragged result leads.
    await waitFor(async () => expect((await resultsOf(canvas))[0]).toHaveAccessibleName(chosen));
    await userEvent.click(turnOn);
    await waitFor(async () => expect((await resultsOf(canvas))[0]).toHaveAccessibleName(String(first)));
    await userEvent.click(turnOn);
    await waitFor(async () => expect((await resultsOf(canvas))[0]).toHaveAccessibleName(chosen));
    await userEvent.click(canvas.getByRole('button', { name: text.previewSaveRule }));
    await waitFor(() => expect(ruleFor('hiking boots')?.enabled).toBe(true));
    await expect(ruleFor('hiking boots')?.actions.pins[0]).toMatchObject({ position: 1 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: text.previewSaveRule })).toBeNull());
    await waitFor(async () => expect((await resultsOf(canvas))[0]).toHaveAccessibleName(chosen));
  },
};

/** Reset drops the unsaved pin; the note and its buttons go, and focus goes to the query, not to the page. */
export const ResetFocusesQuery: Story = {
  args: { initialQuery: 'rain jacket' },
  // The results look as in the Data story once the pin is reset.
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const before = await resultsOf(canvas);
    const first = before[0]?.getAttribute('aria-label');
    const last = before.at(-1);
    if (!last || !before[0] || !first) throw new Error('the preview needs two results');
    drag(last, before[0]);
    await userEvent.click(await canvas.findByRole('button', { name: text.reset }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: text.previewSaveRule })).toBeNull());
    await waitFor(() => expect(canvas.getByLabelText(text.previewQueryLabel)).toHaveFocus());
    await waitFor(async () => expect((await resultsOf(canvas))[0]).toHaveAccessibleName(first));
  },
};

/** The query's rule starts later: the callout names when shoppers will see the change, and saving keeps its schedule. */
export const SaveIntoRuleThatStartsLater: Story = {
  args: { initialQuery: 'hiking boots' },
  // The callout's look is the SaveIntoRuleThatIsOff story's.
  parameters: { visual: { disable: true } },
  beforeEach() {
    const rule = ruleFor('hiking boots');
    if (!rule) throw new Error('the demo store has no rule for "hiking boots"');
    rule.schedule = { start: '2099-01-10T09:00', timeZone: 'Europe/Stockholm' };
  },
  play: async ({ canvas, userEvent }) => {
    const before = await resultsOf(canvas);
    const last = before.at(-1);
    if (!last || !before[0] || last === before[0]) throw new Error('the preview needs two results');
    drag(last, before[0]);
    await expect(
      await findStatus(
        canvas,
        'The rule for "hiking boots" starts at 2099-01-10 09:00 (Europe/Stockholm): shoppers see these changes from then.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: text.previewTurnRuleOn })).toBeNull();
    const pins = JSON.stringify(ruleFor('hiking boots')?.actions.pins);
    await userEvent.click(canvas.getByRole('button', { name: text.previewSaveRule }));
    await waitFor(() => expect(JSON.stringify(ruleFor('hiking boots')?.actions.pins)).not.toBe(pins));
    await expect(ruleFor('hiking boots')?.schedule).toEqual({
      start: '2099-01-10T09:00',
      timeZone: 'Europe/Stockholm',
    });
  },
};

/**
 * A result's menu hides it from this search (unsaved, and the owner is told); the hidden list offers it back,
 * which leaves nothing unsaved, and nothing is saved.
 */
export const HideFromMenu: Story = {
  args: { initialQuery: 'rain jacket' },
  play: async ({ canvas, userEvent, args }) => {
    const [first] = await resultsOf(canvas);
    if (!first) throw new Error('the preview has no result');
    const title = String(first.getAttribute('aria-label'));
    await userEvent.click(within(first).getByRole('button', { name: `Actions for ${title}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: text.previewHide }));
    await waitFor(async () => expect(await resultsOf(canvas)).not.toContain(first));
    // Said to screen readers, which do not see the result go.
    await expect(await findStatus(canvas, `${title} hidden from this search.`)).toBeInTheDocument();
    const hidden = within(await canvas.findByRole('list', { name: text.previewHiddenTitle }));
    await expect(hidden.getByText(`${title} — ${text.previewWhyHidden}`)).toBeVisible();
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(hidden.getByRole('button', { name: `Show ${title} again` }));
    await waitFor(() => expect(canvas.queryByRole('list', { name: text.previewHiddenTitle })).toBeNull());
    await expect(
      await findStatus(canvas, `${title} is no longer pinned or hidden here.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    await expect(canvas.queryByRole('button', { name: text.previewSaveRule })).toBeNull();
    await expect(ruleFor('rain jacket')).toBeUndefined();
  },
};

/**
 * A result hidden from the keyboard: focus goes to the menu of the result that took its place, not to the page,
 * and hiding the last result moves it to the one before.
 */
export const HideWithKeyboard: Story = {
  args: { initialQuery: 'rain jacket' },
  play: async ({ canvas, userEvent }) => {
    const hideFromKeyboard = async (item: HTMLElement) => {
      within(item)
        .getByRole('button', { name: `Actions for ${item.getAttribute('aria-label')}` })
        .focus();
      await userEvent.keyboard('{Enter}');
      (await screen.findByRole('menuitem', { name: text.previewHide })).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(async () => expect(await resultsOf(canvas)).not.toContain(item));
    };
    const [first, second] = await resultsOf(canvas);
    if (!first || !second) throw new Error('the preview needs two results');
    await hideFromKeyboard(first);
    const next = `Actions for ${second.getAttribute('aria-label')}`;
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(next));
    const results = await resultsOf(canvas);
    const last = results.at(-1);
    const before = results.at(-2);
    if (!last || !before) throw new Error('the preview needs two results left');
    await hideFromKeyboard(last);
    const previous = `Actions for ${before.getAttribute('aria-label')}`;
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(previous));
  },
};

/** The second result moved up from its menu, opened with the keyboard: it is pinned first. */
export const MoveUpFromMenu: Story = {
  args: { initialQuery: 'rain jacket' },
  play: async ({ canvas, userEvent }) => {
    const [first, second] = await resultsOf(canvas);
    if (!first || !second) throw new Error('the preview needs two results');
    const title = String(second.getAttribute('aria-label'));
    within(second)
      .getByRole('button', { name: `Actions for ${title}` })
      .focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move up to position 1' }));
    await waitFor(async () => expect((await resultsOf(canvas))[0]).toHaveTextContent('was 2'));
    await expect((await resultsOf(canvas))[0]).toHaveAccessibleName(title);
    await expect((await resultsOf(canvas))[1]).toHaveTextContent('was 1');
    await expect(await findStatus(canvas, `${title} pinned at position 1.`)).toBeInTheDocument();
  },
};
