import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, openSignedIn, registerViaApi, test } from '../support/fixtures';
import { inEachTheme } from '../support/theme';
import { seedDeck, seedSummaries } from './dashboard-support';
import { saveScreenshot } from '../support/screenshots';

/** Phone and laptop screenshots of issue 6's screens, light and dark, for review in e2e/artifacts/screenshots/. */
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

const viewports = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
} as const;

const screens: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'dashboard',
    path: '/dashboard',
    ready: (page) => expect(page.getByRole('link', { name: 'Start Review' })).toBeVisible(),
  },
  { name: 'progress', path: '/progress', ready: (page) => expect(page.getByTestId('weekly-goal')).toHaveText('4/5') },
  {
    name: 'settings',
    path: '/settings',
    ready: (page) => expect(page.getByRole('region', { name: 'Account Statistics' })).toContainText('100'),
  },
  {
    name: 'feedback',
    path: '/feedback',
    ready: (page) => expect(page.getByRole('button', { name: 'Send Feedback' })).toBeVisible(),
  },
  {
    name: 'feature-request',
    path: '/feature-request',
    ready: (page) => expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible(),
  },
  {
    name: 'privacy',
    path: '/privacy',
    ready: (page) => expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible(),
  },
];

for (const [device, viewport] of Object.entries(viewports)) {
  test(`issue 6 screens on a ${device} in light and dark`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const user = await registerViaApi(request);
    await seedSummaries(
      request,
      user,
      4,
      (i) => ['Cell structure', 'Enzymes', 'Osmosis', 'Atomic structure and the periodic table'][i] ?? 'x',
    );
    await seedDeck(request, user, 'Organelles', 5);

    // Each screen is opened once and shot in both themes, switched in place once it is ready
    // (reducedMotion in playwright.config.ts: entrance animations end at once).
    const shoot = (name: string) =>
      inEachTheme(page, async (theme) => {
        await saveScreenshot(page, {
          path: path.join(artifacts, `issue6-${device}-${theme}-${name}.png`),
          fullPage: true,
        });
      });
    for (const screen of screens) {
      await openSignedIn(page, user, screen.path);
      await screen.ready(page);
      await shoot(screen.name);
    }

    // The empty dashboard of a brand-new account.
    const fresh = await registerViaApi(request);
    await openSignedIn(page, fresh, '/dashboard');
    await expect(page.getByText('No summaries yet')).toBeVisible();
    await shoot('dashboard-empty');
  });
}
