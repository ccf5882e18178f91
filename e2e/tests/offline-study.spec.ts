import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, openSignedIn, test, type TestUser } from '../support/fixtures';
import { createDeck } from './flashcards-support';

// The service worker is what this spec tests; playwright.config.ts blocks it everywhere else.
test.use({ serviceWorkers: 'allow' });

// Issue 29 / ADR 0023: the app starts and studies offline, and the reviews reach the server once,
// when the network returns. The service worker needs a secure context: the e2e server is on
// http://127.0.0.1, which counts as one.

/** The number of reviews the server holds for the user (the heatmap's total). */
async function serverReviews(page: Page, user: TestUser): Promise<number> {
  const response = await page.request.get('/api/progress/stats', {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { activity: { totalReviews: number } }).activity.totalReviews;
}

/** Cards kept in the student's offline store (IndexedDB), read without the app's code. */
function storedCards(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '');
    const name = names.find((n) => n.startsWith('revisely-offline-'));
    if (!name) return 0;
    return new Promise<number>((resolve) => {
      const open = indexedDB.open(name);
      open.onerror = () => resolve(0);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('cards')) return resolve(0);
        const count = db.transaction('cards').objectStore('cards').count();
        count.onsuccess = () => {
          resolve(count.result);
          db.close();
        };
        count.onerror = () => resolve(0);
      };
    });
  });
}

test('studies offline and syncs each review exactly once when back online', async ({ page, context, user }) => {
  test.setTimeout(120_000);
  const deckId = await createDeck(page.request, user, {
    name: 'Bus deck',
    subject: 'Biology',
    topic: 'Cells',
    cards: Array.from({ length: 6 }, (_, i) => ({ front: `Organelle question ${i + 1}?`, back: `Answer ${i + 1}` })),
  });

  // The manifest an install needs, with its shortcuts.
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    display: string;
    icons: { sizes: string; purpose: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  expect(manifest.shortcuts).toEqual([
    expect.objectContaining({ name: 'Review due cards', url: '/study/all' }),
    expect.objectContaining({ name: 'New summary', url: '/summaries/create' }),
  ]);

  // Online once: the app installs its service worker and keeps the deck for offline study.
  await openSignedIn(page, user, `/decks/${deckId}/study`);
  await expect(page.getByText('Card 1 of 6')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 })
    .toBe(true);
  await expect.poll(() => storedCards(page), { timeout: 15_000 }).toBe(6);

  // Offline: a reload still starts the app (from the precache) and the study session (from IndexedDB).
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await expect(page.getByText('Card 1 of 6')).toBeVisible();
  // Interval previews come from the shared scheduler in the browser.
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await expect(page.getByRole('button', { name: 'Good', exact: true })).toHaveAccessibleDescription(
    /^Next review in \S+$/,
  );
  await page.getByRole('button', { name: 'Good', exact: true }).click();
  for (let n = 2; n <= 5; n++) {
    await expect(page.getByText(`Card ${n} of 6`)).toBeVisible();
    await page.getByRole('button', { name: 'Show Answer' }).click();
    await page.getByRole('button', { name: 'Good', exact: true }).click();
  }
  await expect(page.getByText('Card 6 of 6')).toBeVisible();
  await page
    .getByRole('button', { name: /^Account menu/ })
    .first()
    .click();
  await expect(page.getByRole('menu').getByText('5 reviews waiting to sync')).toBeVisible();
  // The offline badge and the sync line pass the same accessibility checks as the rest of the app.
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  expect(await serverReviews(page, user)).toBe(0);

  // Back online: the five reviews are sent, once.
  await context.setOffline(false);
  await expect(page.getByText('All reviews synced').first()).toBeVisible({ timeout: 20_000 });
  expect(await serverReviews(page, user)).toBe(5);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeHidden();

  // A reload online sends nothing again.
  await page.reload();
  await expect(page.getByText('Card 1 of 1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await serverReviews(page, user)).toBe(5);

  // The service worker never stored an API response.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(10);
  expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);
  expect(cached).toContain('/index.html');
});

test('a card reviewed offline on one device and online on another keeps both reviews, in time order', async ({
  page,
  context,
  browser,
  baseURL,
  user,
}) => {
  test.setTimeout(120_000);
  const deckId = await createDeck(page.request, user, {
    name: 'Two devices',
    cards: [{ front: 'Mitochondria make?', back: 'ATP' }],
  });
  // The phone loads the deck online, then loses the network and answers Good.
  await openSignedIn(page, user, `/decks/${deckId}/study`);
  await expect(page.getByText('Card 1 of 1')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 })
    .toBe(true);
  await expect.poll(() => storedCards(page), { timeout: 15_000 }).toBe(1);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await page.getByRole('button', { name: 'Good', exact: true }).click();
  await expect(page.getByText('Session Complete!')).toBeVisible();
  // The rating's XP waits for the server (ADR 0023): the note says so while offline.
  await expect(page.getByTestId('pending-xp')).toHaveText("+10 XP when you're back online");

  // Later, the laptop (online) answers Again on the same card.
  const laptop = await browser.newContext({ baseURL });
  try {
    const laptopPage = await laptop.newPage();
    await openSignedIn(laptopPage, user, `/decks/${deckId}/study`);
    await laptopPage.getByRole('button', { name: 'Show Answer' }).click();
    await laptopPage.getByRole('button', { name: 'Again', exact: true }).click();
    await expect.poll(() => serverReviews(page, user)).toBe(1);
  } finally {
    await laptop.close();
  }

  // The phone comes back: its earlier review goes in before the laptop's.
  await context.setOffline(false);
  await expect(page.getByText('All reviews synced').first()).toBeVisible({ timeout: 20_000 });
  expect(await serverReviews(page, user)).toBe(2);
  // The server has awarded the XP now: the note goes, the summary stays.
  await expect(page.getByTestId('pending-xp')).toBeHidden();
  await expect(page.getByText('Session Complete!')).toBeVisible();
  const cards = (await (
    await page.request.get(`/api/flashcards/decks/${deckId}/cards`, {
      headers: { authorization: `Bearer ${user.token}` },
    })
  ).json()) as { state: string; lapses: number; reps: number }[];
  // Good (new → review) then Again (a lapse → relearning). In arrival order it would have been
  // Again then Good: learning → review, with no lapse.
  expect(cards[0]).toMatchObject({ state: 'relearning', lapses: 1, reps: 2 });
});
