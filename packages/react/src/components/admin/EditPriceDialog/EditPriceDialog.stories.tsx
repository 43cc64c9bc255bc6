import type { PricingPlan } from '@storesearch/sdk/admin';
import { en } from '@storesearch/sdk/i18n';
import { faultHandler } from '@storesearch/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { adminBackend, findByRoleWithText, signInDemoAdmin } from '../../../testing/adminStories';
import { EditPriceDialog } from './EditPriceDialog';

/** The demo backend's Professional plan (id 2). */
const plan: PricingPlan = {
  id: '2',
  name: 'Professional',
  monthlyPrice: 49,
  yearlyPrice: 529.2,
  activeVendors: 12,
  monthlyRevenue: 588,
};

const meta = {
  title: 'Admin/EditPriceDialog',
  component: EditPriceDialog,
  tags: ['autodocs'],
  args: { plan, onClose: fn(), onSaved: fn() },
  beforeEach: signInDemoAdmin,
} satisfies Meta<typeof EditPriceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

/** Opens on a copy of the plan; the suggested yearly price follows the monthly one. */
export const Data: Story = {
  play: async () => {
    const box = await dialog();
    await expect(box).toHaveTextContent(`${en.editPrice}: ${en.planProfessional}`);
    const monthly = within(box).getByLabelText(en.monthlyPrice);
    await expect(monthly).toHaveValue(49);
    await expect(box).toHaveTextContent('Suggested: $529.20');
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '10');
    await expect(box).toHaveTextContent('Suggested: $108.00');
  },
};

/** Saving sends the prices and the notify choice, then closes. */
export const Saves: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    const yearly = within(box).getByLabelText(`${en.yearlyPrice} (${en.yearlyDiscountLabel})`);
    await userEvent.clear(yearly);
    await userEvent.type(yearly, '500');
    await userEvent.click(within(box).getByRole('button', { name: en.save }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(args.onClose).toHaveBeenCalled();
    await expect(adminBackend().db.admin.plans[1]).toMatchObject({ monthlyPrice: 49, yearlyPrice: 500 });
  },
};

/** Saving prices as they were closes the dialog without a save, so no vendor is emailed about a change. */
export const UnchangedClosesWithoutSaving: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    // Typed again, the same amounts count as unchanged.
    const monthly = within(box).getByLabelText(en.monthlyPrice);
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '49.00');
    await userEvent.click(within(box).getByRole('button', { name: en.save }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/**
 * Prices beyond reason are refused with their limits: a monthly price over the maximum, and a yearly price over
 * 12 monthly payments; nothing is saved.
 */
export const PricesTooHigh: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    const monthly = within(box).getByLabelText(en.monthlyPrice);
    const yearly = within(box).getByLabelText(`${en.yearlyPrice} (${en.yearlyDiscountLabel})`);
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '100000000000');
    await userEvent.clear(yearly);
    await userEvent.type(yearly, '1');
    await userEvent.click(within(box).getByRole('button', { name: en.save }));
    await expect(await within(box).findByText('Please enter a price of at most $100,000.00.')).toBeVisible();
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '49');
    await userEvent.clear(yearly);
    await userEvent.type(yearly, '588.01');
    await expect(
      await within(box).findByText('The yearly price cannot be more than 12 monthly payments ($588.00).'),
    ).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(adminBackend().db.admin.plans[1]).toMatchObject({ monthlyPrice: 49, yearlyPrice: 529.2 });
  },
};

/** A failed save: the spec's message, the dialog and the typed prices stay. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { story: [faultHandler('updatePlanPrices', { kind: 'networkError' })] } } },
  play: async ({ args }) => {
    const box = await dialog();
    const monthly = within(box).getByLabelText(en.monthlyPrice);
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '45');
    await userEvent.click(within(box).getByRole('button', { name: en.save }));
    await findByRoleWithText(box, 'alert', en.failedToUpdatePricing);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(monthly).toHaveValue(45);
  },
};

/** Closed: nothing is rendered. */
export const Closed: Story = {
  args: { plan: null },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
