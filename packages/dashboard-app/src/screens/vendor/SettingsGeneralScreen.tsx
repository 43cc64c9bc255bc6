import { Callout, Link } from '@radix-ui/themes';
import {
  EmbedScriptBox,
  ErrorCallout,
  StoreSettingsCard,
  useSelectedStore,
  useStoreDetails,
  useT,
  useVendorId,
} from '@storesearch/react';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PATHS } from '../../routes/paths';
import { ScreenPage } from '../ScreenPage';

/**
 * General Settings (spec section 2): the selected store's read-only details and its embed script; with no
 * store, the spec's message linking to the E-commerce page.
 */
export function SettingsGeneralScreen() {
  const t = useT();
  const router = useRouter();
  const vendorId = useVendorId();
  const selected = useSelectedStore();
  const details = useStoreDetails(selected.store);

  let body: ReactNode;
  if (selected.error) body = <ErrorCallout error={selected.error} />;
  else if (selected.store === null)
    body = (
      <Callout.Root color="blue" role="status">
        <Callout.Text>
          <Link
            href={router.history.createHref(PATHS.vendorEcommerce)}
            onClick={(event) => {
              event.preventDefault();
              router.history.push(PATHS.vendorEcommerce);
            }}
          >
            {t('noStoresConnected')}
          </Link>
        </Callout.Text>
      </Callout.Root>
    );
  else
    body = (
      <>
        <StoreSettingsCard
          details={details.data}
          loading={selected.isPending || details.isPending}
          error={details.error}
        />
        {details.data && vendorId !== undefined && (
          <EmbedScriptBox params={{ storeUrl: details.data.url, vendorId, storeId: details.data.id }} />
        )}
      </>
    );

  return <ScreenPage title="generalSettingsTitle">{body}</ScreenPage>;
}
