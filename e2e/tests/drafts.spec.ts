import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from '../support/fixtures';
import { chooseOption, deckCards } from './flashcards-support';
import { completeStudyDetails, expectWizardStep } from './summaries-support';

/** Local draft autosave: work in the summary wizard and the deck builder survives a reload. */

function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('revisely:draft:')));
}

test('the summary wizard keeps its study details and stage across a reload', async ({ page, user }) => {
  await openSignedIn(page, user, '/summaries/create');
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await completeStudyDetails(page, {
    subject: 'History',
    qualification: 'A-Level',
    topic: 'The Industrial Revolution',
    examBoard: 'AQA',
  });

  // No wait for the debounce: leaving the page writes what is pending.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Upload Your Notes' })).toBeVisible();
  await expectWizardStep(page, 2, 25);
  await expect(page.getByTestId('draft-restored')).toHaveText(/Draft restored/);

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Subject', exact: true })).toHaveValue('History');
  await expect(page.getByRole('combobox', { name: 'Qualification' })).toHaveText('A-Level');
  await expect(page.getByRole('textbox', { name: 'Topic', exact: true })).toHaveValue('The Industrial Revolution');
  await expect(page.getByRole('combobox', { name: /Exam board/ })).toHaveText('AQA');

  // A draft the one-photo wizard saved (its old shape: one text, no pages) is converted on load
  // into one page at the review step. It is put in place before the app's first script runs.
  const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${user.token}` } });
  const { id } = (await me.json()) as { id: string };
  const oldDraft = {
    version: 1,
    savedAt: Date.now(),
    data: {
      stage: 'review',
      details: { subject: 'Chemistry', qualification: 'GCSE', topic: 'Bonding', examBoard: 'OCR' },
      ocr: null,
      text: 'Ionic bonds form between metals and non-metals.',
    },
  };
  const seed = await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    `revisely:draft:${encodeURIComponent(id)}:summary-wizard`,
    JSON.stringify(oldDraft),
  ] as const);
  await page.reload();
  await seed.dispose();
  await expect(page.getByRole('heading', { name: 'Review Text' })).toBeVisible();
  await expectWizardStep(page, 4, 75);
  await expect(page.getByTestId('draft-restored')).toHaveText(/Draft restored/);
  await expect(page.getByRole('textbox', { name: 'Your notes', exact: true })).toHaveValue(
    'Ionic bonds form between metals and non-metals.',
  );
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Topic', exact: true })).toHaveValue('Bonding');
});

test('the deck builder keeps its cards across a reload and forgets them once saved', async ({ page, user }) => {
  await openSignedIn(page, user, '/flashcards/create');
  await expect(page.getByRole('heading', { name: 'Create Deck', level: 1 })).toBeVisible();
  await page.getByLabel('Deck Title').fill('Drafted deck');
  await chooseOption(page, 'Subject', 'Biology');
  const cards = page.getByTestId('builder-card');
  await cards.nth(0).getByLabel('Front (Question)').fill('What is osmosis?');
  await cards.nth(0).getByLabel('Back (Answer)').fill('Diffusion of water');
  await page.getByRole('button', { name: 'Add New Card' }).click();
  await cards.nth(1).getByLabel('Front (Question)').fill('What is ATP?');
  await cards.nth(1).getByLabel('Back (Answer)').fill('Energy currency');

  await page.reload();
  await expect(page.getByTestId('draft-restored')).toHaveText(/Draft restored/);
  await expect(page.getByLabel('Deck Title')).toHaveValue('Drafted deck');
  await expect(page.getByRole('combobox', { name: 'Subject', exact: true })).toHaveText('Biology');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByLabel('Front (Question)')).toHaveValue('What is osmosis?');
  await expect(cards.nth(1).getByLabel('Back (Answer)')).toHaveValue('Energy currency');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/decks\/[^/]+\/study$/);
  const deckId = /\/decks\/([^/]+)\/study$/.exec(page.url())?.[1] ?? '';
  const saved = await deckCards(page.request, user, deckId);
  expect(saved.map((c) => [c.front_text, c.back_text])).toEqual([
    ['What is osmosis?', 'Diffusion of water'],
    ['What is ATP?', 'Energy currency'],
  ]);
  expect(await draftKeys(page)).toEqual([]);

  // A fresh builder starts empty again.
  await page.goto('/flashcards/create');
  await expect(page.getByRole('heading', { name: 'Create Deck', level: 1 })).toBeVisible();
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await expect(cards).toHaveCount(1);
  await expect(cards.nth(0).getByLabel('Front (Question)')).toHaveValue('');
});
