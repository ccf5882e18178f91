import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, openSignedIn, test, type TestUser } from '../support/fixtures';
import { inEachTheme } from '../support/theme';
import { saveScreenshot } from '../support/screenshots';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

const viewports = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
} as const;

const screens: { name: string; open: (page: Page, user: TestUser) => Promise<void> }[] = [
  {
    name: 'login',
    open: async (page) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    },
  },
  {
    name: 'login-error',
    open: async (page) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'register',
    open: async (page) => {
      await page.goto('/register');
      await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    },
  },
  {
    name: 'forgot-password-sent',
    open: async (page) => {
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill('someone@example.com');
      await page.getByRole('button', { name: 'Send link' }).click();
      await expect(page.getByText('Reset link sent. Check your inbox.')).toBeVisible();
    },
  },
  {
    name: 'reset-password-invalid',
    open: async (page) => {
      await page.goto('/reset-password');
      await expect(page.getByText('Invalid or missing reset token')).toBeVisible();
    },
  },
  {
    name: 'shell',
    open: async (page, user) => {
      await openSignedIn(page, user, '/feature-request');
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    },
  },
  {
    name: 'user-menu',
    open: async (page, user) => {
      await openSignedIn(page, user, '/feature-request');
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    },
  },
  {
    name: 'not-found',
    open: async (page) => {
      await page.goto('/missing');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    },
  },
];

for (const [device, viewport] of Object.entries(viewports)) {
  test(`screenshots on ${device} (${viewport.width}px, light and dark)`, async ({ page, user }) => {
    await page.setViewportSize(viewport);
    for (const screen of screens) {
      await screen.open(page, user);
      // Each screen is opened once and shot in both themes, switched in place.
      await inEachTheme(page, async (theme) => {
        // Nothing may force sideways scrolling at this width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${screen.name} (${theme}) overflows horizontally by ${overflow}px`).toBeLessThanOrEqual(0);
        await saveScreenshot(page, {
          path: path.join(artifacts, `${device}-${theme}-${screen.name}.png`),
          fullPage: true,
        });
      });
      // Leave the signed-in screens signed out for the next public one.
      await page.evaluate(() => window.localStorage.removeItem('auth_token'));
    }
  });
}
