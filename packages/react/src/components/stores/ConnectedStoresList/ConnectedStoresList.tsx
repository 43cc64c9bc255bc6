import { Badge, Button, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { isStoreSearchError, type StoreType } from '@storesearch/sdk';
import { displayStoreUrl, findLinkedStore } from '@storesearch/sdk/stores';
import { useId, useState } from 'react';
import { STORE_TYPE_LABEL_KEYS } from '../../../format/format.labels';
import { useErrorMessage } from '../../../hooks/shared/useErrorMessage';
import { useT } from '../../../hooks/shared/useT';
import type { StoreListItem } from '../../../hooks/stores/storeListItems';
import { useDeleteStore } from '../../../hooks/stores/useDeleteStore';
import { ConfirmDialog } from '../../shared/ConfirmDialog/ConfirmDialog';
import { ErrorCallout } from '../../shared/ErrorCallout/ErrorCallout';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { useToast } from '../../shared/Toaster/toast.context';
import { storeCardAttributes } from '../storeCard';
import { ViewStoreDetailsButton } from '../ViewStoreDetailsButton';

/** Props of ConnectedStoresList. */
export interface ConnectedStoresListProps {
  /** The vendor's stores; absent while loading or after a failure. */
  stores?: readonly StoreListItem[] | undefined;
  /** Shows placeholders while the data loads. */
  loading?: boolean;
  /** The failure to show instead of the list ('Failed to fetch stores' when it has no message). */
  error?: unknown;
  /** The store to highlight (the one whose details the E-commerce page shows). */
  highlightedStoreId?: string | undefined;
  /** The highlighted store's platform, when another platform may have a store of the same id. */
  highlightedStoreType?: StoreType | undefined;
  /** Opens a store's details; without it the button is hidden. */
  onViewDetails?: ((store: StoreListItem) => void) | undefined;
}

/** Connected Stores on the E-commerce page: each store with its platform, and delete behind a confirmation. */
export function ConnectedStoresList({
  stores,
  loading = false,
  error,
  highlightedStoreId,
  highlightedStoreType,
  onViewDetails,
}: ConnectedStoresListProps) {
  const t = useT();
  const id = useId();
  const toast = useToast();
  const remove = useDeleteStore();
  const [confirming, setConfirming] = useState<StoreListItem | null>(null);
  const deleteError = useErrorMessage(remove.error);

  const onConfirm = async () => {
    if (!confirming) return;
    const store = confirming;
    try {
      await remove.mutateAsync({ storeId: store.id, storeType: store.storeType });
      toast.show({ title: t('successTitle'), description: t('storeDeleted') });
    } catch {
      // The message shows under the list (deleteError); the store stays listed.
    } finally {
      setConfirming(null);
    }
  };

  // Spec section 8: the server's message, else 'Failed to fetch stores' (network and response errors keep theirs).
  const shownError =
    isStoreSearchError(error) && error.kind === 'http' && !error.serverMessage
      ? new Error(t('failedToFetchStores'))
      : error;
  const body = (
    <QueryBoundary
      query={{ isPending: loading, error: shownError, data: stores }}
      pending={<Skeleton height="64px" />}
      empty={
        <Text as="p" color="gray">
          {t('noStoresYet')}
        </Text>
      }
    >
      {(list) => {
        const highlightedStore = findLinkedStore(list, highlightedStoreId, highlightedStoreType);
        return (
          <Flex direction="column" gap="2" asChild>
            <ul aria-labelledby={`${id}-title`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {list.map((store) => {
                const highlighted = store === highlightedStore;
                return (
                  <Card
                    key={`${store.storeType}-${store.id}`}
                    asChild
                    style={highlighted ? { outline: '2px solid var(--accent-8)' } : undefined}
                  >
                    <li aria-current={highlighted ? 'true' : undefined} {...storeCardAttributes(store)}>
                      <Flex align="center" justify="between" gap="3" wrap="wrap">
                        <Flex direction="column" minWidth="0">
                          <Flex gap="2" align="center">
                            <Text weight="bold">{store.storeName}</Text>
                            <Badge color="gray" highContrast>
                              {t(STORE_TYPE_LABEL_KEYS[store.storeType])}
                            </Badge>
                          </Flex>
                          <Text size="2" color="gray" truncate>
                            {displayStoreUrl(store.storeUrl)}
                          </Text>
                        </Flex>
                        <Flex gap="2" wrap="wrap">
                          {onViewDetails && (
                            <ViewStoreDetailsButton
                              storeName={store.storeName}
                              onClick={() => onViewDetails(store)}
                            />
                          )}
                          <Button
                            color="red"
                            variant="soft"
                            onClick={() => setConfirming(store)}
                            aria-label={t('deleteStoreNamed', { store: store.storeName })}
                          >
                            {t('delete')}
                          </Button>
                        </Flex>
                      </Flex>
                    </li>
                  </Card>
                );
              })}
            </ul>
          </Flex>
        );
      }}
    </QueryBoundary>
  );

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={`${id}-title`}>
        <Heading as="h2" size="4" id={`${id}-title`}>
          {t('connectedStoresList')}
        </Heading>
        {body}
        {deleteError && !remove.isPending && <ErrorCallout error={remove.error} />}
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title={t('confirmDeleteStoreTitle')}
          description={t('confirmDeleteStore', { store: confirming?.storeName ?? '' })}
          confirmLabel={t('delete')}
          color="red"
          pending={remove.isPending}
          onConfirm={() => void onConfirm()}
        />
      </section>
    </Flex>
  );
}
