import { readFile } from 'node:fs/promises';
import { expect, openSignedIn, test } from '../support/fixtures';
import {
  TWO_COLUMN_IMAGE,
  browseInput,
  chooseOption,
  expectToast,
  expectWizardStep,
  fixtureBytes,
  holdRequests,
  toasts,
} from './summaries-support';

interface OcrBody {
  extractedText: string;
  originalOcrText: string;
  confidence: number;
  layoutComplexity: string;
}

test('turns a real photo of notes into a summary, then views, exports, edits and deletes it', async ({
  page,
  user,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, user, '/summaries/create');

  // Stage 1: study details, with the required-field toast.
  await expect(page.getByRole('heading', { name: 'Create Summary', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Study Details' })).toBeVisible();
  await expectWizardStep(page, 1, 0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Missing Information', 'Please fill in all required fields.');
  await expectWizardStep(page, 1, 0);

  await page.getByRole('combobox', { name: 'Subject', exact: true }).fill('History');
  await page.getByRole('textbox', { name: 'Topic', exact: true }).fill('The Industrial Revolution');
  await chooseOption(page, /Exam board/, 'Cambridge International');
  // Still missing the qualification.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Study Details' })).toBeVisible();
  await chooseOption(page, 'Qualification', 'International Baccalaureate');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Stage 2: upload. Back returns to the details with the answers kept.
  await expect(page.getByRole('heading', { name: 'Upload Your Notes' })).toBeVisible();
  await expectWizardStep(page, 2, 25);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectWizardStep(page, 1, 0);
  await expect(page.getByRole('combobox', { name: 'Subject', exact: true })).toHaveValue('History');
  await expect(page.getByRole('combobox', { name: 'Qualification' })).toHaveText('International Baccalaureate');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('button', { name: 'Extract Text' }).click();
  await expectToast(page, 'No Image Selected');
  await expectWizardStep(page, 2, 25);

  await browseInput(page).setInputFiles(TWO_COLUMN_IMAGE);
  await expect(page.getByTestId('image-picker-file-name')).toHaveText('b_industrial_twocol.png');
  await expect(page.getByTestId('image-picker-file-meta')).toHaveText('75.3 KB · PNG');
  await expect(page.getByRole('img', { name: 'Preview of b_industrial_twocol.png' })).toBeVisible();

  // Stage 3: processing, held open long enough to be seen.
  const releaseOcr = await holdRequests(page, '**/api/ocr/extract', 'POST');
  const ocrResponse = page.waitForResponse(
    (r) => r.url().endsWith('/api/ocr/extract') && r.request().method() === 'POST',
  );
  const ocrRequest = page.waitForRequest('**/api/ocr/extract');
  await page.getByRole('button', { name: 'Extract Text' }).click();
  await expectWizardStep(page, 3, 50);
  await expect(page.getByText('Extracting text from your notes...')).toBeVisible();
  releaseOcr();
  expect((await ocrRequest).headers()['content-type']).toContain('multipart/form-data');
  const ocr = (await (await ocrResponse).json()) as OcrBody;
  expect(ocr.extractedText).toContain('Factory Act');

  // Stage 4: review, prefilled with the column-ordered text.
  await expect(page.getByRole('heading', { name: 'Review Text' })).toBeVisible();
  await expectWizardStep(page, 4, 75);
  await expect(page.getByTestId('ocr-confidence')).toHaveText(`${Math.round(ocr.confidence)}%`);
  await expect(page.getByTestId('ocr-layout')).toHaveText(/^(Simple|Moderate|Complex)$/);
  const text = page.getByRole('textbox', { name: 'Extracted text', exact: true });
  await expect(text).toHaveValue(ocr.extractedText);
  // The left column is read before the right one.
  const reviewed = await text.inputValue();
  expect(reviewed.indexOf('spinning jenny')).toBeGreaterThan(-1);
  expect(reviewed.indexOf('spinning jenny')).toBeLessThan(reviewed.indexOf('urbanisation'));

  // Back to upload keeps the image; extracting again returns to review.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectWizardStep(page, 2, 25);
  await expect(page.getByTestId('image-picker-file-name')).toHaveText('b_industrial_twocol.png');
  await page.getByRole('button', { name: 'Extract Text' }).click();
  await expect(page.getByRole('heading', { name: 'Review Text' })).toBeVisible();

  await text.fill('   ');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expectToast(page, 'No Text Content');
  await expectWizardStep(page, 4, 75);

  const edited = `${ocr.extractedText}\nThe Great Exhibition of 1851 showcased British industry to the world.`;
  await text.fill(edited);

  // Stage 5: generating, then the payload the spec describes.
  const releaseCreate = await holdRequests(page, '**/api/summaries', 'POST');
  const createRequest = page.waitForRequest((r) => r.url().endsWith('/api/summaries') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expectWizardStep(page, 5, 90);
  await expect(page.getByText('Generating your summary...')).toBeVisible();
  const payload = (await createRequest).postDataJSON() as Record<string, unknown>;
  releaseCreate();
  expect(payload).toMatchObject({
    subject: 'History',
    qualification: 'IB',
    topic: 'The Industrial Revolution',
    examBoard: 'CIE',
    originalOcrText: ocr.originalOcrText,
    columnFixedText: ocr.extractedText,
    userEditedText: edited,
  });
  const photos = payload.photos as string[];
  expect(photos).toHaveLength(1);
  expect(String(photos[0]).startsWith('data:')).toBe(false);
  expect(Buffer.from(String(photos[0]), 'base64').equals(fixtureBytes(TWO_COLUMN_IMAGE))).toBe(true);

  // Stage 6: complete, with the XP toast and numbered points.
  await expect(page.getByRole('heading', { name: 'Summary Complete!' })).toBeVisible();
  await expectWizardStep(page, 5, 100);
  await expect(toasts(page).getByText('+25 XP earned.')).toBeVisible();
  const points = page.getByTestId('summary-points').getByRole('listitem');
  expect(await points.count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('summary-points')).toContainText('Factory Act');

  // 'Generate Flashcards' opens the shared generation dialog.
  await page.getByRole('button', { name: 'Generate Flashcards' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // List.
  await page.getByRole('link', { name: 'View Summaries' }).click();
  await expect(page).toHaveURL(/\/summaries$/);
  await expect(page.getByRole('heading', { name: 'Summaries', level: 1 })).toBeVisible();
  const card = page.getByTestId('summary-card').filter({ hasText: 'The Industrial Revolution' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('History');
  await expect(card).toContainText(
    new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
  );

  // Detail, with the photo fetched through the authenticated API.
  await card.getByRole('link', { name: 'The Industrial Revolution', exact: true }).click();
  await expect(page).toHaveURL(/\/summaries\/[^/]+$/);
  const summaryId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'The Industrial Revolution', level: 1 })).toBeVisible();
  await expect(page.getByText('IB', { exact: true })).toBeVisible();
  await expect(page.getByText('CIE', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Original Source' })).toBeVisible();
  const photo = page.getByRole('img', { name: 'Original notes for The Industrial Revolution' });
  await expect(photo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);

  // Export downloads a Markdown sheet.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('history-the-industrial-revolution-summary.md');
  const exported = await readFile(await download.path(), 'utf8');
  expect(exported).toContain('# The Industrial Revolution');
  expect(exported).toContain('- **Subject:** History');
  expect(exported).toMatch(/^1\. /m);

  // Edit: validation, then a save that splits the text on blank lines.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(`/summaries/${summaryId}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit Summary' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveText('History');
  // The same lists and labels as the wizard (ADR 0026).
  await expect(page.getByRole('combobox', { name: 'Qualification' })).toHaveText('International Baccalaureate');
  await expect(page.getByRole('combobox', { name: /Exam board/ })).toHaveText('Cambridge International');
  await expect(page.getByRole('textbox', { name: 'Summary', exact: true })).toHaveValue(
    /Manchester(\*\*)? and Liverpool/,
  );

  await page.getByRole('textbox', { name: 'Topic', exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expectToast(page, 'Validation error', 'Please fill in all required fields.');
  await expect(page).toHaveURL(`/summaries/${summaryId}/edit`);

  await page.getByRole('textbox', { name: 'Topic', exact: true }).fill('Industrial Britain');
  await chooseOption(page, 'Subject', 'Economics');
  await chooseOption(page, 'Qualification', 'A-Level');
  await page.getByRole('button', { name: 'Clear exam board' }).click();
  await expect(page.getByRole('combobox', { name: /Exam board/ })).toHaveText('Choose an exam board');
  await page
    .getByRole('textbox', { name: 'Summary', exact: true })
    .fill('Coal and iron powered **factories**.\n\n\n   \n\nThe Factory Act of *1833* limited child labour.\n\n');
  await expect(page.getByText('2 points')).toBeVisible();
  const putRequest = page.waitForRequest((r) => r.method() === 'PUT');
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  expect((await putRequest).postDataJSON()).toEqual({
    subject: 'Economics',
    topic: 'Industrial Britain',
    qualification: 'A-Level',
    exam_board: null,
    summary: ['Coal and iron powered **factories**.', 'The Factory Act of *1833* limited child labour.'],
  });
  await expectToast(page, 'Summary updated');
  await expect(page).toHaveURL(`/summaries/${summaryId}`);
  await expect(page.getByRole('heading', { name: 'Industrial Britain', level: 1 })).toBeVisible();
  const savedPoints = page.getByTestId('summary-points').getByRole('listitem');
  await expect(savedPoints).toHaveCount(2);
  await expect(savedPoints.first().locator('strong')).toHaveText('factories');
  await expect(savedPoints.nth(1).locator('em')).toHaveText('1833');

  // Delete from the detail screen: confirm, pending label, then back to the (now empty) list.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Industrial Britain');
  const releaseDelete = await holdRequests(page, `**/api/summaries/${summaryId}`, 'DELETE');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  releaseDelete();
  await expectToast(page, 'Summary deleted');
  await expect(page).toHaveURL(/\/summaries$/);
  await expect(page.getByText('No summaries found. Create your first summary!')).toBeVisible();
});
