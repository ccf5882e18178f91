import { expect, openSignedIn, registerViaApi, test } from '../support/fixtures';
import { bearer, seedSummaries, statValue, toasts } from './dashboard-support';

test('account statistics and the read-only email', async ({ page, user, request }) => {
  await seedSummaries(request, user, 2);
  await openSignedIn(page, user, '/settings');

  const stats = page.getByRole('region', { name: 'Account Statistics' });
  await expect(statValue(stats, 'Level')).toHaveText('1');
  await expect(statValue(stats, 'Total XP')).toHaveText('50');
  await expect(statValue(stats, 'Current Streak')).toHaveText('1 day');
  await expect(statValue(stats, 'Summaries')).toHaveText('2');

  const profile = page.getByRole('region', { name: 'Profile Information' });
  const email = profile.getByLabel('Email');
  await expect(email).toHaveValue(user.email);
  await expect(email).not.toBeEditable();
  await expect(profile.getByText('Email cannot be changed. Contact support if needed.')).toBeVisible();
  const joined = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date());
  await expect(profile.getByText(/Member since/)).toContainText(joined);
});

test('editing the profile saves it and updates the shell', async ({ page, user }) => {
  await openSignedIn(page, user, '/settings');
  const profile = page.getByRole('region', { name: 'Profile Information' });
  await expect(profile.getByLabel('Display name')).toHaveValue('Ada Lovelace');
  await expect(profile.getByLabel('Username')).not.toBeEditable();

  await profile.getByRole('button', { name: 'Edit' }).click();
  await expect(profile.getByLabel('Username')).toBeFocused();
  const username = `countess_${Date.now().toString(36)}`;
  await profile.getByLabel('Username').fill(username);
  await profile.getByLabel('Display name').fill('Augusta Ada King');
  await profile.getByRole('button', { name: 'Save' }).click();

  await expect(toasts(page)).toContainText('Profile updated');
  await expect(profile.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(profile.getByLabel('Username')).toHaveValue(username);
  // The current-user query was refreshed, so the sidebar shows the new name without a reload.
  await expect(page.getByRole('button', { name: 'Account menu for Augusta Ada King' })).toBeVisible();

  await page.reload();
  await expect(profile.getByLabel('Display name')).toHaveValue('Augusta Ada King');
  await expect(profile.getByLabel('Username')).toHaveValue(username);
});

test('a taken username shows the server message and keeps editing', async ({ page, user, request }) => {
  const other = await registerViaApi(request, { displayName: 'Grace Hopper' });
  const taken = `grace_${Date.now().toString(36)}`;
  const claim = await request.put('/api/user/profile', { headers: bearer(other), data: { username: taken } });
  expect(claim.status()).toBe(200);

  await openSignedIn(page, user, '/settings');
  const profile = page.getByRole('region', { name: 'Profile Information' });
  await profile.getByRole('button', { name: 'Edit' }).click();
  await profile.getByLabel('Username').fill(taken);
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Update Failed');
  await expect(toasts(page)).toContainText('That username is already taken');
  await expect(profile.getByRole('button', { name: 'Save' })).toBeVisible();

  // Cancel restores the saved values.
  await profile.getByRole('button', { name: 'Cancel' }).click();
  await expect(profile.getByLabel('Username')).not.toHaveValue(taken);
});

test('a failing profile update shows the spec message', async ({ page, user }) => {
  await page.route('**/api/user/profile', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await openSignedIn(page, user, '/settings');
  const profile = page.getByRole('region', { name: 'Profile Information' });
  await profile.getByRole('button', { name: 'Edit' }).click();
  await profile.getByLabel('Display name').fill('Someone Else');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Update Failed');
  await expect(toasts(page)).toContainText('Failed to update profile. Please try again.');
});
