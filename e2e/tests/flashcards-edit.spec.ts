import { expect, openSignedIn, test } from '../support/fixtures';
import { chooseOption, createDeck, deckCards, listDecks, toastRegion } from './flashcards-support';

test('edits deck details and cards inline, adds and deletes cards', async ({ page, user }) => {
  const deckId = await createDeck(page.request, user, {
    name: 'Respiration',
    subject: 'Biology',
    topic: 'Energy',
    examBoard: 'AQA',
    cards: [
      { front: 'Where does aerobic respiration happen?', back: 'Mitochondria', explanation: 'Most ATP is made there.' },
      { front: 'Product of anaerobic respiration in muscles?', back: 'Lactic acid' },
    ],
  });

  await openSignedIn(page, user, '/flashcards');
  const deckCard = page.getByRole('article', { name: 'Respiration' });
  await expect(deckCard.getByText('Medium')).toBeVisible();
  await expect(deckCard.locator('dt:text-is("Cards") + dd')).toHaveText('2');
  await expect(deckCard.getByRole('link', { name: /^Study/ })).toHaveAttribute('href', `/decks/${deckId}/study`);
  await expect(deckCard.getByRole('link', { name: /^Add/ })).toHaveAttribute('href', `/flashcards/${deckId}/add`);
  await deckCard.getByRole('button', { name: 'Deck options for Respiration' }).click();
  await page.getByRole('menuitem', { name: 'Edit Deck' }).click();
  await expect(page).toHaveURL(`/flashcards/${deckId}/edit`);

  await expect(page.getByRole('heading', { name: 'Deck Details' })).toBeVisible();
  await expect(page.getByLabel('Deck name')).toHaveValue('Respiration');
  await expect(page.getByRole('heading', { name: /Flashcards\s*2/ })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Flashcards' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Card #1');
  await expect(cards.nth(0)).toContainText('Most ATP is made there.');
  await expect(cards.nth(1)).not.toContainText('Explanation');

  // Inline editing, one card at a time.
  await page.getByRole('button', { name: 'Edit Card #1' }).click();
  await expect(page.getByRole('form', { name: 'Edit Card #1' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Card #2' }).click();
  await expect(page.getByRole('form', { name: 'Edit Card #1' })).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Edit Card #2' });
  await form.getByLabel('Answer').fill('   ');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toastRegion(page).getByText('Please fill in both question and answer.')).toBeVisible();
  await form.getByLabel('Answer').fill('Lactic acid (lactate)');
  await form.getByLabel('Explanation (optional)').fill('Oxygen debt is repaid afterwards.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(cards.nth(1)).toContainText('Lactic acid (lactate)');
  await expect(cards.nth(1)).toContainText('Oxygen debt is repaid afterwards.');

  // Cancel leaves the card as it was.
  await page.getByRole('button', { name: 'Edit Card #1' }).click();
  await page.getByRole('form', { name: 'Edit Card #1' }).getByLabel('Question').fill('Changed my mind');
  await page.getByRole('form', { name: 'Edit Card #1' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(cards.nth(0)).toContainText('Where does aerobic respiration happen?');

  // A failed update says so.
  await page.route('**/api/flashcards/*', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 400, body: '{"error":"nope"}' }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Edit Card #1' }).click();
  await page.getByRole('form', { name: 'Edit Card #1' }).getByRole('button', { name: 'Save' }).click();
  await expect(toastRegion(page).getByText('Update failed')).toBeVisible();
  await expect(toastRegion(page).getByText('Failed to update flashcard')).toBeVisible();
  await page.unroute('**/api/flashcards/*');
  await page.getByRole('form', { name: 'Edit Card #1' }).getByRole('button', { name: 'Cancel' }).click();

  // The add-card panel.
  const addToggle = page.getByRole('button', { name: 'Add Card' });
  await addToggle.click();
  const panel = page.getByRole('form', { name: 'Add a flashcard' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Add Flashcard' }).click();
  await expect(toastRegion(page).getByText('Validation error')).toBeVisible();
  await expect(toastRegion(page).getByText('Please fill in both question and answer.')).toBeVisible();
  await panel.getByLabel('Question').fill('What is ATP?');
  await panel.getByLabel('Answer').fill('The energy currency of the cell');
  await panel.getByRole('button', { name: 'Add Flashcard' }).click();
  await expect(panel).toHaveCount(0);
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(2)).toContainText('Card #3');
  await expect(page.getByRole('heading', { name: /Flashcards\s*3/ })).toBeVisible();
  // Reopened, it is empty again.
  await addToggle.click();
  await expect(panel.getByLabel('Question')).toHaveValue('');
  await addToggle.click();
  await expect(panel).toHaveCount(0);

  // Delete with confirmation.
  await page.getByRole('button', { name: 'Delete Card #3' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Card #3?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards).toHaveCount(3);
  await page.getByRole('button', { name: 'Delete Card #3' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(cards).toHaveCount(2);

  const saved = await deckCards(page.request, user, deckId);
  expect(saved.map((c) => [c.front_text, c.back_text, c.explanation])).toEqual([
    ['Where does aerobic respiration happen?', 'Mitochondria', 'Most ATP is made there.'],
    ['Product of anaerobic respiration in muscles?', 'Lactic acid (lactate)', 'Oxygen debt is repaid afterwards.'],
  ]);

  // Deck details: name and subject are required.
  await page.getByLabel('Deck name').fill('  ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastRegion(page).getByText('Validation error')).toBeVisible();
  await expect(toastRegion(page).getByText('Please fill in the deck name and subject.')).toBeVisible();
  await page.getByLabel('Deck name').fill('Respiration (revised)');
  await page.getByLabel('Topic').fill('Aerobic and anaerobic');
  await chooseOption(page, 'Exam board', 'OCR');
  await chooseOption(page, 'Qualification', 'GCSE');
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/flashcards/decks/${deckId}`));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await put).postDataJSON()).toEqual({
    name: 'Respiration (revised)',
    subject: 'Biology',
    topic: 'Aerobic and anaerobic',
    qualification: 'GCSE',
    exam_board: 'OCR',
  });
  await expect(page).toHaveURL(/\/flashcards$/);
  await expect(page.getByRole('article', { name: 'Respiration (revised)' })).toBeVisible();
  const [deck] = await listDecks(page.request, user);
  expect(deck).toMatchObject({ name: 'Respiration (revised)', exam_board: 'OCR' });
});

test('deletes a deck after confirmation and shows the empty state', async ({ page, user }) => {
  await createDeck(page.request, user, { name: 'Short-lived', cards: [{ front: 'Q', back: 'A' }] });
  await openSignedIn(page, user, '/flashcards');
  const deckCard = page.getByRole('article', { name: 'Short-lived' });

  // A failure leaves the deck in place.
  await page.route('**/api/flashcards/decks/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 404, body: '{"error":"Deck not found"}' })
      : route.fallback(),
  );
  await deckCard.getByRole('button', { name: 'Deck options for Short-lived' }).click();
  await page.getByRole('menuitem', { name: 'Delete Deck' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Deck' }).click();
  await expect(toastRegion(page).getByText('Delete failed')).toBeVisible();
  await expect(toastRegion(page).getByText('Failed to delete deck')).toBeVisible();
  await expect(deckCard).toBeVisible();
  await page.unroute('**/api/flashcards/decks/*');

  await deckCard.getByRole('button', { name: 'Deck options for Short-lived' }).click();
  await page.getByRole('menuitem', { name: 'Delete Deck' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Deck' }).click();
  await expect(toastRegion(page).getByText('Deck deleted')).toBeVisible();
  await expect(page.getByText('No flashcard decks found. Create your first deck!')).toBeVisible();
  expect(await listDecks(page.request, user)).toHaveLength(0);
  await expect(page.getByRole('button', { name: 'Export to Anki' })).toBeDisabled();
  await page.getByRole('link', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/flashcards\/create$/);
});

test('edit screen states: an empty deck, a deck that cannot be loaded, and a list that cannot be fetched', async ({
  page,
  user,
}) => {
  const deckId = await createDeck(page.request, user, { name: 'Nothing yet' });
  await openSignedIn(page, user, `/flashcards/${deckId}/edit`);
  await expect(page.getByText('No flashcards in this deck yet.')).toBeVisible();
  await expect(page.getByText(/Click “Add Card”/)).toBeVisible();

  await page.goto('/flashcards/not-a-deck/edit');
  await expect(page.getByText('Failed to load deck for editing.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Flashcards' }).click();
  await expect(page).toHaveURL(/\/flashcards$/);

  await page.route('**/api/flashcards/decks', (route) => route.fulfill({ status: 400, body: '{"error":"bad"}' }));
  await page.reload();
  await expect(page.getByText('Failed to fetch decks')).toBeVisible();
});

test('never drops a card being written or edited without asking', async ({ page, user }) => {
  const deckId = await createDeck(page.request, user, {
    name: 'Enzymes',
    subject: 'Biology',
    cards: [
      { front: 'What is an enzyme?', back: 'A biological catalyst' },
      { front: 'What is the active site?', back: 'Where the substrate binds' },
    ],
  });
  await openSignedIn(page, user, `/flashcards/${deckId}/edit`);

  // Switching cards with changes asks first; keeping them keeps the first editor open.
  await page.getByRole('button', { name: 'Edit Card #1' }).click();
  await page.getByRole('form', { name: 'Edit Card #1' }).getByLabel('Answer').fill('A protein catalyst');
  await page.getByRole('button', { name: 'Edit Card #2' }).click();
  const discard = page.getByRole('alertdialog', { name: 'Discard changes to Card #1?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByRole('form', { name: 'Edit Card #1' }).getByLabel('Answer')).toHaveValue('A protein catalyst');

  // Saving the deck details with the card still open asks before leaving.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving your card?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(`/flashcards/${deckId}/edit`);
  await page.getByRole('form', { name: 'Edit Card #1' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('form', { name: 'Edit Card #1' })).toHaveCount(0);

  // Nothing unsaved: Cancel leaves at once. Text typed in the add panel is asked about.
  await page.getByRole('button', { name: 'Add Card' }).click();
  await page.getByRole('form', { name: 'Add a flashcard' }).getByLabel('Question').fill('What is denaturing?');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Leave without saving your card?' })).toBeVisible();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/flashcards$/);
  const cards = await deckCards(page.request, user, deckId);
  expect(cards.map((c) => c.back_text)).toEqual(['A protein catalyst', 'Where the substrate binds']);
});
