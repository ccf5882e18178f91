import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, openSignedIn, test, type TestUser } from '../support/fixtures';
import { closeCelebration, createDeck } from './flashcards-support';
import { saveScreenshot } from '../support/screenshots';
import { PHONE, inEachViewport } from './viewports-support';

// Issue 14: relearning in the session, undo, review all due and the fuller Session Complete.

const stat = (label: string) => `dt:text-is("${label}") + dd`;

async function reveal(page: Page) {
  await page.getByRole('button', { name: 'Show Answer' }).click();
}

async function rate(page: Page, rating: 'Again' | 'Hard' | 'Good' | 'Easy') {
  await page.getByRole('button', { name: rating, exact: true }).click();
}

test('a failed card comes back before Session Complete!, which shows XP and the next review', async ({
  page,
  user,
}) => {
  const deckId = await createDeck(page.request, user, {
    name: 'Relearning',
    cards: [
      { front: 'Powerhouse of the cell?', back: 'Mitochondria' },
      { front: 'Site of protein synthesis?', back: 'Ribosome' },
    ],
  });
  await openSignedIn(page, user, `/decks/${deckId}/study`);
  await expect(page.getByText('Card 1 of 2')).toBeVisible();
  await reveal(page);
  await rate(page, 'Again');
  // The failed card is still to come, so the total grows.
  await expect(page.getByText('Card 2 of 3')).toBeVisible();
  await expect(page.getByText('Site of protein synthesis?')).toBeVisible();
  await reveal(page);
  await rate(page, 'Good');
  // Nothing else waits: the failed card is shown again rather than ending the session.
  await expect(page.getByText('Card 3 of 3')).toBeVisible();
  await expect(page.getByText('Powerhouse of the cell?')).toBeVisible();
  await reveal(page);
  await rate(page, 'Good');

  await closeCelebration(page);
  await expect(page.getByRole('heading', { name: 'Session Complete!' })).toBeVisible();
  await expect(page.locator(stat('Cards Reviewed'))).toHaveText('3');
  await expect(page.locator(stat('Correct'))).toHaveText('2');
  await expect(page.locator(stat('Accuracy'))).toHaveText('67%');
  // Again 2 XP, Good 10 XP; the failed card came back a little before its step was due, and a
  // card reviewed early earns nothing (docs/gamification.md), so retrying cannot farm XP.
  await expect(page.locator(stat('XP Earned'))).toHaveText('+12');
  await expect(page.getByTestId('next-review')).toHaveText(/^Next review (tomorrow|in \d+ days)$/);
  await expect(page.getByRole('link', { name: 'Back to Flashcards' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Study Again' })).toBeVisible();
});

test('undo by button, Z and Control+Z walks back through the session', async ({ page, user }) => {
  const deckId = await createDeck(page.request, user, {
    name: 'Undo deck',
    cards: [
      { front: 'First question', back: 'First answer' },
      { front: 'Second question', back: 'Second answer' },
      { front: 'Third question', back: 'Third answer' },
    ],
  });
  const undos: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/study/undo')) undos.push(r.postDataJSON());
  });
  await openSignedIn(page, user, `/decks/${deckId}/study`);
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeHidden();
  await reveal(page);
  await rate(page, 'Easy');
  await expect(page.getByText('Card 2 of 3')).toBeVisible();

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText('Card 1 of 3')).toBeVisible();
  await expect(page.getByText('First question')).toBeVisible();
  // Front side up again.
  await expect(page.getByText('First answer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeHidden();

  await reveal(page);
  await rate(page, 'Good');
  await expect(page.getByText('Second question')).toBeVisible();
  await reveal(page);
  await rate(page, 'Hard');
  await expect(page.getByText('Third question')).toBeVisible();

  await page.keyboard.press('z');
  await expect(page.getByText('Second question')).toBeVisible();
  await expect(page.getByText('Card 2 of 3')).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(page.getByText('First question')).toBeVisible();
  await expect(page.getByText('Card 1 of 3')).toBeVisible();
  expect(undos).toHaveLength(3);

  // The server has forgotten both: every card is new and due again, nothing was reviewed.
  const study = await page.request.get(`/api/decks/${deckId}/study`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  const body = (await study.json()) as { dueCards: { state: string }[] };
  expect(body.dueCards.map((c) => c.state)).toEqual(['new', 'new', 'new']);
  const stats = await page.request.get('/api/progress/weekly', { headers: { Authorization: `Bearer ${user.token}` } });
  expect(((await stats.json()) as { totalCardsReviewed: number }).totalCardsReviewed).toBe(0);
});

async function twoDecksDue(page: Page, user: TestUser) {
  await createDeck(page.request, user, {
    name: 'Physics deck',
    subject: 'Physics',
    cards: [{ front: 'Unit of force?', back: 'Newton' }],
  });
  await createDeck(page.request, user, {
    name: 'History deck',
    subject: 'History',
    cards: [
      { front: 'Year of the Battle of Hastings?', back: '1066' },
      { front: 'First Tudor monarch?', back: 'Henry VII' },
    ],
  });
}

test('review all due runs one session across two decks, each card naming its deck', async ({ page, user }) => {
  await twoDecksDue(page, user);
  await openSignedIn(page, user, '/flashcards');
  await page.getByRole('link', { name: 'Review all due (3)' }).click();
  await expect(page).toHaveURL(/\/study\/all$/);
  await expect(page.getByRole('heading', { name: 'Review all due' })).toBeVisible();
  await expect(page.getByText('Card 1 of 3')).toBeVisible();
  const seen: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    seen.push((await page.getByTestId('study-card-deck').textContent()) ?? '');
    await reveal(page);
    await rate(page, 'Easy');
  }
  expect(seen.map((s) => s.replace('Deck: ', '')).sort()).toEqual(['History deck', 'History deck', 'Physics deck']);
  await closeCelebration(page);
  await expect(page.getByRole('heading', { name: 'Session Complete!' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Flashcards' }).click();
  await expect(page.getByRole('heading', { name: 'Decks' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Review all due/ })).toBeHidden();
});

// The loop is walked once, on a phone; each screen is scanned at the phone and the laptop size.
test('study loop screens on phone and laptop are axe-clean in light and dark', async ({ page, user }) => {
  await page.setViewportSize(PHONE);
  await twoDecksDue(page, user);
  const check = (name: string) =>
    inEachViewport(page, (viewport) =>
      expectNoAxeViolations(page, {
        label: `${name} (${viewport.name})`,
        beforeScan: async (theme) => {
          if (process.env.STUDY_LOOP_SCREENSHOTS) {
            await saveScreenshot(page, {
              path: `${process.env.STUDY_LOOP_SCREENSHOTS}/${name}-${viewport.name}-${theme}.png`,
              fullPage: true,
            });
          }
        },
      }),
    );

  await openSignedIn(page, user, '/flashcards');
  await expect(page.getByRole('link', { name: 'Review all due (3)' })).toBeVisible();
  await check('decks');
  await page.getByRole('link', { name: 'Review all due (3)' }).click();
  await reveal(page);
  await rate(page, 'Again');
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
  await check('study-undo');
  await reveal(page);
  await check('study-answer');
  for (let i = 0; i < 3; i += 1) {
    await rate(page, 'Easy');
    if (i < 2) await reveal(page);
  }
  await closeCelebration(page);
  await expect(page.getByRole('heading', { name: 'Session Complete!' })).toBeVisible();
  await expect(page.getByTestId('next-review')).toBeVisible();
  await check('complete');
});
