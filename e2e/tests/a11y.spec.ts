import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { blockingAxeViolations, expectNoAxeViolations } from '../support/axe';
import { expect, openSignedIn, registerViaApi, test, type TestUser } from '../support/fixtures';
import { resetLinkFrom, type Mailbox } from '../support/mailbox';
import { SCREENSHOTS, saveScreenshot } from '../support/screenshots';
import { inEachTheme, waitForScreenToSettle } from '../support/theme';
import { inEachViewport, type Viewport } from './viewports-support';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

/**
 * The screen as it is now, at one size: nothing may force sideways scrolling. A theme only swaps
 * colours (support/axe.ts), so the width is measured once; with E2E_SCREENSHOTS=1 the screen is
 * shot in light and dark as `<device>-<theme>-<name>.png`.
 */
async function checkLayoutAt(page: Page, viewport: Viewport, name: string): Promise<void> {
  await waitForScreenToSettle(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} (${viewport.name}) overflows horizontally by ${overflow}px`).toBeLessThanOrEqual(0);
  if (SCREENSHOTS) {
    await inEachTheme(page, (theme) =>
      saveScreenshot(page, { path: path.join(artifacts, `${viewport.name}-${theme}-${name}.png`), fullPage: true }),
    );
  }
}

/** The same at the phone and at the laptop size. */
const checkLayout = (page: Page, name: string) =>
  inEachViewport(page, (viewport) => checkLayoutAt(page, viewport, name));

interface Screen {
  name: string;
  /** `user()` registers an account through the API, for the screens that need one. */
  open: (
    page: Page,
    context: {
      user: () => Promise<TestUser>;
      mailbox: Mailbox;
      /** Checks (and shoots) the screen as it is at the phone and the laptop size. */
      layout: (name: string) => Promise<void>;
    },
  ) => Promise<void>;
  /** Content owned by other screens' issues is left to their own checks. */
  exclude?: string[];
}

const screens: Screen[] = [
  {
    name: 'login',
    open: async (page, { layout }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await layout('login');
    },
  },
  {
    name: 'login with an error',
    open: async (page, { layout }) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await layout('login-error');
    },
  },
  {
    name: 'register with field errors',
    open: async (page, { layout }) => {
      await page.goto('/register');
      // The form as first shown, before its errors.
      await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
      await layout('register');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
    },
  },
  {
    name: 'forgot password',
    open: async (page) => {
      await page.goto('/forgot-password');
      await expect(page.getByRole('button', { name: 'Send link' })).toBeVisible();
    },
  },
  {
    name: 'forgot password sent',
    open: async (page, { layout }) => {
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill('someone@example.com');
      await page.getByRole('button', { name: 'Send link' }).click();
      await expect(page.getByText('Reset link sent. Check your inbox.')).toBeVisible();
      await layout('forgot-password-sent');
    },
  },
  {
    name: 'reset password with an invalid token',
    open: async (page, { layout }) => {
      // Without a token at all the page says so before asking the server.
      await page.goto('/reset-password');
      await expect(page.getByText('Invalid or missing reset token')).toBeVisible();
      await layout('reset-password-invalid');
      await page.goto('/reset-password?token=nope');
      await expect(page.getByText('This reset link has expired or is invalid')).toBeVisible();
    },
  },
  {
    name: 'reset password form',
    open: async (page, { user, mailbox }) => {
      const { email } = await user();
      await page.request.post('/api/auth/password-reset-request', { data: { email } });
      await page.goto(resetLinkFrom(await mailbox.waitForMail(email)));
      await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();
    },
  },
  {
    name: 'not found',
    open: async (page, { layout }) => {
      await page.goto('/not-a-page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await layout('not-found');
    },
  },
  {
    name: 'app shell',
    exclude: ['#main-content'],
    open: async (page, { user, layout }) => {
      await openSignedIn(page, await user(), '/feature-request');
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await layout('shell');
    },
  },
  {
    name: 'user menu',
    exclude: ['#main-content'],
    open: async (page, { user }) => {
      await openSignedIn(page, await user(), '/feature-request');
      // The account button is in the top bar on a phone and in the sidebar on a laptop: the menu is
      // opened from each one's own button for its layout check.
      await inEachViewport(page, async (viewport) => {
        await page.getByRole('button', { name: /Account menu for/ }).click();
        await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
        await checkLayoutAt(page, viewport, 'user-menu');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
      });
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
];

for (const screen of screens) {
  test(`${screen.name} has no serious or critical axe violations in light and dark`, async ({
    page,
    request,
    mailbox,
  }) => {
    await screen.open(page, {
      user: () => registerViaApi(request),
      mailbox,
      layout: (name) => checkLayout(page, name),
    });
    await expectNoAxeViolations(page, { exclude: screen.exclude });
  });
}

// The scans above pass only if the runner can fail: a missing alt text and a low-contrast line
// added to a screen are found, in light and in dark, and a selector left out is not scanned.
test('the axe runner finds what it should, in both themes, and skips what it is told to', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.evaluate(() => {
    const bad = document.createElement('div');
    bad.id = 'planted';
    bad.innerHTML = '<img src="/favicon.svg"><p style="color:#777;background:#888">Faint text</p>';
    document.body.append(bad);
  });
  const ids = async (options: Parameters<typeof blockingAxeViolations>[1] = {}) =>
    (await blockingAxeViolations(page, options)).map((v) => v.id).sort();
  expect(await ids()).toEqual(['color-contrast', 'image-alt']);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  expect(await ids({ rules: ['color-contrast'] })).toEqual(['color-contrast']);
  expect(await ids({ exclude: ['#planted'] })).toEqual([]);
});
