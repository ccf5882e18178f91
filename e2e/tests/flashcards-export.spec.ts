import { readFile } from 'node:fs/promises';
import { expect, openSignedIn, test } from '../support/fixtures';
import { createDeck, toastRegion } from './flashcards-support';

test('exports the chosen decks to an Anki package', async ({ page, user }) => {
  await createDeck(page.request, user, { name: 'Export one', cards: [{ front: 'Q1', back: 'A1' }] });
  await createDeck(page.request, user, {
    name: 'Export two',
    subject: 'Physics',
    cards: [{ front: 'Q2', back: 'A2' }],
  });
  await openSignedIn(page, user, '/flashcards');

  await page.getByRole('button', { name: 'Export to Anki' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export to Anki' });
  const list = dialog.getByRole('list', { name: 'Decks to export' });
  await expect(list.getByRole('checkbox')).toHaveCount(2);
  // The list scrolls within about 16rem.
  expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('256px');

  // Nothing selected.
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(toastRegion(page).getByText('No decks selected')).toBeVisible();
  await expect(toastRegion(page).getByText('Please select at least one deck to export')).toBeVisible();

  // Cancel clears the selection.
  await list.getByText('Export one').click();
  await expect(dialog.getByText('1 of 2 selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Export to Anki' }).click();
  await expect(dialog.getByText('0 of 2 selected')).toBeVisible();
  await expect(list.getByRole('checkbox', { checked: true })).toHaveCount(0);

  await dialog.getByRole('checkbox', { name: 'Select all' }).click();
  await expect(list.getByRole('checkbox', { checked: true })).toHaveCount(2);
  const request = page.waitForRequest((r) => r.url().endsWith('/api/flashcards/export/anki'));
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  expect(((await request).postDataJSON() as { deckIds: string[] }).deckIds).toHaveLength(2);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^revisely-anki-\d{4}-\d{2}-\d{2}\.apkg$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(toastRegion(page).getByText('Success! Your flashcards have been exported to Anki format')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Success cleared the selection too.
  await page.getByRole('button', { name: 'Export to Anki' }).click();
  await expect(dialog.getByText('0 of 2 selected')).toBeVisible();
});

test('shows the server error when an export fails', async ({ page, user }) => {
  await createDeck(page.request, user, { name: 'Will not export', cards: [{ front: 'Q', back: 'A' }] });
  await openSignedIn(page, user, '/flashcards');
  await page.route('**/api/flashcards/export/anki', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Deck not found"}' }),
  );
  await page.getByRole('button', { name: 'Export to Anki' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export to Anki' });
  await dialog.getByRole('checkbox', { name: 'Select all' }).click();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(toastRegion(page).getByText('Export failed')).toBeVisible();
  await expect(toastRegion(page).getByText('Deck not found')).toBeVisible();
  // The dialog stays open with the selection, so the user can try again.
  await expect(dialog.getByText('1 of 1 selected')).toBeVisible();
});
