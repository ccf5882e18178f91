import { expect, openSignedIn, test } from '../support/fixtures';

test('password change: validation, server error, success, then sign in with the new password', async ({
  page,
  user,
}) => {
  await openSignedIn(page, user, '/settings');
  const security = page.getByRole('region', { name: 'Security & Password' });
  const current = security.getByLabel('Current password');
  const next = security.getByLabel('New password', { exact: true });
  const confirm = security.getByLabel('Confirm password');
  const update = security.getByRole('button', { name: 'Update Password' });

  // Disabled until all three are filled.
  await expect(update).toBeDisabled();
  await current.fill(user.password);
  await next.fill('abc');
  await expect(update).toBeDisabled();
  await confirm.fill('abd');
  await expect(update).toBeEnabled();

  await update.click();
  await expect(security.getByRole('alert')).toHaveText("Password Mismatch: New passwords don't match.");

  await confirm.fill('abc');
  await update.click();
  await expect(security.getByRole('alert')).toHaveText(
    'Password Too Short: Password must be at least 6 characters long.',
  );

  // Show/hide applies to all three fields.
  await expect(current).toHaveAttribute('type', 'password');
  await security.getByRole('button', { name: 'Show passwords' }).click();
  await expect(current).toHaveAttribute('type', 'text');
  await expect(confirm).toHaveAttribute('type', 'text');
  await security.getByRole('button', { name: 'Hide passwords' }).click();
  await expect(next).toHaveAttribute('type', 'password');

  // The server's error text is shown as it is.
  await current.fill('not-my-password');
  await next.fill('brand-new-secret-7');
  await confirm.fill('brand-new-secret-7');
  await update.click();
  await expect(security.getByRole('alert')).toHaveText('Current password is incorrect');

  const oldToken = await page.evaluate(() => localStorage.getItem('auth_token'));
  await current.fill(user.password);
  await update.click();
  await expect(security.getByRole('status')).toHaveText('Password changed successfully');
  await expect(current).toHaveValue('');
  // The old token is revoked server-side; the fresh one from the response is stored.
  const newToken = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(newToken).toBeTruthy();
  expect(newToken).not.toBe(oldToken);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // Sign out, then the old password fails and the new one works.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await page.getByLabel('Password', { exact: true }).fill('brand-new-secret-7');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
