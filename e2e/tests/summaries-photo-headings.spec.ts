import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, openSignedIn, test } from '../support/fixtures';
import { browseInput, completeStudyDetails, OCR_FIXTURES } from './summaries-support';

/**
 * Issue 10: a photo of notes starts with its title (and may have sub-headings); those lines label
 * the page and are not facts, so none may come back as a summary point on its own or glued to the
 * start of the next sentence.
 */

const CASES = [
  { image: 'a_cells_single.png', topic: 'Cells', subject: 'Biology', headings: ['Cell Structure and Transport'] },
  {
    image: 'b_industrial_twocol.png',
    topic: 'Industry',
    subject: 'History',
    headings: ['The Industrial Revolution', 'Consequences'],
  },
  { image: 'c_rates_list_photo.jpg', topic: 'Rates', subject: 'Chemistry', headings: ['Rates of Reaction'] },
];

const normalise = (text: string) =>
  text
    .replace(/[*_#]/g, '')
    .replace(/^[-•\s]+/, '')
    .replace(/[.:\s]+$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

for (const { image, topic, subject, headings } of CASES) {
  test(`no summary point of ${image} is its heading`, async ({ page, user }) => {
    test.setTimeout(90_000);
    // The first line of the fixture's ground truth is the page's title.
    const truth = readFileSync(path.join(OCR_FIXTURES, image.replace(/\.\w+$/, '.txt')), 'utf8');
    expect(truth.split('\n')[0]).toBe(headings[0]);

    await openSignedIn(page, user, '/summaries/create');
    await completeStudyDetails(page, { subject, qualification: 'GCSE', topic, examBoard: 'AQA' });
    await browseInput(page).setInputFiles(path.join(OCR_FIXTURES, image));
    await page.getByRole('button', { name: 'Extract Text' }).click();
    await expect(page.getByRole('heading', { name: 'Review Text' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Summary Complete!' })).toBeVisible({ timeout: 30_000 });

    const points = (await page.getByTestId('summary-points').locator(':scope > li > :last-child').allInnerTexts()).map(
      normalise,
    );
    expect(points.length).toBeGreaterThanOrEqual(2);
    for (const heading of headings.map(normalise)) {
      expect(points, `"${heading}" is a point`).not.toContain(heading);
      const glued = points.filter((p) => p.startsWith(`${heading} `));
      expect(glued, `"${heading}" starts a point`).toEqual([]);
    }
  });
}
