import { readFile } from 'node:fs/promises';
import { expect, openSignedIn, test } from '../support/fixtures';
import { seedDeck, seedSummaries, toasts } from './dashboard-support';

test('Export My Data downloads a dated JSON file with the user’s data', async ({ page, user, request }) => {
  await seedSummaries(request, user, 1, () => 'Mitochondria');
  await seedDeck(request, user, 'Organelles', 2);
  await openSignedIn(page, user, '/settings');

  const data = page.getByRole('region', { name: 'Data Management' });
  // Storage used counts the deck's card text (and would count photos and card media).
  await expect(data.getByRole('progressbar', { name: /^Storage used: \d+ B of 1 GB$/ })).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Export My Data' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^revisely-export-\d{4}-\d{2}-\d{2}\.json$/);

  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    profile: { email: string };
    summaries: { topic: string }[];
    decks: { name: string; cards: unknown[] }[];
  };
  expect(exported.profile.email).toBe(user.email);
  expect(exported.summaries.map((s) => s.topic)).toEqual(['Mitochondria']);
  expect(exported.decks[0]?.name).toBe('Organelles');
  expect(exported.decks[0]?.cards).toHaveLength(2);
  expect(JSON.stringify(exported)).not.toContain(user.password);
  await expect(toasts(page)).toContainText('Export ready');
});

test('a failed export says so', async ({ page, user }) => {
  await page.route('**/api/user/export', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await openSignedIn(page, user, '/settings');
  await page.getByRole('button', { name: 'Export My Data' }).click();
  await expect(toasts(page)).toContainText('Export Failed', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Export My Data' })).toBeEnabled();
});

test('preferences: dark mode drives the theme; the other toggles persist with the spec defaults', async ({
  page,
  user,
}) => {
  await openSignedIn(page, user, '/settings');
  const prefs = page.getByRole('region', { name: 'App Preferences' });
  const dark = prefs.getByRole('switch', { name: 'Dark Mode' });
  const reminders = prefs.getByRole('switch', { name: 'Study Reminders' });
  const email = prefs.getByRole('switch', { name: 'Email Notifications' });
  const analytics = page.getByRole('region', { name: 'Data Management' }).getByRole('switch', { name: 'Analytics' });

  await expect(dark).not.toBeChecked();
  await expect(reminders).toBeChecked();
  await expect(email).toBeChecked();
  // Private by default (the UK Children's Code): analytics stays off until the student turns it on.
  await expect(analytics).not.toBeChecked();

  // Preferences save to the server (GET/PUT /api/user/preferences); wait for each save before reloading.
  const saved = () =>
    page.waitForResponse((r) => r.url().endsWith('/api/user/preferences') && r.request().method() === 'PUT');
  let save = saved();
  await dark.click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await save;
  save = saved();
  await reminders.click();
  await save;
  save = saved();
  await analytics.click();
  await save;
  await expect(reminders).not.toBeChecked();

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(dark).toBeChecked();
  await expect(reminders).not.toBeChecked();
  await expect(email).toBeChecked();
  await expect(analytics).toBeChecked();
  const stored = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('revisely:preferences'))) ?? '{}',
  ) as Record<string, unknown>;
  expect(stored).toMatchObject({
    studyReminders: false,
    dataAnalytics: true,
    emailNotifications: true,
    weeklyReports: false,
    soundEffects: false,
    autoSave: true,
  });

  await dark.click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('Delete Account explains that support deletes accounts; Sign Out ends the session', async ({ page, user }) => {
  await openSignedIn(page, user, '/settings');
  const danger = page.getByRole('region', { name: 'Danger Zone' });
  await danger.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  await expect(dialog).toContainText("Account deletion isn't self-service");
  await expect(dialog).toContainText('contact support');
  await expect(dialog.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    /^mailto:support@revisely\.app/,
  );
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await danger.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
});
