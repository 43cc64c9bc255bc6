import { type SelectedStoreState, useSelectedStore } from '../stores/useSelectedStore';

/** The store the analytics and usage screens show, with the list to switch between. */
export type AnalyticsStoreState = SelectedStoreState;

/**
 * The analytics screens' store: the shell's selected store (spec section 4: the first connected store by
 * default, kept across reloads, `storeChanged` on change), so the header's store selector drives these screens.
 */
export function useAnalyticsStore(): AnalyticsStoreState {
  return useSelectedStore();
}
