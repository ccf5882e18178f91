import { expect, openSignedIn, test } from '../support/fixtures';
import { closeCelebration, createDeck } from './flashcards-support';

const stat = (label: string) => `dt:text-is("${label}") + dd`;

test('studies a deck with the keyboard only', async ({ page, user }) => {
  const deckId = await createDeck(page.request, user, {
    name: 'Keyboard deck',
    subject: 'Chemistry',
    topic: 'Bonding',
    cards: [
      { front: 'Ionic bonds form between?', back: 'Metals and non-metals', explanation: 'Electrons are transferred.' },
      { front: 'Covalent bonds share?', back: 'Pairs of electrons' },
      { front: 'Metallic bonding has?', back: 'Delocalised electrons' },
    ],
  });
  const reviews: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/decks/${deckId}/review`))
      reviews.push(r.postDataJSON() as Record<string, unknown>);
  });

  // The page's clock is Playwright's, so the first card's time on screen can be moved on at once.
  await page.clock.install();
  await openSignedIn(page, user, '/flashcards');
  // Cache the list first: it must be refreshed by the reviews, not served stale.
  const deckCard = page.getByRole('article', { name: 'Keyboard deck' });
  await expect(deckCard.locator(stat('Due now'))).toHaveText('3');
  await deckCard.getByRole('link', { name: /^Study/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/decks/${deckId}/study`);

  await expect(page.getByText('Card 1 of 3')).toBeVisible();
  await expect(page.getByText('Chemistry · Bonding')).toBeVisible();
  await expect(page.getByText('Metals and non-metals')).toBeHidden();
  // Digits do nothing until the answer is shown.
  await page.keyboard.press('3');
  await expect(page.getByText('Card 1 of 3')).toBeVisible();
  // The student looks at the first card for 250 ms (checked in its review's responseTimeMs below).
  await page.clock.fastForward(250);
  await page.keyboard.press('Space');
  await expect(page.getByText('Metals and non-metals')).toBeVisible();
  await expect(page.getByText('Electrons are transferred.')).toBeVisible();
  // The keyboard path lands on Good, so a second Space means Good (as in Anki), never Again.
  await expect(page.getByRole('button', { name: /^Good/ })).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Good (1-4d)');
  await page.keyboard.press('Space');

  await expect(page.getByText('Card 2 of 3')).toBeVisible();
  await expect(page.getByText('Pairs of electrons')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show Answer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Pairs of electrons')).toBeVisible();
  // Back to Again, then Tab through the ratings: each tooltip is exactly the spec's.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: /^Again/ })).toBeFocused();
  const tooltips: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    await expect(page.getByRole('tooltip')).toBeVisible();
    tooltips.push((await page.getByRole('tooltip').textContent()) ?? '');
    if (i < 3) await page.keyboard.press('Tab');
  }
  expect(tooltips).toEqual(['Again (<1min)', 'Hard (<10min)', 'Good (1-4d)', 'Easy (4+d)']);
  await page.keyboard.press('2');

  // Hard keeps a new card in learning for a few minutes, so it comes back in this session (issue 14).
  await expect(page.getByText('Card 3 of 4')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText('Delocalised electrons')).toBeVisible();
  await page.keyboard.press('4');

  await expect(page.getByText('Card 4 of 4')).toBeVisible();
  await expect(page.getByText('Covalent bonds share?')).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('3');

  await closeCelebration(page);
  await expect(page.getByRole('heading', { name: 'Session Complete!' })).toBeVisible();
  await expect(page.locator(stat('Cards Reviewed'))).toHaveText('4');
  // Good, Hard, Easy, Good: Hard is a pass, as in Anki.
  await expect(page.locator(stat('Correct'))).toHaveText('4');
  await expect(page.locator(stat('Accuracy'))).toHaveText('100%');

  await expect.poll(() => reviews.length).toBe(4);
  expect(reviews.map((r) => r.quality)).toEqual(['good', 'hard', 'easy', 'good']);
  for (const review of reviews) {
    expect(typeof review.cardId).toBe('string');
    // Measured from the card being shown to the rating; the first card waited at least 250 ms.
    expect(review.responseTimeMs).toEqual(expect.any(Number));
  }
  expect(reviews[0]!.responseTimeMs as number).toBeGreaterThanOrEqual(250);

  await page.getByRole('link', { name: 'Back to Flashcards' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/flashcards$/);
  // Every card ended on Good or Easy, days away.
  await expect(deckCard.locator(stat('Due now'))).toHaveText('0');
});

test('Study Again starts a fresh round with reset counters', async ({ page, user }) => {
  const deckId = await createDeck(page.request, user, {
    name: 'Two cards',
    cards: [
      { front: 'Front one', back: 'Back one' },
      { front: 'Front two', back: 'Back two' },
    ],
  });
  await openSignedIn(page, user, `/decks/${deckId}/study`);
  await expect(page.getByText('Card 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await page.getByRole('button', { name: /^Easy/ }).click();
  await expect(page.getByText('Card 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await page.getByRole('button', { name: /^Easy/ }).click();
  await closeCelebration(page);
  await expect(page.locator(stat('Accuracy'))).toHaveText('100%');

  // A card added meanwhile is new, so it is due in the next round.
  const add = await page.request.post(`/api/flashcards/decks/${deckId}/cards`, {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { front_text: 'Front three', back_text: 'Back three' },
  });
  expect(add.status()).toBe(201);
  await page.getByRole('button', { name: 'Study Again' }).click();
  await expect(page.getByText('Card 1 of 1')).toBeVisible();
  await expect(page.getByText('Front three')).toBeVisible();
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await page.getByRole('button', { name: /^Again/ }).click();
  // Failed: it comes back before the session can end.
  await expect(page.getByText('Card 2 of 2')).toBeVisible();
  await expect(page.getByText('Front three')).toBeVisible();
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await page.getByRole('button', { name: /^Good/ }).click();
  await closeCelebration(page);
  await expect(page.locator(stat('Cards Reviewed'))).toHaveText('2');
  await expect(page.locator(stat('Correct'))).toHaveText('1');
  await expect(page.locator(stat('Accuracy'))).toHaveText('50%');
});

test('shows No Cards Due! and the fetch failure state', async ({ page, user }) => {
  const deckId = await createDeck(page.request, user, { name: 'Empty' });
  await openSignedIn(page, user, `/decks/${deckId}/study`);
  await expect(page.getByRole('heading', { name: 'No Cards Due!' })).toBeVisible();
  await expect(page.getByText("Great job! You've reviewed all your cards for now.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Flashcards' })).toHaveAttribute('href', '/flashcards');

  await page.goto('/decks/not-a-deck/study');
  await expect(page.getByText('Failed to fetch study session')).toBeVisible();
});
