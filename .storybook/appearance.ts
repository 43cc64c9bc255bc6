import { useSyncExternalStore } from 'react';

/** Light or dark Radix appearance. */
export type Appearance = 'light' | 'dark';

/**
 * An appearance forced from outside React, over the toolbar's `theme` global. The visual tests set it
 * after a story's play function to shoot the same rendered story in dark: the Theme re-renders in place,
 * so the story keeps its state (open dialogs, typed input) and is not mounted a second time.
 */
let override: Appearance | null = null;
const listeners = new Set<() => void>();

/** Forces an appearance on every story's Theme (null: back to the toolbar global). */
export function setAppearanceOverride(next: Appearance | null): void {
  if (next === override) return;
  override = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getOverride(): Appearance | null {
  return override;
}

/** The forced appearance, or null when the toolbar global decides; re-renders the caller on change. */
export function useAppearanceOverride(): Appearance | null {
  return useSyncExternalStore(subscribe, getOverride, getOverride);
}
