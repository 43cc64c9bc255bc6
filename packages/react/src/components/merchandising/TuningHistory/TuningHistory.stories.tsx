import { createClient } from '@storesearch/sdk';
import { createBoostingRule, deleteBoostingRule } from '@storesearch/sdk/boosting';
import { en } from '@storesearch/sdk/i18n';
import {
  createQueryRule,
  type HistoryEntry,
  listTuningHistoryEndpoint,
  loadMerchandisingMessages,
  type TuningObjectKind,
} from '@storesearch/sdk/merchandising';
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

/**
 * With the store's time zone (the one its schedules are set in), each change is dated in it and labelled with
 * it, so a change and a schedule on one screen read on one clock whatever this browser's zone is.
 */
export const InStoreTimeZone: Story = {
  args: { timeZone: 'Pacific/Auckland' },
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: text.historyTitle }));
    const [newest] = [...recorded()].sort((a, b) => Date.parse(b.when) - Date.parse(a.when));
    if (!newest) throw new Error('no recorded change');
    const when = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Pacific/Auckland',
    }).format(new Date(newest.when));
    const first = list.getAllByRole('listitem')[0] as HTMLElement;
    await expect(first).toHaveTextContent(`By ${newest.who.name}, ${when} (Pacific/Auckland)`);
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
    const restored = list.getAllByRole('listitem')[0] as HTMLElement;
    await expect(restored).toHaveTextContent(
      `Buried products: removed ${en.conditionTypeAll}: Stock status is Out of Stock`,
    );
    // Version 1 is what the rule holds again, so restoring it would change nothing: only version 2 is offered.
    await waitFor(() => expect(canvas.queryByRole('button', { name: restoreButton })).toBeNull());
    await expect(
      canvas.getByRole('button', { name: 'Restore version 2 of Rule for "running shoes"' }),
    ).toBeVisible();
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

/** The story store's first Dynamic Re-Rank rule as the demo backend seeds it. */
const seededReRankRule = () => {
  const rule = createDemoBackend().db.boostingRules.find((r) => r.storeId === DEMO_STORES.shopify.id);
  if (!rule) throw new Error('the demo store has no Dynamic Re-Rank rule');
  return rule;
};

/**
 * A deleted Dynamic Re-Rank rule whose name another rule took since. The history tells the two apart: the
 * deleted one reads "(deleted)", in its entries, its restore button and the dialog. Its version is not brought
 * back: the dialog says which name is taken and stays open, and the store keeps one rule of that name.
 */
export const RestoreNameTaken: Story = {
  beforeEach: async () => {
    const client = createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID });
    const { id, storeId: _storeId, ...rule } = seededReRankRule();
    await deleteBoostingRule(client, { ...store, id });
    await createBoostingRule(client, { ...rule, ...store });
  },
  play: async ({ canvas, userEvent }) => {
    const name = seededReRankRule().name;
    const sameName = () =>
      backend.db.boostingRules.filter((r) => r.storeId === DEMO_STORES.shopify.id && r.name === name);
    await expect(sameName()).toHaveLength(1);
    const live = `${text.historyKindBoostingRule}: ${name}`;
    const deleted = `${live} (deleted)`;
    const list = within(await canvas.findByRole('list', { name: text.historyTitle }));
    await expect(list.getByRole('listitem', { name: `${text.historyActionCreate}: ${live}` })).toBeVisible();
    for (const action of [text.historyActionCreate, text.historyActionDelete])
      await expect(list.getByRole('listitem', { name: `${action}: ${deleted}` })).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: `Restore version 1 of ${deleted}` }));
    const dialog = await screen.findByRole('alertdialog', { name: text.historyRestoreTitle });
    await expect(dialog).toHaveTextContent(`${deleted} goes back to version 1.`);
    await userEvent.click(within(dialog).getByRole('button', { name: text.historyRestore }));
    await expect(
      await findAlert(within(dialog), text.historyRestoreNameTaken.replace('{name}', name)),
    ).toBeVisible();
    await expect(sameName()).toHaveLength(1);
  },
};

/**
 * Two rules for one query, both in place: the history names each with its id, so their entries and restore
 * buttons cannot be taken for one another.
 */
export const SameQueryTwice: Story = {
  beforeEach: async () => {
    const client = createClient({ baseUrl: '', vendorId: DEMO_VENDOR_ID });
    for (const page of ['sneakers', 'sale'])
      await createQueryRule(client, {
        ...store,
        matchKind: 'equals',
        matchText: 'sneekers',
        enabled: true,
        actions: { pins: [], hides: [], redirect: `https://northwind-sports.myshopify.com/pages/${page}` },
      });
  },
  play: async ({ canvas }) => {
    const ids = backend.db.merchandising.rules
      .filter((rule) => String(rule.storeId) === store.storeId && rule.matchText === 'sneekers')
      .map((rule) => rule.id);
    await expect(ids).toHaveLength(2);
    const list = within(await canvas.findByRole('list', { name: text.historyTitle }));
    for (const id of ids)
      await expect(
        list.getByRole('listitem', { name: `${text.historyActionCreate}: Rule for "sneekers" (ID ${id})` }),
      ).toBeVisible();
    await expect(
      list.queryByRole('listitem', { name: `${text.historyActionCreate}: Rule for "sneekers"` }),
    ).toBeNull();
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

/** The first product's manual boost as the demo backend seeds it. */
const seededBoost = () => createDemoBackend().db.products.get(DEMO_STORES.shopify.id)?.[0]?.boost;

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
    // The change reads as the boost's label and values, not as the stored field.
    await expect(
      await canvas.findByRole('listitem', { name: `${text.historyActionUpdate}: ${object}` }),
    ).toHaveTextContent(`${en.columnBoost}: ${seededBoost()} → ${boost}`);
    await userEvent.click(
      await canvas.findByRole('button', { name: `${text.historyRestoreOriginal}: ${object}` }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: text.historyRestoreTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: text.historyRestore }));
    await expect(await screen.findByText(`${object} is back to how it was before.`)).toBeVisible();
    await waitFor(() => expect(firstProduct().boost).toBe(seededBoost()));
    const list = within(canvas.getByRole('list', { name: text.historyTitle }));
    await waitFor(() =>
      expect(list.getAllByRole('listitem')[0]).toHaveAccessibleName(
        `${text.historyActionRestoreOriginal}: ${object}`,
      ),
    );
  },
};

/** Two products of the story store whose titles no other product carries, so the history names them by title. */
const namedProducts = () => {
  const products = backend.db.products.get(DEMO_STORES.shopify.id) ?? [];
  const count = new Map<string, number>();
  for (const p of products) count.set(p.title, (count.get(p.title) ?? 0) + 1);
  const [pinned, hidden] = products.filter((p) => count.get(p.title) === 1);
  if (!pinned || !hidden) throw new Error('the demo store has too few products');
  return { pinned, hidden };
};

/** One recorded change of the story store, by Maya. */
const change = (
  id: string,
  objectKind: TuningObjectKind,
  objectId: string,
  version: number,
  action: HistoryEntry['action'],
  before: unknown,
  after: unknown,
): HistoryEntry => ({
  id,
  ...store,
  objectKind,
  objectId,
  version,
  action,
  who: { id: '11', name: 'Maya Lindqvist' },
  when: `2026-11-29T18:${String(20 - Number(id)).padStart(2, '0')}:00.000Z`,
  before,
  after,
  restoreOf: action === 'restore' ? 1 : null,
});

/** A change of every kind the history records, newest first, each with the data the server keeps. */
const everyKind = (): HistoryEntry[] => {
  const { pinned, hidden } = namedProducts();
  const scope = { storeId: Number(store.storeId), storeType: store.storeType };
  const sneakerSale = {
    id: '1078',
    ...scope,
    matchKind: 'equals',
    matchText: 'sneaker sale',
    enabled: true,
    actions: { pins: [{ productId: String(pinned.id), position: 1 }], hides: [] },
    schedule: { start: '2026-12-05T09:00', timeZone: 'Europe/Stockholm' },
  };
  const brand = { id: 1024, field: 'brand', label: 'Brand', visible: true, terms: 20, selectedValues: [] };
  const summer = {
    id: 3,
    name: 'Summer colours',
    type: 'attribute',
    matcher: { bool: { must: [{ terms: { color: ['Yellow'] } }] } },
    weight: 2,
    status: 'inactive',
    ...scope,
    shopifyStoreId: scope.storeId,
  };
  const navy = { id: 501, colorName: 'Navy', hexValue: '#000080' };
  const boost = { id: hidden.id, title: hidden.title, boost: 0 };
  return [
    change('1', 'queryRule', '1078', 3, 'restore', null, sneakerSale),
    change(
      '2',
      'queryRule',
      '1079',
      2,
      'update',
      { ...sneakerSale, id: '1079', matchText: 'hiking boots' },
      {
        ...sneakerSale,
        id: '1079',
        matchKind: 'contains',
        matchText: 'hiking boots',
        actions: { pins: [{ productId: String(pinned.id), position: 3 }], hides: [String(hidden.id)] },
      },
    ),
    change(
      '3',
      'synonyms',
      store.storeId,
      2,
      'update',
      { groups: [{ id: 'sneakers', kind: 'multiWay', terms: ['sneakers', 'trainers', 'kicks'] }] },
      {
        groups: [
          { id: 'new-4', kind: 'oneWay', from: 'sneakers', to: ['sneaks'] },
          { id: 'sneakers', kind: 'multiWay', terms: ['sneakers', 'trainers', 'kicks'] },
        ],
      },
    ),
    change(
      '4',
      'facets',
      store.storeId,
      1,
      'update',
      [brand],
      [
        { ...brand, label: '', terms: 3, selectedValues: ['Nike'] },
        { id: 1078, field: 'tags', label: 'Tags', visible: true, terms: 640, selectedValues: [] },
      ],
    ),
    change('5', 'boostingRule', '3', 2, 'update', summer, { ...summer, status: 'active' }),
    change('6', 'colorMapping', '501', 2, 'update', navy, { ...navy, hexValue: '#000090' }),
    change('7', 'productBoost', String(hidden.id), 1, 'update', boost, { ...boost, boost: 2.5 }),
  ];
};

/** Ids, field names and raw values a shop owner must never read in the history. */
const RAW =
  /\b(?:id|storeId|storeType|matchKind|matchText|enabled|actions|pins|hides|productIds?|conditionType|weight|schedule|timeZone|kind|oneWay|multiWay|selectedValues|visible|colorName|hexValue|status|active|inactive|label|terms|true|false|null|undefined)\b|\d\.[a-z]|Everything|\[object|\{/;

/**
 * A change of every kind, read as a shop owner would say it: a rule a restore brings back by its name, pins and
 * hidden products by product name and position, synonyms by their terms, facets by their labels, statuses and
 * values by their labels; never an id or a field name.
 */
export const EveryKind: Story = {
  parameters: {
    msw: { handlers: { story: [answerEndpoint(listTuningHistoryEndpoint, () => ({ body: everyKind() }))] } },
  },
  play: async ({ canvas }) => {
    const { pinned, hidden } = namedProducts();
    const list = await canvas.findByRole('list', { name: text.historyTitle });
    const entry = (name: string) => within(list).getByRole('listitem', { name });
    await expect(entry('Restored version 1: Rule for "sneaker sale"')).toHaveTextContent(
      'Rule for "sneaker sale" added',
    );
    const rule = entry('Changed: Rule for "hiking boots"');
    for (const line of [
      'Match: Equals → Contains',
      `Pinned products: ${pinned.title} at position 1 → ${pinned.title} at position 3`,
      `Hidden products: added ${hidden.title}`,
    ])
      await expect(rule).toHaveTextContent(line);
    await expect(entry('Changed: Synonyms')).toHaveTextContent('Added one-way synonym "sneakers → sneaks"');
    const facets = entry('Changed: Facets');
    for (const line of [
      'Brand › Label: Brand → (empty)',
      'Brand › Terms: 20 → 3',
      'Brand › Facet values: added Nike',
      'Facet added: Tags',
    ])
      await expect(facets).toHaveTextContent(line);
    await expect(entry('Changed: Dynamic Re-Rank rules: Summer colours')).toHaveTextContent(
      'Status: Inactive → Active',
    );
    await expect(entry('Changed: Colour mappings: Navy')).toHaveTextContent('Hex value: #000080 → #000090');
    await expect(entry(`Changed: Manual boosts: ${hidden.title}`)).toHaveTextContent('Boost: 0 → 2.5');
    const shown = [...list.querySelectorAll('li li')].map((line) => line.textContent ?? '');
    await expect(shown).toHaveLength(12);
    for (const line of shown) {
      await expect(line).not.toMatch(RAW);
      for (const id of [pinned.id, hidden.id, 1024, 1078, 1079, 501])
        await expect(line).not.toContain(String(id));
    }
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
