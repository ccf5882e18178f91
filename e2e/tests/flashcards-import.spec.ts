import { expect, openSignedIn, test } from '../support/fixtures';
import { ankiPackage, FRENCH_CSV } from './flashcards-import-support';
import { chooseOption, createDeck, deckCards, listDecks, toastRegion } from './flashcards-support';

test('imports an Anki package through the dialog, keeping its deck and cloze cards', async ({ page, user }) => {
  await openSignedIn(page, user, '/flashcards');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import cards' });
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await dialog
    .getByLabel('Choose a file to import')
    .setInputFiles({ name: 'biology.apkg', mimeType: 'application/octet-stream', buffer: ankiPackage() });
  await expect(dialog.getByText('3 cards found')).toBeVisible();
  const preview = dialog.getByRole('list', { name: 'Preview of the first cards' });
  await expect(preview.getByRole('listitem')).toHaveCount(3);
  // Inline markdown is shown as the deck will show it, not as raw markers.
  await expect(preview.locator('strong', { hasText: 'Mitochondria' })).toBeVisible();
  await expect(preview.getByText('**Mitochondria**')).toHaveCount(0);
  await expect(preview.getByText('Cloze 2')).toBeVisible();
  await expect(preview.getByText('Reviewed')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: "Anki's decks" })).toBeChecked();

  await dialog.getByRole('button', { name: 'Import 3 cards' }).click();
  await expect(toastRegion(page).getByText('Imported 3 cards')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Your decks' }).getByText('Biology::Cells')).toBeVisible();

  const [deck] = await listDecks(page.request, user);
  const cards = await deckCards(page.request, user, deck!.id);
  expect(cards).toHaveLength(3);

  // The same package again updates the cards it brought: said as such, and no copies.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog
    .getByLabel('Choose a file to import')
    .setInputFiles({ name: 'biology.apkg', mimeType: 'application/octet-stream', buffer: ankiPackage() });
  await dialog.getByRole('button', { name: 'Import 3 cards' }).click();
  await expect(toastRegion(page).getByText('Updated 3 cards')).toBeVisible();
  expect(await deckCards(page.request, user, deck!.id)).toHaveLength(3);
});

test('imports a CSV into a new deck, choosing the front column', async ({ page, user }) => {
  await openSignedIn(page, user, '/flashcards');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import cards' });
  await dialog
    .getByLabel('Choose a file to import')
    .setInputFiles({ name: 'french words.csv', mimeType: 'text/csv', buffer: Buffer.from(FRENCH_CSV) });
  await expect(dialog.getByText('3 cards found')).toBeVisible();
  const preview = dialog.getByRole('list', { name: 'Preview of the first cards' });
  await expect(preview.getByRole('listitem').first()).toContainText('the cat');
  await expect(dialog.getByRole('checkbox', { name: 'First row is a header' })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Separator' })).toHaveText('Comma (,)');

  await chooseOption(page, 'Front of the card', 'Column 2: French');
  await expect(preview.getByRole('listitem').first()).toContainText('le chat');
  await expect(dialog.getByLabel('Deck name')).toHaveValue('french words');
  await dialog.getByLabel('Deck name').fill('French vocab');

  await dialog.getByRole('button', { name: 'Import 3 cards' }).click();
  await expect(toastRegion(page).getByText('Imported 3 cards')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your decks' }).getByText('French vocab')).toBeVisible();
  const [deck] = await listDecks(page.request, user);
  const cards = await deckCards(page.request, user, deck!.id);
  expect(cards.map((c) => [c.front_text, c.back_text])).toEqual([
    ['le chat', 'the cat'],
    ['le chien', 'the dog'],
    ["bonjour, l'ami", 'hello, friend'],
  ]);
});

test('adds to an existing deck, and shows a bad file’s error in the dialog', async ({ page, user }) => {
  await createDeck(page.request, user, { name: 'Spanish', cards: [{ front: 'gato', back: 'cat' }] });
  await openSignedIn(page, user, '/flashcards');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import cards' });

  await dialog
    .getByLabel('Choose a file to import')
    .setInputFiles({ name: 'broken.apkg', mimeType: 'application/octet-stream', buffer: Buffer.from('not a zip') });
  await expect(dialog.getByRole('alert')).toContainText('not a valid Anki package');
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await dialog
    .getByLabel('Choose a file to import')
    .setInputFiles({ name: 'quizlet.txt', mimeType: 'text/plain', buffer: Buffer.from('perro\tdog\npájaro\tbird') });
  await expect(dialog.getByText('2 cards found')).toBeVisible();
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByRole('radio', { name: 'Existing deck' }).click();
  await chooseOption(page, 'Deck', 'Spanish');
  await dialog.getByRole('button', { name: 'Import 2 cards' }).click();
  await expect(toastRegion(page).getByText('Imported 2 cards')).toBeVisible();
  const decks = await listDecks(page.request, user);
  expect(decks).toHaveLength(1);
  expect((await deckCards(page.request, user, decks[0]!.id)).map((c) => c.front_text)).toEqual([
    'gato',
    'perro',
    'pájaro',
  ]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('imports an Anki package and a Quizlet export', async ({ page, user }) => {
    await openSignedIn(page, user, '/flashcards');
    const dialog = page.getByRole('dialog', { name: 'Import cards' });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog
      .getByLabel('Choose a file to import')
      .setInputFiles({ name: 'biology.apkg', mimeType: 'application/octet-stream', buffer: ankiPackage() });
    await dialog.getByRole('button', { name: 'Import 3 cards' }).click();
    await expect(toastRegion(page).getByText('Imported 3 cards')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog
      .getByLabel('Choose a file to import')
      .setInputFiles({ name: 'quizlet.txt', mimeType: 'text/plain', buffer: Buffer.from('perro\tdog\ngato\tcat') });
    await expect(dialog.getByText('2 cards found')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Separator' })).toHaveText('Tab');
    await dialog.getByRole('button', { name: 'Import 2 cards' }).click();
    await expect(toastRegion(page).getByText('Imported 2 cards')).toBeVisible();
    const names = (await listDecks(page.request, user)).map((d) => d.name).sort();
    expect(names).toEqual(['Biology::Cells', 'quizlet']);
  });
});
