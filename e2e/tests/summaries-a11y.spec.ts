import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, openSignedIn, test, type TestUser } from '../support/fixtures';
import {
  TWO_COLUMN_IMAGE,
  browseInput,
  completeStudyDetails,
  createSummaryViaApi,
  fixtureBytes,
} from './summaries-support';

interface Screen {
  name: string;
  open: (page: Page, user: TestUser, request: APIRequestContext) => Promise<void>;
}

const OCR_RESULT = {
  extractedText: 'Enzymes are biological catalysts.\nThey speed up reactions.\nRate = 1000 ÷ time',
  originalOcrText: 'Enzymes are biological catalysts. They speed up reactions. Rate = 1000 ÷ time',
  confidence: 48,
  layoutComplexity: 'complex',
  words: [{ text: 'catalysts.', confidence: 40, box: { x: 0, y: 0, w: 0.1, h: 0.05 } }],
  // A line chip and a word chip, so both kinds are scanned in light and dark.
  linesToCheck: [{ text: 'Rate = 1000 ÷ time', reason: 'symbols' }],
};

const screens: Screen[] = [
  {
    name: 'summaries list',
    open: async (page, user, request) => {
      await createSummaryViaApi(request, user);
      await openSignedIn(page, user, '/summaries');
      await expect(page.getByTestId('summary-card')).toHaveCount(1);
    },
  },
  {
    name: 'empty summaries list',
    open: async (page, user) => {
      await openSignedIn(page, user, '/summaries');
      await expect(page.getByText('No summaries found. Create your first summary!')).toBeVisible();
    },
  },
  {
    name: 'summary detail with its photo',
    open: async (page, user, request) => {
      const id = await createSummaryViaApi(request, user, {
        photoBase64: fixtureBytes(TWO_COLUMN_IMAGE).toString('base64'),
      });
      await openSignedIn(page, user, `/summaries/${id}`);
      await expect(page.getByRole('img', { name: /Original notes/ })).toHaveAttribute('src', /^blob:/);
    },
  },
  {
    name: 'summary edit with a validation error',
    open: async (page, user, request) => {
      const id = await createSummaryViaApi(request, user);
      await openSignedIn(page, user, `/summaries/${id}/edit`);
      await page.getByRole('textbox', { name: 'Topic', exact: true }).fill('');
      await page.getByRole('button', { name: 'Save Changes' }).first().click();
      await expect(page.getByText('Validation error', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'wizard details with missing fields',
    open: async (page, user) => {
      await openSignedIn(page, user, '/summaries/create');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'wizard upload with a chosen photo',
    open: async (page, user) => {
      await openSignedIn(page, user, '/summaries/create');
      await completeStudyDetails(page, { subject: 'Biology', qualification: 'GCSE', topic: 'Enzymes' });
      await browseInput(page).setInputFiles(TWO_COLUMN_IMAGE);
      await expect(page.getByTestId('image-picker-file-name')).toBeVisible();
    },
  },
  {
    name: 'wizard review with low confidence',
    open: async (page, user) => {
      await page.route('**/api/ocr/extract', (route) => route.fulfill({ json: OCR_RESULT }));
      await openSignedIn(page, user, '/summaries/create');
      await completeStudyDetails(page, { subject: 'Biology', qualification: 'GCSE', topic: 'Enzymes' });
      await browseInput(page).setInputFiles(TWO_COLUMN_IMAGE);
      await page.getByRole('button', { name: 'Extract Text' }).click();
      await expect(page.getByText('Some words were hard to read.', { exact: false })).toBeVisible();
    },
  },
];

for (const screen of screens) {
  test(`${screen.name} has no serious or critical axe violations in light and dark`, async ({
    page,
    user,
    request,
  }) => {
    await screen.open(page, user, request);
    await expectNoAxeViolations(page);
  });
}
