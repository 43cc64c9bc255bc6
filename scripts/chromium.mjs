// One place for how every test, benchmark and script starts Debian's Chromium headless.
import { existsSync } from 'node:fs';

/** Debian's Chromium; CHROMIUM_PATH overrides it. Playwright cannot download its own browser here. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Flags for a closed network and a root user: without them Chromium stalls on refused connections. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
