import { Button, Callout, Flex } from '@radix-ui/themes';
import { type AddressPeriod, PERIOD_PICKER_LABELS } from '@storesearch/sdk/insights';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useT } from '../../../hooks/shared/useT';

/** Props of RefusedPeriodNotice. */
export interface RefusedPeriodNoticeProps {
  /** The address's period as written and why it cannot be shown (an `AddressPeriod`'s `refused`). */
  refused: NonNullable<AddressPeriod['refused']>;
  /** Called when the notice is dismissed (the address drops its period). */
  onDismiss: () => void;
}

/**
 * Says that the period of a shared link cannot be shown, as written and with the catalogue's reason, while the
 * screen shows the default period: the reader knows it is not the sender's. Dismissed, or gone once a period is
 * chosen. Needs the catalogue's insights area, as the period picker beside it does.
 */
export function RefusedPeriodNotice({ refused, onDismiss }: RefusedPeriodNoticeProps) {
  const t = useT();
  const messagesReady = useMessageArea('insights');
  if (!messagesReady) return null;
  const reason = t(refused.issue.messageKey, refused.issue.params);
  return (
    <Callout.Root color="orange" role="status" data-period-refused="" highContrast>
      <Flex
        width="100%"
        gap="3"
        align={{ initial: 'start', sm: 'center' }}
        justify="between"
        direction={{ initial: 'column', sm: 'row' }}
      >
        <Callout.Text>{t(PERIOD_PICKER_LABELS.refused, { period: refused.text, reason })}</Callout.Text>
        <Button size="1" variant="soft" color="gray" onClick={onDismiss}>
          {t('dismiss')}
        </Button>
      </Flex>
    </Callout.Root>
  );
}
