import { Flex, Tabs } from '@radix-ui/themes';
import {
  QueryRulesPanel,
  ScheduleTimeline,
  SearchPreview,
  SynonymsPanel,
  TuningHistory,
  useT,
} from '@storesearch/react';
import type { MessageKey } from '@storesearch/sdk';
import type { SynonymGroup } from '@storesearch/sdk/merchandising';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { MERCHANDISING_TABS, type MerchandisingTab } from '../../routes/merchandisingSearch.schema';
import { PATHS } from '../../routes/paths';
import { onlyStore } from '../StoreGate';
import { TuningStoreGate } from './TuningStoreGate';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/** Catalogue keys of the tabs' names. */
const TAB_LABELS = {
  rules: 'merchandisingTabRules',
  synonyms: 'merchandisingTabSynonyms',
  history: 'merchandisingTabHistory',
} as const satisfies Record<MerchandisingTab, MessageKey>;

const isTab = (value: string): value is MerchandisingTab =>
  (MERCHANDISING_TABS as readonly string[]).includes(value);

/**
 * Merchandising (Search tuning), in three tabs kept in the address (`?tab=`): the store's query rules with
 * what changes when and the preview of what a shopper sees; its synonyms; and the history of every tuning
 * change, with restore. The search preview stands under the rules and the synonyms, and applies the synonyms
 * as edited before they are saved. Unsaved synonyms and unsaved pins and hides are kept while another tab is
 * shown, and leaving the page with them asks first.
 * A report's fix opens here pre-filled: `?redirect=` opens a new rule for the query at its redirect (closing
 * it drops the parameter), `?preview=` shows the query's results to pin, `?tab=synonyms&synonym=` starts a
 * synonym for it.
 */
export function MerchandisingScreen() {
  const t = useT();
  // By route id, not by importing the route: this screen is a lazy chunk of the file that declares it.
  const {
    tab = 'rules',
    preview,
    redirect,
    synonym,
  } = useSearch({ from: '/vendor-area/dashboard/vendor/merchandising' });
  const navigate = useNavigate();
  const [synonymsDirty, setSynonymsDirty] = useState(false);
  const [previewDirty, setPreviewDirty] = useState(false);
  // The synonyms as edited, which the preview applies until they are saved or undone.
  const [synonymsDraft, setSynonymsDraft] = useState<readonly SynonymGroup[] | undefined>(undefined);
  return (
    <TuningStoreGate titleKey="merchandisingTitle">
      {(store) => (
        <Tabs.Root
          value={tab}
          onValueChange={(value) => {
            if (isTab(value))
              void navigate({
                to: PATHS.vendorMerchandising,
                search: ({ store: shown }) =>
                  value === 'rules' ? { store: shown } : { store: shown, tab: value },
                replace: true,
              });
          }}
        >
          <Tabs.List aria-label={t('merchandisingTitle')} wrap="wrap">
            {MERCHANDISING_TABS.map((name) => (
              <Tabs.Trigger key={name} value={name}>
                {t(TAB_LABELS[name])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* Kept mounted: the preview's unsaved pins and hides survive a look at another tab. */}
          <Tabs.Content value="rules" forceMount hidden={tab !== 'rules'}>
            <Flex direction="column" gap="5" pt="4">
              <QueryRulesPanel
                store={store}
                timeZone={store.timeZone}
                // Only on its own tab: the rules stay mounted behind the others.
                startRule={
                  redirect === undefined || tab !== 'rules'
                    ? undefined
                    : { matchText: redirect, focus: 'redirect' }
                }
                onStartRuleDone={() =>
                  void navigate({ to: PATHS.vendorMerchandising, search: onlyStore, replace: true })
                }
              />
              <ScheduleTimeline store={store} />
            </Flex>
          </Tabs.Content>
          {/* Kept mounted: unsaved synonyms survive a look at another tab. */}
          <Tabs.Content value="synonyms" forceMount hidden={tab !== 'synonyms'}>
            <Flex direction="column" gap="5" pt="4">
              <SynonymsPanel
                store={store}
                onDirtyChange={setSynonymsDirty}
                startFrom={synonym}
                onPreviewGroupsChange={setSynonymsDraft}
              />
            </Flex>
          </Tabs.Content>
          {/* One preview under the rules and the synonyms, kept mounted (its unsaved pins and hides survive a look
              at the history): what a shopper gets with every rule and synonym, the unsaved synonyms applied. A
              plain element, as a Radix Box's display would override `hidden`. */}
          <div hidden={tab === 'history'} style={{ paddingTop: 'var(--space-5)' }}>
            <SearchPreview
              store={store}
              initialQuery={preview ?? synonym}
              focusQuery={preview !== undefined}
              onDirtyChange={setPreviewDirty}
              synonymsDraft={synonymsDraft}
            />
          </div>
          <Tabs.Content value="history">
            <Flex direction="column" gap="5" pt="4">
              <TuningHistory store={store} timeZone={store.timeZone} />
            </Flex>
          </Tabs.Content>
          <UnsavedChangesGuard dirty={synonymsDirty || previewDirty} />
        </Tabs.Root>
      )}
    </TuningStoreGate>
  );
}
