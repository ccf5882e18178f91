import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openSignedIn, test, type TestUser } from '../support/fixtures';
import { inEachTheme } from '../support/theme';
import { OCR_FIXTURES, browseInput, completeStudyDetails } from './summaries-support';

/** A phone photo of a page on a desk: OCR reads it well except one run-together word. */
const PHONE_PHOTO = path.join(OCR_FIXTURES, 'c_rates_list_photo.jpg');
/** Set to a folder to also save screenshots of the review step (phone and laptop, light and dark). */
const SHOTS_DIR = process.env.REVIEW_SHOTS_DIR;

async function reachReview(page: Page, user: TestUser): Promise<void> {
  await openSignedIn(page, user, '/summaries/create');
  await completeStudyDetails(page, { subject: 'Chemistry', qualification: 'GCSE', topic: 'Rates of reaction' });
  await browseInput(page).setInputFiles(PHONE_PHOTO);
  await page.getByRole('button', { name: 'Extract Text' }).click();
  await expect(page.getByRole('heading', { name: 'Review Text' })).toBeVisible({ timeout: 30_000 });
}

const textbox = (page: Page) => page.getByRole('textbox', { name: 'Extracted text' });
const selectedText = (page: Page) =>
  textbox(page).evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));

test('marks low-confidence words on a phone photo and lets the student correct one', async ({ page, user }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await reachReview(page, user);

  const panel = page.getByTestId('words-to-check');
  await expect(panel).toBeVisible();
  const countText = (await page.getByTestId('words-to-check-count').textContent()) ?? '';
  const before = Number.parseInt(countText, 10);
  expect(before).toBeGreaterThanOrEqual(1);
  const chips = panel.getByTitle('Check this word');
  await expect(chips).toHaveCount(before);
  const doubtful = chips.first().locator('mark');
  const word = (await doubtful.textContent()) ?? '';
  // Marked by more than colour: a dotted underline.
  expect(await doubtful.evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain('underline');
  expect(await doubtful.evaluate((el) => getComputedStyle(el).textDecorationStyle)).toBe('dotted');

  // On a phone the photo waits behind a toggle; the spec's review texts are all there.
  await expect(page.getByAltText('Your photo of the notes')).toBeHidden();
  await page.getByRole('button', { name: 'Show photo' }).click();
  await expect(page.getByAltText('Your photo of the notes')).toBeVisible();
  await page.getByRole('button', { name: 'Hide photo' }).click();
  await expect(page.getByText('Confidence', { exact: true })).toBeVisible();
  await expect(page.getByText('Layout complexity', { exact: true })).toBeVisible();
  // No vision model on the e2e server, so no Read with AI button.
  await expect(page.getByRole('button', { name: 'Read with AI' })).toHaveCount(0);

  // Tapping the chip selects the word in the text; typing replaces it and the mark goes.
  await chips.first().click();
  await expect(textbox(page)).toBeFocused();
  expect(await selectedText(page)).toBe(word);
  const original = await textbox(page).inputValue();
  const start = await textbox(page).evaluate((el: HTMLTextAreaElement) => el.selectionStart);
  // Marks follow spellings, so the correction is a word no OCR engine doubted on this page (not,
  // say, 'A catalyst' when the doubted word was 'A'): exactly that one mark goes.
  const correction = 'Rechecked';
  await page.keyboard.type(correction);
  await expect(textbox(page)).toHaveValue(original.slice(0, start) + correction + original.slice(start + word.length));
  if (before === 1) await expect(panel).toHaveCount(0);
  else
    await expect(page.getByTestId('words-to-check-count')).toHaveText(
      `${before - 1} words to check`.replace(/^1 words/, '1 word'),
    );

  // The corrected text is what gets summarised.
  const created = page.waitForRequest((r) => r.url().endsWith('/api/summaries') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Generate' }).click();
  const body = (await created).postDataJSON() as { userEditedText: string };
  expect(body.userEditedText).toContain('Rechecked');
});

// The review step is reached once (a real OCR run) and looked at in both themes, switched in place.
test('shows the photo beside the text on a laptop (light and dark)', async ({ page, user }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await reachReview(page, user);
  const photo = page.getByAltText('Your photo of the notes');
  await inEachTheme(page, async (theme) => {
    await expect(photo).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show photo' })).toBeHidden();
    const photoBox = (await photo.boundingBox())!;
    const textBox = (await textbox(page).boundingBox())!;
    // Two columns: the photo to the left of the text, side by side.
    expect(photoBox.x + photoBox.width, theme).toBeLessThanOrEqual(textBox.x);
    expect(photoBox.y, theme).toBeLessThan(textBox.y + textBox.height);
    if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `review-1280-${theme}.png`), fullPage: true });
  });
  if (SHOTS_DIR) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Show photo' }).click();
    await inEachTheme(page, async (theme) => {
      await page.screenshot({ path: path.join(SHOTS_DIR, `review-390-${theme}.png`), fullPage: true });
    });
  }
});
