import { Button, Callout, Dialog, Flex, Progress, Text } from '@radix-ui/themes';
import { formatPercent, type StoreScope } from '@storesearch/sdk';
import { useEffect } from 'react';
import { useErrorMessage } from '../../../hooks/shared/useErrorMessage';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useReturnFocus } from '../../../hooks/shared/useReturnFocus';
import { useT } from '../../../hooks/shared/useT';
import { useSyncProgress } from '../../../hooks/sync/useSyncProgress';

/** The store a sync-progress dialog watches. */
export type SyncProgressStore = StoreScope & {
  /** Its name, in the dialog's description. */
  readonly storeName: string;
};

/** Props of SyncProgressDialog. */
export interface SyncProgressDialogProps {
  /** The store whose run to watch; null keeps the dialog closed. */
  store: SyncProgressStore | null;
  /** Called when the dialog closes: by the user, or 2 s after the run completed. */
  onClose: () => void;
  /** Offered after a failed run or unreadable progress: starts the run again (Retry button). */
  onRetry?: () => void;
  /**
   * Where focus goes on close when the control that opened the dialog is gone, as a store's Start Sync or
   * Re-Sync button is while the store syncs: e.g. the store's card (`storeCardControl`).
   */
  returnFocusTo?: (() => HTMLElement | null) | undefined;
}

/** The server's percent kept within the bar's range. */
const clampPercent = (percent: number) => Math.min(Math.max(percent, 0), 100);

/**
 * Sync Progress (spec section 4): polls every 3 s with 3 retries, shows the percent and products, closes
 * 2 s after completion and then the store list refreshes; a failed run or exhausted retries say so.
 */
export function SyncProgressDialog({ store, onClose, onRetry, returnFocusTo }: SyncProgressDialogProps) {
  const t = useT();
  const locale = useLocale();
  const state = useSyncProgress(store);
  const errorMessage = useErrorMessage(state.phase === 'failed' ? state.error : null);
  // Opened by a store's sync button, not a Trigger: focus goes back to that button on close, or where the
  // host says when the button is gone.
  const returnFocus = useReturnFocus(store !== null, returnFocusTo);

  useEffect(() => {
    if (state.phase === 'closed') onClose();
  }, [state.phase, onClose]);

  const percent = state.progress?.overallProgress ?? 0;
  const failedRun = state.phase === 'failed' && state.progress?.status === 'failed';
  return (
    <Dialog.Root open={store !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="440px" onCloseAutoFocus={returnFocus}>
        <Dialog.Title>{t('syncProgressTitle')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {store?.storeName}
        </Dialog.Description>
        <Flex direction="column" gap="3" mt="4">
          <Progress
            value={percent}
            max={100}
            color={failedRun ? 'red' : state.phase === 'completed' ? 'green' : undefined}
            aria-label={t('syncProgressTitle')}
            aria-valuetext={t('syncProgressPercent', {
              percent: formatPercent(clampPercent(percent), locale),
            })}
          />
          <Flex justify="between" role="status" aria-live="polite">
            <Text size="2">
              {t('syncProgressPercent', { percent: formatPercent(clampPercent(percent), locale) })}
            </Text>
            {state.progress && (
              <Text size="2" color="gray">
                {t('productCount', { count: state.progress.productCount })}
              </Text>
            )}
          </Flex>
          {state.phase === 'completed' && (
            <Callout.Root color="green" size="1">
              <Callout.Text>{t('syncCompleted')}</Callout.Text>
            </Callout.Root>
          )}
          {state.phase === 'failed' && (
            <Callout.Root color="red" size="1" role="alert">
              <Callout.Text>
                {failedRun ? t('syncStatusFailed') : t('syncProgressUnavailable')}
                {!failedRun && errorMessage ? ` ${errorMessage}` : ''}
              </Callout.Text>
            </Callout.Root>
          )}
        </Flex>
        <Flex justify="end" gap="2" mt="4">
          {state.phase === 'failed' && onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
