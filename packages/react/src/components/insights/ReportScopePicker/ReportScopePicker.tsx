import { Flex, Select, Skeleton, Text } from '@radix-ui/themes';
import {
  INSIGHTS_SCOPE_LABELS,
  PLATFORM_LABELS,
  REPORT_PLATFORMS,
  REPORT_STORE_SCOPE_LABELS,
  REPORT_STORE_SCOPES,
  type ReportScope,
  type ReportStoreScope,
} from '@storesearch/sdk/insights';
import { useId } from 'react';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useT } from '../../../hooks/shared/useT';

/** The platform select's value for every platform (Radix Select has no empty value). */
const ALL_PLATFORMS = 'all';

/** Props of ReportScopePicker. */
export interface ReportScopePickerProps {
  /** The scope shown. */
  value: ReportScope;
  /** Called with the whole scope as soon as either choice changes. */
  onChange: (scope: ReportScope) => void;
}

/**
 * Chooses what a report covers besides its period: the selected store or all of the vendor's stores together,
 * and one platform (Shopify, WooCommerce) or all. Sits beside the PeriodPicker.
 */
export function ReportScopePicker({ value, onChange }: ReportScopePickerProps) {
  const t = useT();
  const id = useId();
  const messagesReady = useMessageArea('insights');
  if (!messagesReady) {
    return (
      <Skeleton width="320px" height="56px">
        {t('loading')}
      </Skeleton>
    );
  }
  const platform = value.platform ?? ALL_PLATFORMS;
  return (
    <Flex direction={{ initial: 'column', sm: 'row' }} gap="3" align={{ initial: 'stretch', sm: 'start' }}>
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="medium" id={`${id}-stores`}>
          {t(INSIGHTS_SCOPE_LABELS.stores)}
        </Text>
        <Select.Root
          value={value.stores}
          onValueChange={(stores) => onChange({ ...value, stores: stores as ReportStoreScope })}
        >
          <Select.Trigger aria-labelledby={`${id}-stores`} />
          <Select.Content>
            {REPORT_STORE_SCOPES.map((stores) => (
              <Select.Item key={stores} value={stores}>
                {t(REPORT_STORE_SCOPE_LABELS[stores])}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="medium" id={`${id}-platform`}>
          {t(INSIGHTS_SCOPE_LABELS.platform)}
        </Text>
        <Select.Root
          value={platform}
          onValueChange={(next) => {
            const chosen = REPORT_PLATFORMS.find((option) => option === next);
            onChange({ stores: value.stores, ...(chosen ? { platform: chosen } : {}) });
          }}
        >
          <Select.Trigger aria-labelledby={`${id}-platform`} />
          <Select.Content>
            <Select.Item value={ALL_PLATFORMS}>{t(INSIGHTS_SCOPE_LABELS.allPlatforms)}</Select.Item>
            {REPORT_PLATFORMS.map((option) => (
              <Select.Item key={option} value={option}>
                {t(PLATFORM_LABELS[option])}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
    </Flex>
  );
}
