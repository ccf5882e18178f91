import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the built app (apps/server/dist serving apps/web/dist) in Debian's Chromium.
 * Build first: `npm run build` (or `npm run test:e2e`, which builds). global-setup.ts starts a
 * loopback SMTP listener and the server on free ports with a fresh temporary DATA_DIR.
 *
 * Playwright never downloads a browser here: every launch uses /usr/bin/chromium.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // Overridable so concurrent runs on one checkout do not wipe each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './artifacts/test-results',
  globalSetup: './global-setup.ts',
  // The build machines have two shared cores; one browser at a time keeps timings stable.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: process.env.E2E_REPORT_DIR ?? './artifacts/report', open: 'never' }]],
  use: {
    // Set by global-setup.ts before the workers start (they inherit the runner's environment).
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
});
