import { expect, registerViaApi, test, uniqueEmail } from '../support/fixtures';
import { resetLinkFrom } from '../support/mailbox';

test.describe('register', () => {
  test('creates an account, welcomes the user and opens the dashboard', async ({ page }) => {
    const email = uniqueEmail('register');
    await page.goto('/register');

    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('compilers-1952');
    await page.getByLabel('Confirm password').fill('compilers-1952');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Your account has been created successfully.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu for Grace Hopper/ })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeTruthy();
  });

  test('checks the form before sending it', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password').fill('abd');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('shows the server message for an email that is already registered', async ({ page, user }) => {
    await page.goto('/register');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('another-pass-1');
    await page.getByLabel('Confirm password').fill('another-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('alert')).toHaveText('An account with this email already exists');
  });
});

test.describe('login and logout', () => {
  test('signs in, greets with a toast and opens the dashboard', async ({ page, user }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('logout removes the session and returns to /login', async ({ page, user }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await expect(page.getByRole('menu')).toContainText(user.email);
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the spec message, and typing clears it', async ({ page, user }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Invalid email or password. Please check your credentials and try again.');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Password', { exact: true }).pressSequentially('x');
    await expect(alert).toHaveCount(0);
  });

  test('empty fields are caught before sending', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in both email and password fields.');
  });

  test('repeated failures show the too-many-attempts message', async ({ page, request }) => {
    const user = await registerViaApi(request, { email: uniqueEmail('locked') });
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    const password = page.getByLabel('Password', { exact: true });
    const alert = page.getByRole('alert');

    // The server allows 5 failures per 15 minutes; the 6th attempt is refused outright.
    for (let attempt = 1; attempt <= 5; attempt++) {
      await password.fill(`wrong-${attempt}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(alert).toHaveText('Invalid email or password. Please check your credentials and try again.');
    }
    await password.fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(alert).toHaveText('Too many login attempts. Please try again later.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('password reset', () => {
  test('forgot → emailed link → new password → sign in with it', async ({ page, user, mailbox }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/login');

    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText('Reset link sent. Check your inbox.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();

    const link = resetLinkFrom(await mailbox.waitForMail(user.email));
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);

    await page.goto(link);
    const newPassword = 'brand-new-secret-9';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Success! Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid email or password. Please check your credentials and try again.',
    );
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link is single-use.
    await page.evaluate(() => window.localStorage.removeItem('auth_token'));
    await page.goto(link);
    await expect(page.getByText('This reset link has expired or is invalid')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request new link' })).toHaveAttribute('href', '/forgot-password');
  });

  test('the reset form checks both passwords', async ({ page, user, mailbox }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText('Reset link sent. Check your inbox.')).toBeVisible();
    await page.goto(resetLinkFrom(await mailbox.waitForMail(user.email)));

    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password must be at least 6 characters long').first()).toBeVisible();

    await page.getByLabel('New password').fill('long-enough-1');
    await page.getByLabel('Confirm password').fill('long-enough-2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
  });

  test('a missing or unknown token shows the error and a way to ask again', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('Invalid or missing reset token')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request new link' })).toHaveAttribute('href', '/forgot-password');

    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByText('This reset link has expired or is invalid')).toBeVisible();
    await page.getByRole('link', { name: 'Request new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
