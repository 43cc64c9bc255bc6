import { createClient } from '@storesearch/sdk';
import { en } from '@storesearch/sdk/i18n';
import { createQueryRule, loadMerchandisingMessages } from '@storesearch/sdk/merchandising';
import { DEMO_STORES, DEMO_VENDOR_ID, faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { findAlert, findStatus } from '../../../testing/queries';
import { SearchPreview } from './SearchPreview';

/** The English text, with the merchandising area the widgets load. */
const text = { ...en, ...(await loadMerchandisingMessages('en')) };

const store = { storeId: String(DEMO_STORES.shopify.id), storeType: 'shopify' as const };

const meta = {
  title: 'Components/Merchandising/SearchPreview',
  component: SearchPreview,
  tags: ['autodocs'],
  args: { store },
} satisfies Meta<typeof SearchPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the widget says what it does. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.previewPrompt)).toBeVisible();
  },
};

/** "hiking boots": the two boots the seeded rule pins come first, each saying why. */
export const Data: Story = {
  args: { initialQuery: 'hiking boots' },
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: text.previewTitle }));
    const [first, second] = list
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    await expect(first).toHaveTextContent('Pinned at position 1');
    await expect(second).toHaveTextContent('Pinned at position 2');
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
