import { Callout } from '@radix-ui/themes';
import type { MessageKey } from '@storesearch/sdk';
import type { ReactNode } from 'react';
import { useErrorMessage } from '../../../hooks/shared/useErrorMessage';
import { useT } from '../../../hooks/shared/useT';

/** Props of ErrorCallout. */
export interface ErrorCalloutProps {
  /** The failure: an SDK error (translated), another Error, or anything thrown. Nothing renders when absent. */
  error: unknown;
  /** An action next to the message, e.g. a retry button. */
  action?: ReactNode;
  /** Catalogue key of a sentence that says what failed (e.g. 'failedToLoadAnalytics'), shown before the message instead of 'Error:'. */
  title?: MessageKey;
}

/** A failed call's message in a red callout, announced to screen readers. */
export function ErrorCallout({ error, action, title }: ErrorCalloutProps) {
  const t = useT();
  const message = useErrorMessage(error);
  if (message === null) return null;
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>
        {title ? `${t(title)} ${message}` : t('errorWithMessage', { message })} {action}
      </Callout.Text>
    </Callout.Root>
  );
}
