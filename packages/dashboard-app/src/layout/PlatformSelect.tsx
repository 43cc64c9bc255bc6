import { Select } from '@radix-ui/themes';
import { useSelectedStore, useT } from '@storesearch/react';
import type { StoreType } from '@storesearch/sdk';
import { useAppShell } from '../session/appShell.context';
import { DEFAULT_PLATFORM } from '../session/preferences';

/** Catalogue key of each platform's name in the dropdown. */
const PLATFORM_LABEL_KEYS = { woocommerce: 'platformWooCommerce', shopify: 'platformShopify' } as const;

/**
 * The settings header's platform dropdown (WooCommerce, Shopify); the choice is only kept locally (spec
 * section 2). Until the user chooses, it shows the selected store's platform.
 */
export function PlatformSelect() {
  const t = useT();
  const { platform, setPlatform } = useAppShell();
  const { store } = useSelectedStore();
  const shown = platform ?? store?.storeType ?? DEFAULT_PLATFORM;
  return (
    <Select.Root value={shown} onValueChange={(value) => setPlatform(value as StoreType)}>
      <Select.Trigger aria-label={t('platform')} variant="soft" />
      <Select.Content position="popper">
        {(['woocommerce', 'shopify'] as const).map((value) => (
          <Select.Item key={value} value={value}>
            {t(PLATFORM_LABEL_KEYS[value])}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
