import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, systemChromium } from './scripts/chromium.ts';
import { E2E_STRIPE_API_BASE } from './scripts/test/e2e-stripe.ts';

// No Chromium found: Playwright's own, as when no path is given.
const launchOptions = {
  ...(systemChromium === undefined ? {} : { executablePath: systemChromium }),
  args: CHROMIUM_FLAGS,
};

export default defineConfig({
  testDir: 'e2e',
  // The buyer's payment needs a site that sells and the Stripe double: it runs on the stack
  // tools/test/selling-stack.ts starts (npm test's last step), and the other specs on the shipped site's.
  ...(process.env.STRIPE_API_BASE === E2E_STRIPE_API_BASE ? {} : { testIgnore: 'payment.spec.ts' }),
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // Playwright's default is half the cores: one on a 2-core machine, where two run the suite in far less time.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // Playwright's own template: a rare CI-only timing flake shows as 'flaky' in the report rather than
  // failing the landing; a test that fails twice still fails.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000',
    // A trace snapshots the whole DOM at every action; recorded on every run it made axe on the home page
    // take 35 s instead of 11 with two workers. Only a retry records one, to show what failed.
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 360, height: 780 } } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
});
