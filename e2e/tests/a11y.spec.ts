import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openSignedIn, setStoredTheme, test, type TestUser } from '../support/fixtures';
import { resetLinkFrom, waitForMail } from '../support/mailbox';

interface Screen {
  name: string;
  signedIn?: boolean;
  open: (page: Page, user: TestUser) => Promise<void>;
  /** Content owned by other screens' issues is left to their own checks. */
  exclude?: string[];
}

const screens: Screen[] = [
  {
    name: 'login',
    open: async (page) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    },
  },
  {
    name: 'login with an error',
    open: async (page) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'register with field errors',
    open: async (page) => {
      await page.goto('/register');
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
    open: async (page) => {
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill('someone@example.com');
      await page.getByRole('button', { name: 'Send link' }).click();
      await expect(page.getByText('Reset link sent. Check your inbox.')).toBeVisible();
    },
  },
  {
    name: 'reset password with an invalid token',
    open: async (page) => {
      await page.goto('/reset-password?token=nope');
      await expect(page.getByText('This reset link has expired or is invalid')).toBeVisible();
    },
  },
  {
    name: 'reset password form',
    open: async (page, user) => {
      await page.request.post('/api/auth/password-reset-request', { data: { email: user.email } });
      await page.goto(resetLinkFrom(await waitForMail(user.email)));
      await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();
    },
  },
  {
    name: 'not found',
    open: async (page) => {
      await page.goto('/not-a-page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    },
  },
  {
    name: 'app shell',
    signedIn: true,
    exclude: ['#main-content'],
    open: async (page, user) => {
      await openSignedIn(page, user, '/feature-request');
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    },
  },
  {
    name: 'user menu',
    signedIn: true,
    exclude: ['#main-content'],
    open: async (page, user) => {
      await openSignedIn(page, user, '/feature-request');
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
];

for (const theme of ['light', 'dark'] as const) {
  for (const screen of screens) {
    test(`${screen.name} (${theme}) has no serious or critical axe violations`, async ({ page, user }) => {
      await page.goto('/login');
      await setStoredTheme(page, theme);
      await screen.open(page, user);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      // Let entrance animations finish so colours are measured at rest.
      await page.waitForTimeout(400);

      let builder = new AxeBuilder({ page }).withTags([
        'wcag2a',
        'wcag2aa',
        'wcag21a',
        'wcag21aa',
        'wcag22aa',
        'best-practice',
      ]);
      for (const selector of screen.exclude ?? []) builder = builder.exclude(selector);
      const results = await builder.analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
        }));
      expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
    });
  }
}
