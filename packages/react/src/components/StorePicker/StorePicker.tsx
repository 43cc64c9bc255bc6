import { Flex, Select, Skeleton, Text } from '@radix-ui/themes';
import type { SelectedStore, StoreScope } from '@storesearch/sdk';
import { useId } from 'react';
import { STORE_TYPE_LABEL_KEYS } from '../../format/format.labels';
import { useT } from '../../hooks/useMessages';
import type { StoreListItem } from '../StoreList/StoreList';

/** Props of StorePicker. */
export interface StorePickerProps {
  /** The vendor's stores; absent while loading. */
  stores: readonly StoreListItem[] | undefined;
  /** The selected store. */
  store: StoreScope | null | undefined;
  /** Selects another store. */
  onSelect: (store: SelectedStore) => void;
}

const optionValue = (store: { storeType: string; id?: string; storeId?: string | number }) =>
  `${store.storeType}:${store.id ?? store.storeId}`;

/** Chooses the store an analytics screen shows; each option names the store and its platform. */
export function StorePicker({ stores, store, onSelect }: StorePickerProps) {
  const t = useT();
  const labelId = useId();
  return (
    <Flex align="center" gap="2">
      <Text size="2" id={labelId}>
        {t('store')}
      </Text>
      <Skeleton loading={!stores}>
        <Select.Root
          value={store ? optionValue(store) : undefined}
          disabled={!stores || stores.length === 0}
          onValueChange={(value) => {
            const found = stores?.find((row) => optionValue(row) === value);
            if (found) onSelect({ id: found.id, storeType: found.storeType });
          }}
        >
          <Select.Trigger aria-labelledby={labelId} placeholder={t('selectStore')} />
          <Select.Content>
            {stores?.map((row) => (
              <Select.Item key={optionValue(row)} value={optionValue(row)}>
                {row.storeName} ({t(STORE_TYPE_LABEL_KEYS[row.storeType])})
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Skeleton>
    </Flex>
  );
}
