import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from '../support/fixtures';
import { createDeck } from './flashcards-support';
import { CELL_CARDS, checkScreen, PRACTICE_VIEWPORTS } from './practice-support';

// Issue 28: Learn. Multiple choice first, then written; Correct / Incorrect; rounds; 'You've learned'.

async function currentCard(page: Page) {
  for (const card of CELL_CARDS) {
    if (await page.getByText(card.front, { exact: true }).isVisible()) return card;
  }
  throw new Error('no known question on screen');
}

test('Learn on a phone and a laptop: a wrong card returns, rounds, then you have learned them all', async ({
  page,
  user,
}, testInfo) => {
  // Every screen twice (phone, laptop), each scanned by axe in light and dark.
  test.setTimeout(180_000);
  const deckId = await createDeck(page.request, user, { name: 'Cells learn', cards: CELL_CARDS });
  for (const [device, viewport] of Object.entries(PRACTICE_VIEWPORTS)) {
    await test.step(device, async () => {
      await page.setViewportSize(viewport);
      // The deck's page offers the practice modes.
      await openSignedIn(page, user, `/flashcards/${deckId}/edit`);
      await page.getByRole('navigation', { name: 'Practise this deck' }).getByRole('link', { name: 'Learn' }).click();
      await expect(page).toHaveURL(new RegExp(`/decks/${deckId}/learn$`));
      await expect(page.getByRole('heading', { name: 'Learn', level: 1 })).toBeVisible();
      await expect(page.getByText('Round 1')).toBeVisible();
      await expect(page.getByText('Choose the answer')).toBeVisible();
      await checkScreen(page, testInfo, 'learn-question');

      // A wrong answer first: 'Incorrect' with the right answer; the card comes back in the round.
      const missed = await currentCard(page);
      const options = page.getByRole('group', { name: 'Options' }).getByRole('button');
      const wrongOption = options.filter({ hasNotText: missed.back }).first();
      await wrongOption.click();
      await expect(page.getByText('Incorrect')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Answer:' })).toContainText(missed.back);
      await checkScreen(page, testInfo, 'learn-feedback');
      await page.keyboard.press('Enter');

      let sawMissedAgain = false;
      let sawRoundComplete = false;
      for (let step = 0; step < 30; step += 1) {
        if (await page.getByRole('heading', { name: /You've learned/ }).isVisible()) break;
        if (await page.getByRole('heading', { name: 'Round complete' }).isVisible()) {
          if (!sawRoundComplete) await checkScreen(page, testInfo, 'learn-round-complete');
          sawRoundComplete = true;
          await page.getByRole('button', { name: 'Next round' }).click();
          continue;
        }
        const card = await currentCard(page);
        if (card === missed) sawMissedAgain = true;
        if (await page.getByText('Choose the answer').isVisible()) {
          const index = (await options.allInnerTexts()).findIndex((o) => o.includes(card.back));
          // Number keys choose.
          await page.keyboard.press(String(index + 1));
        } else {
          // Written, with lenient marking: lower case.
          await page.getByLabel('Your answer').fill(card.back.toLowerCase());
          await page.keyboard.press('Enter');
        }
        await expect(page.getByText('Correct', { exact: true })).toBeVisible();
        await page.keyboard.press('Enter');
      }
      expect(sawMissedAgain).toBe(true);
      expect(sawRoundComplete).toBe(true);
      await expect(page.getByRole('heading', { name: `You've learned all ${CELL_CARDS.length} cards!` })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Learn progress' })).toHaveAttribute('aria-valuenow', '100');
      await expect(page.getByTestId('practice-xp')).toBeVisible();
      await checkScreen(page, testInfo, 'learn-done');
    });
  }
});
