import { createRequire } from 'node:module';
import { defineConfig } from '@playwright/test';

/**
 * Chromium 15x preloads a WebUI omnibox popup (a renderer process) for every window, so for every
 * test's context: turning it off took a sixth off the browser tests' CPU (measured on the a11y,
 * auth, theme and profile specs, four runs alternating). A `--disable-features` given here
 * replaces Playwright's own (the last one wins), so Playwright's list is repeated; it is the list
 * of the version named, and with any other version the flag is left out rather than risk dropping
 * a feature Playwright needs turned off.
 */
const PLAYWRIGHT_VERSION_OF_LIST = '1.65.1';
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

function lighterWindows(): string[] {
  const { version } = createRequire(import.meta.url)('@playwright/test/package.json') as { version: string };
  if (version !== PLAYWRIGHT_VERSION_OF_LIST) return [];
  return [`--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`];
}

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
  ...lighterWindows(),
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
