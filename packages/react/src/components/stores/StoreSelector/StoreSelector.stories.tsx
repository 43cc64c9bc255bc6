import { en } from '@storesearch/sdk/i18n';
import { answerEndpoint, emptyBatchInitBody, faultHandler } from '@storesearch/sdk/mocks';
import {
  getBatchInitEndpoint,
  SELECTED_STORE_STORAGE_KEY,
  STORE_CHANGED_EVENT,
  type StoreChangedDetail,
} from '@storesearch/sdk/stores';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { StoreSelector } from './StoreSelector';

const meta = {
  title: 'Components/StoreSelector',
  component: StoreSelector,
  tags: ['autodocs'],
  beforeEach: () => {
    window.localStorage.removeItem(SELECTED_STORE_STORAGE_KEY);
  },
} satisfies Meta<typeof StoreSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first store is selected; choosing another persists it and sends `storeChanged`. */
export const Data: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = await canvas.findByRole('combobox', { name: en.selectStore });
    await expect(trigger).toHaveTextContent('Northwind Sports');
    const events: StoreChangedDetail[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<StoreChangedDetail>).detail);
    window.addEventListener(STORE_CHANGED_EVENT, listener);
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: /Northwind Outlet/ }));
    await waitFor(() => expect(trigger).toHaveTextContent('Northwind Outlet'));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    window.removeEventListener(STORE_CHANGED_EVENT, listener);
    // The store is saved with the zone the store list names for it.
    await expect(events.at(-1)).toMatchObject({
      store: { id: '301', storeType: 'woocommerce' },
      source: 'local',
    });
    await expect(events.at(-1)?.store?.timeZone).toEqual(expect.any(String));
    await expect(window.localStorage.getItem(SELECTED_STORE_STORAGE_KEY)).toContain('301');
  },
};

/** A screen with unsaved edits refuses the switch (`confirmChange` resolves false): the store stays as it was. */
export const ChangeRefused: Story = {
  args: { confirmChange: fn(async () => false) },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = await canvas.findByRole('combobox', { name: en.selectStore });
    await expect(trigger).toHaveTextContent('Northwind Sports');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: /Northwind Outlet/ }));
    await waitFor(() => expect(args.confirmChange).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Northwind Sports');
    await expect(window.localStorage.getItem(SELECTED_STORE_STORAGE_KEY) ?? '').not.toContain('301');
  },
};

/** `confirmChange` says yes: the chosen store is selected once the answer comes. */
export const ChangeConfirmed: Story = {
  args: { confirmChange: fn(async () => true) },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = await canvas.findByRole('combobox', { name: en.selectStore });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: /Northwind Outlet/ }));
    await waitFor(() => expect(trigger).toHaveTextContent('Northwind Outlet'));
    await expect(args.confirmChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** While the stores load a placeholder stands in. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('getBatchInit', { kind: 'pending' })] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(en.loadingStores)).toBeInTheDocument();
  },
};

/** No stores: nothing to choose, nothing rendered. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [answerEndpoint(getBatchInitEndpoint, { body: emptyBatchInitBody() })],
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByLabelText(en.loadingStores)).toBeNull());
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** The stores failed to load: the selector stays out of the way (the screen shows the error). */
export const ServerError: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('getBatchInit', { kind: 'serverError' })] } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByLabelText(en.loadingStores)).toBeNull());
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};
