import { en } from '@storesearch/sdk/i18n';
import {
  getSynonymsEndpoint,
  listSynonymSuggestionsEndpoint,
  loadMerchandisingMessages,
} from '@storesearch/sdk/merchandising';
import { answerEndpoint, DEMO_STORES, faultHandler, getDemoBackend } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { captureCsvDownloads } from '../../../testing/csvDownloads';
import { findAlert, findStatus } from '../../../testing/queries';
import { SynonymsPanel } from './SynonymsPanel';

/** The English text, with the merchandising area the widgets load. */
const text = { ...en, ...(await loadMerchandisingMessages('en')) };

const backend = getDemoBackend();
const store = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' as const };

/** The story store's saved groups on the demo backend. */
const savedGroups = () =>
  backend.db.merchandising.synonyms.find((set) => String(set.storeId) === store.storeId)?.groups ?? [];

/** A fixed date for the exported file's name. */
const exportDay = () => new Date('2026-11-22T12:00:00Z');

const meta = {
  title: 'Components/Merchandising/SynonymsPanel',
  component: SynonymsPanel,
  tags: ['autodocs'],
  args: { store, now: exportDay },
} satisfies Meta<typeof SynonymsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Adds a one-way row once the groups have loaded, and gives its two fields (empty) and the list of groups; with
 * `from` and `to`, types them in.
 */
async function addOneWay(
  { canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0],
  terms?: { from: string; to: string },
) {
  await canvas.findByRole('list', { name: text.synonymsTitle });
  await userEvent.click(canvas.getByRole('button', { name: text.synonymsAddOneWay }));
  const groups = within(canvas.getByRole('list', { name: text.synonymsTitle }));
  const from = groups.getAllByLabelText(text.synonymFromLabel)[0] as HTMLElement;
  const to = groups.getAllByLabelText(text.synonymToLabel)[0] as HTMLElement;
  if (terms) {
    await userEvent.type(from, terms.from);
    await userEvent.type(to, terms.to);
  }
  return { groups, from, to };
}

/** The seeded groups (multi-way sneakers, one-way tee) and the search log's suggestions. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const groups = within(await canvas.findByRole('list', { name: text.synonymsTitle }));
    const rows = groups.getAllByRole('listitem');
    await expect(rows).toHaveLength(savedGroups().length);
    await expect(groups.getByLabelText(text.synonymTermsLabel)).toHaveValue('sneakers, trainers, kicks');
    await expect(groups.getByLabelText(text.synonymFromLabel)).toHaveValue('tee');
    const suggestions = within(await canvas.findByRole('list', { name: text.synonymSuggestionsTitle }));
    await expect(suggestions.getByRole('listitem', { name: 'sneekers' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.save })).toBeDisabled();
  },
};

/** A suggestion taken in becomes a one-way group; saved, it is on the server and no longer suggested. */
export const AcceptSuggestion: Story = {
  play: async ({ canvas, userEvent }) => {
    const suggestions = within(await canvas.findByRole('list', { name: text.synonymSuggestionsTitle }));
    const sneekers = suggestions.getByRole('listitem', { name: 'sneekers' });
    await userEvent.click(within(sneekers).getByRole('button'));
    const groups = within(canvas.getByRole('list', { name: text.synonymsTitle }));
    await expect(groups.getAllByLabelText(text.synonymFromLabel)[0]).toHaveValue('sneekers');
    await expect(suggestions.queryByRole('listitem', { name: 'sneekers' })).toBeNull();
    // The button pressed is gone with its suggestion: the new group's terms take the focus, to check or change.
    await waitFor(() => expect(groups.getAllByLabelText(text.synonymToLabel)[0]).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await waitFor(() =>
      expect(savedGroups().some((g) => g.kind === 'oneWay' && g.from === 'sneekers')).toBe(true),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: text.save })).toBeDisabled());
    // Save is disabled once saved: the focus goes to the panel's heading rather than to the page.
    await waitFor(() => expect(canvas.getByRole('heading', { name: text.synonymsTitle })).toHaveFocus());
  },
};

/**
 * A removed group hands the focus to the remove button of the group after it, or of the one before it for the
 * last; with none left, to Add multi-way group. Reset, disabled once pressed, hands it to the panel's heading.
 */
export const RemoveAndResetKeepFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const groups = within(await canvas.findByRole('list', { name: text.synonymsTitle }));
    const removeButtons = () => groups.getAllByRole('button', { name: /^Remove the synonyms / });
    const [first, second] = removeButtons();
    if (!first || !second) throw new Error('expected the two seeded groups');
    const secondName = second.getAttribute('aria-label');
    first.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(groups.getByRole('button', { name: secondName ?? '' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: text.synonymsAddMultiWay })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: text.reset }));
    // With no group left the list was gone: the reset draws it anew.
    const restored = within(await canvas.findByRole('list', { name: text.synonymsTitle }));
    await expect(restored.getAllByRole('button', { name: /^Remove the synonyms / })).toHaveLength(
      savedGroups().length,
    );
    await waitFor(() => expect(canvas.getByRole('heading', { name: text.synonymsTitle })).toHaveFocus());
  },
};

/** A save refused by the check takes the focus to the first group it names, whose message is read with it. */
export const RefusedSaveFocusesRow: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { from } = await addOneWay(context);
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await waitFor(() => expect(from).toHaveFocus());
    await expect(from).toHaveAccessibleDescription(/./);
  },
};

/**
 * Opened for a query that finds nothing (a report's "Add synonym"): the search log's suggestion for
 * "sneekers" is in the draft, unsaved, its terms focused; a query without a suggestion starts a group to
 * complete.
 */
export const StartFromQuery: Story = {
  args: { startFrom: 'sneekers' },
  play: async ({ canvas }) => {
    const groups = within(await canvas.findByRole('list', { name: text.synonymsTitle }));
    await waitFor(() => expect(groups.getAllByLabelText(text.synonymFromLabel)[0]).toHaveValue('sneekers'));
    const to = groups.getAllByLabelText(text.synonymToLabel)[0];
    await expect(to).toHaveValue('sneakers');
    await waitFor(() => expect(to).toHaveFocus());
    await expect(canvas.getByRole('button', { name: text.save })).toBeEnabled();
  },
};

/** A new multi-way group takes the focus; one term is refused with the rule's message, and the text stays. */
export const AddGroupValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: text.synonymsTitle });
    const before = savedGroups();
    await userEvent.click(canvas.getByRole('button', { name: text.synonymsAddMultiWay }));
    const field = canvas.getAllByLabelText(text.synonymTermsLabel)[0];
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('raincoat,');
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await expect(await canvas.findByText('A synonym group needs at least 2 different terms.')).toBeVisible();
    await expect(field).toHaveValue('raincoat,');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(savedGroups()).toEqual(before);
    await userEvent.type(field as HTMLElement, ' rain jacket');
    await expect(canvas.queryByText('A synonym group needs at least 2 different terms.')).toBeNull();
  },
};

/**
 * A one-way group saved empty marks both its fields, under one message; singular and plural typed as the two
 * terms are refused with a message that names them and says why.
 */
export const OneWayValidation: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await canvas.findByRole('list', { name: text.synonymsTitle });
    const before = savedGroups();
    const { from, to } = await addOneWay(context);
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    const tooFew = 'A synonym group needs at least 2 different terms.';
    await expect(await canvas.findByText(tooFew)).toBeVisible();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(tooFew);
    await expect(to).toHaveAccessibleDescription(tooFew);

    await userEvent.type(from, 'tee');
    await expect(canvas.queryByText(tooFew)).toBeNull();
    await expect(from).not.toHaveAttribute('aria-invalid');
    await userEvent.type(to, 'tees');
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    const samePlural =
      '"tee" and "tees" count as the same term: singular and plural are searched alike. ' +
      'A synonym group needs at least 2 different terms.';
    await expect(await canvas.findByText(samePlural)).toBeVisible();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(samePlural);
    await expect(savedGroups()).toEqual(before);
  },
};

/** A multi-way group that repeats the terms of another is saved, with a warning that it changes no search. */
export const RepeatedGroup: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: text.synonymsTitle });
    await userEvent.click(canvas.getByRole('button', { name: text.synonymsAddMultiWay }));
    const field = canvas.getAllByLabelText(text.synonymTermsLabel)[0] as HTMLElement;
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('trainers, sneakers');
    const warning =
      'These terms are already synonyms in another group (sneakers, trainers, kicks), so this group changes no ' +
      'search.';
    await expect(await canvas.findByText(warning)).toBeVisible();
    await expect(field).toHaveAccessibleDescription(warning);
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await waitFor(() =>
      expect(
        savedGroups().some((g) => g.kind === 'multiWay' && g.terms.join(',') === 'trainers,sneakers'),
      ).toBe(true),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: text.save })).toBeDisabled());
    await expect(canvas.getByText(warning)).toBeVisible();
  },
};

/**
 * A new group that shares "sneakers" with a saved one: both rows say that a search for it uses both groups while
 * their other terms stay apart. Taking the shared term out clears both warnings.
 */
export const SharedTerm: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: text.synonymsTitle });
    await userEvent.click(canvas.getByRole('button', { name: text.synonymsAddMultiWay }));
    const field = canvas.getAllByLabelText(text.synonymTermsLabel)[0] as HTMLElement;
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('sneakers, plimsolls');
    const onNew =
      'Another group also starts from "sneakers" (sneakers, trainers, kicks). A search for "sneakers" uses both, ' +
      'but their other terms are not synonyms of each other: merge the groups if they should be.';
    const onSaved =
      'Another group also starts from "sneakers" (sneakers, plimsolls). A search for "sneakers" uses both, but ' +
      'their other terms are not synonyms of each other: merge the groups if they should be.';
    await expect(await canvas.findByText(onNew)).toBeVisible();
    await expect(field).toHaveAccessibleDescription(onNew);
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText(onSaved)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'plimsolls, pumps');
    await waitFor(() => expect(canvas.queryByText(onNew)).toBeNull());
    await expect(canvas.queryByText(onSaved)).toBeNull();
    // Back to the shared term, for the picture: both rows warn, the layout of the rows unchanged.
    await userEvent.clear(field);
    await userEvent.type(field, 'sneakers, plimsolls');
    await expect(await canvas.findByText(onNew)).toBeVisible();
  },
};

/**
 * A loop can be saved (a query is expanded one step, so it never runs away): before the save the note warns,
 * after it the note says the saved synonyms loop, with the same merge.
 */
export const SavedLoop: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await addOneWay(context, { from: 't-shirt', to: 'tee' });
    await expect(await canvas.findByRole('note', { name: text.synonymsConflictsTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await waitFor(() => expect(canvas.getByRole('button', { name: text.save })).toBeDisabled());
    const note = await canvas.findByRole('note', { name: text.synonymsConflictsSavedTitle });
    await expect(note).toHaveTextContent('Saved synonyms that loop');
    await expect(note).toHaveTextContent('These synonyms lead back to where they start: t-shirt, tee.');
    await expect(canvas.queryByRole('note', { name: text.synonymsConflictsTitle })).toBeNull();
    await expect(savedGroups().some((g) => g.kind === 'oneWay' && g.from === 't-shirt')).toBe(true);
  },
};

/** A one-way group that leads back to "tee" loops; the merge makes one multi-way group. */
export const LoopConflict: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { groups } = await addOneWay(context, { from: 't-shirt', to: 'tee' });
    const note = await canvas.findByRole('note', { name: text.synonymsConflictsTitle });
    await expect(note).toHaveTextContent('These synonyms lead back to where they start: t-shirt, tee.');
    await userEvent.click(
      within(note).getByRole('button', { name: 'Make t-shirt, tee one multi-way group' }),
    );
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(groups.getAllByLabelText(text.synonymTermsLabel)[0]).toHaveValue('t-shirt, tee');
  },
};

/**
 * Export downloads the groups as CSV; a file with a wrong header or a refused group is refused line by line, the
 * draft kept.
 */
export const ImportAndExport: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: text.synonymsTitle });
    const downloads = captureCsvDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: text.exportCsv }));
      const [file] = await downloads.files();
      await expect(file?.name).toBe('synonyms-2026-11-22.csv');
      await expect(file?.text.split('\r\n')[0]).toBe('group,type,from,term');
    } finally {
      downloads.restore();
    }
    const input = canvas.getByLabelText(text.synonymsImport);
    // The file input is not shown nor announced: the Import button is the one control of that name.
    await expect(input).not.toBeVisible();
    await expect(canvas.getAllByRole('button', { name: text.synonymsImport })).toHaveLength(1);
    await userEvent.upload(input, new File(['name,terms\nx,y\n'], 'bad.csv', { type: 'text/csv' }));
    const alert = await findAlert(canvas, text.synonymsImportFailed);
    await expect(alert).toHaveTextContent('The first line must be the header group,type,from,term.');
    // A group refused as a whole is named by its first line.
    await userEvent.upload(
      input,
      new File(['group,type,from,term\nsolo,multi-way,,parka\n'], 'solo.csv', { type: 'text/csv' }),
    );
    // The first file's refusal is still shown while the second is read: wait for the second's.
    await waitFor(async () =>
      expect(await findAlert(canvas, text.synonymsImportFailed)).toHaveTextContent(
        'Line 2, group solo: A synonym group needs at least 2 different terms.',
      ),
    );
    await userEvent.upload(
      input,
      new File(['group,type,from,term\nrain,multi-way,,raincoat\nrain,multi-way,,rain jacket\n'], 'ok.csv', {
        type: 'text/csv',
      }),
    );
    await expect(await findStatus(canvas, '1 group read from the file. Save to keep it.')).toBeVisible();
    await expect(canvas.getAllByLabelText(text.synonymTermsLabel).at(-1)).toHaveValue(
      'raincoat, rain jacket',
    );
    await expect(canvas.getByRole('button', { name: text.save })).toBeEnabled();
  },
};

/** A refused import keeps the message of a row whose text is still invalid, beside the file's. */
export const ImportFailsKeepsRowMessage: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: text.synonymsTitle });
    await userEvent.click(canvas.getByRole('button', { name: text.synonymsAddMultiWay }));
    const field = canvas.getAllByLabelText(text.synonymTermsLabel)[0];
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('raincoat,');
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    const tooFew = 'A synonym group needs at least 2 different terms.';
    await expect(await canvas.findByText(tooFew)).toBeVisible();
    await userEvent.upload(
      canvas.getByLabelText(text.synonymsImport),
      new File(['name,terms\nx,y\n'], 'bad.csv', { type: 'text/csv' }),
    );
    await expect(await findAlert(canvas, text.synonymsImportFailed)).toBeVisible();
    await expect(field).toHaveValue('raincoat,');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(tooFew);
  },
};

/** The save fails: the server's message, and every edit stays. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('saveSynonyms', { kind: 'serverError' })] } } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: text.synonymsTitle });
    await userEvent.click(canvas.getByRole('button', { name: text.synonymsAddMultiWay }));
    await userEvent.keyboard('raincoat, rain jacket');
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await expect(await findAlert(canvas, 'Internal server error')).toBeVisible();
    await expect(canvas.getAllByLabelText(text.synonymTermsLabel)[0]).toHaveValue('raincoat, rain jacket');
  },
};

/** A store without synonyms and without suggestions. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [
          answerEndpoint(getSynonymsEndpoint, { body: { ...store, groups: [], version: 0 } }),
          answerEndpoint(listSynonymSuggestionsEndpoint, { body: [] }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.synonymsEmpty)).toBeVisible();
    await expect(await canvas.findByText(text.synonymSuggestionsEmpty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.exportCsv })).toBeDisabled();
  },
};

/**
 * Two thousand groups: only the ones in view are in the page, and the search finds one by any of its terms, or
 * says that none has it.
 */
export const ManyGroups: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [
          answerEndpoint(getSynonymsEndpoint, {
            body: {
              ...store,
              version: 1,
              groups: Array.from({ length: 2000 }, (_, i) => ({
                id: `group-${i}`,
                kind: 'multiWay' as const,
                terms: [`term ${i}`, `alias ${i}`],
              })),
            },
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const groups = await canvas.findByRole('list', { name: text.synonymsTitle });
    await within(groups).findByRole('listitem', { name: 'term 0, alias 0' });
    await expect(within(groups).getAllByRole('listitem').length).toBeLessThan(40);
    const search = canvas.getByLabelText(text.synonymsSearch);
    await userEvent.type(search, 'ALIAS 1999');
    await waitFor(() => expect(within(groups).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(groups).getByRole('listitem')).toHaveAccessibleName('term 1999, alias 1999');
    await userEvent.clear(search);
    await userEvent.type(search, 'wombat');
    await expect(await findStatus(canvas, text.synonymsNoMatch.replace('{search}', 'wombat'))).toBeVisible();
  },
};

/** Placeholder cards while the synonyms load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('getSynonyms', { kind: 'pending' })] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0),
    );
  },
};

/** The synonyms cannot be read: the message with Retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { story: [faultHandler('getSynonyms', { kind: 'serverError' })] } } },
  play: async ({ canvas }) => {
    await expect(await findAlert(canvas, 'Internal server error')).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.retry })).toBeVisible();
  },
};
