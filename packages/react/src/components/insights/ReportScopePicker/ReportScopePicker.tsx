import { Flex, Skeleton } from '@radix-ui/themes';
import type { StoreType } from '@storesearch/sdk';
import {
  fitReportScope,
  INSIGHTS_SCOPE_LABELS,
  PLATFORM_LABELS,
  platformInScope,
  REPORT_PLATFORMS,
  REPORT_STORE_SCOPE_LABELS,
  REPORT_STORE_SCOPES,
  type ReportScope,
} from '@storesearch/sdk/insights';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useT } from '../../../hooks/shared/useT';
import { SelectField } from '../../shared/SelectField/SelectField';

/** The platform select's value for every platform (Radix Select has no empty value). */
const ALL_PLATFORMS = 'all';

/** A choice of the platform select. */
type ReportPlatformChoice = (typeof REPORT_PLATFORMS)[number] | typeof ALL_PLATFORMS;

/** Props of ReportScopePicker. */
export interface ReportScopePickerProps {
  /** The scope shown. */
  value: ReportScope;
  /** Called with the whole scope as soon as either choice changes. */
  onChange: (scope: ReportScope) => void;
  /**
   * The selected store's platform: with this store chosen, the other platforms are listed disabled with the
   * reason (the store has no figures there), and choosing this store drops such a platform.
   */
  storeType?: StoreType | undefined;
}

/**
 * Chooses what a report covers besides its period: the selected store or all of the vendor's stores together,
 * and one platform (Shopify, WooCommerce) or all. Sits beside the PeriodPicker.
 */
export function ReportScopePicker({ value, onChange, storeType }: ReportScopePickerProps) {
  const t = useT();
  const messagesReady = useMessageArea('insights');
  if (!messagesReady) {
    return (
      <Skeleton width="320px" height="56px">
        {t('loading')}
      </Skeleton>
    );
  }
  return (
    <Flex direction={{ initial: 'column', sm: 'row' }} gap="3" align={{ initial: 'stretch', sm: 'start' }}>
      <SelectField
        label={t(INSIGHTS_SCOPE_LABELS.stores)}
        value={value.stores}
        options={REPORT_STORE_SCOPES.map((stores) => ({
          value: stores,
          label: t(REPORT_STORE_SCOPE_LABELS[stores]),
        }))}
        onChange={(stores) => {
          const next = { ...value, stores };
          onChange(storeType === undefined ? next : fitReportScope(next, storeType));
        }}
      />
      <SelectField<ReportPlatformChoice>
        label={t(INSIGHTS_SCOPE_LABELS.platform)}
        value={value.platform ?? ALL_PLATFORMS}
        options={[
          { value: ALL_PLATFORMS, label: t(INSIGHTS_SCOPE_LABELS.allPlatforms) },
          ...REPORT_PLATFORMS.map((platform) => ({
            value: platform,
            label: t(PLATFORM_LABELS[platform]),
            unavailable:
              storeType === undefined || platformInScope(platform, value.stores, storeType)
                ? undefined
                : t(INSIGHTS_SCOPE_LABELS.platformNotThisStore, { platform: t(PLATFORM_LABELS[storeType]) }),
          })),
        ]}
        onChange={(platform) =>
          onChange({ stores: value.stores, ...(platform === ALL_PLATFORMS ? {} : { platform }) })
        }
      />
    </Flex>
  );
}
