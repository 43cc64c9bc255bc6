import { en as base } from '@storesearch/sdk/i18n';
import { answerEndpoint, faultHandler } from '@storesearch/sdk/mocks';
import { listSubscriptionPlansEndpoint, loadUsageMessages } from '@storesearch/sdk/usage';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useStoreSearchContext } from '../../../hooks/shared/useStoreSearchContext';
import { StoreSearchContext } from '../../../provider/StoreSearchContext';
import { PlanPicker } from './PlanPicker';

/** The English base catalogue with the usage area, as the screen that loaded the area shows it. */
const en = { ...base, ...(await loadUsageMessages('en')) };

const meta = {
  title: 'Components/PlanPicker',
  component: PlanPicker,
  tags: ['autodocs'],
  args: { store: { storeId: '201', storeType: 'shopify' } },
} satisfies Meta<typeof PlanPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card's button once it can be pressed: a plan is offered once the account's use is known. */
const enabledButton = (card: HTMLElement, name: string) =>
  waitFor(() => {
    const button = within(card).getByRole('button', { name });
    expect(button).toBeEnabled();
    return button;
  });

/**
 * The demo vendor on Professional, billed monthly, with two stores: Starter allows one, so it cannot be chosen
 * and says why; Enterprise is an upgrade.
 */
export const Data: Story = {
  play: async ({ canvas }) => {
    const professional = await canvas.findByRole('article', { name: en.planProfessional });
    await expect(within(professional).getByText(en.yourPlanMonthly)).toBeVisible();
    await expect(within(professional).getByText('$49.00 / month')).toBeVisible();
    await expect(within(professional).queryByRole('button')).toBeNull();
    const starter = canvas.getByRole('article', { name: en.planStarter });
    await within(starter).findByText('1 store · 2 in use');
    const downgrade = within(starter).getByRole('button', { name: 'Downgrade to Starter' });
    await expect(downgrade).toBeDisabled();
    await expect(downgrade).toHaveAccessibleDescription(
      "Your current use is over the Starter plan's limits.",
    );
    const enterprise = canvas.getByRole('article', { name: en.planEnterprise });
    await enabledButton(enterprise, 'Upgrade to Enterprise');
  },
};

/** Yearly billing: every price per year, what it saves against twelve months, and a switch of the own plan's billing. */
export const Yearly: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: en.planProfessional });
    await userEvent.click(canvas.getByRole('radio', { name: en.billingYearly }));
    const professional = canvas.getByRole('article', { name: en.planProfessional });
    await expect(within(professional).getByText('$529.20 / year')).toBeVisible();
    await expect(within(professional).getByText('Save 10%')).toBeVisible();
    await enabledButton(professional, en.switchToYearly);
    // The switch shows prices; the badge still says how the plan is billed.
    await expect(within(professional).getByText(en.yourPlanMonthly)).toBeVisible();
  },
};

/** The own plan billed the other way: the confirmation and the result speak of the billing, not of a new plan. */
export const SwitchBilling: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('article', { name: en.planProfessional });
    await userEvent.click(canvas.getByRole('radio', { name: en.billingYearly }));
    const professional = canvas.getByRole('article', { name: en.planProfessional });
    await userEvent.click(await enabledButton(professional, en.switchToYearly));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: en.billingChangeTitleYearly,
    });
    await expect(dialog).toHaveTextContent(
      "You are charged $529.20 today for the first year, and the Professional plan's limits apply at once.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: en.confirm }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your Professional plan is now billed yearly.',
    );
    await expect(
      await within(canvas.getByRole('article', { name: en.planProfessional })).findByText(en.yourPlanYearly),
    ).toBeVisible();
    // Shown monthly, the own plan now offers the way back.
    await userEvent.click(canvas.getByRole('radio', { name: en.billingMonthly }));
    await enabledButton(canvas.getByRole('article', { name: en.planProfessional }), en.switchToMonthly);
  },
};

/** Moving up: the confirmation names the amount charged today; once confirmed, Enterprise is the vendor's plan. */
export const ChangePlan: Story = {
  play: async ({ canvas, canvasElement }) => {
    const enterprise = await canvas.findByRole('article', { name: en.planEnterprise });
    await userEvent.click(await enabledButton(enterprise, 'Upgrade to Enterprise'));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Move to Enterprise?');
    await expect(dialog).toHaveTextContent(
      "You are charged $99.00 today for the first month, and the Enterprise plan's limits apply at once.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: en.confirm }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('You are now on the Enterprise plan.');
    await expect(
      within(canvas.getByRole('article', { name: en.planEnterprise })).getByText(en.yourPlanMonthly),
    ).toBeVisible();
  },
};

/** The change is refused: the failure shows inside the confirmation, which stays open to try again. */
export const ChangeRefused: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('changeSubscriptionPlan', { kind: 'serverError' })] } },
  },
  play: async ({ canvas, canvasElement }) => {
    const enterprise = await canvas.findByRole('article', { name: en.planEnterprise });
    await userEvent.click(await enabledButton(enterprise, 'Upgrade to Enterprise'));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: en.confirm }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Internal server error');
    await expect(within(enterprise).queryByText(en.yourPlanMonthly)).toBeNull();
  },
};

/** A vendor without a store: nothing is in the way of any plan. */
export const NoStore: Story = {
  args: { store: null },
  play: async ({ canvas }) => {
    const starter = await canvas.findByRole('article', { name: en.planStarter });
    await enabledButton(starter, 'Downgrade to Starter');
  },
};

/** The account's use is still on its way: no plan can be checked against it yet, so none can be chosen. */
export const UsageLoading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('getUsageLimits', { kind: 'pending' })] } },
  },
  play: async ({ canvas }) => {
    const enterprise = await canvas.findByRole('article', { name: en.planEnterprise });
    await expect(within(enterprise).getByRole('button', { name: 'Upgrade to Enterprise' })).toBeDisabled();
  },
};

/** The provider of the story, as it is while the usage area of the catalogue is still on its way. */
function WithoutUsageWords({ children }: { children: ReactNode }) {
  const context = useStoreSearchContext();
  const value = useMemo(
    () => ({
      ...context,
      messageAreas: new Set([...context.messageAreas].filter((area) => area !== 'usage')),
      requestMessageArea: () => undefined,
    }),
    [context],
  );
  return <StoreSearchContext.Provider value={value}>{children}</StoreSearchContext.Provider>;
}

/**
 * The plans' words are still loading: one busy placeholder stands for the cards, so no plan shows its price
 * without its name or a button without its words.
 */
export const WaitingForWords: Story = {
  decorators: [
    (Story) => (
      <WithoutUsageWords>
        <Story />
      </WithoutUsageWords>
    ),
  ],
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
    await expect(canvas.queryByTestId('plan-card')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
};

/** No plan on offer. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        story: [
          answerEndpoint(listSubscriptionPlansEndpoint, {
            body: { success: true, data: { current: null, plans: [] } },
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(en.noPlansFound)).toBeVisible();
  },
};

/** While the plans load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('listSubscriptionPlans', { kind: 'pending' })] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: en.plansTitle })).toBeVisible();
    await expect(canvas.queryByTestId('plan-card')).toBeNull();
  },
};

/** The plans cannot be read. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { story: [faultHandler('listSubscriptionPlans', { kind: 'serverError' })] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error');
  },
};
