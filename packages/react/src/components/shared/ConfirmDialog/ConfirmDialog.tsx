import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { type ReactNode, useEffect, useRef } from 'react';
import { useReturnFocus } from '../../../hooks/shared/useReturnFocus';
import { useT } from '../../../hooks/shared/useT';
import { ErrorCallout } from '../ErrorCallout/ErrorCallout';

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  /** Shows the dialog. */
  open: boolean;
  /** Called with false when the admin dismisses it (Cancel, Escape). */
  onOpenChange: (open: boolean) => void;
  /** The dialog's title. */
  title: string;
  /** The question to confirm. */
  description: ReactNode;
  /** Label of the confirm button; 'Confirm' by default. */
  confirmLabel?: string | undefined;
  /** Label of the button that keeps things as they are; 'Cancel' by default. */
  cancelLabel?: string | undefined;
  /** Colour of the confirm button: red for destructive actions, else the host theme's accent. */
  color?: 'red' | undefined;
  /**
   * Called when the admin confirms. Without `pending`, the dialog is expected to close: it confirms once until
   * it is opened again, so a double click, whose second click lands while it fades out, acts once.
   */
  onConfirm: () => void;
  /**
   * Disables the buttons while the action runs. Given, the dialog also confirms once per click until the action
   * has answered: a double click, whose second click comes before the action reports it is running, starts it
   * once.
   */
  pending?: boolean;
  /** A failure of the action, shown inside the dialog (which stays open so the admin can retry). */
  error?: unknown;
  /** More to say between the question and the buttons, e.g. why the action was refused. */
  children?: ReactNode;
  /**
   * Where focus goes on close when the action removed the opener's item and all beside it (the last rule
   * deleted), e.g. the list's heading; otherwise focus goes back to the opener or its neighbour.
   */
  returnFocusFallback?: (() => HTMLElement | null) | undefined;
}

/** A confirmation before an admin action: focus is trapped inside and returns to the trigger (Radix AlertDialog). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  color,
  onConfirm,
  pending,
  error,
  children,
  returnFocusFallback,
}: ConfirmDialogProps) {
  const t = useT();
  const returnFocus = useReturnFocus(open, returnFocusFallback);
  // Set by a confirm. For an action that reports `pending`, cleared once the dialog shows it running (its button
  // is then disabled), shows its failure, or is closed, so a failure shown in the dialog can be confirmed again;
  // for a dialog that closes on confirm, cleared when it opens again.
  const started = useRef(false);
  const reportsPending = pending !== undefined;
  useEffect(() => {
    if (reportsPending ? pending || error || !open : open) started.current = false;
  }, [reportsPending, pending, error, open]);
  const confirm = () => {
    if (started.current) return;
    started.current = true;
    onConfirm();
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Content maxWidth="440px" onCloseAutoFocus={returnFocus}>
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        {error ? (
          <Flex mt="3">
            <ErrorCallout error={error} />
          </Flex>
        ) : null}
        {children ? <Flex mt="3">{children}</Flex> : null}
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={pending === true}>
              {cancelLabel ?? t('cancel')}
            </Button>
          </AlertDialog.Cancel>
          {/* Not AlertDialog.Action: that closes at once, before the action has succeeded or failed. */}
          <Button color={color} highContrast={color === 'red'} loading={pending === true} onClick={confirm}>
            {confirmLabel ?? t('confirm')}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
