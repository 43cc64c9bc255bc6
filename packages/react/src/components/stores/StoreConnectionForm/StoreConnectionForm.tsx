import { Box, Button, Callout, Card, Checkbox, Flex, Heading, Text } from '@radix-ui/themes';
import type { MessageKey, StoreType } from '@storesearch/sdk';
import { type StoreConnectionField, validateStoreConnection } from '@storesearch/sdk/stores';
import { type FormEvent, useId, useState } from 'react';
import { labelOf, PLAN_LABEL_KEYS } from '../../../format/admin.labels';
import { useErrorMessage } from '../../../hooks/shared/useErrorMessage';
import { useT } from '../../../hooks/shared/useT';
import { type StoreConnectionOutcome, useConnectStore } from '../../../hooks/stores/useConnectStore';
import { AppLink } from '../../shared/AppLink/AppLink';
import { FormField } from '../../shared/FormField/FormField';
import { useToast } from '../../shared/Toaster/toast.context';

/** A plan whose stores are all in use. */
export interface StoreLimitReached {
  /** The plan's name as the API gives it ('Starter'). */
  readonly plan: string;
  /** How many stores the plan allows. */
  readonly limit: number;
  /** Where upgrading the plan happens (My Subscription). */
  readonly upgradeHref: string;
}

/** Props of StoreConnectionForm. */
export interface StoreConnectionFormProps {
  /** Called after at least one store was connected (e.g. to open its sync progress). */
  onConnected?: (outcomes: readonly StoreConnectionOutcome[]) => void;
  /**
   * Set when the vendor's plan has no store left (the usage limits' stores at 0 remaining): the form says so
   * before anything is typed, links to the upgrade, and does not submit.
   */
  storeLimitReached?: StoreLimitReached | null | undefined;
  /** Client-side navigation for the upgrade link (the app's router); without it the link loads the page. */
  onNavigate?: (href: string) => void;
}

/** The form's fields, kept as typed (a failure never clears them). */
interface FormState {
  woocommerce: boolean;
  shopify: boolean;
  woocommerceUrl: string;
  shopifyUrl: string;
  consumerKey: string;
  accessToken: string;
}

const EMPTY: FormState = {
  woocommerce: false,
  shopify: false,
  woocommerceUrl: '',
  shopifyUrl: '',
  consumerKey: '',
  accessToken: '',
};

/** Each platform's part of the form: its checkbox, and its URL and credential fields (in this order on screen). */
const PLATFORM_FORMS = [
  {
    storeType: 'woocommerce',
    label: 'platformWordPressWooCommerce',
    url: { name: 'woocommerceUrl', label: 'wordpressUrl', placeholder: 'https://shop.example.com' },
    secret: { name: 'consumerKey', label: 'consumerKey', placeholder: 'ck_…' },
  },
  {
    storeType: 'shopify',
    label: 'platformShopify',
    url: { name: 'shopifyUrl', label: 'shopifyUrl', placeholder: 'https://shop.myshopify.com' },
    secret: { name: 'accessToken', label: 'accessToken', placeholder: 'shpat_…' },
  },
] as const satisfies readonly {
  storeType: StoreType;
  label: MessageKey;
  url: { name: 'woocommerceUrl' | 'shopifyUrl'; label: MessageKey; placeholder: string };
  secret: { name: 'consumerKey' | 'accessToken'; label: MessageKey; placeholder: string };
}[];

/** One failed platform's message: WooCommerce's with its reasons, Shopify's own text. */
function FailureCallout({ outcome }: { outcome: Extract<StoreConnectionOutcome, { status: 'failed' }> }) {
  const t = useT();
  const fallback = useErrorMessage(outcome.error);
  const message =
    outcome.storeType === 'shopify' ? t('failedToCreateShopifyStore') : (outcome.serverMessage ?? fallback);
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{message}</Callout.Text>
      <div>
        {outcome.possibleReasons.length > 0 && (
          <>
            <Text as="p" size="2" weight="bold">
              {t('possibleReasons')}
            </Text>
            <ul style={{ margin: 0, paddingLeft: '1.25em', fontSize: 'var(--font-size-2)' }}>
              {outcome.possibleReasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Callout.Root>
  );
}

/**
 * The store-connection form (spec sections 2, 5, 8): WordPress/WooCommerce and/or Shopify with their URLs and
 * credentials. Bad input gets the section 5 messages under the fields and the 'Invalid input' toast; failures
 * toast 'Connection Failed' and explain themselves; an already connected store toasts so and the list refreshes.
 */
export function StoreConnectionForm({
  onConnected,
  storeLimitReached,
  onNavigate,
}: StoreConnectionFormProps) {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const { connect, isPending } = useConnectStore();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<StoreConnectionField, string>>>({});
  const [failures, setFailures] = useState<Extract<StoreConnectionOutcome, { status: 'failed' }>[]>([]);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    // Ticking a platform answers 'select at least one store type'; the other messages stay until the next submit.
    if (value === true) setErrors(({ storeType: _answered, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (storeLimitReached) return;
    setFailures([]);
    const result = validateStoreConnection(form);
    if (!result.ok) {
      setErrors(Object.fromEntries(result.errors.map((issue) => [issue.field, t(issue.messageKey)])));
      // Only a missing credential: the fields say which; 'check the URLs' would point at the wrong ones.
      const credentialsOnly = result.errors.every(
        ({ field }) => field === 'consumerKey' || field === 'accessToken',
      );
      toast.show({
        title: t('invalidInputTitle'),
        ...(credentialsOnly ? {} : { description: t('checkUrls') }),
        destructive: true,
      });
      return;
    }
    setErrors({});
    const outcomes = await connect(result.value, form);
    const failed = outcomes.filter(
      (o): o is Extract<StoreConnectionOutcome, { status: 'failed' }> => o.status === 'failed',
    );
    setFailures(failed);
    if (failed.length > 0) {
      toast.show({ title: t('connectionFailed'), destructive: true });
    } else if (outcomes.some((o) => o.status === 'existing')) {
      // Nothing was connected: shown as a failure, not in the success style.
      toast.show({
        title: t('storeAlreadyConnectedTitle'),
        description: t('storeAlreadyConnected'),
        destructive: true,
      });
    } else if (outcomes.some((o) => o.status === 'connected')) {
      toast.show({ title: t('storeConnectedTitle'), description: t('storeConnected') });
    }
    // Connected platforms are done: clear their fields. What the user typed for a failed or an already
    // connected one stays, to be corrected.
    const done = new Set(outcomes.filter((o) => o.status === 'connected').map((o) => o.storeType));
    setForm((f) => {
      const next = { ...f };
      for (const { storeType, url, secret } of PLATFORM_FORMS) {
        if (!done.has(storeType)) continue;
        next[storeType] = false;
        next[url.name] = '';
        next[secret.name] = '';
      }
      return next;
    });
    if (outcomes.some((o) => o.status === 'connected')) onConnected?.(outcomes);
  };

  const field = (
    name: 'woocommerceUrl' | 'shopifyUrl' | 'consumerKey' | 'accessToken',
    label: string,
    options: { type?: 'url' | 'password'; error?: string; placeholder?: string } = {},
  ) => (
    <FormField
      id={`${id}-${name}`}
      label={label}
      type={options.type === 'password' ? 'password' : 'text'}
      {...(options.type === 'url' ? { inputMode: 'url' } : {})}
      autoComplete="off"
      {...(options.placeholder === undefined ? {} : { placeholder: options.placeholder })}
      value={form[name]}
      onChange={(value) => set(name, value)}
      error={options.error}
    />
  );

  return (
    <Card size="3">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-title`}>
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4" id={`${id}-title`}>
            {t('connectStore')}
          </Heading>
          <fieldset
            style={{ border: 0, margin: 0, padding: 0 }}
            aria-describedby={errors.storeType ? `${id}-type-error` : undefined}
          >
            <Text as="div" size="2" weight="medium" mb="2" asChild>
              <legend>{t('chooseStoreType')}</legend>
            </Text>
            <Flex gap="4" wrap="wrap">
              {PLATFORM_FORMS.map((platform) => (
                <Text as="label" size="2" key={platform.storeType}>
                  <Flex gap="2" align="center">
                    <Checkbox
                      checked={form[platform.storeType]}
                      onCheckedChange={(v) => set(platform.storeType, v === true)}
                    />
                    {t(platform.label)}
                  </Flex>
                </Text>
              ))}
            </Flex>
            {errors.storeType && (
              <Text id={`${id}-type-error`} as="p" size="1" color="red" mt="1">
                {errors.storeType}
              </Text>
            )}
          </fieldset>
          {PLATFORM_FORMS.map(
            ({ storeType, url, secret }) =>
              form[storeType] && (
                <Box key={storeType}>
                  <Flex direction="column" gap="3">
                    {field(url.name, t(url.label), {
                      type: 'url',
                      error: errors[url.name],
                      placeholder: url.placeholder,
                    })}
                    {field(secret.name, t(secret.label), {
                      type: 'password',
                      error: errors[secret.name],
                      placeholder: secret.placeholder,
                    })}
                  </Flex>
                </Box>
              ),
          )}
          {failures.map((failure) => (
            <FailureCallout key={failure.storeType} outcome={failure} />
          ))}
          {storeLimitReached && (
            <Callout.Root color="orange" highContrast role="status" id={`${id}-limit`}>
              <Callout.Text>
                {t('storeLimitReached', {
                  plan: labelOf(t, PLAN_LABEL_KEYS, storeLimitReached.plan),
                  limit: storeLimitReached.limit,
                })}{' '}
                <AppLink href={storeLimitReached.upgradeHref} onNavigate={onNavigate}>
                  {t('upgradeNow')}
                </AppLink>
              </Callout.Text>
            </Callout.Root>
          )}
          <Flex justify="end">
            <Button
              type="submit"
              loading={isPending}
              disabled={isPending || Boolean(storeLimitReached)}
              aria-describedby={storeLimitReached ? `${id}-limit` : undefined}
            >
              {t('connectStore')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
