import { expect, openSignedIn, test } from '../support/fixtures';
import { createDeck } from './flashcards-support';
import { CELL_CARDS, checkScreen, PRACTICE_VIEWPORTS } from './practice-support';

// Issue 28: Match. Pairs as tiles; a wrong pair stays; the time and the best for the deck at the end.

const tile = (side: 'Question' | 'Answer', text: string) => ({ name: `${side}: ${text}`, exact: true });

test('Match on a phone and a laptop: a wrong pair stays, matched pairs go, the time and best are shown', async ({
  page,
  user,
}, testInfo) => {
  // Every screen twice (phone, laptop), each scanned by axe in light and dark.
  test.setTimeout(180_000);
  const deckId = await createDeck(page.request, user, { name: 'Cell match', cards: CELL_CARDS });
  let games = 0;
  for (const [device, viewport] of Object.entries(PRACTICE_VIEWPORTS)) {
    await test.step(device, async () => {
      await page.setViewportSize(viewport);
      if (device === 'laptop') {
        // The study screen offers the practice modes too.
        await openSignedIn(page, user, `/decks/${deckId}/study`);
        await page.getByRole('navigation', { name: 'Practise this deck' }).getByRole('link', { name: 'Match' }).click();
        await expect(page).toHaveURL(new RegExp(`/decks/${deckId}/match$`));
      } else {
        await openSignedIn(page, user, `/decks/${deckId}/match`);
      }
      await expect(page.getByRole('heading', { name: 'Match', level: 1 })).toBeVisible();
      await expect(page.locator('[data-tile]')).toHaveCount(CELL_CARDS.length * 2);
      await checkScreen(page, testInfo, 'match-board');

      // A wrong pair: both tiles stay.
      const [first, second] = CELL_CARDS as [(typeof CELL_CARDS)[0], (typeof CELL_CARDS)[0]];
      await page.getByRole('button', tile('Question', first.front)).click();
      await page.getByRole('button', tile('Answer', second.back)).click();
      await expect(page.getByRole('button', tile('Question', first.front))).toBeEnabled();
      await expect(page.getByRole('button', tile('Answer', second.back))).toBeEnabled();
      await expect(page.getByText(`0 of ${CELL_CARDS.length} pairs`)).toBeVisible();

      // The keyboard matches too: focus a tile, press Enter.
      await page.getByRole('button', tile('Question', first.front)).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', tile('Answer', first.back)).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', tile('Question', first.front))).toBeHidden();
      for (const card of CELL_CARDS.slice(1)) {
        await page.getByRole('button', tile('Answer', card.back)).click();
        await page.getByRole('button', tile('Question', card.front)).click();
      }
      games += 1;
      const time = page.getByTestId('match-time');
      await expect(time).toHaveText(/^\d+\.\d s$/);
      await expect(page.getByTestId('practice-xp')).toBeVisible();
      const seconds = (await time.textContent())!;
      if (games === 1)
        await expect(page.getByTestId('match-best')).toContainText(`Your best for this deck: ${seconds}`);
      else await expect(page.getByTestId('match-best')).toContainText(/Your best for this deck: \d+\.\d s/);
      await checkScreen(page, testInfo, 'match-result');
      await page.getByRole('button', { name: 'Play again' }).click();
      await expect(page.locator('[data-tile]')).toHaveCount(CELL_CARDS.length * 2);
    });
  }
  const best = await page.request.get(`/api/practice/decks/${deckId}`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(((await best.json()) as { bestMatchMs: number | null }).bestMatchMs).toBeGreaterThan(0);
});
