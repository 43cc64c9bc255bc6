import { Card, Heading, Skeleton } from '@radix-ui/themes';
import { useId } from 'react';
import { useT } from '../../../hooks/shared/useT';
import type { StoreDetails } from '../../../hooks/stores/useStoreDetails';
import { ErrorCallout } from '../../shared/ErrorCallout/ErrorCallout';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { StoreFacts, useStoreSettingsRows } from './StoreFacts';

/** Props of StoreSettingsCard. */
export interface StoreSettingsCardProps {
  /** The store's settings; absent while loading or after a failure. */
  details?: StoreDetails | null | undefined;
  /** Shows placeholders while the data loads. */
  loading?: boolean;
  /** The failure to show instead. */
  error?: unknown;
}

/** Store Details (spec section 2): every setting read-only, the access token or consumer key masked. */
export function StoreSettingsCard({ details, loading = false, error }: StoreSettingsCardProps) {
  const t = useT();
  const id = useId();
  const rows = useStoreSettingsRows(details);
  return (
    <Card size="3" asChild>
      <section aria-labelledby={`${id}-title`} aria-busy={loading}>
        <Heading as="h2" size="4" id={`${id}-title`} mb="3">
          {t('storeDetails')}
        </Heading>
        <QueryBoundary
          query={{ isPending: loading, error, data: details }}
          pending={<Skeleton height="160px" />}
          empty={<ErrorCallout error={new Error(t('noActiveStoreSelected'))} />}
        >
          {() => <StoreFacts rows={rows} />}
        </QueryBoundary>
      </section>
    </Card>
  );
}
