import { randomUUID } from 'node:crypto';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { mailboxAt, type Mailbox } from './mailbox';
import { startE2EServer, type E2EServer } from './server';

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

/**
 * Stores the session token the way a sign-in does, then opens `path`. The token (and `theme`, if
 * given) is written to localStorage by an init script before the app's first script runs, so no
 * extra page has to be loaded first; the script is removed again once `path` has loaded, so a
 * later sign-out is not undone by the next navigation.
 */
export async function openSignedIn(
  page: Page,
  user: TestUser,
  path = '/dashboard',
  { theme }: { theme?: 'light' | 'dark' } = {},
): Promise<void> {
  const script = await page.addInitScript(
    ({ token, theme }) => {
      try {
        window.localStorage.setItem('auth_token', token);
        if (theme) window.localStorage.setItem('theme', theme);
      } catch {
        // about:blank and other opaque origins have no storage; the app's own origin does.
      }
    },
    { token: user.token, theme },
  );
  try {
    await page.goto(path);
  } finally {
    await script.dispose();
  }
}

export const test = base.extend<{ user: TestUser; mailbox: Mailbox }, { server: E2EServer }>({
  // Each worker runs its own copy of the built server (own port, DATA_DIR and SMTP mailbox), so
  // workers never share accounts, rate limits or mail.
  server: [
    // Playwright reads a fixture's dependencies from this destructuring; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { server, close } = await startE2EServer();
      try {
        await use(server);
      } finally {
        await close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  mailbox: async ({ server }, use) => {
    await use(mailboxAt(server.mailDir));
  },
  user: async ({ request }, use) => {
    await use(await registerViaApi(request));
  },
});

export { expect };

/**
 * The app closes a celebration pop-up after CELEBRATION_AUTO_CLOSE_MS (5 s,
 * apps/web/src/components/celebration/celebration-dialog.tsx). A check of the pop-up itself (an
 * axe scan in both themes) can take longer than that on a loaded machine, so this stretches the
 * app's 5-second timers on `page` until it is closed by hand. Call before the page is opened.
 */
export async function keepCelebrationsOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const realSetTimeout = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) =>
      realSetTimeout(handler, timeout === 5000 ? 600_000 : timeout, ...args)) as typeof window.setTimeout;
  });
}
