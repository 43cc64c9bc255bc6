import { Badge, Box, Button, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { displayStoreUrl } from '@storesearch/sdk/stores';
import { storeSyncState } from '@storesearch/sdk/sync';
import { STORE_TYPE_LABEL_KEYS } from '../../../format/format.labels';
import { useT } from '../../../hooks/shared/useT';
import type { StoreListItem } from '../../../hooks/stores/storeListItems';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { storeCardAttributes } from '../storeCard';
import { ViewStoreDetailsButton } from '../ViewStoreDetailsButton';

/** Cards shown as placeholders while the stores load. */
const LOADING_CARDS = 2;

/** Props of StoreList. */
export interface StoreListProps {
  /** The vendor's stores; absent while loading or after a failure. */
  stores?: readonly StoreListItem[] | undefined;
  /** Shows placeholder cards while the data loads. */
  loading?: boolean;
  /** The failure to show instead of the list. */
  error?: unknown;
  /** Ids of stores whose sync start is in flight: they show Syncing, without a sync button. */
  startingStoreIds?: ReadonlySet<string>;
  /** Starts a sync (`isReSync` false) or a re-sync (true); without it the sync buttons are hidden. */
  onStartSync?: (store: StoreListItem, isReSync: boolean) => void;
  /** Opens a store's details; without it the button is hidden. */
  onViewDetails?: (store: StoreListItem) => void;
  /** Opens the store connection form; without it the Add Store button is hidden. */
  onAddStore?: () => void;
}

/** Your Stores: each store with a Ready or Syncing badge, Start Sync or Re-Sync, View Details, and Add Store. */
export function StoreList(props: StoreListProps) {
  const { stores, loading = false, error, startingStoreIds, onStartSync, onViewDetails, onAddStore } = props;
  const t = useT();
  const addStore = onAddStore && (
    <Button variant="soft" onClick={onAddStore}>
      {t('addStore')}
    </Button>
  );

  const body = (
    <QueryBoundary
      query={{ isPending: loading, error, data: stores }}
      pending={Array.from({ length: LOADING_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
        <Card key={index} aria-busy="true">
          <Skeleton height="48px" />
        </Card>
      ))}
      empty={
        <Card>
          <Flex direction="column" align="center" gap="3" py="5">
            <Heading as="h3" size="3">
              {t('noStoresConnectedTitle')}
            </Heading>
            {addStore}
          </Flex>
        </Card>
      }
    >
      {(list) =>
        list.map((store) => {
          // A start request in flight counts as sync progress (spec section 4).
          const starting = startingStoreIds?.has(store.id) ?? false;
          const { badgeKey, action } = storeSyncState(
            { hasSyncProgress: store.hasSyncProgress || starting },
            store.hasHistory,
          );
          return (
            <Card key={`${store.storeType}-${store.id}`} asChild>
              <article aria-label={store.storeName} {...storeCardAttributes(store)}>
                <Flex align="center" justify="between" gap="3" wrap="wrap">
                  <Box minWidth="0">
                    <Flex align="center" gap="2" wrap="wrap">
                      <Heading as="h3" size="3" truncate>
                        {store.storeName}
                      </Heading>
                      <Badge color="gray" highContrast>
                        {t(STORE_TYPE_LABEL_KEYS[store.storeType])}
                      </Badge>
                      <Badge color={badgeKey === 'storeSyncing' ? 'blue' : 'green'} highContrast>
                        {t(badgeKey)}
                      </Badge>
                    </Flex>
                    <Text as="div" size="2" color="gray" truncate>
                      {displayStoreUrl(store.storeUrl)}
                    </Text>
                  </Box>
                  <Flex gap="2" wrap="wrap">
                    {/* Named with the store, as every card has the same buttons. */}
                    {onStartSync && action && (
                      <Button
                        aria-label={`${t(action.labelKey)}: ${store.storeName}`}
                        onClick={() => onStartSync(store, action.isReSync)}
                      >
                        {t(action.labelKey)}
                      </Button>
                    )}
                    {onViewDetails && (
                      <ViewStoreDetailsButton
                        storeName={store.storeName}
                        onClick={() => onViewDetails(store)}
                      />
                    )}
                  </Flex>
                </Flex>
              </article>
            </Card>
          );
        })
      }
    </QueryBoundary>
  );

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-label={t('yourStores')}>
        <Flex align="center" justify="between">
          <Heading as="h2" size="4">
            {t('yourStores')}
          </Heading>
          {stores && stores.length > 0 && addStore}
        </Flex>
        {body}
      </section>
    </Flex>
  );
}
