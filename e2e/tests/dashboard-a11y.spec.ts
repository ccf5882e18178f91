import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, keepCelebrationsOpen, openSignedIn, test, type TestUser } from '../support/fixtures';
import { seedDeck, seedSummaries, smallPng } from './dashboard-support';
import { SCREENSHOTS, saveScreenshot } from '../support/screenshots';
import { inEachTheme } from '../support/theme';
import { inEachViewport } from './viewports-support';

/** With E2E_SCREENSHOTS=1, screens with a `shot` name are shot on a phone and a laptop, light and dark. */
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

/** Every screen and state of issue 6 (dashboard, progress, settings, feedback, feature requests, privacy). */
interface Screen {
  name: string;
  seed?: (request: APIRequestContext, user: TestUser) => Promise<void>;
  /** Name in e2e/artifacts/screenshots/issue6-<device>-<theme>-<shot>.png. */
  shot?: string;
  open: (page: Page, user: TestUser, request: APIRequestContext) => Promise<void>;
}

async function seedSome(request: APIRequestContext, user: TestUser) {
  await seedSummaries(
    request,
    user,
    4,
    (i) => ['Cell structure', 'Enzymes', 'Osmosis', 'Atomic structure and the periodic table'][i] ?? 'x',
  );
  await seedDeck(request, user, 'Organelles', 5);
}

const screens: Screen[] = [
  {
    name: 'dashboard, empty account',
    shot: 'dashboard-empty',
    open: async (page, user) => {
      await openSignedIn(page, user, '/dashboard');
      await expect(page.getByText('All Caught Up! 🎉')).toBeVisible();
      await expect(page.getByText('No summaries yet')).toBeVisible();
    },
  },
  {
    name: 'dashboard with due cards and summaries',
    shot: 'dashboard',
    seed: seedSome,
    open: async (page, user) => {
      await openSignedIn(page, user, '/dashboard');
      await expect(page.getByRole('link', { name: 'Start Review' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Recent Summaries' }).getByRole('link', { name: /Osmosis/ }),
      ).toBeVisible();
    },
  },
  {
    name: 'dashboard with the XP tooltip and a failed review queue',
    open: async (page, user) => {
      await page.route('**/api/flashcards/review/due', (route) =>
        route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"x"}' }),
      );
      await openSignedIn(page, user, '/dashboard');
      await expect(page.getByText('Unable to load review queue')).toBeVisible();
      await page.getByRole('button', { name: 'How to earn XP' }).focus();
      await expect(page.getByRole('tooltip')).toBeVisible();
    },
  },
  {
    name: 'dashboard level-up celebration',
    open: async (page, user, request) => {
      await keepCelebrationsOpen(page);
      await openSignedIn(page, user, '/dashboard');
      await expect(page.getByText('Level 1', { exact: true })).toBeVisible();
      await seedSummaries(request, user, 40);
      await page.reload();
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'Level 2' })).toBeVisible();
    },
  },
  {
    name: 'progress',
    shot: 'progress',
    seed: seedSome,
    open: async (page, user) => {
      await openSignedIn(page, user, '/progress');
      await expect(page.getByTestId('weekly-goal')).toHaveText('4/5');
    },
  },
  {
    name: 'progress with a failed fetch',
    open: async (page, user) => {
      await page.route('**/api/progress', (route) =>
        route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"x"}' }),
      );
      await openSignedIn(page, user, '/progress');
      await expect(page.getByRole('alert')).toHaveText('Failed to fetch progress');
    },
  },
  {
    name: 'settings',
    shot: 'settings',
    seed: seedSome,
    open: async (page, user) => {
      await openSignedIn(page, user, '/settings');
      await expect(page.getByRole('region', { name: 'Account Statistics' })).toContainText('100');
    },
  },
  {
    name: 'settings while editing, with a password error',
    open: async (page, user) => {
      await openSignedIn(page, user, '/settings');
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Username').fill('a b');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(/Username may only contain/)).toBeVisible();
      await page.getByLabel('Current password').fill('x');
      await page.getByLabel('New password', { exact: true }).fill('abcdef');
      await page.getByLabel('Confirm password').fill('abcdeg');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByText("Password Mismatch: New passwords don't match.")).toBeVisible();
    },
  },
  {
    name: 'settings delete-account dialog',
    open: async (page, user) => {
      await openSignedIn(page, user, '/settings');
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete your account' })).toBeVisible();
    },
  },
  {
    name: 'feedback',
    shot: 'feedback',
    open: async (page, user) => {
      await openSignedIn(page, user, '/feedback');
      await expect(page.getByRole('button', { name: 'Send Feedback' })).toBeVisible();
    },
  },
  {
    name: 'feedback with errors, a custom category and an attachment',
    open: async (page, user) => {
      await openSignedIn(page, user, '/feedback');
      await page.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: 'Other', exact: true }).click();
      await page
        .getByLabel(/Attach a screenshot/)
        .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: smallPng() });
      await page.getByRole('button', { name: 'Send Feedback' }).click();
      await expect(page.getByText('Missing category')).toBeVisible();
      await expect(page.getByText('Missing subject')).toBeVisible();
    },
  },
  {
    name: 'feedback sent celebration',
    open: async (page, user) => {
      await keepCelebrationsOpen(page);
      await openSignedIn(page, user, '/feedback');
      await page.getByLabel('Subject').fill('Hi');
      await page.getByLabel('Message').fill('Lovely app');
      await page.getByRole('button', { name: 'Send Feedback' }).click();
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'Feedback Sent!' })).toBeVisible();
    },
  },
  {
    name: 'feature requests with an FAQ open',
    shot: 'feature-request',
    open: async (page, user) => {
      await openSignedIn(page, user, '/feature-request');
      await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
      await page.getByText('How can I track my request?').click();
      await expect(page.getByText(/If you tick/)).toBeVisible();
    },
  },
  {
    name: 'privacy policy, signed out',
    open: async (page) => {
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    },
  },
  {
    name: 'privacy policy, signed in',
    shot: 'privacy',
    open: async (page, user) => {
      await openSignedIn(page, user, '/privacy');
      await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    },
  },
];

for (const screen of screens) {
  test(`${screen.name} has no serious or critical axe violations in light and dark`, async ({
    page,
    user,
    request,
  }) => {
    await screen.seed?.(request, user);
    await screen.open(page, user, request);
    const { shot } = screen;
    if (SCREENSHOTS && shot) {
      await inEachViewport(page, (viewport) =>
        inEachTheme(page, (theme) =>
          saveScreenshot(page, {
            path: path.join(artifacts, `issue6-${viewport.name}-${theme}-${shot}.png`),
            fullPage: true,
          }),
        ),
      );
    }
    await expectNoAxeViolations(page);
  });
}
