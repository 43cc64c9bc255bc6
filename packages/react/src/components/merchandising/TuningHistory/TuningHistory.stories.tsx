import { createClient } from '@storesearch/sdk';
import { en } from '@storesearch/sdk/i18n';
import { listTuningHistoryEndpoint, loadMerchandisingMessages } from '@storesearch/sdk/merchandising';
import {
  answerEndpoint,
  createDemoBackend,
  DEMO_STORES,
  DEMO_VENDOR_ID,
  faultHandler,
  getDemoBackend,
} from '@storesearch/sdk/mocks';
import { updateProductBoost } from '@storesearch/sdk/products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { findAlert } from '../../../testing/queries';
import { TuningHistory } from './TuningHistory';

/** The English text, with the merchandising area the widgets load. */
const text = { ...en, ...(await loadMerchandisingMessages('en')) };

const backend = getDemoBackend();
const store = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' as const };

/** The story store's recorded changes on the demo backend. */
const recorded = () => backend.db.merchandising.history.filter((e) => String(e.storeId) === store.storeId);

/** The story store's "running shoes" rule on the demo backend. */
const runningShoes = () =>
  backend.db.merchandising.rules.find(
    (rule) => String(rule.storeId) === store.storeId && rule.matchText === 'running shoes',
  );

const restoreButton = 'Restore version 1 of Rule for "running shoes"';

const meta = {
  title: 'Components/Merchandising/TuningHistory',
  component: TuningHistory,
  tags: ['autodocs'],
  args: { store },
} satisfies Meta<typeof TuningHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every recorded change, newest first, with who, when and what changed; earlier versions can be restored. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: text.historyTitle }));
    const entries = list.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    await expect(entries).toHaveLength(recorded().length);
    // Newest first: the seeded rule for "running shoes" was changed yesterday.
    const changed = entries[0] as HTMLElement;
    await expect(changed).toHaveAccessibleName('Changed: Rule for "running shoes"');
    // A boost and a bury read whole, as their conditions in words.
    await expect(changed).toHaveTextContent(
      `Boost: ${en.conditionTypeAll}: Tag is bestseller · × 1.5 → ${en.conditionTypeAll}: Tag is bestseller · × 2`,
    );
    await expect(changed).toHaveTextContent(
      `Buried products: added ${en.conditionTypeAll}: Stock status is Out of Stock`,
    );
    await expect(changed).toHaveTextContent('Version 2');
    // The latest version is what the rule is now: only the earlier one can be restored.
    await expect(within(changed).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('button', { name: restoreButton })).toBeVisible();
  },
};

/** Restoring version 1 after a confirmation: the rule is back as it was, and the restore is recorded on top. */
export const Restore: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: restoreButton }));
    const dialog = await screen.findByRole('alertdialog', { name: text.historyRestoreTitle });
    await expect(dialog).toHaveTextContent('Rule for "running shoes" goes back to version 1.');
    await userEvent.click(within(dialog).getByRole('button', { name: text.historyRestore }));
    await expect(await screen.findByText('Rule for "running shoes" is back to version 1.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(runningShoes()?.actions.boost?.weight).toBe(1.5);
    const list = within(canvas.getByRole('list', { name: text.historyTitle }));
    await waitFor(() =>
      expect(list.getAllByRole('listitem')[0]).toHaveAccessibleName(
        'Restored version 1: Rule for "running shoes"',
      ),
    );
  },
};

/** The restore fails: the message in the dialog, which stays open, and nothing changes. */
export const RestoreFails: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('restoreTuningVersion', { kind: 'serverError' })] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: restoreButton }));
    const dialog = await screen.findByRole('alertdialog', { name: text.historyRestoreTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: text.historyRestore }));
    await expect(await findAlert(within(dialog), 'Internal server error')).toBeVisible();
    await expect(runningShoes()?.actions.boost?.weight).toBe(2);
  },
};

/** The manual boost the story gives the first product before the history shows. */
const CHANGED_BOOST = 4;

/** The story store's first product on the demo backend. */
const firstProduct = () => {
  const product = backend.db.products.get(DEMO_STORES.shopify.id)?.[0];
  if (!product) throw new Error('the demo store has no products');
  return product;
};

/**
 * A manual boost changed once, by the same API the boost table uses: its first change can bring it back as it
 * was before, which no version of it holds.
 */
export const RestoreAsBefore: Story = {
  beforeEach: async () => {
    const client = createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID });
    await updateProductBoost(client, {
      storeType: 'shopify',
      productId: firstProduct().id,
      boost: CHANGED_BOOST,
    });
  },
  play: async ({ canvas, userEvent }) => {
    const { title, boost } = { title: firstProduct().title, boost: CHANGED_BOOST };
    const object = `${text.historyKindProductBoost}: ${title}`;
    await expect(firstProduct().boost).toBe(boost);
    await userEvent.click(
      await canvas.findByRole('button', { name: `${text.historyRestoreOriginal}: ${object}` }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: text.historyRestoreTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: text.historyRestore }));
    await expect(await screen.findByText(`${object} is back to how it was before.`)).toBeVisible();
    const seeded = createDemoBackend().db.products.get(DEMO_STORES.shopify.id)?.[0]?.boost;
    await waitFor(() => expect(firstProduct().boost).toBe(seeded));
    const list = within(canvas.getByRole('list', { name: text.historyTitle }));
    await waitFor(() =>
      expect(list.getAllByRole('listitem')[0]).toHaveAccessibleName(
        `${text.historyActionRestoreOriginal}: ${object}`,
      ),
    );
  },
};

/** The filter keeps one kind of object: synonyms only. */
export const FilterByKind: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: text.historyTitle });
    await userEvent.click(canvas.getByRole('combobox', { name: text.historyFilterLabel }));
    await userEvent.click(await screen.findByRole('option', { name: text.historyKindSynonyms }));
    await waitFor(() => {
      const entries = within(canvas.getByRole('list', { name: text.historyTitle })).getAllByRole('listitem');
      expect(entries.map((entry) => entry.getAttribute('aria-label'))).toEqual(['Created: Synonyms']);
    });
  },
};

/** A store with nothing recorded yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { story: [answerEndpoint(listTuningHistoryEndpoint, { body: [] })] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.historyEmpty)).toBeVisible();
  },
};

/** Placeholder cards while the history loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('listTuningHistory', { kind: 'pending' })] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0),
    );
  },
};

/** The history cannot be read: the message with Retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { story: [faultHandler('listTuningHistory', { kind: 'serverError' })] } } },
  play: async ({ canvas }) => {
    await expect(await findAlert(canvas, 'Internal server error')).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.retry })).toBeVisible();
  },
};
