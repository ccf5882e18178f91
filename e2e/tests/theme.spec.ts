import { expect, openSignedIn, test } from '../support/fixtures';

const isDark = () => document.documentElement.classList.contains('dark');

test('the theme toggle in the user menu switches to dark and the choice survives a reload', async ({ page, user }) => {
  await openSignedIn(page, user);
  expect(await page.evaluate(isDark)).toBe(false);

  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Dark mode' }).click();
  expect(await page.evaluate(isDark)).toBe(true);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
  // The menu stays open so the item now offers the way back.
  await expect(page.getByRole('menuitem', { name: 'Light mode' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(await page.evaluate(isDark)).toBe(true);

  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Light mode' }).click();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(await page.evaluate(isDark)).toBe(false);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
});

test('a stored dark theme is applied before the app script runs (no light flash)', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));

  // Hold back the app bundle: only /theme-init.js can have set the class on this load.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');

  expect(await page.evaluate(isDark)).toBe(true);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(17, 12, 23)');
  await expect(page.getByRole('status', { name: 'Loading Revisely' })).toBeVisible();
});

test('light is the default', async ({ page }) => {
  await page.goto('/login');
  expect(await page.evaluate(isDark)).toBe(false);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(248, 246, 251)');
});
