import { Badge, Button, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { STORE_TYPE_LABEL_KEYS } from '../../../format/format.labels';
import { useT } from '../../../hooks/shared/useT';
import type { StoreListItem } from '../../../hooks/stores/storeListItems';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';

/** Props of ActiveSyncs. */
export interface ActiveSyncsProps {
  /** The vendor's stores; those with sync progress are listed. Absent while loading. */
  stores?: readonly StoreListItem[] | undefined;
  /** Shows a placeholder while the data loads. */
  loading?: boolean;
  /** Opens a store's progress dialog; without it the button is hidden. */
  onShowProgress?: (store: StoreListItem) => void;
}

/** Active Syncs (spec section 2): the stores with a run in progress, each opening its progress dialog. */
export function ActiveSyncs({ stores, loading = false, onShowProgress }: ActiveSyncsProps) {
  const t = useT();
  const active = stores?.filter((store) => store.hasSyncProgress) ?? [];
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="active-syncs-heading">
        <Heading as="h2" size="4" id="active-syncs-heading">
          {t('activeSyncs')}
        </Heading>
        <QueryBoundary
          query={{ isPending: loading, error: null, data: active }}
          pending={
            <Card aria-busy="true">
              <Skeleton height="32px" />
            </Card>
          }
          empty={
            <Text as="p" size="2" color="gray">
              {t('noActiveSyncs')}
            </Text>
          }
        >
          {(list) => (
            <Flex direction="column" gap="2" asChild>
              <ul aria-labelledby="active-syncs-heading" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {list.map((store) => (
                  <Card key={`${store.storeType}-${store.id}`} asChild>
                    <li>
                      <Flex align="center" justify="between" gap="3" wrap="wrap">
                        <Flex align="center" gap="2" wrap="wrap" minWidth="0">
                          <Text weight="bold">{store.storeName}</Text>
                          <Badge color="gray" highContrast>
                            {t(STORE_TYPE_LABEL_KEYS[store.storeType])}
                          </Badge>
                          <Badge color="blue" highContrast>
                            {t('storeSyncing')}
                          </Badge>
                        </Flex>
                        {onShowProgress && (
                          <Button
                            variant="soft"
                            onClick={() => onShowProgress(store)}
                            aria-label={`${t('syncProgressTitle')}: ${store.storeName}`}
                          >
                            {t('syncProgressTitle')}
                          </Button>
                        )}
                      </Flex>
                    </li>
                  </Card>
                ))}
              </ul>
            </Flex>
          )}
        </QueryBoundary>
      </section>
    </Flex>
  );
}
