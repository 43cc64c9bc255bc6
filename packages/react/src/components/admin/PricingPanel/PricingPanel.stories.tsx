import { en } from '@storesearch/sdk/i18n';
import { faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  adminBackend,
  emptyAdminList,
  findByRoleWithText,
  signInDemoAdmin,
} from '../../../testing/adminStories';
import { PricingPanel } from './PricingPanel';

const meta = {
  title: 'Admin/PricingPanel',
  component: PricingPanel,
  tags: ['autodocs'],
  beforeEach: signInDemoAdmin,
} satisfies Meta<typeof PricingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active Starter subscriptions in the demo world (the vendors a Starter price change notifies). */
const activeStarters = () =>
  adminBackend().db.admin.orders.filter((o) => o.plan === 'Starter' && o.status === 'active').length;

async function openStarter(canvas: ReturnType<typeof within>) {
  const row = await canvas.findByRole('row', { name: en.planStarter });
  await userEvent.click(within(row).getByRole('button', { name: en.editPrice }));
  return within(document.body).findByRole('dialog');
}

/** Summary and plan table: three plans at $19, $49 and $99 a month. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const row = await canvas.findByRole('row', { name: en.planStarter });
    await expect(row).toHaveTextContent('$19.00');
    await expect(row).toHaveTextContent('$205.20');
    await expect(canvas.getByRole('row', { name: en.planProfessional })).toHaveTextContent('$49.00');
    await expect(canvas.getByRole('row', { name: en.planEnterprise })).toHaveTextContent('$99.00');
    await expect(canvas.getByRole('group', { name: en.totalPlans })).toHaveTextContent('3');
    await expect(canvas.getByRole('group', { name: en.activeSubscriptions })).toBeVisible();
    await expect(canvas.getByRole('group', { name: en.monthlyRevenue })).toHaveTextContent('$');
  },
};

/** The dialog opens on a copy of the plan, hints the suggested yearly price and saves with notification. */
export const EditWithNotification: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openStarter(canvas);
    const monthly = within(dialog).getByLabelText(en.monthlyPrice);
    const yearly = within(dialog).getByLabelText(`${en.yearlyPrice} (${en.yearlyDiscountLabel})`);
    await expect(monthly).toHaveValue(19);
    await expect(yearly).toHaveValue(205.2);
    await expect(monthly).toHaveAttribute('min', '0');
    await expect(monthly).toHaveAttribute('step', '0.01');
    await expect(within(dialog).getByRole('checkbox', { name: en.notifyActiveVendors })).toBeChecked();
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '25');
    await expect(dialog).toHaveTextContent('Suggested: $270.00');
    await userEvent.clear(yearly);
    await userEvent.type(yearly, '270');
    await userEvent.click(within(dialog).getByRole('button', { name: en.save }));
    const n = activeStarters();
    await findByRoleWithText(canvasElement, 'status', en.priceUpdatedNotify.replace('{n}', String(n)));
    await waitFor(() =>
      expect(canvas.getByRole('row', { name: en.planStarter })).toHaveTextContent('$25.00'),
    );
    await expect(adminBackend().db.admin.plans[0]).toMatchObject({ monthlyPrice: 25, yearlyPrice: 270 });
    await expect(adminBackend().db.admin.plans[0]?.notifications).toHaveLength(1);
  },
};

/** Without notification: saved, nobody e-mailed. */
export const EditWithoutNotification: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openStarter(canvas);
    const monthly = within(dialog).getByLabelText(en.monthlyPrice);
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '21');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: en.notifyActiveVendors }));
    await userEvent.click(within(dialog).getByRole('button', { name: en.save }));
    await findByRoleWithText(canvasElement, 'status', en.priceUpdated);
    await expect(adminBackend().db.admin.plans[0]).toMatchObject({ monthlyPrice: 21, notifications: [] });
  },
};

/** A negative or sub-cent price: the rule's message under the field, what was typed kept, nothing saved. */
export const InvalidPrice: Story = {
  play: async ({ canvas }) => {
    const dialog = await openStarter(canvas);
    const monthly = within(dialog).getByLabelText(en.monthlyPrice);
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: en.save }));
    await expect(dialog).toHaveTextContent(en.invalidPrice);
    await expect(monthly).toHaveAttribute('aria-invalid', 'true');
    await expect(monthly).toHaveValue(-1);
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '1.005');
    await userEvent.click(within(dialog).getByRole('button', { name: en.save }));
    await expect(dialog).toHaveTextContent(en.invalidPrice);
    await expect(adminBackend().db.admin.plans[0]?.monthlyPrice).toBe(19);
  },
};

/** Cancel resets the notify checkbox to checked for the next edit. */
export const CancelResetsNotify: Story = {
  play: async ({ canvas }) => {
    let dialog = await openStarter(canvas);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: en.notifyActiveVendors }));
    await expect(within(dialog).getByRole('checkbox', { name: en.notifyActiveVendors })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: en.cancel }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    dialog = await openStarter(canvas);
    await expect(within(dialog).getByRole('checkbox', { name: en.notifyActiveVendors })).toBeChecked();
  },
};

/** The save fails: 'Failed to update pricing. Please try again.', the dialog and the typed prices stay. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: { story: [faultHandler('updatePlanPrices', { kind: 'serverError' })] } } },
  play: async ({ canvas }) => {
    const dialog = await openStarter(canvas);
    const monthly = within(dialog).getByLabelText(en.monthlyPrice);
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '22.5');
    await userEvent.click(within(dialog).getByRole('button', { name: en.save }));
    await findByRoleWithText(dialog, 'alert', en.failedToUpdatePricing);
    await expect(monthly).toHaveValue(22.5);
    await expect(adminBackend().db.admin.plans[0]?.monthlyPrice).toBe(19);
  },
};

/** No plans. */
export const Empty: Story = {
  parameters: { msw: { handlers: { story: [emptyAdminList('plans')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(en.noPlansFound)).toBeVisible();
  },
};

/** While the plans load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('listPricingPlans', { kind: 'pending' })] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.loadingPlans)).toBeVisible();
    await expect(canvas.getByRole('group', { name: en.totalPlans })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The plans could not be loaded: the message and a retry. */
export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    adminBackend().faults.set('listPricingPlans', { kind: 'rateLimited', retryAfter: 30 }, { times: 1 });
  },
  play: async ({ canvas, canvasElement }) => {
    await findByRoleWithText(canvasElement, 'alert', 'Rate limit exceeded');
    await userEvent.click(canvas.getByRole('button', { name: en.retry }));
    await expect(await canvas.findByRole('row', { name: en.planStarter })).toBeVisible();
  },
};
