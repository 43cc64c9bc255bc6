import { DataList } from '@radix-ui/themes';
import { formatLanguageName } from '@storesearch/sdk';
import { displayStoreUrl } from '@storesearch/sdk/stores';
import type { ReactNode } from 'react';
import { STORE_STATUS_LABEL_KEYS, STORE_TYPE_LABEL_KEYS } from '../../../format/format.labels';
import { maskSecret } from '../../../format/format.secret';
import { useT } from '../../../hooks/shared/useT';
import type { StoreDetails } from '../../../hooks/stores/useStoreDetails';

/** One fact about a store: its label and what it reads (empty reads N/A). */
export type StoreFact = readonly [label: string, value: ReactNode];

/** A store's settings as labelled facts: title, address, platform, currency, language, status, category, secret masked. */
export function useStoreSettingsRows(details: StoreDetails | null | undefined): StoreFact[] {
  const t = useT();
  if (!details) return [];
  return [
    [t('storeTitle'), details.title],
    [t('storeUrl'), displayStoreUrl(details.url)],
    [t('columnStoreType'), t(STORE_TYPE_LABEL_KEYS[details.storeType])],
    [t('storeCurrency'), details.currency],
    [t('storeLanguage'), formatLanguageName(details.language)],
    [t('storeStatus'), details.status ? t(STORE_STATUS_LABEL_KEYS[details.status]) : ''],
    [t('businessCategory'), details.field],
    [details.storeType === 'shopify' ? t('accessToken') : t('consumerKey'), maskSecret(details.secret)],
  ];
}

/** Labelled facts about a store, read-only; an empty value reads N/A. */
export function StoreFacts({ rows }: { readonly rows: readonly StoreFact[] }) {
  const t = useT();
  return (
    // Label above value on a phone: beside it, a long label leaves the value a column a few letters wide.
    <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.Label minWidth="140px">{label}</DataList.Label>
          <DataList.Value style={{ overflowWrap: 'anywhere' }}>
            {value === '' || value === null || value === undefined ? t('notAvailable') : value}
          </DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
