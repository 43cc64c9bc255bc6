import { Card, DataList, Heading, Skeleton } from '@radix-ui/themes';
import { formatLanguageName } from '@storesearch/sdk';
import { displayStoreUrl } from '@storesearch/sdk/stores';
import { useId } from 'react';
import { STORE_STATUS_LABEL_KEYS, STORE_TYPE_LABEL_KEYS } from '../../../format/format.labels';
import { maskSecret } from '../../../format/format.secret';
import { useT } from '../../../hooks/shared/useT';
import type { StoreDetails } from '../../../hooks/stores/useStoreDetails';
import { ErrorCallout } from '../../shared/ErrorCallout/ErrorCallout';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';

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
  const secretLabel = details?.storeType === 'shopify' ? t('accessToken') : t('consumerKey');
  const rows: [string, string][] = details
    ? [
        [t('storeTitle'), details.title],
        [t('storeUrl'), displayStoreUrl(details.url)],
        [t('columnStoreType'), t(STORE_TYPE_LABEL_KEYS[details.storeType])],
        [t('storeCurrency'), details.currency],
        [t('storeLanguage'), formatLanguageName(details.language)],
        [t('storeStatus'), details.status ? t(STORE_STATUS_LABEL_KEYS[details.status]) : ''],
        [t('businessCategory'), details.field],
        [secretLabel, maskSecret(details.secret)],
      ]
    : [];
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
          {() => (
            <DataList.Root>
              {rows.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.Label minWidth="140px">{label}</DataList.Label>
                  <DataList.Value>{value || t('notAvailable')}</DataList.Value>
                </DataList.Item>
              ))}
            </DataList.Root>
          )}
        </QueryBoundary>
      </section>
    </Card>
  );
}
