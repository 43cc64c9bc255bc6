/**
 * Story helper for virtualised tables. Not part of the package API.
 */
import { waitFor } from 'storybook/test';

/**
 * Scrolls a virtualised table back to its top and waits until `atTop` passes. Stories that prove the last row
 * is reachable end here: the bottom's exact offset keeps moving while the virtualiser measures rows, so a
 * screenshot taken there differs between runs, while the top never moves.
 */
export async function scrollBackToTop(scroller: HTMLElement, atTop: () => unknown): Promise<void> {
  scroller.scrollTop = 0;
  await waitFor(atTop);
}
