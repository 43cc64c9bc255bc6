import { Select, Skeleton } from '@radix-ui/themes';
import { sameStore } from '@storesearch/sdk/stores';
import { STORE_TYPE_LABEL_KEYS } from '../../../format/format.labels';
import { useT } from '../../../hooks/shared/useT';
import { useSelectedStore } from '../../../hooks/stores/useSelectedStore';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';

/** Separates platform and id in an option value (ids are only unique per platform). */
const VALUE_SEPARATOR = ':';

/** Props of StoreSelector. */
export interface StoreSelectorProps {
  /** Size of the trigger. Default `2`. */
  size?: '1' | '2' | '3';
  /**
   * Asked before another store is selected (e.g. a screen with unsaved edits asks the user); resolving false
   * keeps the current store. Without it, a choice applies at once.
   */
  confirmChange?: () => boolean | Promise<boolean>;
}

/**
 * The vendor area's store picker: lists the vendor's stores and selects one (persisted, `storeChanged`).
 * Renders nothing when the vendor has no store or the stores failed to load (the screen shows why).
 */
export function StoreSelector({ size = '2', confirmChange }: StoreSelectorProps) {
  const t = useT();
  const { store, stores, isPending, select } = useSelectedStore();
  return (
    // A failure renders nothing here: the screen shows why.
    <QueryBoundary
      query={{ isPending, error: null, data: store && stores ? { current: store, list: stores } : undefined }}
      pending={<Skeleton width="160px" height="32px" aria-label={t('loadingStores')} />}
      empty={null}
      isEmpty={({ list }) => list.length === 0}
    >
      {({ current, list }) => {
        const value = `${current.storeType}${VALUE_SEPARATOR}${current.storeId}`;
        return (
          <Select.Root
            size={size}
            value={value}
            onValueChange={(next) => {
              const row = list.find(
                (candidate) => `${candidate.storeType}${VALUE_SEPARATOR}${candidate.id}` === next,
              );
              if (!row || sameStore(row, { id: String(current.storeId), storeType: current.storeType }))
                return;
              // The trigger keeps showing the current store until the answer; a refusal leaves everything as it was.
              void Promise.resolve(confirmChange ? confirmChange() : true).then(
                (go) => {
                  if (go) select(row);
                },
                // A question that failed is not a yes: stay on the current store.
                () => undefined,
              );
            }}
          >
            <Select.Trigger aria-label={t('selectStore')} variant="soft" />
            <Select.Content position="popper">
              {list.map((row) => (
                <Select.Item
                  key={`${row.storeType}-${row.id}`}
                  value={`${row.storeType}${VALUE_SEPARATOR}${row.id}`}
                >
                  {row.storeName} ({t(STORE_TYPE_LABEL_KEYS[row.storeType])})
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        );
      }}
    </QueryBoundary>
  );
}
