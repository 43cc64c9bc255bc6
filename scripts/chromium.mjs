// One place for how every test, benchmark and script starts Debian's Chromium headless.
import { existsSync } from 'node:fs';

/** Debian's Chromium; CHROMIUM_PATH overrides it. Playwright cannot download its own browser here. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * The address bar's popup, which headless Chromium builds as web pages of its own (WebUI) for every new tab:
 * about two hundred script files loaded and run beside each page a test or a benchmark opens. On two cores that
 * work took the page's own time: a screen's first load went from about 0.9 s to 1.5 s, in an order that changed
 * from load to load. No page of ours is drawn by it.
 */
const addressBarPopup = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'OmniboxEverywhereComposebox',
  'FullWebUIOmniboxFrame',
];

/**
 * Flags for a closed network and a root user (without them Chromium stalls on refused connections), and none of
 * the browser's own pages beside the one under test.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  `--disable-features=${addressBarPopup.join(',')}`,
];
