import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, openSignedIn, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { OCR_FIXTURES, browseInput, completeStudyDetails, holdRequests } from './summaries-support';

/** Issue 25: a summary from several photos, in the order the student chose, and from a PDF. */

const CELLS = path.join(OCR_FIXTURES, 'a_cells_single.png'); // 1520 px wide
const INDUSTRY = path.join(OCR_FIXTURES, 'b_industrial_twocol.png'); // 1640 px wide
const RATES = path.join(OCR_FIXTURES, 'c_rates_list_photo.jpg'); // 1532 px wide

test('three photos, reordered, become one summary whose pages and text follow the new order', async ({
  page,
  user,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, user, '/summaries/create');
  await completeStudyDetails(page, { subject: 'Biology', qualification: 'GCSE', topic: 'Mixed notes' });
  await expect(page.getByText('Upload photos or a document')).toBeVisible();

  await browseInput(page).setInputFiles([CELLS, INDUSTRY, RATES]);
  const names = page.getByTestId('image-picker-file-name');
  await expect(names).toHaveText(['a_cells_single.png', 'b_industrial_twocol.png', 'c_rates_list_photo.jpg']);
  await expect(page.getByTestId('photo-count')).toHaveText('3 of 10 photos');

  // Rates first, then industry, then cells.
  await page.getByRole('button', { name: 'Move c_rates_list_photo.jpg up' }).click();
  await page.getByRole('button', { name: 'Move c_rates_list_photo.jpg up' }).click();
  await page.getByRole('button', { name: 'Move a_cells_single.png down' }).click();
  await expect(names).toHaveText(['c_rates_list_photo.jpg', 'b_industrial_twocol.png', 'a_cells_single.png']);
  await expect(page.getByRole('button', { name: 'Move c_rates_list_photo.jpg up' })).toBeDisabled();

  await page.getByRole('button', { name: 'Extract Text' }).click();
  await expect(page.getByText(/^Reading page [123] of 3…$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review Text' })).toBeVisible({ timeout: 120_000 });

  const pageText = (n: number) => page.getByRole('textbox', { name: `Text of page ${n}`, exact: true });
  await expect(pageText(1)).toHaveValue(/Rates of Reaction/);
  await expect(pageText(2)).toHaveValue(/Industrial Revolution/);
  await expect(pageText(3)).toHaveValue(/Cell Structure/);
  await expect(page.getByAltText('Your photo of page 2')).toBeVisible();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 3' }).click();
  await expect(pageText(3)).toBeFocused();
  await expectNoAxeViolations(page, { label: 'review with pages' });

  // Issue 27 item 12: a reload at the review step keeps the pages and their photos.
  await pageText(2).fill('The Industrial Revolution began in Britain, where coal and iron were plentiful.');
  // The draft is saved once typing pauses: wait until local storage holds the new text.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(window.localStorage)
          .filter((key) => key.startsWith('revisely:draft:') && key.endsWith(':summary-wizard'))
          .some((key) => window.localStorage.getItem(key)?.includes('coal and iron were plentiful')),
      ),
    )
    .toBe(true);
  await page.reload();
  await expect(page.getByText('Draft restored')).toBeVisible();
  await expect(pageText(2)).toHaveValue(
    'The Industrial Revolution began in Britain, where coal and iron were plentiful.',
  );
  await expect(page.getByAltText('Your photo of page 1')).toBeVisible();
  await expect(page.getByAltText('Your photo of page 3')).toBeVisible();

  const createRequest = page.waitForRequest((r) => r.url().endsWith('/api/summaries') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const payload = (await createRequest).postDataJSON() as { photos: string[]; userEditedText: string };
  expect(payload.photos).toHaveLength(3);
  const sent = payload.userEditedText;
  expect(sent.indexOf('Rates of Reaction')).toBeGreaterThan(-1);
  expect(sent.indexOf('Rates of Reaction')).toBeLessThan(sent.indexOf('Industrial Revolution began'));
  expect(sent.indexOf('Industrial Revolution began')).toBeLessThan(sent.indexOf('Cell Structure'));

  await expect(page.getByRole('heading', { name: 'Summary Complete!' })).toBeVisible();
  await page.getByRole('link', { name: 'Open this summary' }).click();
  await expect(page.getByRole('heading', { name: 'Original Source' })).toBeVisible();
  const pages = page.getByTestId('summary-pages').getByRole('listitem');
  await expect(pages).toHaveCount(3);
  await expect(pages.nth(0)).toContainText('Page 1');
  const widths: number[] = [];
  for (const n of [1, 2, 3]) {
    const photo = page.getByRole('img', { name: `Original notes for Mixed notes, page ${n}` });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    widths.push(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth));
  }
  expect(widths).toEqual([1532, 1640, 1520]);
});

/** A text PDF of 14 pages, about 27,000 characters: long enough to be summarised by section. */
async function longPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= 14; p++) {
    const sheet = pdf.addPage([595, 842]);
    sheet.drawText(p === 1 ? 'Plate tectonics' : `Tectonics part ${p}`, { x: 40, y: 790, size: 18, font });
    for (let l = 1; l <= 20; l++) {
      const line = `Fact ${p}.${l}: plate ${p} moves ${l} centimetres each year as mantle convection drags it along.`;
      sheet.drawText(line, { x: 40, y: 770 - l * 20, size: 8, font });
    }
  }
  return Buffer.from(await pdf.save());
}

test('a long PDF becomes pages at the review step and one summary made section by section', async ({ page, user }) => {
  test.setTimeout(150_000);
  await openSignedIn(page, user, '/summaries/create');
  await completeStudyDetails(page, { subject: 'Geography', qualification: 'GCSE', topic: 'Tectonics' });
  await browseInput(page).setInputFiles({
    name: 'tectonics.pdf',
    mimeType: 'application/pdf',
    buffer: await longPdf(),
  });
  await expect(page.getByTestId('image-picker-file-name')).toHaveText('tectonics.pdf');
  await page.getByRole('button', { name: 'Extract Text' }).click();
  await expect(page.getByRole('heading', { name: 'Review Text' })).toBeVisible({ timeout: 60_000 });
  const sources = page.getByTestId('review-page-source');
  await expect(sources).toHaveCount(14);
  await expect(sources.first()).toContainText('tectonics.pdf, page 1');
  await expect(page.getByRole('textbox', { name: 'Text of page 14', exact: true })).toHaveValue(/Fact 14\.3:/);
  await expect(page.getByTestId('long-text-note')).toContainText('section by section');

  const createRequest = page.waitForRequest((r) => r.url().endsWith('/api/summaries') && r.method() === 'POST');
  // The first section is held, so its progress can be seen.
  const release = await holdRequests(page, '**/api/summaries/sections', 'POST');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByText(/^Summarising pages 1–\d+ of 14…$/)).toBeVisible();
  release();
  const payload = (await createRequest).postDataJSON() as {
    photos: string[];
    userEditedText: string;
    points: string[];
  };
  expect(payload.photos).toEqual([]);
  expect(payload.userEditedText.indexOf('Fact 1.1:')).toBeLessThan(payload.userEditedText.indexOf('Fact 14.1:'));
  expect(payload.points.length).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { name: 'Summary Complete!' })).toBeVisible({ timeout: 60_000 });
});
