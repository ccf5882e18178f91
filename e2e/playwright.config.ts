import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the built app (apps/server/dist serving apps/web/dist) in Debian's Chromium.
 * Build first: `npm run build` (or `npm run test:e2e`, which builds). global-setup.ts checks the
 * build is there; each worker then starts its own server on a free port with a fresh temporary
 * DATA_DIR and loopback SMTP listener (the worker-scoped `server` fixture in support/fixtures.ts).
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
  // Two workers, each with its own server and data (support/fixtures.ts), on the two shared cores.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: process.env.E2E_REPORT_DIR ?? './artifacts/report', open: 'never' }]],
  use: {
    // baseURL is the worker's own server: the `baseURL` fixture in support/fixtures.ts.
    // Animations and transitions take 1 ms (the app's prefers-reduced-motion rule in
    // apps/web/src/index.css), so screens are at rest as soon as they are visible.
    reducedMotion: 'reduce',
    // The app's service worker precaches every chunk of the app in each new context: a fifth of
    // the suite's CPU (measured). Only the specs about offline use and push allow it
    // (`test.use({ serviceWorkers: 'allow' })`); the app works the same online without it.
    serviceWorkers: 'block',
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
