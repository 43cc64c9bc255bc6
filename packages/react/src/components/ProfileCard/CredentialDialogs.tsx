import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { type MessageKey, validateEmailChange, validatePasswordChange } from '@storesearch/sdk';
import { type FormEvent, useId, useState } from 'react';
import { useErrorMessage } from '../../hooks/useErrorMessage';
import { useT } from '../../hooks/useMessages';
import { useChangeEmail, useChangePassword } from '../../hooks/useProfile';

/** One labelled field of a credentials dialog, with its message under it. */
function Field(props: {
  id: string;
  label: string;
  type: 'email' | 'password';
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  autoComplete: string;
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={props.id}>
        {props.label}
      </Text>
      <TextField.Root
        id={props.id}
        type={props.type}
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        color={props.error ? 'red' : undefined}
      />
      {props.error && (
        <Text id={`${props.id}-error`} size="1" color="red">
          {props.error}
        </Text>
      )}
    </Flex>
  );
}

/** Messages per field from a validation result. */
function fieldErrors<F extends string>(
  issues: readonly { field: F; messageKey: MessageKey }[],
  t: (key: MessageKey) => string,
): Partial<Record<F, string>> {
  return Object.fromEntries(issues.map((issue) => [issue.field, t(issue.messageKey)])) as Partial<
    Record<F, string>
  >;
}

/** Props of the two dialogs. */
export interface CredentialDialogProps {
  /** Called after the change was saved (with the new e-mail, for the e-mail dialog). */
  onChanged: (value?: string) => void;
}

/** Change email: the new address, confirmed with the current password (proposed call). */
export function ChangeEmailDialog({ onChanged }: CredentialDialogProps) {
  const t = useT();
  const id = useId();
  const change = useChangeEmail();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ newEmail: '', currentPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<'newEmail' | 'currentPassword', string>>>({});
  const serverError = useErrorMessage(change.error);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateEmailChange(form);
    if (!result.ok) return setErrors(fieldErrors(result.errors, t));
    setErrors({});
    try {
      await change.mutateAsync(result.value);
      setOpen(false);
      setForm({ newEmail: '', currentPassword: '' });
      onChanged(result.value.newEmail);
    } catch {
      // The server's message shows in the dialog; what was typed stays.
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) change.reset();
      }}
    >
      <Dialog.Trigger>
        <Button variant="soft" size="1">
          {t('changeEmail')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>{t('changeEmail')}</Dialog.Title>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Flex direction="column" gap="3">
            <Field
              id={`${id}-email`}
              label={t('newEmail')}
              type="email"
              autoComplete="email"
              value={form.newEmail}
              onChange={(newEmail) => setForm((f) => ({ ...f, newEmail }))}
              error={errors.newEmail}
            />
            <Field
              id={`${id}-current`}
              label={t('currentPassword')}
              type="password"
              autoComplete="current-password"
              value={form.currentPassword}
              onChange={(currentPassword) => setForm((f) => ({ ...f, currentPassword }))}
              error={errors.currentPassword}
            />
            {serverError && (
              <Text size="2" color="red" role="alert">
                {serverError}
              </Text>
            )}
            <Flex gap="2" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t('cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={change.isPending}>
                {t('save')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Change password: the current one and a new one of at least 8 characters (proposed call). */
export function ChangePasswordDialog({ onChanged }: CredentialDialogProps) {
  const t = useT();
  const id = useId();
  const change = useChangePassword();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<'currentPassword' | 'newPassword', string>>>({});
  const serverError = useErrorMessage(change.error);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validatePasswordChange(form);
    if (!result.ok) return setErrors(fieldErrors(result.errors, t));
    setErrors({});
    try {
      await change.mutateAsync(result.value);
      setOpen(false);
      setForm({ currentPassword: '', newPassword: '' });
      onChanged();
    } catch {
      // The server's message shows in the dialog; what was typed stays.
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) change.reset();
      }}
    >
      <Dialog.Trigger>
        <Button variant="soft" size="1">
          {t('changePassword')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>{t('changePassword')}</Dialog.Title>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Flex direction="column" gap="3">
            <Field
              id={`${id}-current`}
              label={t('currentPassword')}
              type="password"
              autoComplete="current-password"
              value={form.currentPassword}
              onChange={(currentPassword) => setForm((f) => ({ ...f, currentPassword }))}
              error={errors.currentPassword}
            />
            <Field
              id={`${id}-new`}
              label={t('newPassword')}
              type="password"
              autoComplete="new-password"
              value={form.newPassword}
              onChange={(newPassword) => setForm((f) => ({ ...f, newPassword }))}
              error={errors.newPassword}
            />
            {serverError && (
              <Text size="2" color="red" role="alert">
                {serverError}
              </Text>
            )}
            <Flex gap="2" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t('cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={change.isPending}>
                {t('save')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
