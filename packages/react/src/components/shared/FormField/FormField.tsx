import { Flex, Text, TextField } from '@radix-ui/themes';
import type { KeyboardEvent, ReactNode } from 'react';

/**
 * What makes a field a combobox that suggests from a list as one types (WAI-ARIA's combobox with list
 * autocomplete): the list it controls, whether it is shown, its active option, and the keys that move in it.
 */
export interface ComboboxInput {
  /** The id of the listbox of suggestions. */
  listId: string;
  /** Whether the listbox is shown. */
  expanded: boolean;
  /** The id of the option the arrow keys made active; Enter takes it. */
  activeOptionId: string | undefined;
  /** Handles the arrow keys, Enter and Escape while the list is shown. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * A dialog's `onEscapeKeyDown`: Escape in a combobox whose list is shown closes only that list (the field's own
 * key handler does), not the dialog around it.
 */
export function keepDialogForOpenList(event: globalThis.KeyboardEvent): void {
  const field = event.target;
  if (
    field instanceof HTMLElement &&
    field.getAttribute('role') === 'combobox' &&
    field.getAttribute('aria-expanded') === 'true'
  )
    event.preventDefault();
}

/** Props of FormField. */
export interface FormFieldProps {
  /** The input's id; the label points at it and the message's id derives from it. */
  id: string;
  /** The visible label. */
  label: ReactNode;
  /** The value as typed (a failure never clears it). */
  value: string;
  /** Called with the new text on every change. */
  onChange: (value: string) => void;
  /** The rule's message for this field: shown in red under it, and the input is marked invalid. */
  error?: string | null;
  /**
   * The id of a message shown outside the field that names what is wrong with it (one message for several
   * fields, such as a schedule's start and end): the input is marked invalid and described by it.
   */
  errorId?: string | null;
  /** Help under the field while there is no error (e.g. a suggested value). */
  hint?: string | null;
  /** The input type (`date`: a calendar day, `YYYY-MM-DD`; `datetime-local`: a wall-clock date and time, `YYYY-MM-DDTHH:mm`). */
  type?: 'text' | 'email' | 'password' | 'number' | 'date' | 'datetime-local';
  /** The virtual keyboard to offer (e.g. 'url', 'decimal'). */
  inputMode?: 'text' | 'url' | 'decimal' | 'email';
  /** The autocomplete hint, so password managers fill the right field. */
  autoComplete?: string;
  /** An example value shown while the field is empty. */
  placeholder?: string;
  /** The smallest number accepted (number fields). */
  min?: number;
  /** The step of a number field. */
  step?: number;
  /** Makes the field a combobox over a list of suggestions. */
  combobox?: ComboboxInput;
  /**
   * The input's name when the visible label is a short form of it (a pin's "Position" in a row that names its
   * product: "Position of …"); it must begin with the label's text, so speech input finds the field by what it shows.
   */
  accessibleName?: string;
}

/**
 * One labelled text input of a form with its message under it: the rule's message in red (linked with
 * aria-describedby and aria-invalid), else an optional hint. Forms keep their own state and rules.
 */
export function FormField({
  id,
  label,
  value,
  onChange,
  error,
  errorId,
  hint,
  combobox,
  accessibleName,
  ...input
}: FormFieldProps) {
  const message = error || (errorId ? null : hint) || null;
  const messageId = `${id}-message`;
  const describedBy = [message ? messageId : null, errorId].filter(Boolean).join(' ');
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {label}
      </Text>
      <TextField.Root
        id={id}
        {...input}
        aria-label={accessibleName}
        {...(combobox && {
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': combobox.expanded,
          'aria-controls': combobox.listId,
          'aria-activedescendant': combobox.activeOptionId,
          onKeyDown: combobox.onKeyDown,
        })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error || errorId ? true : undefined}
        aria-describedby={describedBy || undefined}
        color={error || errorId ? 'red' : undefined}
      />
      {message && (
        // A hint wraps within the field's width rather than widening it: a field in a row keeps its place when
        // a long hint appears beside another's.
        <Text
          id={messageId}
          size="1"
          color={error ? 'red' : 'gray'}
          style={error ? undefined : { width: 0, minWidth: '100%' }}
        >
          {message}
        </Text>
      )}
    </Flex>
  );
}
