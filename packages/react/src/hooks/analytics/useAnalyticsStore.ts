import { useMemo } from 'react';
import { type SelectedStoreState, useSelectedStore } from '../stores/useSelectedStore';

/** The store the analytics and usage screens show, with the list to switch between. */
export type AnalyticsStoreState = SelectedStoreState;

/**
 * The analytics screens' store: the shell's selected store (spec section 4: the first connected store by
 * default, kept across reloads, `storeChanged` on change), so the header's store selector drives these screens.
 * Their days are counted in the store's time zone, so the store is given once its zone is settled: saved with
 * the selection on this device (the period's calls then go out beside the store list), or named by the list.
 * A store saved without a zone waits for the list, rather than asking for UTC days and then again.
 */
export function useAnalyticsStore(): AnalyticsStoreState {
  const selected = useSelectedStore();
  const { store, stores } = selected;
  const zoneUnsettled = store != null && store.timeZone === undefined && stores === undefined;
  return useMemo(
    () => (zoneUnsettled && !selected.error ? { ...selected, store: undefined } : selected),
    [zoneUnsettled, selected],
  );
}
