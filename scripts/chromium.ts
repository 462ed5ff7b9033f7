import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Debian's Chromium where it is installed (CI and offline machines), or CHROME_PATH. Undefined
 * elsewhere, where Playwright uses the browser `npx playwright install chromium` downloads.
 */
export const systemChromium: string | undefined =
  process.env.CHROME_PATH ?? CANDIDATES.find((file) => existsSync(file));

/**
 * Flags for a headless Chromium on a machine without internet: without the background-networking
 * ones, Chromium keeps trying to reach Google's services and its connections fail in bulk.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
