import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import type { MessageKey, ValidationResult } from '@storesearch/sdk';
import { validateEmailChange, validatePasswordChange } from '@storesearch/sdk/profile';
import { type FormEvent, useId, useState } from 'react';
import { useChangeEmail } from '../../../hooks/profile/useChangeEmail';
import { useChangePassword } from '../../../hooks/profile/useChangePassword';
import { useErrorMessage } from '../../../hooks/shared/useErrorMessage';
import { useT } from '../../../hooks/shared/useT';
import { DialogActions } from '../../shared/DialogActions/DialogActions';
import { FormField } from '../../shared/FormField/FormField';

/** One field of a credentials form: which body key it fills, its label and how the browser may fill it. */
interface CredentialField<Name extends string> {
  /** The body key the field fills. */
  name: Name;
  /** Catalogue key of the field's label. */
  label: MessageKey;
  /** The input type: e-mail or (hidden) password. */
  type: 'email' | 'password';
  /** The autocomplete hint, so password managers fill the right field. */
  autoComplete: string;
}

/** What a credentials dialog saves with: the proposed call's mutation, reduced to what the dialog uses. */
interface CredentialMutation<Body> {
  /** Sends the body; rejects with the server's error. */
  mutateAsync: (body: Body) => Promise<unknown>;
  /** Forgets the last error, when the dialog closes. */
  reset: () => void;
  /** The last failure, shown in the dialog. */
  error: unknown;
  /** True while the call runs (the save button spins). */
  isPending: boolean;
}

/** The one credentials dialog both changes share: fields checked by an sdk rule, then saved by a proposed call. */
function CredentialDialog<Body extends Record<Name, string>, Name extends string>(props: {
  title: MessageKey;
  fields: readonly CredentialField<Name>[];
  empty: Body;
  validate: (form: Body) => ValidationResult<Body, Name>;
  mutation: CredentialMutation<Body>;
  onSaved: (body: Body) => void;
}) {
  const { title, fields, empty, validate, mutation, onSaved } = props;
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const serverError = useErrorMessage(mutation.error);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(form);
    if (!result.ok) {
      const next: Partial<Record<Name, string>> = {};
      for (const issue of result.errors) next[issue.field] = t(issue.messageKey);
      return setErrors(next);
    }
    setErrors({});
    try {
      await mutation.mutateAsync(result.value);
      setOpen(false);
      setForm(empty);
      onSaved(result.value);
    } catch {
      // The server's message shows in the dialog; what was typed stays.
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) return;
        // Cancelled: what was typed, a password above all, does not wait in the dialog for the next opening.
        mutation.reset();
        setForm(empty);
        setErrors({});
      }}
    >
      <Dialog.Trigger>
        <Button variant="soft" size="1">
          {t(title)}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>{t(title)}</Dialog.Title>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Flex direction="column" gap="3">
            {fields.map((field) => (
              <FormField
                key={field.name}
                id={`${id}-${field.name}`}
                label={t(field.label)}
                type={field.type}
                autoComplete={field.autoComplete}
                value={form[field.name]}
                onChange={(value) => setForm((f) => ({ ...f, [field.name]: value }))}
                error={errors[field.name]}
              />
            ))}
            {serverError && (
              <Text size="2" color="red" role="alert">
                {serverError}
              </Text>
            )}
            <DialogActions saving={mutation.isPending} />
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Props of the two dialogs. */
export interface CredentialDialogProps {
  /** Called after the change was saved (with the new e-mail, for the e-mail dialog). */
  onChanged: (value?: string) => void;
}

/** The current password: both changes are confirmed with it. */
const CURRENT_PASSWORD: CredentialField<'currentPassword'> = {
  name: 'currentPassword',
  label: 'currentPassword',
  type: 'password',
  autoComplete: 'current-password',
};

/** The change-email form: the new address, then the current password. */
const EMAIL_FIELDS = [
  { name: 'newEmail', label: 'newEmail', type: 'email', autoComplete: 'email' },
  CURRENT_PASSWORD,
] as const satisfies readonly CredentialField<'newEmail' | 'currentPassword'>[];

/** The change-password form: the current password, then the new one. */
const PASSWORD_FIELDS = [
  CURRENT_PASSWORD,
  { name: 'newPassword', label: 'newPassword', type: 'password', autoComplete: 'new-password' },
] as const satisfies readonly CredentialField<'currentPassword' | 'newPassword'>[];

/** Props of the change-email dialog. */
export interface ChangeEmailDialogProps extends CredentialDialogProps {
  /** The address in use: giving it again is refused ('emailUnchanged') before anything is sent. */
  currentEmail?: string;
}

/** Change email: a new address, confirmed with the current password (proposed call). */
export function ChangeEmailDialog({ onChanged, currentEmail }: ChangeEmailDialogProps) {
  return (
    <CredentialDialog
      title="changeEmail"
      fields={EMAIL_FIELDS}
      empty={{ newEmail: '', currentPassword: '' }}
      validate={(input) => validateEmailChange(input, currentEmail)}
      mutation={useChangeEmail()}
      onSaved={(body) => onChanged(body.newEmail)}
    />
  );
}

/** Change password: the current one and a new one of at least 8 characters (proposed call). */
export function ChangePasswordDialog({ onChanged }: CredentialDialogProps) {
  return (
    <CredentialDialog
      title="changePassword"
      fields={PASSWORD_FIELDS}
      empty={{ currentPassword: '', newPassword: '' }}
      validate={validatePasswordChange}
      mutation={useChangePassword()}
      onSaved={() => onChanged()}
    />
  );
}
