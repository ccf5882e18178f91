import { expect, openSignedIn, test } from '../support/fixtures';

const PROTECTED = [
  '/',
  '/dashboard',
  '/summaries',
  '/summaries/create',
  '/summaries/some-id',
  '/summaries/some-id/edit',
  '/flashcards',
  '/flashcards/create',
  '/flashcards/some-id/edit',
  '/flashcards/some-id/add',
  '/decks/some-id/study',
  '/progress',
  '/settings',
  '/feature-request',
  '/feedback',
];

const PUBLIC_ONLY = ['/login', '/register', '/forgot-password', '/reset-password?token=abc'];

test('every protected route sends a signed-out visitor to /login', async ({ page }) => {
  for (const path of PROTECTED) {
    await page.goto(path);
    await expect(page, `${path} should redirect`).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  }
});

test('every sign-in screen sends a signed-in user to /dashboard', async ({ page, user }) => {
  await openSignedIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of PUBLIC_ONLY) {
    await page.goto(path);
    await expect(page, `${path} should redirect`).toHaveURL(/\/dashboard$/);
  }
});

test('a signed-in user reaches every protected route inside the app shell', async ({ page, user }) => {
  await openSignedIn(page, user);
  for (const path of PROTECTED) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  }
});

test('a tampered token is rejected with a 401 and the user lands on /login', async ({ page, user }) => {
  await openSignedIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);

  const tampered = `${user.token.slice(0, -4)}AAAA`;
  // Set as the reloaded page starts, not in the open one: a dashboard request still in flight
  // would otherwise meet the tampered token first, end the session before the reload, and the
  // reloaded page (signed out) would never ask /api/auth/me. Once only (a flag in the tab's
  // sessionStorage): a later full navigation must see what the app did with the token.
  const script = await page.addInitScript((token) => {
    if (window.sessionStorage.getItem('tampered')) return;
    window.sessionStorage.setItem('tampered', '1');
    window.localStorage.setItem('auth_token', token);
  }, tampered);
  const meResponse = page.waitForResponse((r) => r.url().endsWith('/api/auth/me'));
  await page.reload();
  await script.dispose();

  expect((await meResponse).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
});

test('a 401 on a later call (token revoked mid-session) also ends at /login', async ({ page, user }) => {
  await openSignedIn(page, user);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // Let the dashboard's own requests finish so the 401 comes from the navigation below.
  await page.waitForLoadState('networkidle');

  // Expire the session on the server's side of the wire: every further API call answers 401.
  await page.route('**/api/**', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":"Session expired"}' }),
  );
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Progress' }).click();

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
});
