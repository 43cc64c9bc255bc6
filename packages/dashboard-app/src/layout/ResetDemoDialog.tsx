import { ConfirmDialog, useT, useToast } from '@storesearch/react';
import { useState } from 'react';

/** Demo mode's 'Reset demo data': asks first, then restores the starting data and says so. */
export function ResetDemoDialog({
  open,
  onOpenChange,
  reset,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reset: () => Promise<void>;
}) {
  const t = useT();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const change = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={change}
      title={t('resetDemoDataTitle')}
      description={t('resetDemoDataDescription')}
      confirmLabel={t('resetDemoData')}
      color="red"
      pending={pending}
      error={error}
      onConfirm={() => {
        setPending(true);
        setError(null);
        reset()
          .then(() => {
            change(false);
            toast.show({ title: t('demoDataResetTitle'), description: t('demoDataReset') });
          })
          .catch(setError)
          .finally(() => setPending(false));
      }}
    />
  );
}
