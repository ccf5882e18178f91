import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from '../support/fixtures';
import {
  browseInput,
  completeStudyDetails,
  createSummaryViaApi,
  expectToast,
  expectWizardStep,
  fixtureBytes,
  TWO_COLUMN_IMAGE,
  toasts,
} from './summaries-support';

const OCR_RESULT = {
  extractedText: 'Mitochondria release energy through aerobic respiration.\nRibosomes make proteins.',
  originalOcrText: 'Mitochondria release energy through aerobic respiration. Ribosomes make proteins.',
  confidence: 91.6,
  layoutComplexity: 'moderate',
};

/** Stands in for OCR so these tests exercise only the wizard's own states. */
async function toReview(page: Page) {
  await page.route('**/api/ocr/extract', (route) => route.fulfill({ json: OCR_RESULT }));
  await completeStudyDetails(page, {
    subject: 'Biology',
    qualification: 'A-Level',
    topic: 'Organelles',
    examBoard: 'AQA',
  });
  await browseInput(page).setInputFiles(TWO_COLUMN_IMAGE);
  await page.getByRole('button', { name: 'Extract Text' }).click();
  await expect(page.getByRole('heading', { name: 'Review Text' })).toBeVisible();
  await expect(page.getByTestId('ocr-confidence')).toHaveText('92%');
  await expect(page.getByTestId('ocr-layout')).toHaveText('Moderate');
}

test.describe('wizard', () => {
  test.beforeEach(async ({ page, user }) => {
    await openSignedIn(page, user, '/summaries/create');
  });

  test('a failed generation returns to review with the text kept', async ({ page }) => {
    await toReview(page);
    await page
      .getByRole('textbox', { name: 'Extracted text', exact: true })
      .fill('My own corrected notes about organelles.');
    let attempts = 0;
    await page.route('**/api/summaries', (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      attempts += 1;
      return route.fulfill({ status: 500, json: { error: 'boom' } });
    });
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expectToast(page, 'Generation Failed', 'Failed to generate summary. Please try again.');
    await expect(page.getByRole('heading', { name: 'Review Text' })).toBeVisible();
    await expectWizardStep(page, 4, 75);
    await expect(page.getByRole('textbox', { name: 'Extracted text', exact: true })).toHaveValue(
      'My own corrected notes about organelles.',
    );
    // Spec §9: one retry before giving up.
    expect(attempts).toBe(2);
  });

  test('a level-up celebrates and toasts; missing XP counts as 25', async ({ page }) => {
    await toReview(page);
    await page.route('**/api/summaries', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 201,
            json: {
              id: 'fake-1',
              summary: ['**Mitochondria** release energy.', 'Ribosomes make *proteins*.'],
              xpAwarded: 25,
              leveledUp: true,
              newLevel: 2,
            },
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText('Level 2');
    await expectToast(page, 'LEVEL UP! You reached Level 2!');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Summary Complete!' })).toBeVisible();
    await expect(page.getByTestId('summary-points').locator('strong')).toHaveText('Mitochondria');

    // Start again; this time the server leaves the XP fields out.
    await page.getByRole('button', { name: 'Create another' }).click();
    await expectWizardStep(page, 1, 0);
    await page.unroute('**/api/summaries');
    await page.route('**/api/summaries', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 201, json: { id: 'fake-2', summary: ['One point.'] } })
        : route.fallback(),
    );
    await toReview(page);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Summary Complete!' })).toBeVisible();
    await expect(toasts(page).getByText('+25 XP earned.')).toBeVisible();
    await expect(page.getByText('+25 XP', { exact: true })).toBeVisible();
  });

  test('the create payload carries the photo as bare base64 and the chosen exam board', async ({ page }) => {
    await toReview(page);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/summaries') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const body = (await request).postDataJSON() as { photos: string[]; examBoard: string };
    expect(body.examBoard).toBe('AQA');
    expect(body.photos).toEqual([fixtureBytes(TWO_COLUMN_IMAGE).toString('base64')]);
    await expect(page.getByRole('heading', { name: 'Summary Complete!' })).toBeVisible();
  });
});

test('the list shows cards newest first that open the detail; Edit and Delete work from a card', async ({
  page,
  user,
  request,
}) => {
  await createSummaryViaApi(request, user, { subject: 'Biology', topic: 'Photosynthesis' });
  await createSummaryViaApi(request, user, { subject: 'Underwater Basket Weaving', topic: 'Knots', examBoard: null });
  await openSignedIn(page, user, '/summaries');

  const cards = page.getByTestId('summary-card');
  await expect(cards).toHaveCount(2);
  // Newest first; an unknown subject keeps its name with the default style.
  await expect(cards.first()).toContainText('Underwater Basket Weaving');
  await expect(cards.first().locator('[data-subject]')).toHaveAttribute('data-subject', 'default');
  await expect(cards.nth(1).locator('[data-subject]')).toHaveAttribute('data-subject', 'Biology');
  await expect(cards.nth(1)).toContainText(/chloroplast|glucose|light/i);

  await cards.nth(1).getByRole('link', { name: 'Edit Photosynthesis' }).click();
  await expect(page).toHaveURL(/\/summaries\/[^/]+\/edit$/);
  await page.getByRole('link', { name: 'Cancel' }).first().click();
  await expect(page.getByRole('heading', { name: 'Photosynthesis', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back', exact: true }).click();

  // Clicking anywhere on the card opens it.
  await cards.filter({ hasText: 'Knots' }).click({ position: { x: 40, y: 90 } });
  await expect(page.getByRole('heading', { name: 'Knots', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Original Source' })).toHaveCount(0);
  await page.goBack();

  // A failed delete keeps the card and says so; cancelling does nothing.
  await cards.filter({ hasText: 'Knots' }).getByRole('button', { name: 'Delete Knots' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.route('**/api/summaries/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { error: 'nope' } }) : route.fallback(),
  );
  await cards.filter({ hasText: 'Knots' }).getByRole('button', { name: 'Delete Knots' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Delete failed', 'Failed to delete summary');
  await expect(cards).toHaveCount(2);

  await page.unroute('**/api/summaries/*');
  await cards.filter({ hasText: 'Knots' }).getByRole('button', { name: 'Delete Knots' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Summary deleted');
  await expect(cards).toHaveCount(1);
  await expect(page).toHaveURL(/\/summaries$/);
});

test('list, detail and edit failures show their messages', async ({ page, user, request }) => {
  const id = await createSummaryViaApi(request, user);

  await page.route('**/api/summaries', (route) => route.fulfill({ status: 500, json: { error: 'down' } }));
  await openSignedIn(page, user, '/summaries');
  await expect(page.getByText('Failed to fetch summaries')).toBeVisible();
  await page.unroute('**/api/summaries');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('summary-card')).toHaveCount(1);

  await page.goto('/summaries/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Summary not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Summaries' }).click();
  await expect(page).toHaveURL(/\/summaries$/);

  await page.route(`**/api/summaries/${id}`, (route) => route.fulfill({ status: 500, json: { error: 'down' } }));
  await page.goto(`/summaries/${id}/edit`);
  await expect(page.getByText('Failed to load summary for editing.')).toBeVisible();
  await page.unroute(`**/api/summaries/${id}`);

  // A failed save stays on the form with the spec's toast.
  await page.goto(`/summaries/${id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Topic', exact: true })).toHaveValue('Photosynthesis');
  await page.route(`**/api/summaries/${id}`, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { error: 'down' } }) : route.fallback(),
  );
  await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('   \n\n  ');
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expectToast(page, 'Validation error', 'Please fill in all required fields.');
  await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('A single rewritten point.');
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(page.getByRole('button', { name: 'Saving...' }).first()).toBeDisabled();
  await expectToast(page, 'Update failed', 'Failed to update summary');
  await expect(page).toHaveURL(`/summaries/${id}/edit`);
});
