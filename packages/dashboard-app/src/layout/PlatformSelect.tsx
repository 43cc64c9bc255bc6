import { Select } from '@radix-ui/themes';
import { useSelectedStore, useT } from '@storesearch/react';
import type { StoreType } from '@storesearch/sdk';
import { useAppShell } from '../session/appShell.context';
import { DEFAULT_PLATFORM } from '../session/preferences';

/** Catalogue key of each platform's name in the dropdown. */
const PLATFORM_LABEL_KEYS = { woocommerce: 'platformWooCommerce', shopify: 'platformShopify' } as const;

/**
 * The settings header's platform dropdown (WooCommerce, Shopify, spec section 2). It shows the selected store's
 * platform, and choosing the other platform selects the vendor's first store on it, so the settings below (store
 * details, embed script) follow; a platform the vendor has no store on cannot be chosen. The choice is also kept
 * locally, as the spec has it. A screen with unsaved edits asks first, as the store selector does.
 */
export function PlatformSelect() {
  const t = useT();
  const { platform, setPlatform, leaveGuard } = useAppShell();
  const { store, stores, select } = useSelectedStore();
  const shown = store?.storeType ?? platform ?? DEFAULT_PLATFORM;
  const firstStoreOn = (value: StoreType) => stores?.find((row) => row.storeType === value);
  const choose = (value: StoreType) => {
    const row = firstStoreOn(value);
    if (value === shown || !row) return;
    void Promise.resolve(leaveGuard.confirmLeave()).then(
      (go) => {
        if (!go) return;
        setPlatform(value);
        select(row);
      },
      // A question that failed is not a yes: stay on the current store.
      () => undefined,
    );
  };
  return (
    <Select.Root size="1" value={shown} onValueChange={(value) => choose(value as StoreType)}>
      <Select.Trigger aria-label={t('platform')} variant="soft" />
      <Select.Content position="popper">
        {(['woocommerce', 'shopify'] as const).map((value) => (
          <Select.Item key={value} value={value} disabled={stores !== undefined && !firstStoreOn(value)}>
            {t(PLATFORM_LABEL_KEYS[value])}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
