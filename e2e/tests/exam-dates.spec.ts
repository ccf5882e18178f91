import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, openSignedIn, test, type TestUser } from '../support/fixtures';
import { auth, chooseOption, closeCelebration, createDeck } from './flashcards-support';
import { PHONE, inEachViewport } from './viewports-support';

/** Issue 14, item 4: exam dates on the deck screens, the deck card and the study header. */

/** 'YYYY-MM-DD' `days` from today in London (the browser's and the server's zone here). */
function londonDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function setExamDate(request: APIRequestContext, user: TestUser, deckId: string, examDate: string | null) {
  const response = await request.put(`/api/flashcards/decks/${deckId}`, { headers: auth(user), data: { examDate } });
  expect(response.status(), await response.text()).toBe(200);
}

const cards = [
  { front: 'Unit of force?', back: 'Newton' },
  { front: 'Weight equals?', back: 'Mass × gravitational field strength' },
  { front: 'Unit of energy?', back: 'Joule' },
];

async function shot(page: Page, name: string) {
  // Screenshots for a person to look at, only when asked for (not committed).
  const dir = process.env.EXAM_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test('sets an exam date on the edit screen and sees the countdown on the deck card, in the study header and the forecast', async ({
  page,
  user,
}) => {
  const id = await createDeck(page.request, user, { name: 'Forces', subject: 'Physics', topic: 'Forces', cards });
  await openSignedIn(page, user, `/flashcards/${id}/edit`);
  const examDate = page.getByLabel('Exam date', { exact: true });
  await expect(examDate).toHaveValue('');
  await examDate.fill(londonDay(12));
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page).toHaveURL(/\/flashcards$/);
  const deckCard = page.getByRole('article', { name: 'Forces' });
  await expect(deckCard.getByText('Exam in 12 days')).toBeVisible();

  await deckCard.getByRole('link', { name: /^Study Forces/ }).click();
  await expect(page.getByRole('heading', { name: 'Forces', level: 1 })).toBeVisible();
  await expect(page.locator('header').getByText('Exam in 12 days')).toBeVisible();

  // The edit screen shows what the server predicts for exam day.
  await page.goto(`/flashcards/${id}/edit`);
  await expect(page.getByLabel('Exam date', { exact: true })).toHaveValue(londonDay(12));
  await expect(page.getByText(/^Predicted recall on exam day: \d{1,3}%$/)).toBeVisible();
  await expect(page.getByText(/^≈ \d+ reviews? a day until the exam$/)).toBeVisible();

  // Tomorrow and today read naturally; 'in 1 day' is never shown.
  await setExamDate(page.request, user, id, londonDay(1));
  await page.goto('/flashcards');
  await expect(deckCard.getByText('Exam tomorrow')).toBeVisible();
  await setExamDate(page.request, user, id, londonDay(0));
  await page.reload();
  await expect(deckCard.getByText('Exam today')).toBeVisible();
  // A past date is kept but shows nothing.
  await setExamDate(page.request, user, id, londonDay(-3));
  await page.reload();
  await expect(deckCard.getByText(/^Exam /)).toHaveCount(0);
});

test('creates a deck with an exam date in the deck builder and studies it with the countdown above', async ({
  page,
  user,
}) => {
  await openSignedIn(page, user, '/flashcards/create');
  await page.getByLabel('Deck Title').fill('Organelles');
  await chooseOption(page, 'Subject', 'Biology');
  await page.getByLabel('Exam date', { exact: true }).fill(londonDay(30));
  const card = page.getByTestId('builder-card').first();
  await card.getByLabel('Front (Question)').fill('Powerhouse of the cell?');
  await card.getByLabel('Back (Answer)').fill('Mitochondrion');
  await shot(page, 'builder-laptop-light');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/decks\/[^/]+\/study$/);
  await expect(page.locator('header').getByText('Exam in 30 days')).toBeVisible();
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await page.getByRole('button', { name: /^Good/ }).click();
  await closeCelebration(page);
  await expect(page.getByRole('heading', { name: 'Session Complete!' })).toBeVisible();

  await page.goto('/flashcards');
  await expect(page.getByRole('article', { name: 'Organelles' }).getByText('Exam in 30 days')).toBeVisible();
});

// One account and deck; each screen is checked at the phone and the laptop size on the same page.
test('exam countdown and forecast on phone and laptop are visible and axe-clean in light and dark', async ({
  page,
  user,
}) => {
  await page.setViewportSize(PHONE);
  const id = await createDeck(page.request, user, { name: 'Forces', subject: 'Physics', topic: 'Forces', cards });
  await setExamDate(page.request, user, id, londonDay(9));

  await openSignedIn(page, user, '/flashcards');
  const deckCard = page.getByRole('article', { name: 'Forces' });
  // Issue 27 item 7: the predicted recall sits beside the countdown, where the deck is seen.
  const recall = deckCard.getByTestId('predicted-recall');
  await expect(recall).toHaveText(/^\d{1,3}% predicted recall$/);
  const percent = ((await recall.textContent()) ?? '').split('%')[0];
  await inEachViewport(page, async (viewport) => {
    await expect(deckCard.getByText('Exam in 9 days')).toBeVisible();
    await expect(recall).toHaveText(`${percent}% predicted recall`);
    await expectNoAxeViolations(page, {
      label: `decks (${viewport.name})`,
      beforeScan: (theme) => shot(page, `decks-${viewport.name}-${theme}`),
    });
  });

  await page.goto(`/decks/${id}/study`);
  await inEachViewport(page, async (viewport) => {
    await expect(page.locator('header').getByText('Exam in 9 days')).toBeVisible();
    await expect(page.locator('header').getByTestId('predicted-recall')).toHaveText(`${percent}% predicted recall`);
    await expectNoAxeViolations(page, {
      label: `study (${viewport.name})`,
      beforeScan: (theme) => shot(page, `study-${viewport.name}-${theme}`),
    });
  });

  await page.goto(`/flashcards/${id}/edit`);
  await inEachViewport(page, async (viewport) => {
    await expect(page.getByText(`Predicted recall on exam day: ${percent}%`, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, {
      label: `edit (${viewport.name})`,
      beforeScan: (theme) => shot(page, `edit-${viewport.name}-${theme}`),
    });
  });
});
