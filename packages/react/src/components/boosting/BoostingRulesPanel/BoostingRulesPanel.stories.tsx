import { createClient } from '@storesearch/sdk';
import { listBoostingRulesEndpoint } from '@storesearch/sdk/boosting';
import { en } from '@storesearch/sdk/i18n';
import { loadMerchandisingMessages } from '@storesearch/sdk/merchandising';
import {
  answerEndpoint,
  boostingRulesOf,
  DEMO_STORES,
  faultHandler,
  getDemoBackend,
} from '@storesearch/sdk/mocks';
import { getDistinctValuesEndpoint, listProductAttributesEndpoint } from '@storesearch/sdk/products';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { StoreSearchProvider } from '../../../provider/StoreSearchProvider';
import { findAlert, findStatus } from '../../../testing/queries';
import { BoostingRulesPanel } from './BoostingRulesPanel';

/** The merchandising area's words, which the modal opened for a query loads. */
const merchandisingText = await loadMerchandisingMessages('en');

const backend = getDemoBackend();
const store = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' as const };

/** The demo backend's rules for the store, answered without the vendor check (for the vendor-id stories). */
const rulesWithoutVendorCheck = [
  answerEndpoint(listBoostingRulesEndpoint, () => ({
    body: boostingRulesOf(backend.db, DEMO_STORES.shopify.id),
  })),
  answerEndpoint(getDistinctValuesEndpoint, { body: ['Adidas', 'Nike'] }),
  answerEndpoint(listProductAttributesEndpoint, { body: [] }),
];

/** A provider whose client sends this vendor id (or none), around the story. */
const withVendorId =
  (vendorId: string | undefined): Decorator =>
  (Story) => {
    function Wrapped() {
      const [client] = useState(() => createClient({ baseUrl: '', ...(vendorId ? { vendorId } : {}) }));
      return (
        <StoreSearchProvider client={client} theme={false}>
          <Story />
        </StoreSearchProvider>
      );
    }
    return <Wrapped />;
  };

const meta = {
  title: 'Components/Tuning/BoostingRulesPanel',
  component: BoostingRulesPanel,
  tags: ['autodocs'],
  args: { store },
} satisfies Meta<typeof BoostingRulesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play function's user. */
type StoryUser = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/**
 * Opens Add Rule and fills it in as a shop owner would: `name` as typed, a boost when given, and the one
 * condition "Brand is Nike". Returns the dialog and the condition's values.
 */
async function addNikeRule(
  canvas: ReturnType<typeof within>,
  userEvent: StoryUser,
  name: string,
  boost?: string,
) {
  await userEvent.click(await canvas.findByRole('button', { name: en.addRule }));
  const dialog = within(await screen.findByRole('dialog', { name: en.addRule }));
  await userEvent.type(dialog.getByLabelText(en.ruleName), name);
  if (boost !== undefined) {
    await userEvent.clear(dialog.getByLabelText(en.boostValue));
    await userEvent.type(dialog.getByLabelText(en.boostValue), boost);
  }
  await userEvent.click(dialog.getByRole('combobox', { name: `${en.selectField} 1` }));
  await userEvent.click(await screen.findByRole('option', { name: en.fieldBrand }));
  const values = await dialog.findByRole('group', { name: `${en.conditionValues} 1` });
  await userEvent.click(within(values).getByRole('checkbox', { name: 'Nike' }));
  return { dialog, values };
}

/** The seeded rules as cards: conditions in plain words, the boost, inactive ones dimmed. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('article');
    const seeded = backend.db.boostingRules.filter((r) => r.storeId === DEMO_STORES.shopify.id);
    await expect(cards).toHaveLength(seeded.length);
    const nike = seeded.find((r) => r.name === 'Boost Nike');
    if (nike) {
      const card = within(canvas.getByRole('article', { name: 'Boost Nike' }));
      await expect(card.getByText('Brand is Nike')).toBeVisible();
      await expect(card.getByText('Boost 2.5')).toBeVisible();
    }
    for (const rule of seeded.filter((r) => r.status === 'inactive')) {
      await expect(canvas.getByRole('article', { name: rule.name })).toHaveStyle({ opacity: '0.6' });
    }
  },
};

/** A store without rules. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { story: [answerEndpoint(listBoostingRulesEndpoint, { body: [] })] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(en.noRulesFound)).toBeVisible();
  },
};

/** Placeholder cards while the rules load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('listBoostingRules', { kind: 'pending' })] } },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
  },
};

/** The rules call fails: its message in place of the cards. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { story: [faultHandler('listBoostingRules', { kind: 'serverError' })] } } },
  play: async ({ canvas }) => {
    await expect(await findAlert(canvas, 'Internal server error')).toBeInTheDocument();
  },
};

/** The status toggle moves at once; when the server refuses, it moves back with failedToUpdateRuleStatus. */
export const ToggleRollsBack: Story = {
  play: async ({ canvas, userEvent }) => {
    const [card] = await canvas.findAllByRole('article');
    if (!card) throw new Error('no rule');
    const toggle = within(card).getByRole('switch');
    const before = toggle.getAttribute('aria-checked');
    backend.faults.set('updateBoostingRule', { kind: 'serverError' }, { times: 1 });
    await userEvent.click(toggle);
    await expect(await findAlert(canvas, en.failedToUpdateRuleStatus)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', before));
    // The next try goes through.
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-checked', before));
  },
};

/** The switch moves before the server answers (here 2 s late), and the dimming follows it. */
export const ToggleIsOptimistic: Story = {
  play: async ({ canvas, userEvent }) => {
    const [card] = await canvas.findAllByRole('article');
    if (!card) throw new Error('no rule');
    const toggle = within(card).getByRole('switch');
    const before = toggle.getAttribute('aria-checked');
    const id = card.getAttribute('aria-label');
    // The server's answer waits until the optimistic state has been looked at.
    let answer = () => {};
    const release = new Promise<void>((resolve) => {
      answer = resolve;
    });
    backend.faults.set('updateBoostingRule', { kind: 'held', release }, { times: 1 });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-checked', before));
    // What the server holds now (a write replaces the stored rule).
    const storedStatus = () =>
      backend.db.boostingRules.find((r) => r.name === id && r.storeId === DEMO_STORES.shopify.id)?.status;
    // The server has not changed yet: what moved is the optimistic cache.
    await expect(storedStatus()).toBe(before === 'true' ? 'active' : 'inactive');
    answer();
    await waitFor(() => expect(storedStatus()).toBe(before === 'true' ? 'inactive' : 'active'));
    await waitFor(() => expect(card).toHaveAttribute('data-status', storedStatus()));
  },
};

/** Saving an empty form: both messages of section 5, and nothing typed is lost. */
export const FormValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: en.addRule }));
    const dialog = within(await screen.findByRole('dialog', { name: en.addRule }));
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    await expect(dialog.getByText(en.enterRuleName)).toBeVisible();
    await expect(dialog.getByText(en.addAtLeastOneCondition)).toBeVisible();
    await userEvent.type(dialog.getByLabelText(en.ruleName), 'Half done');
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    await expect(dialog.queryByText(en.enterRuleName)).toBeNull();
    await expect(dialog.getByText(en.addAtLeastOneCondition)).toBeVisible();
    await expect(dialog.getByLabelText(en.ruleName)).toHaveValue('Half done');
    await expect(dialog.getByLabelText(en.boostValue)).toHaveValue(1.5);
    await expect(dialog.getByText(en.rulePreviewIdle)).toBeVisible();
  },
};

/**
 * Saving a new rule under the name of one the store has, in capitals and with spaces around it: the name field
 * says which rule has it and takes focus, and the modal stays open with everything as typed; nothing is saved.
 */
export const DuplicateName: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article');
    const rulesOfStore = () => backend.db.boostingRules.filter((r) => r.storeId === DEMO_STORES.shopify.id);
    const seeded = rulesOfStore();
    const existing = seeded[0];
    if (!existing) throw new Error('no rule');
    const typed = `  ${existing.name.toUpperCase()} `;
    const { dialog, values } = await addNikeRule(canvas, userEvent, typed, '3');
    await userEvent.click(dialog.getByRole('button', { name: en.save }));

    const message = en.ruleNameTaken.replace('{name}', existing.name);
    await expect(await dialog.findByText(message)).toBeVisible();
    const name = dialog.getByLabelText(en.ruleName);
    await expect(name).toHaveAccessibleDescription(message);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
    await expect(name).toHaveValue(typed);
    await expect(dialog.getByLabelText(en.boostValue)).toHaveValue(3);
    await expect(within(values).getByRole('checkbox', { name: 'Nike' })).toBeChecked();
    await expect(screen.getByRole('dialog', { name: en.addRule })).toBeVisible();
    await expect(rulesOfStore()).toHaveLength(seeded.length);
  },
};

/** Add 'brand is Nike, boost 3': the preview counts the store's Nike products; the saved card reads it back. */
export const AddRuleWithPreview: Story = {
  play: async ({ canvas, userEvent }) => {
    const { dialog } = await addNikeRule(canvas, userEvent, 'Nike first', '3');
    // A rule added from scratch is for every search anyway: no note says so.
    await expect(dialog.queryByRole('note')).toBeNull();
    const products = backend.db.products.get(DEMO_STORES.shopify.id) ?? [];
    const nike = products.filter((p) => p.brand === 'Nike').length;
    await expect(
      await findStatus(dialog, `Matches ${nike} of ${products.length} products`),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    const card = within(await canvas.findByRole('article', { name: 'Nike first' }));
    await expect(card.getByText('Brand is Nike')).toBeVisible();
    await expect(card.getByText('Boost 3')).toBeVisible();
    // Focus goes back where the keyboard user left it.
    await waitFor(() => expect(canvas.getByRole('button', { name: en.addRule })).toHaveFocus());
  },
};

/**
 * Boost Search from Search State (`boostQuery`): the add-rule modal opens by itself, named after the query, with
 * the catalogue values the query names as conditions and their preview; closing it reports back once.
 */
export const BoostSearchQuery: Story = {
  args: { boostQuery: 'black hoodie', onBoostQueryDone: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: en.addRule }));
    await expect(dialog.getByLabelText(en.ruleName)).toHaveValue('black hoodie');
    await expect(dialog.getByLabelText(en.boostValue)).toHaveValue(1.5);
    await expect(dialog.getByRole('combobox', { name: `${en.selectField} 1` })).toHaveTextContent(
      en.fieldCategory,
    );
    await expect(dialog.getByRole('combobox', { name: `${en.selectField} 2` })).toHaveTextContent(
      en.fieldColor,
    );
    const category = await dialog.findByRole('group', { name: `${en.conditionValues} 1` });
    await expect(within(category).getByRole('checkbox', { name: 'Hoodies' })).toBeChecked();
    const color = await dialog.findByRole('group', { name: `${en.conditionValues} 2` });
    await expect(within(color).getByRole('checkbox', { name: 'Black' })).toBeChecked();
    const products = backend.db.products.get(DEMO_STORES.shopify.id) ?? [];
    const matched = products.filter((p) => p.category === 'Hoodies' && p.color === 'Black').length;
    await expect(
      await findStatus(dialog, `Matches ${matched} of ${products.length} products`),
    ).toBeInTheDocument();
    // The rule re-ranks every search, which the modal says; without a place to change the query alone, no link.
    const note = await dialog.findByRole('note');
    await expect(note).toHaveTextContent(
      merchandisingText.boostingRuleEverySearch.replace('{query}', 'black hoodie'),
    );
    await expect(within(note).queryByRole('link')).toBeNull();

    await userEvent.click(dialog.getByRole('button', { name: en.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onBoostQueryDone).toHaveBeenCalledTimes(1);
    // Closed for good: the same query does not open it again, and the page is back as it was. No button opened
    // it, so focus goes to the list's heading rather than to the page.
    await expect(await canvas.findByRole('button', { name: en.addRule })).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(canvas.getByRole('heading', { name: en.boostingTitle })),
    );
  },
};

/** Saving the rule Boost Search opened takes focus to the new rule's Edit button. */
export const BoostSearchSaveFocusesRule: Story = {
  args: { boostQuery: 'black hoodie', onBoostQueryDone: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: en.addRule }));
    const category = await dialog.findByRole('group', { name: `${en.conditionValues} 1` });
    await expect(within(category).getByRole('checkbox', { name: 'Hoodies' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onBoostQueryDone).toHaveBeenCalledTimes(1);
    const card = await canvas.findByRole('article', { name: 'black hoodie' });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(card).getByRole('button', { name: en.editRuleNamed.replace('{name}', 'black hoodie') }),
      ),
    );
  },
};

/**
 * The modal opened for a query says that its rule re-ranks every search, not only that query, and links to
 * where that query's results alone are changed; the app's router takes the link.
 */
export const BoostSearchSaysEverySearch: Story = {
  args: {
    boostQuery: 'black hoodie',
    onBoostQueryDone: fn(),
    queryAloneHref: (query) => `/merchandising?preview=${encodeURIComponent(query)}`,
    onNavigate: fn(),
  },
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: en.addRule }));
    const note = await dialog.findByRole('note');
    await expect(note).toHaveTextContent(
      merchandisingText.boostingRuleEverySearch.replace('{query}', 'black hoodie'),
    );
    const link = within(note).getByRole('link', {
      name: merchandisingText.boostingTuneQueryAlone.replace('{query}', 'black hoodie'),
    });
    await expect(link).toHaveAttribute('href', '/merchandising?preview=black%20hoodie');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/merchandising?preview=black%20hoodie');
  },
};

/** A query that names nothing in the catalogue (a typo): the modal opens named after it, conditions to fill in. */
export const BoostSearchUnknownQuery: Story = {
  args: { boostQuery: 'sneekers', onBoostQueryDone: fn() },
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: en.addRule }));
    await expect(dialog.getByLabelText(en.ruleName)).toHaveValue('sneekers');
    await expect(dialog.getByRole('combobox', { name: `${en.selectField} 1` })).toHaveTextContent(
      en.selectField,
    );
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    await expect(await findAlert(dialog, en.addAtLeastOneCondition)).toBeInTheDocument();
    await expect(args.onBoostQueryDone).not.toHaveBeenCalled();
  },
};

/** A failed save keeps the modal open with the server's message and the form as typed. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('createBoostingRule', { kind: 'serverError' })] } } },
  play: async ({ canvas, userEvent }) => {
    const { dialog } = await addNikeRule(canvas, userEvent, 'Will fail');
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    await expect(await findAlert(dialog, 'Internal server error')).toBeInTheDocument();
    await expect(dialog.getByLabelText(en.ruleName)).toHaveValue('Will fail');
  },
};

/** A malformed rules response is a typed error with its message, not a crash. */
export const Malformed: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('listBoostingRules', { kind: 'malformed' })] } } },
  play: async ({ canvas }) => {
    await expect(await findAlert(canvas, 'Unexpected response from')).toBeInTheDocument();
  },
};

/** Closing the edit modal with Cancel hands focus back to the card's edit button. */
export const EditReturnsFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const [card] = await canvas.findAllByRole('article');
    if (!card) throw new Error('no rule');
    const name = card.getAttribute('aria-label') ?? '';
    const edit = within(card).getByRole('button', { name: `Edit ${name}` });
    await userEvent.click(edit);
    const dialog = within(await screen.findByRole('dialog', { name: en.editRule }));
    await userEvent.click(dialog.getByRole('button', { name: en.cancel }));
    await waitFor(() => expect(edit).toHaveFocus());
  },
};

/**
 * From the keyboard: Enter on a card's Edit button opens the modal, Escape closes it, and focus is back on that
 * button.
 */
export const EditEscapeReturnsFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: 'Boost Nike' });
    const edit = within(card).getByRole('button', { name: en.editRuleNamed.replace('{name}', 'Boost Nike') });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: en.editRule });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(edit).toHaveFocus());
  },
};

/** Saving an edit hands focus back to the card's edit button, the card reading the saved boost. */
export const EditSaveReturnsFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: 'Boost Nike' });
    const edit = within(card).getByRole('button', { name: en.editRuleNamed.replace('{name}', 'Boost Nike') });
    await userEvent.click(edit);
    const dialog = within(await screen.findByRole('dialog', { name: en.editRule }));
    await userEvent.clear(dialog.getByLabelText(en.boostValue));
    await userEvent.type(dialog.getByLabelText(en.boostValue), '4');
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await within(card).findByText('Boost 4')).toBeVisible();
    await waitFor(() =>
      expect(
        within(canvas.getByRole('article', { name: 'Boost Nike' })).getByRole('button', {
          name: en.editRuleNamed.replace('{name}', 'Boost Nike'),
        }),
      ).toHaveFocus(),
    );
  },
};

/**
 * The messages of a refused save go as soon as their field is changed: typing a name takes "enter a rule name"
 * away and leaves the boost's message, which goes once the boost is changed.
 */
export const ErrorsClearAsFieldsChange: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: en.addRule }));
    const dialog = within(await screen.findByRole('dialog', { name: en.addRule }));
    const boost = dialog.getByLabelText(en.boostValue);
    await userEvent.clear(boost);
    await userEvent.type(boost, '11');
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    const name = dialog.getByLabelText(en.ruleName);
    await expect(await dialog.findByText(en.enterRuleName)).toBeVisible();
    const boostMessage = en.ruleBoostOutOfRange
      .replace('{min}', '1')
      .replace('{max}', '10')
      .replace('{step}', '0.1');
    await expect(dialog.getByText(boostMessage)).toBeVisible();
    await expect(dialog.getByText(en.addAtLeastOneCondition)).toBeVisible();

    await userEvent.type(name, 'Nike first');
    await expect(dialog.queryByText(en.enterRuleName)).toBeNull();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(dialog.getByText(boostMessage)).toBeVisible();

    await userEvent.clear(boost);
    await userEvent.type(boost, '3');
    await expect(dialog.queryByText(boostMessage)).toBeNull();
    await expect(boost).not.toHaveAttribute('aria-invalid');
    // A field not changed keeps its message until the next save.
    await expect(dialog.getByText(en.addAtLeastOneCondition)).toBeVisible();
  },
};

/** Editing goes through the SDK's parser: the modal shows the stored conditions. */
export const EditRule: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article');
    const seeded = backend.db.boostingRules.filter((r) => r.storeId === DEMO_STORES.shopify.id);
    const rule = seeded[0];
    if (!rule) throw new Error('no rule');
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${rule.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: en.editRule }));
    await expect(dialog.getByLabelText(en.ruleName)).toHaveValue(rule.name);
    await expect(dialog.getByLabelText(en.boostValue)).toHaveValue(rule.weight);
    await expect(dialog.getByRole('combobox', { name: `${en.selectField} 1` })).not.toHaveTextContent(
      en.selectField,
    );
  },
};

/** Delete asks first, saying the rule can be restored from the history; confirming removes the card. */
export const DeleteRule: Story = {
  play: async ({ canvas, userEvent }) => {
    const cards = await canvas.findAllByRole('article');
    const name = cards[0]?.getAttribute('aria-label') ?? '';
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: en.deleteRuleTitle });
    // The history keeps every version, so the confirmation never says the delete cannot be undone.
    await expect(dialog).toHaveAccessibleDescription(
      `The rule ${name} will be deleted. You can restore it later from Merchandising › History.`,
    );
    await expect(dialog).not.toHaveTextContent('cannot be undone');
    const confirm = within(dialog);
    await userEvent.click(confirm.getByRole('button', { name: en.delete }));
    await waitFor(() => expect(canvas.queryByRole('article', { name })).toBeNull());
    // The story ends on the settled page: the confirmation gone and the other rules listed again after the
    // list's refresh, so the screenshot is not taken while either is still changing.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(cards.length - 1));
  },
};

/** A confirmed delete from the keyboard hands focus to the Edit button of the card that followed it. */
export const DeleteFocusesNextRule: Story = {
  play: async ({ canvas, userEvent }) => {
    const cards = await canvas.findAllByRole('article');
    const [first, second] = cards.map((card) => card.getAttribute('aria-label') ?? '');
    if (!first || !second) throw new Error('fewer than two rules');
    canvas.getByRole('button', { name: en.deleteRuleNamed.replace('{name}', first) }).focus();
    await userEvent.keyboard('{Enter}');
    const confirm = within(await screen.findByRole('alertdialog', { name: en.deleteRuleTitle }));
    await userEvent.click(confirm.getByRole('button', { name: en.delete }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(cards.length - 1));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: en.editRuleNamed.replace('{name}', second) })).toHaveFocus(),
    );
  },
};

/** Deleting the store's only rule hands focus to Add Rule. */
export const DeleteOnlyRuleFocusesAddRule: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [
          answerEndpoint(listBoostingRulesEndpoint, () => ({
            body: boostingRulesOf(backend.db, DEMO_STORES.shopify.id).filter((r) => r.name === 'Boost Nike'),
          })),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const [card] = await canvas.findAllByRole('article');
    const name = card?.getAttribute('aria-label') ?? '';
    await userEvent.click(canvas.getByRole('button', { name: en.deleteRuleNamed.replace('{name}', name) }));
    const confirm = within(await screen.findByRole('alertdialog', { name: en.deleteRuleTitle }));
    await userEvent.click(confirm.getByRole('button', { name: en.delete }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await canvas.findByText(en.noRulesFound)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: en.addRule })).toHaveFocus());
  },
};

/** A failed delete keeps the confirmation open with the server's message. */
export const DeleteFails: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('deleteBoostingRule', { kind: 'serverError' })] } } },
  play: async ({ canvas, userEvent }) => {
    const cards = await canvas.findAllByRole('article');
    const name = cards[0]?.getAttribute('aria-label') ?? '';
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${name}` }));
    const confirm = within(await screen.findByRole('alertdialog', { name: en.deleteRuleTitle }));
    await userEvent.click(confirm.getByRole('button', { name: en.delete }));
    await expect(await findAlert(confirm, 'Internal server error')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: en.cancel }));
    await expect(await canvas.findByRole('article', { name })).toBeVisible();
  },
};

/** No vendor id: saving and deleting are refused before any call, each with its message. */
export const MissingVendor: Story = {
  decorators: [withVendorId(undefined)],
  parameters: { msw: { handlers: { story: rulesWithoutVendorCheck } } },
  play: async ({ canvas, userEvent }) => {
    const cards = await canvas.findAllByRole('article');
    const name = cards[0]?.getAttribute('aria-label') ?? '';
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${name}` }));
    const confirm = within(await screen.findByRole('alertdialog', { name: en.deleteRuleTitle }));
    await userEvent.click(confirm.getByRole('button', { name: en.delete }));
    await expect(await findAlert(confirm, en.cannotDeleteRuleMissingVendor)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: en.cancel }));

    const { dialog } = await addNikeRule(canvas, userEvent, 'No vendor');
    await userEvent.click(dialog.getByRole('button', { name: en.save }));
    await expect(await findAlert(dialog, en.cannotSaveRuleMissingVendor)).toBeInTheDocument();
  },
};

/** A vendor id that is not numeric: 'Invalid vendorId', also on the status toggle. */
export const InvalidVendorId: Story = {
  decorators: [withVendorId('vendor-abc')],
  parameters: { msw: { handlers: { story: rulesWithoutVendorCheck } } },
  play: async ({ canvas, userEvent }) => {
    const [card] = await canvas.findAllByRole('article');
    if (!card) throw new Error('no rule');
    await userEvent.click(within(card).getByRole('switch'));
    await expect(await findAlert(canvas, en.invalidVendorId)).toBeInTheDocument();
  },
};
