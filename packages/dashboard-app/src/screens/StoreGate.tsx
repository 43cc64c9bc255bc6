import { Callout, Flex, Heading, Link as RadixLink, Skeleton, Text } from '@radix-ui/themes';
import { ErrorCallout, ExportCsvTimeZone, useSelectedStore, useT } from '@storesearch/react';
import type { MessageKey } from '@storesearch/sdk';
import { storeInAddress } from '@storesearch/sdk/stores';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { PATHS } from '../routes/paths';

/** What the frame reads of a store: its name, and the time zone its days are counted in, when known. */
interface GatedStore {
  readonly storeName: string | undefined;
  readonly timeZone?: string | undefined;
}

/** Props of StoreGate. */
export interface StoreGateProps<Store extends GatedStore> {
  /** The page's title key: its h1. */
  titleKey: MessageKey;
  /** The store the page works on: undefined while it loads, null when the vendor has none. */
  store: Store | null | undefined;
  /** Why the store could not be read, if it could not. */
  error: unknown;
  /** Shown instead of the call's own message when the store cannot be read (e.g. a page-specific sentence). */
  failure?: ReactNode;
  /** What the line under the title names instead of the store, when the page shows more than it (all stores). */
  scopeLabel?: string | undefined;
  /** Height of the placeholder while the store loads, close to the page's own so nothing jumps. */
  placeholderHeight: string;
  /** The page body for the store. */
  children: (store: Store) => ReactNode;
}

/** A screen's search parameters cleared but for the store: for a navigation back to the screen's plain view. */
export const onlyStore = ({ store }: { readonly store?: string | undefined }) => ({ store });

/**
 * Keeps the address's `?store=` on the selected store (replacing the entry, so the history gains no step): a link
 * copied from the page, or a reload, opens the store the page shows, whichever store the reader last selected.
 */
function useStoreInAddress(): void {
  const { store } = useSelectedStore();
  const navigate = useNavigate();
  const inAddress = useSearch({ strict: false, select: (search) => search.store });
  const shown = store ? storeInAddress({ id: String(store.storeId), storeType: store.storeType }) : undefined;
  useEffect(() => {
    if (shown !== undefined && shown !== inAddress)
      void navigate({ to: '.', search: (previous) => ({ ...previous, store: shown }), replace: true });
  }, [shown, inAddress, navigate]);
}

/**
 * The frame of the pages that work on one store (analytics, tuning): the title, the store's name under it
 * (it follows the header's store selector, and the address names it), and the loading, failure and no-store
 * states (a link to connect one); the body renders, and so calls for the store, only once there is one.
 */
export function StoreGate<Store extends GatedStore>({
  titleKey,
  store,
  error,
  failure,
  scopeLabel,
  placeholderHeight,
  children,
}: StoreGateProps<Store>) {
  const t = useT();
  useStoreInAddress();
  let body: ReactNode;
  if (error) body = failure ?? <ErrorCallout error={error} />;
  else if (store === undefined) body = <Skeleton height={placeholderHeight} aria-busy="true" />;
  else if (store === null)
    body = (
      <Callout.Root color="gray" highContrast>
        <Callout.Text>
          <RadixLink asChild>
            <Link to={PATHS.vendorEcommerce}>{t('noStoresConnected')}</Link>
          </RadixLink>
        </Callout.Text>
      </Callout.Root>
    );
  // A CSV saved on the page is dated by the store's day, as its figures are counted.
  else body = <ExportCsvTimeZone value={store.timeZone}>{children(store)}</ExportCsvTimeZone>;
  return (
    <Flex direction="column" gap="4">
      <div>
        <Heading as="h1" size="6">
          {t(titleKey)}
        </Heading>
        {store &&
          (scopeLabel !== undefined ? (
            <Text size="2" color="gray" data-testid="selected-store-name">
              {scopeLabel}
            </Text>
          ) : store.storeName === undefined ? (
            // The saved store's data loads before its name: keep the line, so nothing moves when it comes.
            <Text size="2" aria-hidden="true">
              {'\u00a0'}
            </Text>
          ) : (
            <Text size="2" color="gray" data-testid="selected-store-name">
              {store.storeName}
            </Text>
          ))}
      </div>
      {body}
    </Flex>
  );
}
