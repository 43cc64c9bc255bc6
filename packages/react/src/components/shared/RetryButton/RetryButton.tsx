import { Button } from '@radix-ui/themes';
import { useT } from '../../../hooks/shared/useT';

/** Props of RetryButton. */
export interface RetryButtonProps {
  /** Runs the failed call again. */
  onRetry: () => void;
}

/** The Retry action placed next to a failure (contrast-safe inside a red callout). */
export function RetryButton({ onRetry }: RetryButtonProps) {
  const t = useT();
  return (
    <Button size="1" variant="soft" color="red" highContrast onClick={onRetry}>
      {t('retry')}
    </Button>
  );
}
