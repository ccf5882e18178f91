import { expect, openSignedIn, test } from '../support/fixtures';
import { auth, chooseOption, createSummary, listDecks, toastRegion } from './flashcards-support';
import { browseInput, completeStudyDetails, OCR_FIXTURES } from './summaries-support';

/** The one exam-board list every screen offers (ADR 0026), as the student reads it. */
const EXAM_BOARDS = ['AQA', 'Edexcel', 'OCR', 'WJEC', 'CCEA', 'Cambridge International', 'Other'];

/** Issue 10: the dialog asks for a missing exam board in place, and says when a summary gave fewer cards. */

const SHORT_NOTES = [
  'The mitochondria is the site of aerobic respiration in eukaryotic cells.',
  'Ribosomes are the site of protein synthesis.',
].join('\n\n');

interface GenerateBody {
  cards: unknown[];
  requestedCount: number;
  message: string | null;
}

test('a summary without an exam board gets one chosen in the dialog, saved, and then cards', async ({ page, user }) => {
  const summaryId = await createSummary(page.request, user, { examBoard: null, topic: 'Cell Biology' });
  await openSignedIn(page, user, `/summaries/${summaryId}`);
  await expect(page.getByRole('heading', { name: 'Cell Biology', level: 1 })).toBeVisible();
  await expect(page.getByText('OCR', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Create Flashcards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Flashcards' });
  await expect(dialog.getByText(/^This summary has no exam board yet/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Edit summary' })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Exam board', exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(EXAM_BOARDS);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await chooseOption(page, 'Exam board', 'OCR');

  const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/summaries/${summaryId}`));
  const generated = page.waitForResponse(
    (r) => r.url().endsWith('/api/flashcards/generate-from-summary') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Create Flashcards' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ examBoard: 'OCR', qualification: 'A-Level' });
  const response = await generated;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ summaryId, examBoard: 'OCR' });
  const body = (await response.json()) as GenerateBody;

  await expect(dialog.getByRole('link', { name: 'Study now' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastRegion(page).getByText('Flashcards Generated! 🎉')).toBeVisible();
  await expect(toastRegion(page).getByText(`Created ${body.cards.length} flashcards.`, { exact: false })).toBeVisible();
  expect(body.cards.length).toBeGreaterThan(0);

  // The summary on screen now shows the board, without a reload and after one.
  await expect(page.getByText('OCR', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cell Biology', level: 1 })).toBeVisible();
  await expect(page.getByText('OCR', { exact: true })).toBeVisible();
  const stored = await page.request.get(`/api/summaries/${summaryId}`, { headers: auth(user) });
  expect(await stored.json()).toMatchObject({ examBoard: 'OCR', qualification: 'A-Level', topic: 'Cell Biology' });

  const decks = await listDecks(page.request, user);
  expect(decks).toHaveLength(1);
  expect(decks[0]).toMatchObject({ exam_board: 'OCR', total_cards: body.cards.length });

  // Asked once: the dialog no longer needs the board.
  await page.getByRole('button', { name: 'Create Flashcards' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Exam board' })).toHaveCount(0);
});

test('says how many cards could be made when the summary is short', async ({ page, user }) => {
  const summaryId = await createSummary(page.request, user, { text: SHORT_NOTES, topic: 'Organelles' });
  await openSignedIn(page, user, `/summaries/${summaryId}`);
  await page.getByRole('button', { name: 'Create Flashcards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Flashcards' });
  await dialog.getByRole('radio', { name: '20' }).click();
  const generated = page.waitForResponse(
    (r) => r.url().endsWith('/api/flashcards/generate-from-summary') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Create Flashcards' }).click();
  const body = (await (await generated).json()) as GenerateBody;
  const made = body.cards.length;
  expect(made).toBeGreaterThan(0);
  expect(made).toBeLessThan(20);
  expect(body.requestedCount).toBe(20);
  const note = `Only ${made} ${made === 1 ? 'card' : 'cards'} could be made from this summary.`;
  expect(body.message).toBe(note);

  await expect(dialog.getByRole('link', { name: 'Study now' })).toBeVisible();
  await expect(toastRegion(page).getByText('Flashcards Generated! 🎉')).toBeVisible();
  await expect(
    toastRegion(page).getByText(`Created ${made} flashcards. +${made * 2} XP earned! ${note}`, { exact: true }),
  ).toBeVisible();
});

test("the wizard's Generate Flashcards asks for the exam board it skipped", async ({ page, user }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, user, '/summaries/create');
  await completeStudyDetails(page, { subject: 'Biology', qualification: 'GCSE', topic: 'Cell Structure' });
  await browseInput(page).setInputFiles(`${OCR_FIXTURES}/a_cells_single.png`);
  await page.getByRole('button', { name: 'Extract Text' }).click();
  await expect(page.getByRole('heading', { name: 'Review Text' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Summary Complete!' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Generate Flashcards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Flashcards' });
  await expect(dialog.getByText(/^This summary has no exam board/)).toBeVisible();
  await chooseOption(page, 'Exam board', 'Edexcel');
  await dialog.getByRole('button', { name: 'Create Flashcards' }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastRegion(page).getByText('Flashcards Generated! 🎉')).toBeVisible();
  expect((await listDecks(page.request, user))[0]).toMatchObject({ exam_board: 'Edexcel' });

  // The wizard remembers the saved board: opening the dialog again asks nothing.
  await page.getByRole('button', { name: 'Generate Flashcards' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Exam board' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Open this summary' }).click();
  await expect(page.getByRole('heading', { name: 'Cell Structure', level: 1 })).toBeVisible();
  await expect(page.getByText('Edexcel', { exact: true })).toBeVisible();
});
