import { en } from '@storesearch/sdk/i18n';
import { DEMO_STORES, faultHandler, getDemoBackend, requestRecorder } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoShopifyStore } from '../../../testing/analyticsStories';
import { SearchLabPanel } from './SearchLabPanel';

const CHECKOUT = en.checkoutSummaryUrls;
const PAYMENT = en.paymentConfirmationUrls;
const story = (...handlers: unknown[]) => ({ msw: { handlers: { story: handlers } } });
const savedConfig = () => getDemoBackend().db.searchLab.get(DEMO_STORES.shopify.id);

/** A group's form, once the saved rules are shown. */
async function group(canvas: ReturnType<typeof within>, name: string) {
  await canvas.findByRole('list', { name: CHECKOUT });
  return within(canvas.getByRole('form', { name }));
}

async function addFragment(form: ReturnType<typeof within>, fragment: string) {
  const input = form.getByLabelText(en.urlFragment);
  await userEvent.clear(input);
  if (fragment) await userEvent.type(input, fragment);
  await userEvent.click(form.getByRole('button', { name: en.addUrl }));
}

const meta = {
  title: 'Analytics/SearchLabPanel',
  component: SearchLabPanel,
  tags: ['autodocs'],
  args: {
    store: demoShopifyStore,
    learnMoreHref: 'https://docs.storesearch.dev/search-lab',
    onStoreDeleted: fn(),
    onDirtyChange: fn(),
  },
} satisfies Meta<typeof SearchLabPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved rules of the store, the description and its learn-more link. */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: CHECKOUT })).toHaveTextContent('/checkouts/');
    await expect(canvas.getByRole('list', { name: PAYMENT })).toHaveTextContent('/thank_you');
    await expect(canvas.getByText(en.salesDataDescription)).toBeVisible();
    await expect(canvas.getByRole('link', { name: en.learnMore })).toHaveAttribute(
      'href',
      'https://docs.storesearch.dev/search-lab',
    );
    await expect(canvas.getByRole('button', { name: en.save })).toBeDisabled();
  },
};

/**
 * Add with equals (unsaved: the owner is told, to guard leaving), save: the backend keeps it, a success message
 * shows, and a reload shows it as saved.
 */
export const AddAndSave: Story = {
  play: async ({ canvas, args }) => {
    const form = await group(canvas, PAYMENT);
    await userEvent.click(form.getByRole('combobox'));
    await userEvent.click(await within(document.body).findByRole('option', { name: en.matchEquals }));
    await addFragment(form, ' /order/complete ');
    const list = canvas.getByRole('list', { name: PAYMENT });
    await expect(list).toHaveTextContent(`${en.matchEquals} /order/complete`);
    await expect(form.getByLabelText(en.urlFragment)).toHaveValue('');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    await expect(await canvas.findByText(en.searchLabSaved)).toBeVisible();
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    await waitFor(() =>
      expect(savedConfig()?.paymentConfirmationUrls).toContainEqual({
        matchType: 'equals',
        fragment: '/order/complete',
      }),
    );
  },
};

/**
 * Each group's fragment field is named with its group and shows an example of its own pages; a very long address
 * wraps inside its card, with its Remove button beside it, in view.
 */
export const LongUrl: Story = {
  play: async ({ canvas }) => {
    const checkout = await group(canvas, CHECKOUT);
    const payment = within(canvas.getByRole('form', { name: PAYMENT }));
    await expect(checkout.getByRole('textbox')).toHaveAccessibleName(`${en.urlFragment} ${CHECKOUT}`);
    await expect(payment.getByRole('textbox')).toHaveAccessibleName(`${en.urlFragment} ${PAYMENT}`);
    await expect(checkout.getByRole('textbox')).toHaveAttribute('placeholder', '/checkout');
    await expect(payment.getByRole('textbox')).toHaveAttribute('placeholder', '/thank_you');

    const url = `https://northwind-sports.demo/checkout/${'a'.repeat(400)}`;
    // Pasted, as such an address would be: typed key by key it would take long.
    await userEvent.click(checkout.getByRole('textbox'));
    await userEvent.paste(url);
    await userEvent.click(checkout.getByRole('button', { name: en.addUrl }));
    const list = canvas.getByRole('list', { name: CHECKOUT });
    const remove = within(list).getByRole('button', { name: `Remove ${url}` });
    const card = list.closest('section');
    if (!card) throw new Error('the group has no card');
    const edge = card.getBoundingClientRect().right;
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    for (const item of within(list).getAllByRole('listitem')) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A blank fragment is refused with its message; nothing is added. */
export const BlankRefused: Story = {
  play: async ({ canvas }) => {
    const form = await group(canvas, CHECKOUT);
    await addFragment(form, '   ');
    await expect(form.getByRole('alert')).toHaveTextContent(en.urlFragmentRequired);
    await expect(form.getByLabelText(en.urlFragment)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvas.getByRole('list', { name: CHECKOUT })).getAllByRole('listitem')).toHaveLength(
      1,
    );
  },
};

/** A fragment with a space is refused with its reason, and what was typed stays to be corrected. */
export const SpaceRefused: Story = {
  // The look of a refusal is the BlankRefused story's.
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const form = await group(canvas, CHECKOUT);
    await addFragment(form, 'order received');
    await expect(form.getByRole('alert')).toHaveTextContent(en.urlFragmentSpaces);
    await expect(form.getByLabelText(en.urlFragment)).toHaveValue('order received');
    await expect(within(canvas.getByRole('list', { name: CHECKOUT })).getAllByRole('listitem')).toHaveLength(
      1,
    );
  },
};

/** A duplicate is refused with its message, and what was typed stays in the field. */
export const DuplicateRefused: Story = {
  play: async ({ canvas }) => {
    const form = await group(canvas, CHECKOUT);
    await addFragment(form, '/CHECKOUTS/');
    await expect(form.getByRole('alert')).toHaveTextContent(en.urlFragmentDuplicate);
    await expect(form.getByLabelText(en.urlFragment)).toHaveValue('/CHECKOUTS/');
    await expect(within(canvas.getByRole('list', { name: CHECKOUT })).getAllByRole('listitem')).toHaveLength(
      1,
    );
  },
};

/** Remove a rule, then Reset brings back the saved rules. */
export const RemoveAndReset: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: CHECKOUT });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove /checkouts/' }));
    await expect(await canvas.findAllByText(en.noUrlRules)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: en.reset }));
    await expect(await canvas.findByRole('list', { name: CHECKOUT })).toHaveTextContent('/checkouts/');
    await expect(canvas.getByRole('button', { name: en.reset })).toBeDisabled();
  },
};

/**
 * Removing a rule from the keyboard keeps focus in the list: on the Remove of the rule that took its place, of the
 * one before it for the last, and on the fragment field once none is left.
 */
export const RemoveFromKeyboard: Story = {
  play: async ({ canvas }) => {
    const form = await group(canvas, CHECKOUT);
    await addFragment(form, '/cart/review');
    await addFragment(form, '/order/summary');
    const remove = (fragment: string) => canvas.getByRole('button', { name: `Remove ${fragment}` });
    remove('/cart/review').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(remove('/order/summary')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(remove('/checkouts/')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(form.getByLabelText(en.urlFragment)).toHaveFocus());
  },
};

/** The requests the delete story sees, in order. */
const recorder = requestRecorder();

/**
 * Delete store asks first, naming the store; confirmed, the store is deleted through the SDK, a message says so,
 * and nothing more is asked about the deleted store.
 */
export const DeleteStore: Story = {
  parameters: story(recorder.handler),
  play: async ({ canvas, args }) => {
    const asked = recorder.calls;
    asked.length = 0;
    await canvas.findByRole('list', { name: CHECKOUT });
    await userEvent.click(canvas.getByRole('button', { name: en.deleteStore }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: en.confirmDeleteStoreTitle,
    });
    await expect(dialog).toHaveTextContent(
      en.confirmDeleteStore.replace('{store}', demoShopifyStore.storeName),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: en.deleteStore }));
    await waitFor(() => expect(args.onStoreDeleted).toHaveBeenCalledOnce());
    await expect(
      await within(document.body).findByText(`${demoShopifyStore.storeName}: ${en.storeDeleted}`),
    ).toBeVisible();
    await expect(getDemoBackend().db.stores.some((s) => s.id === DEMO_STORES.shopify.id)).toBe(false);
    // The delete itself is the last word about the store: no read of it follows.
    const id = String(DEMO_STORES.shopify.id);
    const deleteAt = asked.findIndex((call) => call.startsWith('DELETE') && call.includes(id));
    await expect(deleteAt).toBeGreaterThanOrEqual(0);
    await expect(asked.slice(deleteAt + 1).filter((call) => call.includes(id))).toEqual([]);
  },
};

/** A failed delete keeps the dialog open with the message. */
export const DeleteFails: Story = {
  parameters: story(faultHandler('deleteShopifyStore', { kind: 'serverError' })),
  play: async ({ canvas, args }) => {
    await canvas.findByRole('list', { name: CHECKOUT });
    await userEvent.click(canvas.getByRole('button', { name: en.deleteStore }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: en.deleteStore }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Internal server error');
    await expect(args.onStoreDeleted).not.toHaveBeenCalled();
  },
};

/** A failed save shows the message with Retry; the draft is kept. */
export const SaveFails: Story = {
  parameters: story(faultHandler('saveSearchLabConfig', { kind: 'serverError' })),
  play: async ({ canvas }) => {
    const form = await group(canvas, CHECKOUT);
    await addFragment(form, '/basket');
    await userEvent.click(canvas.getByRole('button', { name: en.save }));
    const alert = await canvas.findByText(/Internal server error/);
    await expect(alert.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: en.retry })).toBeVisible();
    await expect(canvas.getByRole('list', { name: CHECKOUT })).toHaveTextContent('/basket');
  },
};

/** The saved rules could not be loaded: the message with Retry. */
export const LoadFails: Story = {
  parameters: story(faultHandler('getSearchLabConfig', { kind: 'networkError' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(new RegExp(en.networkError.slice(0, 20)))).toBeVisible();
    await expect(canvas.getByRole('button', { name: en.retry })).toBeVisible();
  },
};

/** A store without rules: both groups say so. */
export const Empty: Story = {
  args: {
    store: { storeId: String(DEMO_STORES.woocommerce.id), storeType: 'woocommerce', storeName: 'Outlet' },
  },
  beforeEach: () => {
    getDemoBackend().db.searchLab.set(DEMO_STORES.woocommerce.id, {
      checkoutSummaryUrls: [],
      paymentConfirmationUrls: [],
    });
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(en.noUrlRules)).toHaveLength(2));
  },
};

/** While loading, the groups are placeholders. */
export const Loading: Story = {
  parameters: story(faultHandler('getSearchLabConfig', { kind: 'pending' })),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: CHECKOUT })).toBeNull();
    await expect(canvas.getByRole('button', { name: en.save })).toBeDisabled();
  },
};
