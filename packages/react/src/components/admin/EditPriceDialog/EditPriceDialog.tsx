import { Button, Callout, Checkbox, Dialog, Flex, Text } from '@radix-ui/themes';
import { formatCurrency } from '@storesearch/sdk';
import {
  DEFAULT_NOTIFY_VENDORS,
  type PlanPriceField,
  PRICE_MIN,
  PRICE_STEP,
  type PricingPlan,
  suggestedYearlyPrice,
  type UpdatePlanPricesResult,
  validatePlanPrices,
  validatePrice,
} from '@storesearch/sdk/admin';
import { useEffect, useId, useState } from 'react';
import { labelOf, PLAN_LABEL_KEYS } from '../../../format/admin.labels';
import { usePlanPriceUpdate } from '../../../hooks/admin/usePlanPriceUpdate';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useReturnFocus } from '../../../hooks/shared/useReturnFocus';
import { useT } from '../../../hooks/shared/useT';
import { FormField } from '../../shared/FormField/FormField';

/** Props of EditPriceDialog. */
export interface EditPriceDialogProps {
  /** The plan to edit; the dialog works on a copy and is open while a plan is given. */
  plan: PricingPlan | null;
  /** Called when the dialog closes (Cancel, Escape, or after a save). */
  onClose: () => void;
  /** Called with the server's answer after a successful save. */
  onSaved?: (result: UpdatePlanPricesResult) => void;
}

/** What both price inputs share: numbers of at least 0 in steps of 0.01, with a decimal keyboard. */
const PRICE_INPUT = { type: 'number', inputMode: 'decimal', min: PRICE_MIN, step: PRICE_STEP } as const;

/**
 * The edit-price dialog: monthly and yearly prices (numbers, at least 0, step 0.01; the monthly one at most
 * PRICE_MAX_MONTHLY, the yearly one at most 12 monthly payments), the suggested yearly price (monthly x 12 x 0.9)
 * as a hint, and the notify checkbox, checked by default and again after Cancel.
 * Bad input shows the rule's message under its field and keeps what was typed; a failed save keeps the dialog open.
 */
export function EditPriceDialog({ plan, onClose, onSaved }: EditPriceDialogProps) {
  const t = useT();
  const locale = useLocale();
  const update = usePlanPriceUpdate();
  const returnFocus = useReturnFocus(plan !== null);
  const [monthly, setMonthly] = useState('');
  const [yearly, setYearly] = useState('');
  const [notify, setNotify] = useState(DEFAULT_NOTIFY_VENDORS);
  const [submitted, setSubmitted] = useState(false);
  const monthlyId = useId();
  const yearlyId = useId();
  const { reset } = update;

  // A fresh copy of the plan each time the dialog opens on one.
  useEffect(() => {
    if (!plan) return;
    setMonthly(String(plan.monthlyPrice));
    setYearly(String(plan.yearlyPrice));
    setSubmitted(false);
    reset();
  }, [plan, reset]);

  const monthlyCheck = validatePrice(monthly);
  const check = validatePlanPrices(monthly, yearly);
  // Each field's first message, its limit shown as a price.
  const errorOf = (field: PlanPriceField): string | null => {
    const issue = check.ok || !submitted ? undefined : check.errors.find((e) => e.field === field);
    if (!issue) return null;
    const max = issue.params?.max;
    return t(
      issue.messageKey,
      max === undefined ? undefined : { max: formatCurrency(Number(max), 'USD', locale) },
    );
  };
  const close = () => {
    setNotify(DEFAULT_NOTIFY_VENDORS);
    onClose();
  };
  const save = () => {
    setSubmitted(true);
    if (!plan || !check.ok) return;
    // Nothing changed: nothing to save, and no vendor to email about it.
    if (check.value.monthlyPrice === plan.monthlyPrice && check.value.yearlyPrice === plan.yearlyPrice) {
      close();
      return;
    }
    update.mutate(
      { planId: plan.id, ...check.value, notify },
      {
        onSuccess: (result) => {
          onSaved?.(result);
          close();
        },
      },
    );
  };
  const hint = monthlyCheck.ok
    ? t('suggestedYearlyPrice', {
        price: formatCurrency(suggestedYearlyPrice(monthlyCheck.value), 'USD', locale),
      })
    : null;

  return (
    <Dialog.Root
      open={plan !== null}
      onOpenChange={(open) => {
        if (!open && !update.isPending) close();
      }}
    >
      <Dialog.Content maxWidth="460px" onCloseAutoFocus={returnFocus}>
        <Dialog.Title>
          {t('editPrice')}
          {plan ? `: ${labelOf(t, PLAN_LABEL_KEYS, plan.name)}` : ''}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {plan ? `${t('columnActiveVendors')}: ${plan.activeVendors}` : ''}
        </Dialog.Description>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Flex direction="column" gap="3" mt="3">
            <FormField
              {...PRICE_INPUT}
              id={monthlyId}
              label={t('monthlyPrice')}
              value={monthly}
              onChange={setMonthly}
              error={errorOf('monthlyPrice')}
            />
            <FormField
              {...PRICE_INPUT}
              id={yearlyId}
              label={`${t('yearlyPrice')} (${t('yearlyDiscountLabel')})`}
              value={yearly}
              onChange={setYearly}
              error={errorOf('yearlyPrice')}
              hint={hint}
            />
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox checked={notify} onCheckedChange={(checked) => setNotify(checked === true)} />
                {t('notifyActiveVendors')}
              </Flex>
            </Text>
            {update.isError ? (
              <Callout.Root color="red" highContrast role="alert">
                <Callout.Text>{t('failedToUpdatePricing')}</Callout.Text>
              </Callout.Root>
            ) : null}
            <Flex gap="3" justify="end" mt="2">
              <Button type="button" variant="soft" color="gray" disabled={update.isPending} onClick={close}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {t('save')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
