import { randomUUID } from 'node:crypto';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

export interface TestUser {
  email: string;
  password: string;
  displayName: string;
  token: string;
}

export function uniqueEmail(label = 'student'): string {
  return `e2e-${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Creates an account through the real API, as the register screen would. */
export async function registerViaApi(
  request: APIRequestContext,
  overrides: Partial<Omit<TestUser, 'token'>> = {},
): Promise<TestUser> {
  const user = {
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? 'correct-horse-42',
    displayName: overrides.displayName ?? 'Ada Lovelace',
  };
  const response = await request.post('/api/auth/register', {
    data: { ...user, username: user.displayName },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { token: string };
  return { ...user, token: body.token };
}

/** Stores the session token the way a sign-in does, then opens `path`. */
export async function openSignedIn(page: Page, user: TestUser, path = '/dashboard'): Promise<void> {
  await page.goto('/login');
  await page.evaluate((token) => window.localStorage.setItem('auth_token', token), user.token);
  await page.goto(path);
}

export async function setStoredTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
}

export const test = base.extend<{ user: TestUser }>({
  // global-setup.ts starts the server on a free port and publishes its URL in the environment.
  // Playwright reads a fixture's dependencies from this destructuring; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set; run through e2e/playwright.config.ts');
    await use(url);
  },
  user: async ({ request }, use) => {
    await use(await registerViaApi(request));
  },
});

export { expect };
