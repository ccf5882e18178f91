import { expect, openSignedIn, test } from '../support/fixtures';

test('the Privacy Policy opens from Settings in a new tab', async ({ page, user, context }) => {
  await openSignedIn(page, user, '/settings');
  const link = page.getByRole('link', { name: /Privacy Policy/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);

  const popupPromise = context.waitForEvent('page');
  await link.click();
  const policy = await popupPromise;
  await policy.waitForLoadState();
  expect(new URL(policy.url()).pathname).toBe('/privacy');
  await expect(policy.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  // The settings tab stays where it was.
  await expect(page).toHaveURL(/\/settings$/);
  await policy.close();
});

test('the Privacy Policy is readable signed out and covers what the app stores', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Privacy Policy/);
  for (const heading of [
    'What we store',
    'We never sell your data',
    'Cookies and local storage',
    'Your rights',
    'Contact us',
  ]) {
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  const store = page.getByRole('region', { name: 'What we store' });
  for (const term of [
    'Your account',
    'Photos of your notes',
    'Summaries',
    'Flashcards',
    'Review history',
    'Feedback',
  ]) {
    await expect(store.getByText(term, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Your rights' })).toContainText('Export My Data');
  await expect(page.getByRole('region', { name: 'Your rights' })).toContainText('UK GDPR');
  await expect(page.getByRole('region', { name: 'Cookies and local storage' })).toContainText('session token');

  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Your rights' }).click();
  await expect(page).toHaveURL(/#your-rights$/);

  // Back to the app: signed out, that is the sign-in screen.
  await page.getByRole('link', { name: 'Back to Revisely' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
