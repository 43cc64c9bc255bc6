import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { chartLabelAnnotations } from './chartLabels';
import { visualAnnotations } from './visual';

// The preview is loaded after the fixed clock is installed (visual.ts imports visual.clock.ts): the demo backend
// it creates keeps the `Date.now` of that moment. A dynamic import, so import sorting cannot reorder the two.
const previewAnnotations = await import('./preview');

// The page as Storybook's fullscreen layout shows it (no body margin), and a root Theme at least as tall as
// the viewport, so the dark shot has a dark background down to the bottom and centred dialogs fit the shot.
// The fonts are pinned to the DejaVu family (Debian's fonts-dejavu-core, which .ci/run installs): Radix
// Themes' stack would pick Roboto, Noto or whatever else a machine has, and every reference would differ.
const testStyle = document.createElement('style');
testStyle.textContent = `
  body { margin: 0; }
  .radix-themes[data-is-root-theme='true'] { min-height: 100vh; }
  .radix-themes {
    --default-font-family: 'DejaVu Sans', sans-serif;
    --code-font-family: 'DejaVu Sans Mono', monospace;
  }
`;
document.head.append(testStyle);

// Stories run as Vitest tests with the same decorators, loaders and a11y checks as in Storybook, plus the
// visual annotations (fixed clock, light and dark screenshots). Order matters: beforeEach hooks run in this
// order (the clock is set before the preview reseeds the demo backend) and afterEach hooks in reverse (the
// screenshots are taken first, then the chart labels are checked at a phone's width and back, then the a11y check).
setProjectAnnotations([a11yAnnotations, chartLabelAnnotations, visualAnnotations, previewAnnotations]);
