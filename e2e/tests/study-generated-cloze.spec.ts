import { expect, openSignedIn, test } from '../support/fixtures';
import { createSummary } from './flashcards-support';

const NOTES = `Macbeth: Theme of Ambition

Shakespeare presents ambition as a destructive force. The witches' prophecies in Act 1 Scene 3 awaken Macbeth's ambition. Macbeth admits that he has only "vaulting ambition, which o'erleaps itself" as a reason to kill Duncan. By the end Malcolm calls Macbeth a "dead butcher" and Lady Macbeth a "fiend-like queen".`;

test('a generated fill-in-the-blank card answers with its whole sentence, the blank in bold, said once', async ({
  page,
  user,
}) => {
  const summaryId = await createSummary(page.request, user, {
    subject: 'English Literature',
    topic: 'Macbeth',
    qualification: 'GCSE',
    text: NOTES,
  });
  const generated = await page.request.post('/api/flashcards/generate-from-summary', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      summaryId,
      subject: 'English Literature',
      topic: 'Macbeth',
      qualification: 'GCSE',
      examBoard: 'AQA',
      deckName: 'Macbeth',
      cardCount: 5,
      difficulty: 'medium',
    },
  });
  expect(generated.status(), await generated.text()).toBe(201);
  const { cards } = (await generated.json()) as { cards: { deck_id: string; front_text: string }[] };
  const clozeAt = cards.findIndex((c) => c.front_text.startsWith('Fill in the blank:'));
  expect(clozeAt).toBeGreaterThanOrEqual(0);

  await openSignedIn(page, user, `/decks/${cards[0]!.deck_id}/study`);
  for (let i = 0; i < clozeAt; i++) {
    await page.getByRole('button', { name: 'Show Answer' }).click();
    await page.getByRole('button', { name: /^Good/ }).click();
  }
  await expect(page.getByRole('region', { name: 'Question' })).toContainText('Fill in the blank:');
  await page.getByRole('button', { name: 'Show Answer' }).click();
  const answer = page.getByRole('region', { name: 'Answer' });
  await expect(answer.locator('strong')).toHaveCount(1);
  // The words before the blank are in the answer too: the whole sentence, not the blank alone.
  const front = cards[clozeAt]!.front_text.replace('Fill in the blank:', '').trim();
  await expect(answer).toContainText(front.slice(0, front.indexOf('____')).trim());
  // The explanation quotes the same sentence, so it is not shown a second time.
  await expect(answer.getByText('Explanation:')).toHaveCount(0);
});
