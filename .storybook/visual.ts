/// <reference types="@vitest/browser-playwright" />
// Visual regression for every story, in the Vitest run only (.storybook/vitest.setup.ts adds these
// annotations; Storybook itself never loads this file). After a story's play function, the page is shot
// in light, the Theme is flipped to dark in place (no second render of the story) and shot again; each
// shot is compared with the reference PNG next to the story:
// __screenshots__/<file>/<story>-<appearance>-chromium-linux.png. See README.md.
import type { Preview } from '@storybook/react-vite';
import { expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { STATE_TIMEOUT_MS } from '../packages/react/src/testing/timeouts';
import { type Appearance, setAppearanceOverride } from './appearance';
import { nextPaint } from './paint';
import { STORY_NOW_MS } from './visual.clock';
import { waitForNetworkIdle } from './visual.network';

/**
 * Tolerance of a comparison. The shots come from one Chromium build on one machine image with the GPU off,
 * so two runs give identical pixels (measured: 0 differing pixels); pixelmatch's default colour
 * threshold (0.1) plus a handful of pixels absorbs anti-aliasing at the edge of a rounded corner, while a
 * changed digit (about 30 differing pixels at 14 px) or a moved border still fails.
 */
export const VISUAL_ALLOWED_MISMATCHED_PIXELS = 20;

/** Longest wait for a story's requests to land before the first shot (a Loading story's held ones do not count). */
const NETWORK_IDLE_MAX_MS = STATE_TIMEOUT_MS;
/** How long no request may be in flight before the page counts as settled. */
const NETWORK_QUIET_MS = 100;

/**
 * Focus rings are left out of the pictures: whether a clicked button keeps its ring depends on timing (a
 * button disabled while its request runs drops focus, a fast answer leaves it focused). The play functions
 * assert focus where it matters.
 */
const SHOT_STYLE = ':focus, :focus-visible, :focus-within { outline: none !important; }';

/** How long to wait for the Theme to re-render in the other appearance. */
const APPEARANCE_SWITCH_TIMEOUT_MS = STATE_TIMEOUT_MS;

/** Story parameter `visual`: opt a story out of the screenshots, with the reason beside it. */
export interface VisualParameters {
  /** Skip the screenshots of this story (say why in a comment: e.g. it shows a measured timing). */
  disable?: boolean;
}

/** The story's name in the shot's file name: the story id's part after `--` (unique within a file). */
function shotName(storyId: string): string {
  return storyId.split('--')[1] ?? storyId;
}

/** Waits until the story's root Theme shows `appearance` and the browser has painted it. */
async function waitForAppearance(canvas: HTMLElement, appearance: Appearance): Promise<void> {
  await vi.waitFor(
    () => {
      const root = canvas.querySelector('.radix-themes[data-is-root-theme="true"]');
      if (root && !root.classList.contains(appearance)) throw new Error(`Theme is not ${appearance} yet`);
    },
    { timeout: APPEARANCE_SWITCH_TIMEOUT_MS, interval: 16 },
  );
  await nextPaint();
}

/**
 * Shoots the viewport: what the user sees, portalled dialogs, menus and toasts included (they sit outside the
 * story's root). Playwright shoots an element's box, and `body` can be taller than the 900 px Chromium paints
 * in the test iframe, so the shot is of a transparent fixed layer over exactly the viewport.
 */
async function matchShot(name: string): Promise<void> {
  const viewport = document.createElement('div');
  viewport.setAttribute('aria-hidden', 'true');
  viewport.style.cssText = 'position: fixed; inset: 0; pointer-events: none;';
  document.body.append(viewport);
  try {
    await expect.element(page.elementLocator(viewport)).toMatchScreenshot(name, {
      comparatorOptions: { allowedMismatchedPixels: VISUAL_ALLOWED_MISMATCHED_PIXELS },
      screenshotOptions: { style: SHOT_STYLE },
      // Two equal shots in a row make a stable one; on a busy machine that can take longer than the 5 s default.
      timeout: STATE_TIMEOUT_MS,
    });
  } finally {
    viewport.remove();
  }
}

/** Annotations for the Vitest run only: a fixed clock per story, then a light and a dark screenshot. */
export const visualAnnotations: Preview = {
  // A toast and a success message stay until replaced: whether a 5 s toast or a 3 s message is still on screen
  // when the settled page is shot would depend on how busy the machine is.
  parameters: {
    toastDurationMs: Number.POSITIVE_INFINITY,
    successMessageDurationMs: Number.POSITIVE_INFINITY,
  },
  beforeEach() {
    // Before the preview's own beforeEach, which reseeds the demo backend from the clock; a story that
    // moved the clock does not move the next one's.
    vi.setSystemTime(STORY_NOW_MS);
  },
  async afterEach(context) {
    const visual = context.parameters.visual as VisualParameters | undefined;
    if (visual?.disable) return;
    const name = shotName(context.id);
    const own: Appearance = context.globals.theme === 'dark' ? 'dark' : 'light';
    const other: Appearance = own === 'dark' ? 'light' : 'dark';
    await waitForNetworkIdle(NETWORK_IDLE_MAX_MS, NETWORK_QUIET_MS);
    // Text laid out before its font face has loaded is measured in the fallback font: a busy machine loads the
    // face late, and two equal shots of the fallback layout would pass as a stable one.
    await document.fonts.ready;
    await matchShot(`${name}-${own}`);
    try {
      setAppearanceOverride(other);
      await waitForAppearance(context.canvasElement, other);
      await matchShot(`${name}-${other}`);
    } finally {
      // Back to the story's own appearance: the accessibility check runs after this hook, on the story as
      // its play function left it.
      setAppearanceOverride(null);
      await waitForAppearance(context.canvasElement, own);
    }
  },
};
