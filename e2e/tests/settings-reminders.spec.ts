import { runAxe } from '../support/axe';
import type { Page } from '@playwright/test';
import { expect, openSignedIn, test, type TestUser } from '../support/fixtures';
import { toasts } from './dashboard-support';
import { saveScreenshot } from '../support/screenshots';
import { applyThemeInPlace, inEachTheme } from '../support/theme';
import { PHONE, inEachViewport } from './viewports-support';

// The service worker is what this spec tests; playwright.config.ts blocks it everywhere else.
test.use({ serviceWorkers: 'allow' });

/**
 * Preferences on the server (issue 14 item 7): the settings screen loads and saves them through
 * /api/user/preferences, including 'Reminder time'; after a reload they come from the server, not
 * the device. Also the web app manifest, its icons and the service worker a phone needs for push.
 */
const savedPreferences = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/user/preferences') && r.request().method() === 'PUT');

async function serverPreferences(page: Page, user: TestUser) {
  const res = await page.request.get('/api/user/preferences', { headers: { authorization: `Bearer ${user.token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/**
 * One account and flow, on a phone; the field's fit is checked at the phone and the laptop size and
 * the axe scan runs there in light and dark, on the same page. Both themes must survive a reload.
 */
test('reminder time and toggles save to the server and return after a reload (phone and laptop, light and dark)', async ({
  page,
  user,
}) => {
  await page.setViewportSize(PHONE);
  await openSignedIn(page, user, '/settings', { theme: 'light' });
  const prefs = page.getByRole('region', { name: 'App Preferences' });
  const reminders = prefs.getByRole('switch', { name: 'Study Reminders' });
  const email = prefs.getByRole('switch', { name: 'Email Notifications' });
  const time = prefs.getByLabel('Reminder time');
  await expect(prefs).toContainText('Saved to your account.');
  await expect(time).toHaveValue('18:00');
  await expect(time).toBeEnabled();
  await expect(prefs).toContainText('add Revisely to your Home Screen');
  await inEachViewport(page, async (viewport) => {
    // Issue 27 item 18: the field is at least as wide as the browser draws a time field by itself
    // (its text and clock icon), so the icon is never cut off, and it stays inside the card.
    const fit = await time.evaluate((input) => {
      const probe = input.cloneNode() as HTMLInputElement;
      probe.style.width = 'auto';
      probe.style.position = 'absolute';
      probe.style.visibility = 'hidden';
      input.parentElement!.append(probe);
      const natural = probe.getBoundingClientRect().width;
      probe.remove();
      const box = input.getBoundingClientRect();
      const row = input.parentElement!.getBoundingClientRect();
      return { width: box.width, natural, inside: box.right <= row.right + 0.5 };
    });
    expect(fit.width, viewport.name).toBeGreaterThanOrEqual(fit.natural - 0.5);
    expect(fit.inside, viewport.name).toBe(true);

    await inEachTheme(page, async (theme) => {
      expect((await runAxe(page, { include: '#preferences' })).violations, `${viewport.name}, ${theme}`).toEqual([]);
    });
  });

  let saved = savedPreferences(page);
  await time.fill('07:30');
  expect((await saved).status()).toBe(200);
  saved = savedPreferences(page);
  await email.click();
  expect((await saved).status()).toBe(200);
  expect(await serverPreferences(page, user)).toMatchObject({
    reminderTime: '07:30',
    emailNotifications: false,
    studyReminders: true,
  });

  // From the server, not this device: the local copy is wiped before reloading.
  await page.evaluate(() => localStorage.removeItem('revisely:preferences'));
  await page.reload();
  await expect(time).toHaveValue('07:30');
  await expect(email).not.toBeChecked();
  await expect(reminders).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/^(?!.*\bdark\b)/);

  // With both reminder channels off there is no time to choose.
  saved = savedPreferences(page);
  await reminders.click();
  await saved;
  await expect(time).toBeDisabled();
  await expect(prefs).toContainText('Turn on a reminder above to choose a time.');

  // The dark theme, too, comes back after a reload that wipes the local preferences.
  await applyThemeInPlace(page, 'dark');
  await page.evaluate(() => localStorage.removeItem('revisely:preferences'));
  await page.reload();
  await expect(time).toBeDisabled();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await inEachViewport(page, (viewport) =>
    inEachTheme(page, (theme) =>
      saveScreenshot(page, {
        path: test.info().outputPath(`settings-${viewport.name}-${theme}.png`),
        fullPage: true,
      }),
    ),
  );
});

test('a failed save puts the switch back and says so', async ({ page, user }) => {
  await openSignedIn(page, user, '/settings');
  const email = page
    .getByRole('region', { name: 'App Preferences' })
    .getByRole('switch', { name: 'Email Notifications' });
  await expect(email).toBeChecked();
  await page.route('**/api/user/preferences', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' })
      : route.continue(),
  );
  await email.click();
  await expect(toasts(page)).toContainText('Could not save your preferences');
  await expect(email).toBeChecked();
  expect((await serverPreferences(page, user)).emailNotifications).toBe(true);
});

test('switching Study Reminders on asks for notifications and explains when they are blocked', async ({
  page,
  user,
}) => {
  await openSignedIn(page, user, '/settings');
  const reminders = page
    .getByRole('region', { name: 'App Preferences' })
    .getByRole('switch', { name: 'Study Reminders' });
  // On by default, but this browser has not been allowed to show notifications yet: it is offered.
  const allow = page.getByRole('button', { name: 'Allow notifications' });
  await expect(allow).toBeVisible();
  let saved = savedPreferences(page);
  await reminders.click();
  await saved;
  await expect(reminders).not.toBeChecked();
  await expect(allow).toBeHidden();
  await page.evaluate(() => {
    // The browser's answer when the student blocks notifications.
    Object.defineProperty(Notification, 'requestPermission', { value: () => Promise.resolve('denied') });
  });
  saved = savedPreferences(page);
  await reminders.click();
  await saved;
  await expect(reminders).toBeChecked();
  await expect(toasts(page)).toContainText('Notifications are blocked for Revisely');
  expect((await serverPreferences(page, user)).studyReminders).toBe(true);
});

test('the web app manifest, its icons and the service worker are served', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');

  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/application\/manifest\+json|application\/json/);
  const manifest = (await res.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Revisely',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#803CA8',
  });
  const purposes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of [
    ...manifest.icons.filter((i) => i.type === 'image/png'),
    { src: '/icons/apple-touch-icon.png', sizes: '180x180' },
  ]) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    const bytes = await png.body();
    // PNG signature, then the IHDR width and height.
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }

  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  const source = await sw.text();
  // The built (minified) worker keeps the push handlers next to its precache (ADR 0023); whether
  // it leaves API responses alone is checked by offline-study.spec.ts.
  expect(source).toMatch(/addEventListener\(['"]push['"]/);
  expect(source).toMatch(/addEventListener\(['"]notificationclick['"]/);
  expect(sw.headers()['cache-control']).toBe('no-cache');

  // The service worker registers and activates on this origin.
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    return registration.active?.state ?? registration.installing?.state ?? 'none';
  });
  expect(['activating', 'activated']).toContain(state);
});
