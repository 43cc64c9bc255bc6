import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useT } from '../../../hooks/shared/useT';

/** Props of DialogActions. */
export interface DialogActionsProps {
  /** True while the save runs: Save spins and cannot be pressed again. */
  saving?: boolean | undefined;
  /** Disables Save, e.g. while there is nothing to save. */
  disabled?: boolean | undefined;
}

/**
 * The action row at the foot of a form dialog: Cancel closes the dialog (Radix Dialog.Close), Save submits the
 * form around it. Place it inside the dialog's form.
 */
export function DialogActions({ saving = false, disabled = false }: DialogActionsProps) {
  const t = useT();
  return (
    <Flex gap="3" justify="end">
      <Dialog.Close>
        <Button type="button" variant="soft" color="gray">
          {t('cancel')}
        </Button>
      </Dialog.Close>
      <Button type="submit" loading={saving} disabled={saving || disabled}>
        {t('save')}
      </Button>
    </Flex>
  );
}
